//! Sets of games for the judge, assignments and printed sheets: a set file (one
//! `puzzle<TAB>game[<TAB>optimum]` per line, `#` comments and blank lines allowed; errors name
//! the line and, inside a game ID, the column) or a library of the database.

use std::fmt::Write as _;
use std::path::Path;

use puzzle::{Registry, Words};
use search::Cost;
use serde::Deserialize;

use super::failure::{file_error, refused, Failure};
use super::voice::Voice;

/// Most bytes of a set file.
const MAX_SET_BYTES: u64 = 16 << 20;

/// A game of a set with its level, when it has one (a library row's, an assignment's).
pub type LevelledGame = (Option<String>, SetGame);

/// One game of a set.
#[derive(Debug, Clone, PartialEq)]
pub struct SetGame {
    /// The puzzle's id.
    pub puzzle: String,
    /// The canonical game ID.
    pub game: String,
    /// Its optimum as the set states it (the third column), trusted when present.
    pub optimum: Option<Cost>,
    /// Where it comes from: `FILE, line N` or `library NAME, game N`.
    pub origin: String,
}

/// The games of set file `path` for the puzzles of `registry`.
pub fn read_set_file(path: &Path, registry: &Registry) -> anyhow::Result<Vec<SetGame>> {
    let size = std::fs::metadata(path)
        .map_err(|e| file_error("cli-cannot-read", path, e))?
        .len();
    if size > MAX_SET_BYTES {
        return Err(refused(
            Words::new("cli-set-too-big")
                .arg("path", path.display())
                .arg("size", size)
                .arg("most", MAX_SET_BYTES),
        ));
    }
    let text = std::fs::read_to_string(path).map_err(|e| file_error("cli-cannot-read", path, e))?;
    parse_set(&text, &path.display().to_string(), registry)
}

/// The games of a set file's `text` (`name` says which file in errors).
pub fn parse_set(text: &str, name: &str, registry: &Registry) -> anyhow::Result<Vec<SetGame>> {
    let mut games = Vec::new();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.trim_end_matches('\r');
        if content.trim().is_empty() || content.trim_start().starts_with('#') {
            continue;
        }
        let at = |column: usize, problem: Words| -> anyhow::Error {
            Failure::said(
                "bad_set_file",
                Words::new("cli-set-error")
                    .arg("file", name)
                    .arg("line", line)
                    .arg("column", column)
                    .word("problem", problem),
            )
            .at(line, column, content)
            .into()
        };
        let mut columns = content.split('\t');
        let id = columns.next().unwrap_or_default().trim();
        let Some(game_text) = columns.next() else {
            return Err(at(1, Words::new("cli-set-no-tab")));
        };
        let puzzle = registry.get(id).ok_or_else(|| {
            let ids: Vec<&str> = registry.iter().map(|p| p.info().id).collect();
            at(
                1,
                Words::new("cli-set-unknown-puzzle")
                    .arg("puzzle", id)
                    .arg("puzzles", ids.join(", ")),
            )
        })?;
        let game_start = content.find('\t').map_or(0, |tab| tab + 1);
        let game = puzzle.canonical(game_text).map_err(|e| {
            let column = e.column.unwrap_or(1);
            at(
                content[..game_start].chars().count() + column,
                Words::new("cli-set-bad-game")
                    .word("problem", e.words.as_ref().clone())
                    .arg("puzzle", id),
            )
        })?;
        let optimum = match columns.next().map(str::trim) {
            None | Some("" | "-") => None,
            Some(value) => Some(value.parse::<Cost>().map_err(|_| {
                let column = content
                    .rfind('\t')
                    .map_or(1, |t| content[..=t].chars().count() + 1);
                at(
                    column,
                    Words::new("cli-set-bad-optimum").arg("value", value),
                )
            })?),
        };
        if let Some(extra) = columns.next() {
            return Err(at(
                content.chars().count() - extra.chars().count() + 1,
                Words::new("cli-set-extra-column"),
            ));
        }
        games.push(SetGame {
            puzzle: id.to_string(),
            game,
            optimum,
            origin: Voice::current().text(
                "cli-set-origin",
                &[("file", name.into()), ("line", line.into())],
            ),
        });
    }
    if games.is_empty() {
        return Err(refused(Words::new("cli-set-empty").arg("file", name)));
    }
    Ok(games)
}

/// A set file's text: `header` lines as comments, then one line per game (a level line, as a
/// comment, before the games of each `level`).
pub fn format_set(header: &[String], games: &[LevelledGame]) -> String {
    let mut out = String::new();
    for line in header {
        let _ = writeln!(out, "# {line}");
    }
    let _ = writeln!(out, "# puzzle<TAB>game<TAB>optimum (- when not proven)");
    let mut level: Option<&str> = None;
    for (game_level, game) in games {
        if game_level.as_deref() != level {
            level = game_level.as_deref();
            if let Some(name) = level {
                let _ = writeln!(out, "\n# {name}");
            }
        }
        let optimum = game
            .optimum
            .map_or_else(|| "-".to_string(), |o| o.to_string());
        let _ = writeln!(out, "{}\t{}\t{optimum}", game.puzzle, game.game);
    }
    out
}

/// The games of the library `name` (its name, or its id as `library list` shows it), with the
/// optimum its rating proved; `puzzle` (a puzzle id) picks the puzzle when several have a
/// library of that name.
pub fn library_games(
    store: &store::Store,
    name: &str,
    puzzle: Option<&str>,
) -> anyhow::Result<(store::Library, Vec<LevelledGame>)> {
    let libraries = store.list_libraries(puzzle)?;
    let by_id = name
        .parse::<i64>()
        .ok()
        .and_then(|id| libraries.iter().find(|l| l.id == id));
    let library = match by_id {
        Some(library) => library.clone(),
        None => {
            let named: Vec<&store::Library> = libraries.iter().filter(|l| l.name == name).collect();
            match named.as_slice() {
                [one] => (*one).clone(),
                [] => {
                    return Err(refused(match puzzle {
                        Some(puzzle) => Words::new("cli-no-library-of")
                            .arg("name", name)
                            .arg("puzzle", puzzle),
                        None => Words::new("cli-no-library").arg("name", name),
                    }))
                }
                several => {
                    let ids: Vec<String> = several
                        .iter()
                        .map(|l| format!("{} = {}", l.id, l.puzzle))
                        .collect();
                    return Err(refused(
                        Words::new("cli-library-ambiguous")
                            .arg("name", name)
                            .arg("ids", ids.join(", ")),
                    ));
                }
            }
        }
    };
    let puzzles = store.list_puzzles(&store::PuzzleFilter {
        library_id: Some(library.id),
        ..store::PuzzleFilter::default()
    })?;
    if puzzles.is_empty() {
        return Err(refused(
            Words::new("cli-library-empty").arg("name", &library.name),
        ));
    }
    let games = puzzles
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let game = SetGame {
                puzzle: p.puzzle.clone(),
                optimum: stored_optimum(&p.extra),
                game: p.description,
                origin: Voice::current().text(
                    "cli-library-origin",
                    &[
                        ("name", library.name.as_str().into()),
                        ("number", (i + 1).into()),
                    ],
                ),
            };
            (p.level, game)
        })
        .collect();
    Ok((library, games))
}

/// The part of a library row's stored rating (`puzzle::EntryRating`) a set keeps: the proven
/// optimum, when the row was rated and had one.
#[derive(Deserialize)]
struct StoredRating {
    rating: Option<StoredOptimum>,
}

#[derive(Deserialize)]
struct StoredOptimum {
    optimum: Option<Cost>,
}

fn stored_optimum(extra: &serde_json::Value) -> Option<Cost> {
    StoredRating::deserialize(extra)
        .ok()
        .and_then(|stored| stored.rating)
        .and_then(|rating| rating.optimum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_rating_gives_its_optimum_if_it_has_one() {
        let rated = serde_json::json!({"rating": {"game": "x", "level": "easy", "optimum": 5}});
        assert_eq!(stored_optimum(&rated), Some(5));
        let unproven = serde_json::json!({"rating": {"level": "hard", "optimum": null}});
        assert_eq!(stored_optimum(&unproven), None);
        let unrated = serde_json::json!({"rated": false, "reason": "stopped", "unsolvable": false});
        assert_eq!(stored_optimum(&unrated), None);
        assert_eq!(stored_optimum(&serde_json::Value::Null), None);
    }

    #[test]
    fn set_files_are_read_with_their_errors_placed() {
        let registry = registry::all();
        let text = "\u{feff}# a set\n\nn-puzzle\t1 2 3/4 5 6/7 0 8\t1\nklotski\t横刀立马\n";
        let games = parse_set(text, "set.txt", &registry).expect("a set");
        assert_eq!(games.len(), 2);
        assert_eq!(
            (games[0].game.as_str(), games[0].optimum),
            ("1 2 3/4 5 6/7 0 8", Some(1))
        );
        assert_eq!(games[1].game, "VCCV/VCCV/VHHV/VSSV/S..S");
        assert_eq!(games[1].origin, "set.txt, line 4");
        let error = |text: &str| parse_set(text, "s", &registry).unwrap_err().to_string();
        assert!(error("n-puzzle 1 2 3/4 5 6/7 0 8").starts_with("s, line 1, column 1: no tab"));
        assert!(error("# x\nklotsky\tX").contains("line 2, column 1: unknown puzzle 'klotsky'"));
        let bad_game = error("n-puzzle\t1 2 3/4 5 6/7 0 9");
        assert!(bad_game.starts_with("s, line 1, column "), "{bad_game}");
        assert!(error("n-puzzle\t1 2 3/4 5 6/7 0 8\tfew")
            .contains("column 28: 'few' is not an optimum"));
        assert!(error("# nothing\n").contains("holds no game"));
        let written = format_set(
            &["puzzle n-puzzle".into()],
            &[(Some("easy".into()), games[0].clone())],
        );
        assert!(
            written.contains("n-puzzle\t1 2 3/4 5 6/7 0 8\t1\n"),
            "{written}"
        );
        assert_eq!(
            parse_set(&written, "again", &registry).expect("read back")[0].game,
            games[0].game
        );
    }
}
