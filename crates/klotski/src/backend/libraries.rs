//! The built-in library: the 40 classics, with their pinyin and published counts.
//!
//! Two classics, 瓮中之鳖 and 小燕出巢, have one and the same placement in both public
//! sources (`data/klotski-classics.txt`); they are distinct named classics, so each is an
//! entry, and each one's notes name the other (`same_placement_as`). Every entry's notes:
//! `pinyin`, `step`, `straight`, `unit` (the published optimal counts, `unsolvable` for none),
//! `reachable`, and `same_placement_as` when another classic shares the placement.

use puzzle::{BuiltinEntry, BuiltinLibrary};

use super::game_id::{format_game, KlotskiGame};
use crate::classics::classics;
use crate::metric::Metric;

/// The library's name.
pub const CLASSICS_LIBRARY: &str = "Classics";

/// The built-in libraries (one: the classics).
pub fn libraries() -> Vec<BuiltinLibrary> {
    let count = |n: Option<u32>| n.map_or_else(|| "unsolvable".to_string(), |n| n.to_string());
    let games: Vec<String> = classics()
        .iter()
        .map(|classic| format_game(&KlotskiGame::new(classic.board, Metric::Step)))
        .collect();
    let mut shared = Vec::new();
    let entries: Vec<BuiltinEntry> = classics()
        .iter()
        .zip(&games)
        .map(|(classic, game)| {
            let mut entry = BuiltinEntry::new(game.clone())
                .with_name(classic.name.clone())
                .with_source("classic")
                .with_note("pinyin", classic.pinyin)
                .with_note("step", count(classic.step))
                .with_note("straight", count(classic.straight))
                .with_note("unit", count(classic.unit))
                .with_note("reachable", classic.reachable.to_string());
            let others: Vec<&str> = classics()
                .iter()
                .zip(&games)
                .filter(|&(other, other_game)| other_game == game && other.name != classic.name)
                .map(|(other, _)| other.name.as_str())
                .collect();
            if !others.is_empty() {
                shared.push(classic.name.as_str());
                entry = entry.with_note("same_placement_as", others.join(", "));
            }
            entry
        })
        .collect();
    let shared_note = if shared.is_empty() {
        String::new()
    } else {
        format!(
            "; {} have one placement in those lists",
            shared.join(" and ")
        )
    };
    vec![BuiltinLibrary {
        name: CLASSICS_LIBRARY.to_string(),
        description: format!(
            "The {} classic named layouts (华容道经典布局){shared_note}",
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
    fn every_classic_is_an_entry_of_the_library() {
        let libraries = libraries();
        assert_eq!(libraries.len(), 1);
        let entries = &libraries[0].entries;
        assert_eq!(entries.len(), 40);
        let names: Vec<&str> = entries.iter().filter_map(|e| e.name.as_deref()).collect();
        for classic in classics() {
            assert!(names.contains(&classic.name.as_str()), "{}", classic.name);
        }
        let first = &entries[0];
        assert_eq!(first.game, "VCCV/VCCV/VHHV/VSSV/S..S");
        assert_eq!(first.notes["step"], "81");
        assert_eq!(first.notes["pinyin"], "hengdaolima");
        let entry = |name: &str| {
            entries
                .iter()
                .find(|e| e.name.as_deref() == Some(name))
                .unwrap_or_else(|| panic!("{name} is missing"))
        };
        // two classics share one placement in the public lists: both are entries, each
        // naming the other
        let (weng, yan) = (entry("瓮中之鳖"), entry("小燕出巢"));
        assert_eq!(weng.game, yan.game);
        assert_eq!(yan.notes["pinyin"], "xiaoyanchuchao");
        assert_eq!(weng.notes["same_placement_as"], "小燕出巢");
        assert_eq!(yan.notes["same_placement_as"], "瓮中之鳖");
        assert_eq!(entry("走投无路").notes["unit"], "unsolvable");
        assert!(!libraries[0].description.contains("39"));
    }
}
