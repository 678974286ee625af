//! The built-in library: the 40 classics, with their pinyin, published counts and aliases.
//!
//! Two classics, 瓮中之鳖 and 小燕出巢, have one and the same placement in both public
//! sources (`data/klotski-classics.txt`), and a library holds a game once (the store keys its
//! puzzles by library and game ID), so the library has 39 entries: the second name is kept as
//! the first one's alias (note `aliases`). Every entry's notes: `pinyin`, `step`, `straight`,
//! `unit` (the published optimal counts, `unsolvable` for none), `reachable`, and `aliases`
//! with `aliases_pinyin` when another classic shares the placement.

use puzzle::{BuiltinEntry, BuiltinLibrary};

use super::game_id::{format_game, KlotskiGame};
use crate::classics::classics;
use crate::metric::Metric;

/// The library's name.
pub const CLASSICS_LIBRARY: &str = "Classics";

/// The built-in libraries (one: the classics).
pub fn libraries() -> Vec<BuiltinLibrary> {
    let count = |n: Option<u32>| n.map_or_else(|| "unsolvable".to_string(), |n| n.to_string());
    let mut entries: Vec<BuiltinEntry> = Vec::new();
    for classic in classics() {
        let game = format_game(&KlotskiGame::new(classic.board, Metric::Step));
        if let Some(first) = entries.iter_mut().find(|e| e.game == game) {
            for (key, value) in [
                ("aliases", &classic.name as &str),
                ("aliases_pinyin", classic.pinyin),
            ] {
                let joined = match first.notes.get(key) {
                    Some(before) => format!("{before}, {value}"),
                    None => value.to_string(),
                };
                first.notes.insert(key.to_string(), joined);
            }
            continue;
        }
        entries.push(
            BuiltinEntry::new(game)
                .with_name(classic.name.clone())
                .with_source("classic")
                .with_note("pinyin", classic.pinyin)
                .with_note("step", count(classic.step))
                .with_note("straight", count(classic.straight))
                .with_note("unit", count(classic.unit))
                .with_note("reachable", classic.reachable.to_string()),
        );
    }
    vec![BuiltinLibrary {
        name: CLASSICS_LIBRARY.to_string(),
        description: format!(
            "The 40 classic named layouts (华容道经典布局) in {} placements: 小燕出巢 has the placement of 瓮中之鳖 in the public lists and is kept as its alias",
            entries.len()
        ),
        source: "public level lists (HRD_Game, HuaRongDao)".to_string(),
        entries,
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_classic_name_is_in_the_library() {
        let libraries = libraries();
        assert_eq!(libraries.len(), 1);
        let entries = &libraries[0].entries;
        assert_eq!(entries.len(), 39);
        let mut names: Vec<&str> = entries.iter().filter_map(|e| e.name.as_deref()).collect();
        for e in entries {
            if let Some(aliases) = e.notes.get("aliases") {
                names.extend(aliases.split(", "));
            }
        }
        assert_eq!(names.len(), 40);
        for classic in classics() {
            assert!(names.contains(&classic.name.as_str()), "{}", classic.name);
        }
        let first = &entries[0];
        assert_eq!(first.game, "VCCV/VCCV/VHHV/VSSV/S..S");
        assert_eq!(first.notes["step"], "81");
        assert_eq!(first.notes["pinyin"], "hengdaolima");
        let weng = entries
            .iter()
            .find(|e| e.name.as_deref() == Some("瓮中之鳖"))
            .unwrap();
        assert_eq!(weng.notes["aliases"], "小燕出巢");
        assert_eq!(weng.notes["aliases_pinyin"], "xiaoyanchuchao");
        let never = entries
            .iter()
            .find(|e| e.name.as_deref() == Some("走投无路"))
            .unwrap();
        assert_eq!(never.notes["unit"], "unsolvable");
        // one game per entry: what the store requires
        let mut games: Vec<&str> = entries.iter().map(|e| e.game.as_str()).collect();
        games.sort_unstable();
        games.dedup();
        assert_eq!(games.len(), entries.len());
    }
}
