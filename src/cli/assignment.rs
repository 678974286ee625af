//! `puzzlelab assignment make`: a set of games for a class, at the levels and counts asked
//! (`--levels easy:5,medium:5`), generated from a seed or taken from a library, each with its
//! proven optimum; written as a set file that `judge` and `print` read. The same seed and
//! options give the same file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use clap::{Args, Subcommand};
use puzzle::{DynPuzzle, GenerateInput, Registry, Words};
use search::Limits;

use super::voice::Voice;

use super::common::Context;
use super::failure::{file_error, refused, unknown_puzzle, Failure};
use super::games::{format_set, library_games, LevelledGame, SetGame};

/// Most games of one assignment.
const MAX_GAMES: usize = 1000;

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Make a set file: games at the levels asked, each with its proven optimum (the same
    /// seed gives the same file).
    Make(MakeArgs),
}

#[derive(Debug, Args)]
pub struct MakeArgs {
    /// The puzzle (its id, as `puzzlelab --help` lists them); with --library, the puzzle whose library
    /// it is when several have one of that name.
    #[arg(long, value_name = "ID", required_unless_present = "library")]
    pub puzzle: Option<String>,
    /// The levels and how many games of each, e.g. easy:5,medium:5.
    #[arg(long, value_name = "LEVEL:N,...")]
    pub levels: String,
    /// The random seed: the same seed gives the same games.
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seed: u64,
    /// The set file to write.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// A generator option or rule, `KEY=VALUE` (repeatable): `--param size=3` for 8-puzzles.
    #[arg(long = "param", value_name = "KEY=VALUE", conflicts_with = "library")]
    pub params: Vec<String>,
    /// Take the games from this library of the database (its name or id) instead of
    /// generating them; a library row's level is its level.
    #[arg(long, value_name = "NAME")]
    pub library: Option<String>,
    /// Seconds the generator, and the solver proving an optimum, may take per game (no
    /// limit by default; a limit may make the file depend on the machine's speed).
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
}

pub fn run(cmd: Command, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    let Command::Make(args) = cmd;
    let limits = match args.timeout {
        Some(t) => Limits::none().with_max_time(super::judge::seconds("--timeout", t)?),
        None => Limits::none(),
    };
    let levels = parse_levels(&args.levels)?;
    let mut params = BTreeMap::new();
    for param in &args.params {
        let (key, value) = param
            .split_once('=')
            .ok_or_else(|| refused(Words::new("cli-param-form").arg("param", param)))?;
        params.insert(key.trim().to_string(), value.trim().to_string());
    }
    let (puzzle_id, games, from) = match &args.library {
        Some(name) => {
            let mut store = ctx.open_store()?;
            super::serve::install_builtin_libraries(&mut store, registry)?;
            let (library, rows) = library_games(&store, name, args.puzzle.as_deref())?;
            let games = pick_from_library(&rows, &levels, args.seed)?;
            (
                library.puzzle.clone(),
                games,
                Words::new("cli-assignment-from-library").arg("library", &library.name),
            )
        }
        None => {
            let id = args.puzzle.as_deref().unwrap_or_default();
            let puzzle = registry.find(id).map_err(unknown_puzzle)?;
            let options: Vec<String> = params.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let said = if options.is_empty() {
                Words::new("cli-assignment-generated")
            } else {
                Words::new("cli-assignment-options").arg("options", options.join(" "))
            };
            let games = generate(puzzle, &levels, &params, args.seed, &limits)?;
            (id.to_string(), games, said)
        }
    };
    let puzzle = registry.find(&puzzle_id).map_err(unknown_puzzle)?;
    let games: Vec<LevelledGame> = games
        .into_iter()
        .map(|(level, mut game)| {
            if game.optimum.is_none() {
                game.optimum = puzzle
                    .optimum(&game.game, &limits)
                    .ok()
                    .and_then(|o| o.optimum);
            }
            (Some(level), game)
        })
        .collect();
    let voice = Voice::current();
    let said = |words: Words| {
        voice
            .words(&words)
            .unwrap_or_else(|| puzzle::words::english(&words))
    };
    let header = [
        said(
            Words::new("cli-assignment-header")
                .arg("puzzle", &puzzle_id)
                .arg("levels", args.levels.trim())
                .arg("seed", args.seed)
                .word("from", from),
        ),
        said(Words::new("cli-assignment-made-by").arg("version", env!("CARGO_PKG_VERSION"))),
    ];
    std::fs::write(&args.out, format_set(&header, &games))
        .map_err(|e| file_error("cli-cannot-write", &args.out, e))?;
    let counts: Vec<String> = levels
        .iter()
        .map(|(level, n)| {
            let named = voice.words(&Words::level(level));
            format!("{n} {}", named.as_deref().unwrap_or(level))
        })
        .collect();
    super::common::print_text(&voice.text(
        "cli-wrote-assignment",
        &[
            ("path", args.out.display().to_string().into()),
            ("count", games.len().into()),
            ("puzzle", puzzle_id.as_str().into()),
            ("levels", counts.join(", ").into()),
        ],
    ))
}

/// `easy:5,medium:5` as (level, count) pairs.
fn parse_levels(text: &str) -> anyhow::Result<Vec<(String, usize)>> {
    let mut levels: Vec<(String, usize)> = Vec::new();
    for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let (level, count) = item
            .split_once(':')
            .ok_or_else(|| refused(Words::new("cli-levels-form").arg("item", item)))?;
        let level = level.trim().to_ascii_lowercase();
        let count: usize = count
            .trim()
            .parse()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| refused(Words::new("cli-levels-count").arg("item", item)))?;
        if levels.iter().any(|(l, _)| *l == level) {
            return Err(refused(Words::new("cli-levels-twice").arg("level", level)));
        }
        levels.push((level, count));
    }
    if levels.is_empty() {
        return Err(refused(Words::new("cli-levels-none")));
    }
    let total: usize = levels.iter().map(|(_, n)| n).sum();
    if total > MAX_GAMES {
        return Err(refused(
            Words::new("cli-levels-too-many")
                .arg("total", total)
                .arg("most", MAX_GAMES),
        ));
    }
    Ok(levels)
}

/// The seed of attempt `attempt` at the level numbered `level` (SplitMix64 of the three).
fn derived_seed(seed: u64, level: usize, attempt: usize) -> u64 {
    let mut z = seed
        .wrapping_add((level as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add((attempt as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// New games at each level, distinct, with the optimum their rating proved.
fn generate(
    puzzle: &dyn DynPuzzle,
    levels: &[(String, usize)],
    params: &BTreeMap<String, String>,
    seed: u64,
    limits: &Limits,
) -> anyhow::Result<Vec<(String, SetGame)>> {
    let info = puzzle.info();
    let mut seen = BTreeSet::new();
    let mut games = Vec::new();
    for (index, (level, count)) in levels.iter().enumerate() {
        if !info.difficulties.contains(&level.as_str()) {
            return Err(refused(
                Words::new("cli-levels-unknown")
                    .arg("level", level)
                    .arg("puzzle", info.id)
                    .arg("levels", info.difficulties.join(", ")),
            ));
        }
        let mut made = 0;
        // a level with few distinct games (a small board) may repeat: give up after a while
        for attempt in 0..count * 4 + 16 {
            if made == *count {
                break;
            }
            let input = GenerateInput {
                difficulty: Some(level.clone()),
                seed: Some(derived_seed(seed, index, attempt)),
                params: params.clone(),
                template: None,
            };
            let made_game = puzzle.generate(&input, limits).map_err(|e| {
                let problem = e.words();
                Failure::said(
                    e.code(),
                    Words::new("cli-generate-failed")
                        .word("level", Words::level(level))
                        .arg("puzzle", info.id)
                        .word("problem", problem),
                )
            })?;
            let game = made_game.game.as_str();
            if !seen.insert(game.to_string()) {
                continue;
            }
            made += 1;
            games.push((
                level.clone(),
                SetGame {
                    puzzle: info.id.to_string(),
                    game: game.to_string(),
                    optimum: made_game.rating.as_ref().and_then(|r| r.optimum),
                    origin: format!("{level} {made}"),
                },
            ));
        }
        if made < *count {
            return Err(refused(
                Words::new("cli-too-few-distinct")
                    .arg("made", made)
                    .word("level", Words::level(level))
                    .arg("puzzle", info.id)
                    .arg("count", count),
            ));
        }
    }
    Ok(games)
}

/// `count` games of each level from a library's rows, picked in an order the seed decides.
fn pick_from_library(
    rows: &[LevelledGame],
    levels: &[(String, usize)],
    seed: u64,
) -> anyhow::Result<Vec<(String, SetGame)>> {
    let mut games = Vec::new();
    for (index, (level, count)) in levels.iter().enumerate() {
        let mut at_level: Vec<(u64, &SetGame)> = rows
            .iter()
            .enumerate()
            .filter(|(_, (l, _))| {
                l.as_deref().map(str::to_ascii_lowercase).as_deref() == Some(level)
            })
            .map(|(i, (_, game))| (derived_seed(seed, index, i), game))
            .collect();
        if at_level.len() < *count {
            let mut there: Vec<String> = rows.iter().filter_map(|(l, _)| l.clone()).collect();
            there.sort();
            there.dedup();
            let levels = if there.is_empty() {
                Words::new("cli-levels-none-there")
            } else {
                Words::new("as-written").arg("text", there.join(", "))
            };
            return Err(refused(
                Words::new("cli-library-too-few")
                    .arg("found", at_level.len())
                    .arg("level", level)
                    .arg("count", count)
                    .word("levels", levels),
            ));
        }
        at_level.sort_by_key(|(key, game)| (*key, game.game.clone()));
        games.extend(
            at_level
                .into_iter()
                .take(*count)
                .map(|(_, g)| (level.clone(), g.clone())),
        );
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_read_and_checked() {
        assert_eq!(
            parse_levels("easy:5, Medium:2").expect("levels"),
            [("easy".to_string(), 5), ("medium".to_string(), 2)]
        );
        for bad in ["", "easy", "easy:0", "easy:x", "easy:1,easy:2", "easy:2000"] {
            assert!(parse_levels(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn seeds_differ_by_level_and_attempt() {
        let seeds: BTreeSet<u64> = (0..3)
            .flat_map(|l| (0..50).map(move |a| derived_seed(7, l, a)))
            .collect();
        assert_eq!(seeds.len(), 150);
        assert_eq!(derived_seed(7, 1, 2), derived_seed(7, 1, 2));
    }

    fn size_3() -> BTreeMap<String, String> {
        BTreeMap::from([("size".to_string(), "3".to_string())])
    }

    #[test]
    fn the_same_seed_makes_the_same_games() {
        let registry = registry::all();
        let puzzle = registry.find("n-puzzle").expect("the n-puzzle");
        let levels = parse_levels("easy:2,medium:1").expect("levels");
        let first = generate(puzzle, &levels, &size_3(), 5, &Limits::none()).expect("made");
        let again = generate(puzzle, &levels, &size_3(), 5, &Limits::none()).expect("made");
        assert_eq!(first.len(), 3);
        let games =
            |g: &[(String, SetGame)]| g.iter().map(|(_, s)| s.game.clone()).collect::<Vec<_>>();
        assert_eq!(games(&first), games(&again));
        assert_ne!(
            games(&first),
            games(&generate(puzzle, &levels, &size_3(), 6, &Limits::none()).expect("made"))
        );
    }
}
