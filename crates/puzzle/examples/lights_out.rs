//! Lights Out on one row: a whole puzzle behind the one interface, small enough to read in one
//! sitting. It is the code of the guide `docs/adding-a-puzzle.md`, which quotes this file block
//! by block; the last test fails when the two differ.
//!
//! A row of 1 to 16 lights, each on or off. Pressing a light switches it and its neighbours
//! (with `wrap=yes` the row is a ring, and its two ends are neighbours too). The goal: every
//! light off.
//!
//! `cargo run -p puzzle --example lights_out` solves the example;
//! `cargo test -p puzzle --example lights_out` runs the checks every puzzle passes.

use puzzle::game_id::{format_game_id, GameId};
use puzzle::lab::{own_heuristics, run_own_heuristic};
use puzzle::notation::MoveText;
use puzzle::{
    ActionInfo, ActionOutput, ActionRequest, Applied, BuiltinEntry, BuiltinLibrary,
    GenerateRequest, Generated, HeuristicInfo, Hint, InputError, LabSetup, LabTask, ParamSpec,
    Phrase, Puzzle, PuzzleData, PuzzleError, PuzzleInfo, Rating, Solved, SolverInfo, Status, Words,
    Work,
};
use search::{Algorithm, Claim, Cost, Limits, Problem, Successor};
use serde::{Deserialize, Serialize};

/// The puzzle itself: a unit struct, like every puzzle of the registry.
pub struct LightsOut;

/// The most lights a row has: 2^16 rows, few enough for a plain breadth-first search.
const MAX_LIGHTS: usize = 16;
/// The name of the default solver.
const EXACT: &str = "exact";
/// The name of the puzzle's heuristic.
const HEURISTIC: &str = "lit-thirds";
/// A move in its notation: the third light, counted from 1.
const NOTATION_EXAMPLE: &str = "3";

/// A position under its rules: everything a game ID says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Row {
    /// Bit `i` is light `i` (0 the leftmost), set when the light is on.
    lit: u32,
    /// How many lights the row has.
    len: usize,
    /// Whether the two ends are neighbours (the rule `wrap=yes`).
    wrap: bool,
}

impl Row {
    /// The lights that pressing light `i` switches: itself and its neighbours.
    fn switched_by(&self, i: usize) -> u32 {
        let mut mask = 1 << i;
        if i > 0 {
            mask |= 1 << (i - 1);
        } else if self.wrap {
            mask |= 1 << (self.len - 1);
        }
        if i + 1 < self.len {
            mask |= 1 << (i + 1);
        } else if self.wrap {
            mask |= 1;
        }
        mask
    }

    /// The same row with other lights on.
    fn with_lit(self, lit: u32) -> Row {
        Row { lit, ..self }
    }

    /// Whether light `i` is on.
    fn is_on(&self, i: usize) -> bool {
        self.lit >> i & 1 == 1
    }
}

/// The least number of presses still needed: one press turns off at most three lights.
fn presses_at_least(row: &Row) -> Cost {
    Cost::from(row.lit.count_ones().div_ceil(3))
}

/// A move: press light `press`, counted from 0 like every index in the project's JSON. Its
/// serde form is the move's JSON, `{"press": 2}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Press {
    press: usize,
}

/// The move's notation: the light's number counted from 1, as a person counts.
impl std::fmt::Display for Press {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.press + 1)
    }
}

/// What a page draws.
#[derive(Debug, Serialize)]
pub struct RowView {
    lights: Vec<bool>,
    wrap: bool,
    lit: u32,
}

/// What a page animates after a press: the lights that switched.
#[derive(Debug, Serialize)]
pub struct Switched {
    switched: Vec<usize>,
}

/// The puzzle's own fields of a solve answer, beside the shared envelope.
#[derive(Debug, Serialize)]
pub struct Presses {
    /// `true` with a solution, `false` when none exists, `null` when the run could not tell.
    solvable: Option<bool>,
    /// The lights pressed, counted from 0.
    presses: Vec<usize>,
}

/// The figures behind a rating.
#[derive(Debug, Serialize)]
pub struct Figures {
    lights: usize,
    lit: u32,
}

impl Puzzle for LightsOut {
    type Game = Row;
    type Move = Press;
    type View = RowView;
    type Effect = Switched;
    type Solution = Presses;
    type RatingDetail = Figures;

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "lights-out",
            native_name: "点灯游戏",
            example: "1101011",
            opening: None,
            move_syntax: "{\"press\": 2}",
            move_notation: NOTATION_EXAMPLE,
            engine_version: "lights-out-1",
            rules: vec![ParamSpec::choice("wrap", &["no", "yes"])],
            generate: vec![ParamSpec::integer("lights", 5, MAX_LIGHTS as u64, 7)],
            difficulties: vec!["easy", "hard"],
        }
    }

    fn parse(&self, text: &str) -> Result<Row, InputError> {
        let mut id = GameId::split(text)?;
        let wrap = match id.take("wrap") {
            Some(field) => field.one_of(&[("no", false), ("yes", true)])?,
            None => false,
        };
        let position = id.position();
        let (mut lit, mut len) = (0, 0);
        for (at, c) in position.char_indices() {
            match c {
                '0' | '1' if len == MAX_LIGHTS => {
                    return Err(id.position_error_at(
                        at..position.len(),
                        "too_long",
                        Words::new("lights-out-error-too-long").arg("max", MAX_LIGHTS),
                    ));
                }
                '0' | '1' => {
                    if c == '1' {
                        lit |= 1 << len;
                    }
                    len += 1;
                }
                c if c.is_whitespace() => {}
                c => {
                    return Err(id.position_error_at(
                        at..at + c.len_utf8(),
                        "bad_light",
                        Words::new("lights-out-error-light").arg("char", c),
                    ));
                }
            }
        }
        if len == 0 {
            return Err(id.position_error_at(
                0..position.len(),
                "empty_row",
                Words::new("lights-out-error-empty"),
            ));
        }
        id.finish(&["wrap"])?;
        Ok(Row { lit, len, wrap })
    }

    fn format(&self, row: &Row) -> String {
        let lights: String = (0..row.len)
            .map(|i| if row.is_on(i) { '1' } else { '0' })
            .collect();
        let rules = if row.wrap {
            vec![("wrap", "yes".to_string())]
        } else {
            Vec::new()
        };
        format_game_id(&lights, &rules)
    }

    fn view(&self, row: &Row) -> RowView {
        RowView {
            lights: (0..row.len).map(|i| row.is_on(i)).collect(),
            wrap: row.wrap,
            lit: row.lit.count_ones(),
        }
    }

    fn status(&self, row: &Row) -> Status {
        if row.lit == 0 {
            Status::Solved
        } else {
            Status::Playing
        }
    }

    fn legal_moves(&self, row: &Row) -> Vec<Press> {
        (0..row.len).map(|press| Press { press }).collect()
    }

    fn apply(
        &self,
        row: &Row,
        mv: &Press,
        _previous: Option<&Press>,
    ) -> Result<Applied<Row, Switched>, InputError> {
        if mv.press >= row.len {
            return Err(InputError::said(
                "illegal_move",
                Words::new("lights-out-illegal-no-light")
                    .arg("light", mv.press)
                    .arg("lights", row.len),
            ));
        }
        let mask = row.switched_by(mv.press);
        Ok(Applied {
            game: row.with_lit(row.lit ^ mask),
            cost: 1,
            effect: Switched {
                switched: (0..row.len).filter(|i| mask >> i & 1 == 1).collect(),
            },
        })
    }

    fn read_move(&self, _row: &Row, text: &str) -> Result<Press, InputError> {
        let mut reader = MoveText::new(text, NOTATION_EXAMPLE)?;
        let start = text.len() - text.trim_start().len();
        let light: usize = reader.number()?;
        if light == 0 {
            return Err(
                reader.error_at(start..start + 1, Words::new("lights-out-error-light-zero"))
            );
        }
        reader.end()?;
        Ok(Press { press: light - 1 })
    }

    fn describe_move(&self, _row: &Row, mv: &Press) -> Phrase {
        Phrase::said(Words::new("lights-out-move").arg("light", mv))
    }

    fn heuristic(&self, row: &Row) -> Option<Cost> {
        Some(presses_at_least(row))
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        let generic = [
            Algorithm::BidirectionalBfs,
            Algorithm::AStar,
            Algorithm::Greedy,
        ];
        let mut list = vec![SolverInfo::new(EXACT, true)];
        for (info, algorithm) in SolverInfo::generic(&generic).into_iter().zip(generic) {
            list.push(if algorithm.uses_heuristic() {
                info.with_heuristic(HEURISTIC)
            } else {
                info
            });
        }
        list
    }

    fn solve(
        &self,
        row: &Row,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<Press, Presses>, PuzzleError> {
        let spelling = solver.trim().to_ascii_lowercase();
        let algorithm = if spelling == EXACT {
            Algorithm::Bfs
        } else {
            spelling.parse::<Algorithm>().map_err(|e| {
                let solvers = ["exact", "bibfs", "astar", "greedy"].map(String::from);
                let why = Words::misspelling(e.reason);
                InputError::unknown_solver_because(solver, why, &solvers, "beam:100, dfs:20")
            })?
        };
        let report = search::run(&RowProblem(*row), algorithm, limits)
            .map_err(|e| InputError::unsupported_solver(&algorithm, &e))?;
        let cost = report.cost();
        let path: Vec<Press> = report
            .solution
            .map(|s| s.actions.into_iter().map(|press| Press { press }).collect())
            .unwrap_or_default();
        let lower_bound = match report.claim {
            Claim::Optimal => cost,
            Claim::NoSolution => None,
            Claim::NoSolutionWithin { depth } => {
                Some(presses_at_least(row).max(Cost::from(depth) + 1))
            }
            _ => Some(presses_at_least(row)),
        };
        let solvable = match report.claim {
            _ if cost.is_some() => Some(true),
            Claim::NoSolution => Some(false),
            _ => None,
        };
        Ok(Solved {
            algorithm: report.algorithm,
            claim: report.claim,
            cost,
            lower_bound,
            stats: report.stats,
            payload: Presses {
                solvable,
                presses: path.iter().map(|p| p.press).collect(),
            },
            path,
        })
    }

    fn summarize(&self, solution: &Presses) -> Vec<Phrase> {
        if solution.presses.is_empty() {
            return Vec::new();
        }
        let lights: Vec<usize> = solution.presses.iter().map(|p| p + 1).collect();
        vec![Phrase::said(
            Words::new("lights-out-summary").series("lights", &lights),
        )]
    }

    fn hint(&self, row: &Row, limits: &Limits) -> Result<Hint<Press>, PuzzleError> {
        if row.lit == 0 {
            return Ok(Hint::none(Phrase::said(Words::new("lights-out-hint-dark"))));
        }
        let solved = self.solve(row, EXACT, limits)?;
        Ok(match solved.claim {
            Claim::Optimal => Hint {
                mv: solved.path.first().copied(),
                remaining: solved.cost,
                optimal: true,
                note: None,
                unwinnable: false,
            },
            Claim::NoSolution => {
                Hint::unwinnable(Phrase::said(Words::new("lights-out-hint-unwinnable")))
            }
            other => Hint::none(Phrase::no_hint(&other)),
        })
    }

    fn generate(
        &self,
        request: &GenerateRequest,
        limits: &Limits,
    ) -> Result<Generated<Row, Figures>, PuzzleError> {
        let wanted = request.difficulty.as_deref().unwrap_or("easy");
        let len = (request.number("lights") as usize).min(MAX_LIGHTS);
        let dark = Row {
            lit: 0,
            len,
            wrap: request.param("wrap") == "yes",
        };
        let mut random = request.seed;
        for _ in 0..100 {
            // lights pressed at random on a dark row: those presses switch them all off again
            let pressed = next_random(&mut random);
            let lit = (0..len)
                .filter(|i| pressed >> i & 1 == 1)
                .fold(0, |lit, i| lit ^ dark.switched_by(i));
            if lit == 0 {
                continue;
            }
            let row = dark.with_lit(lit);
            let rating = self.rate(&row, limits)?;
            if rating.level == wanted {
                return Ok(Generated {
                    game: row,
                    seed: request.seed,
                    rating: Some(rating),
                });
            }
        }
        Err(PuzzleError::not_found(
            Words::new("lights-out-not-found")
                .arg("level", wanted)
                .arg("lights", len),
        ))
    }

    fn rate(&self, row: &Row, limits: &Limits) -> Result<Rating<Figures>, PuzzleError> {
        let solved = self.solve(row, EXACT, limits)?;
        let optimum = match (solved.claim, solved.cost) {
            (Claim::Optimal, Some(cost)) => cost,
            (Claim::Stopped { reason }, _) => {
                return Err(PuzzleError::stopped(Work::Rating, reason))
            }
            _ => return Err(PuzzleError::not_found(Words::new("lights-out-no-rating"))),
        };
        Ok(Rating {
            level: if optimum <= 3 { "easy" } else { "hard" }.into(),
            score: (optimum as f64 * 100.0 / MAX_LIGHTS as f64).min(100.0),
            optimum: Some(optimum),
            why: vec![Phrase::said(
                Words::new("lights-out-why-optimum").arg("presses", optimum),
            )],
            detail: Figures {
                lights: row.len,
                lit: row.lit.count_ones(),
            },
        })
    }

    fn heuristics(&self) -> Vec<HeuristicInfo> {
        own_heuristics(
            HEURISTIC,
            Words::new("lights-out-heuristic-about"),
            Some(true),
        )
    }

    fn lab_bidirectional(&self) -> bool {
        true
    }

    fn lab<T: LabTask>(
        &self,
        row: &Row,
        setup: &LabSetup<'_>,
        task: T,
    ) -> Result<T::Output, PuzzleError> {
        let goal = match setup.goal {
            Some(text) => Some(self.parse(text)?.lit),
            None => None,
        };
        let name = move |lit: &u32| LightsOut.format(&row.with_lit(*lit));
        run_own_heuristic(
            RowProblem(*row),
            name,
            setup,
            &self.heuristics(),
            goal,
            task,
        )
    }

    fn libraries(&self) -> Vec<BuiltinLibrary> {
        vec![BuiltinLibrary {
            name: "first rows".into(),
            description: "Rows to learn the rule on.".into(),
            source: "made for the guide".into(),
            entries: vec![
                BuiltinEntry::new("111")
                    .with_name("one press")
                    .with_note("optimal", "1"),
                BuiltinEntry::new("11011")
                    .with_name("two presses")
                    .with_note("optimal", "2"),
                BuiltinEntry::new("10101;wrap=yes")
                    .with_name("a ring")
                    .with_note("optimal", "3"),
            ],
        }]
    }

    fn actions(&self) -> Vec<ActionInfo> {
        vec![ActionInfo::new("switches")
            .on_game()
            .param(ParamSpec::integer("light", 1, 16, 1))]
    }

    fn action(
        &self,
        name: &str,
        row: Option<&Row>,
        request: &ActionRequest,
        _limits: &Limits,
    ) -> Result<ActionOutput<Row>, PuzzleError> {
        let (Some(row), "switches") = (row, name) else {
            return Err(PuzzleError::Internal(format!("no action {name} here")));
        };
        let light = request.number("light") as usize;
        if light > row.len {
            return Err(
                InputError::said("bad_value", Words::new("lights-out-error-no-light")).into(),
            );
        }
        let mask = row.switched_by(light - 1);
        let lights: Vec<usize> = (0..row.len)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| i + 1)
            .collect();
        Ok(ActionOutput::figures(PuzzleData::of(&lights))
            .line(Words::new("lights-out-switches").series("lights", &lights)))
    }
}

/// The next number of a seeded sequence (SplitMix64): the same seed, the same games.
fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The row as a search problem, for the generic algorithms and the search lab. A state is the
/// set of lights on; the length and the rule stay the row's.
struct RowProblem(Row);

impl Problem for RowProblem {
    type State = u32;
    type Action = usize;

    fn initial(&self) -> u32 {
        self.0.lit
    }

    fn is_goal(&self, lit: &u32) -> bool {
        *lit == 0
    }

    fn successors(&self, lit: &u32, out: &mut Vec<Successor<u32, usize>>) {
        for i in 0..self.0.len {
            out.push(Successor {
                action: i,
                state: lit ^ self.0.switched_by(i),
                cost: 1,
            });
        }
    }

    fn heuristic(&self, lit: &u32) -> Cost {
        presses_at_least(&self.0.with_lit(*lit))
    }

    fn unit_costs(&self) -> bool {
        true
    }

    fn goal_states(&self) -> Option<Vec<u32>> {
        Some(vec![0])
    }

    fn predecessors(&self, lit: &u32, out: &mut Vec<Successor<u32, usize>>) -> bool {
        // a press undoes itself: the moves into a row are the moves out of it
        self.successors(lit, out);
        true
    }
}

fn main() {
    let example = LightsOut.info().example;
    let answer = LightsOut
        .parse(example)
        .map_err(PuzzleError::from)
        .and_then(|row| LightsOut.solve(&row, EXACT, &Limits::none()));
    match answer {
        Ok(solved) => {
            let moves: Vec<String> = solved.path.iter().map(Press::to_string).collect();
            println!(
                "{example}: {} ({}), press {}",
                solved.claim,
                solved.algorithm,
                moves.join(" ")
            );
        }
        Err(e) => eprintln!("{example}: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzle::conformance::{check, check_lab};

    #[test]
    fn the_puzzle_conforms() {
        let games = [
            "0",
            "111",
            "11011",
            "10101;wrap=yes",
            " 10 1\n1 ",
            "1111111111111111",
        ];
        check(&LightsOut, &games, &Limits::none()).expect("every invariant holds");
    }

    #[test]
    fn the_lab_names_its_states_as_game_ids() {
        // 5 lights in a row: half of the 32 rows can be switched off; 4 in a ring: all 16
        for (game, reachable) in [("10000", 16), ("1000;wrap=yes", 16), ("1101011", 128)] {
            assert_eq!(check_lab(&LightsOut, game, 1000), Ok(reachable), "{game}");
        }
    }

    #[test]
    fn the_optimum_is_the_smallest_set_of_presses() {
        // presses commute and a second press undoes the first: a solution is a set of lights
        for len in 1..=8 {
            for wrap in [false, true] {
                for lit in 0..1u32 << len {
                    let row = Row { lit, len, wrap };
                    let fewest = (0..1u32 << len)
                        .filter(|set| {
                            let off = (0..len).filter(|i| set >> i & 1 == 1);
                            off.fold(lit, |lit, i| lit ^ row.switched_by(i)) == 0
                        })
                        .map(|set| Cost::from(set.count_ones()))
                        .min();
                    let solved = LightsOut.solve(&row, EXACT, &Limits::none());
                    assert_eq!(solved.map(|s| s.cost), Ok(fewest), "{row:?}");
                }
            }
        }
    }

    #[test]
    fn errors_say_what_is_wrong_and_where() {
        let place = |text: &str| {
            let e = LightsOut.parse(text).expect_err(text);
            (e.code, e.line, e.column)
        };
        assert_eq!(place("10x1"), ("bad_light", Some(1), Some(3)));
        assert_eq!(place("10\n1y"), ("bad_light", Some(2), Some(2)));
        assert_eq!(place(" "), ("empty_row", Some(1), Some(1)));
        assert_eq!(place("101;wrap=maybe"), ("bad_value", Some(1), Some(10)));
        assert_eq!(place("101;size=3"), ("unknown_field", Some(1), Some(5)));
        assert_eq!(place(&"1".repeat(17)), ("too_long", Some(1), Some(17)));
    }

    #[test]
    fn generated_rows_have_the_level_asked_for() {
        for level in ["easy", "hard"] {
            let request = GenerateRequest {
                difficulty: Some(level.into()),
                seed: 7,
                params: [("lights", "9"), ("wrap", "no")]
                    .map(|(k, v)| (k.to_string(), v.to_string()))
                    .into(),
            };
            let made = LightsOut.generate(&request, &Limits::none());
            let rating = made.ok().and_then(|m| m.rating);
            assert_eq!(rating.map(|r| r.level), Some(level.to_string()));
        }
    }

    #[test]
    fn a_press_switches_its_neighbours_and_round_the_ring() {
        use puzzle::{ActionInput, DynPuzzle, Registered};
        let switches = |game: &str, light: &str| {
            let input = ActionInput {
                game: Some(game.into()),
                params: [("light".to_string(), light.to_string())].into(),
                seed: None,
            };
            let answer = Registered::new(LightsOut).action("switches", &input, &Limits::none());
            answer.map(|a| a.figures.json().clone())
        };
        assert_eq!(switches("00000", "3"), Ok(serde_json::json!([2, 3, 4])));
        assert_eq!(switches("00000", "1"), Ok(serde_json::json!([1, 2])));
        assert_eq!(
            switches("00000;wrap=yes", "1"),
            Ok(serde_json::json!([1, 2, 5]))
        );
        assert!(switches("00000", "6").is_err());
    }

    #[test]
    fn the_library_keeps_true_figures() {
        for entry in LightsOut.libraries().into_iter().flat_map(|l| l.entries) {
            let noted = entry.notes.get("optimal").and_then(|n| n.parse().ok());
            let row = LightsOut.parse(&entry.game).expect("a game ID");
            let solved = LightsOut.solve(&row, EXACT, &Limits::none());
            assert_eq!(solved.map(|s| s.cost), Ok(noted), "{}", entry.game);
        }
    }

    /// The guide's ```rust blocks, joined by blank lines, are this file: the guide shows the
    /// code that is built and tested, and cannot drift from it.
    #[test]
    fn the_guide_quotes_this_file_whole() {
        let guide = include_str!("../../../docs/adding-a-puzzle.md");
        let mut blocks: Vec<String> = Vec::new();
        let mut open: Option<String> = None;
        for line in guide.lines() {
            match (open.as_mut(), line) {
                (None, "```rust") => open = Some(String::new()),
                (Some(_), "```") => blocks.extend(open.take()),
                (Some(block), _) => {
                    block.push_str(line);
                    block.push('\n');
                }
                (None, _) => {}
            }
        }
        let quoted = blocks.join("\n");
        let source = include_str!("lights_out.rs");
        let differ = quoted.lines().zip(source.lines()).position(|(a, b)| a != b);
        assert!(
            quoted == source,
            "docs/adding-a-puzzle.md and lights_out.rs differ from line {} of the file on \
             ({} lines quoted, {} in the file): copy the file's code into the guide",
            differ.map_or(quoted.lines().count().min(source.lines().count()), |i| i) + 1,
            quoted.lines().count(),
            source.lines().count()
        );
    }
}
