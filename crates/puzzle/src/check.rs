//! Checking an answer: moves written in their notation (or in their JSON form) replayed from a
//! game, and rated against the optimum the puzzle's default solver proves. This is what the
//! command line's `check`, the judge of programs and `POST /api/{id}/check` share, and what a
//! program that searches by itself needs: the legal moves of a game as text, and one move
//! played from a game ID to the next game ID with its cost.
//!
//! The answer of a check ([`CheckAnswer`], JSON field names are a contract):
//! `{game, moves, played, legal, solved, cost, optimum, lower_bound, verdict, illegal, end,
//! status}`, `verdict` one of `optimal`, `valid` (solved, not optimal, or optimal not
//! proven), `unsolved`, `illegal` (then `illegal` is `{index, move, error}`: the 0-based
//! index of the move, its text and why it was refused); `optimum` is null where the default
//! solver could not prove one within the limits.

use schemars::JsonSchema;
use search::{Claim, Cost, Limits};
use serde::Serialize;
use serde_json::Value;

use crate::backend::{Puzzle, Status};
use crate::dynamic::Registered;
use crate::error::{InputError, PuzzleError};
use crate::words::Words;

/// Most moves one check replays.
pub const MAX_CHECKED_MOVES: usize = 100_000;

/// What a check says of an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Every move legal, the game solved at the proven optimum.
    Optimal,
    /// Every move legal and the game solved, above the optimum (or no optimum is proven).
    Valid,
    /// Every move legal, but the game is not solved at the end.
    Unsolved,
    /// A move could not be read or played.
    Illegal,
}

impl Verdict {
    /// The spelling in JSON: `optimal`, `valid`, `unsolved`, `illegal`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Optimal => "optimal",
            Verdict::Valid => "valid",
            Verdict::Unsolved => "unsolved",
            Verdict::Illegal => "illegal",
        }
    }
}

/// The first move of an answer that could not be read or played.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct IllegalMove {
    /// Its place in the answer, from 0.
    pub index: usize,
    /// The move as it was given.
    #[serde(rename = "move")]
    pub text: String,
    /// Why it was refused (placed in its text when it does not read).
    pub error: InputError,
}

/// An answer replayed from its game.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Replay {
    /// The canonical game ID the answer starts from.
    pub game: String,
    /// How many moves were given.
    pub moves: usize,
    /// How many were played before the end or the first illegal one.
    pub played: usize,
    /// The total cost of the moves played.
    pub cost: Cost,
    /// Every move was read and played.
    pub legal: bool,
    /// Every move was played and the game is solved at the end.
    pub solved: bool,
    /// The first move refused, when one was.
    pub illegal: Option<IllegalMove>,
    /// The canonical game ID after the moves played.
    pub end: String,
    /// The status there.
    pub status: Status,
}

/// The optimum of a game, as the default solver proves it within the limits.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Optimum {
    /// The canonical game ID.
    pub game: String,
    /// The default solver's name.
    pub solver: String,
    /// The least cost, when proven.
    pub optimum: Option<Cost>,
    /// A proven lower bound on it, when there is one.
    pub lower_bound: Option<Cost>,
    /// What the solver claims.
    pub claim: Claim,
    /// A solution in the moves' notation: optimal when `optimum` is set, the best found
    /// otherwise (empty when none was found).
    pub moves: Vec<String>,
    /// The cost of `moves`, when there are some.
    pub cost: Option<Cost>,
}

/// The answer of a check: the replay rated against the optimum.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CheckAnswer {
    /// The canonical game ID the answer starts from.
    pub game: String,
    /// How many moves were given.
    pub moves: usize,
    /// How many were played before the end or the first illegal one.
    pub played: usize,
    /// Every move was read and played.
    pub legal: bool,
    /// Every move was played and the game is solved at the end.
    pub solved: bool,
    /// The total cost of the moves played.
    pub cost: Cost,
    /// The proven optimum (null when the solver could not prove one within the limits).
    pub optimum: Option<Cost>,
    /// A proven lower bound on the optimum.
    pub lower_bound: Option<Cost>,
    /// The rating.
    pub verdict: Verdict,
    /// The first move refused, when one was.
    pub illegal: Option<IllegalMove>,
    /// The canonical game ID after the moves played.
    pub end: String,
    /// The status there.
    pub status: Status,
}

impl CheckAnswer {
    /// `replay` rated against `optimum` (of the same game).
    pub fn rate(replay: Replay, optimum: &Optimum) -> CheckAnswer {
        CheckAnswer::rated(replay, optimum.optimum, optimum.lower_bound)
    }

    /// `replay` rated against a known optimum and lower bound.
    pub fn rated(replay: Replay, optimum: Option<Cost>, lower_bound: Option<Cost>) -> CheckAnswer {
        let verdict = if !replay.legal {
            Verdict::Illegal
        } else if !replay.solved {
            Verdict::Unsolved
        } else if optimum
            .or(lower_bound)
            .is_some_and(|best| replay.cost <= best)
        {
            Verdict::Optimal
        } else {
            Verdict::Valid
        };
        CheckAnswer {
            game: replay.game,
            moves: replay.moves,
            played: replay.played,
            legal: replay.legal,
            solved: replay.solved,
            cost: replay.cost,
            optimum,
            lower_bound,
            verdict,
            illegal: replay.illegal,
            end: replay.end,
            status: replay.status,
        }
    }
}

/// One move played from a game ID.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Stepped {
    /// The canonical game ID after the move.
    pub game: String,
    /// What the move cost.
    pub cost: Cost,
    /// The status after it.
    pub status: Status,
}

impl<P: Puzzle> Registered<P> {
    /// The move written `text` in `game`: its JSON form when it starts with `{`, its notation
    /// otherwise.
    fn read_text(&self, game: &P::Game, text: &str) -> Result<P::Move, InputError> {
        if text.trim_start().starts_with('{') {
            let json: Value = serde_json::from_str(text).map_err(|e| {
                InputError::said(
                    "bad_move",
                    Words::new("error-move-json")
                        .arg("move", text)
                        .arg("detail", e),
                )
            })?;
            return self.parse_move(&json);
        }
        self.puzzle().read_move(game, text)
    }

    pub(crate) fn checked_move_texts(&self, text: &str) -> Result<Vec<String>, InputError> {
        let game = self.puzzle().parse(text)?;
        Ok(self
            .puzzle()
            .legal_moves(&game)
            .iter()
            .map(ToString::to_string)
            .collect())
    }

    pub(crate) fn checked_step(
        &self,
        text: &str,
        mv: &str,
        previous: Option<&str>,
    ) -> Result<Stepped, InputError> {
        let puzzle = self.puzzle();
        let game = puzzle.parse(text)?;
        let mv = self.read_text(&game, mv)?;
        let previous = previous.map(|p| self.read_text(&game, p)).transpose()?;
        let applied = puzzle.apply(&game, &mv, previous.as_ref())?;
        Ok(Stepped {
            game: puzzle.format(&applied.game),
            cost: applied.cost,
            status: puzzle.status(&applied.game),
        })
    }

    pub(crate) fn checked_notation(&self, text: &str, mv: &Value) -> Result<String, InputError> {
        self.puzzle().parse(text)?;
        Ok(self.parse_move(mv)?.to_string())
    }

    pub(crate) fn checked_replay(
        &self,
        text: &str,
        moves: &[String],
    ) -> Result<Replay, InputError> {
        if moves.len() > MAX_CHECKED_MOVES {
            return Err(InputError::said(
                "too_many",
                Words::new("error-too-many-moves")
                    .arg("moves", moves.len())
                    .arg("most", MAX_CHECKED_MOVES),
            ));
        }
        let puzzle = self.puzzle();
        let start = puzzle.parse(text)?;
        let mut game = start.clone();
        let mut cost = 0;
        let mut played = 0;
        let mut illegal = None;
        let mut previous: Option<P::Move> = None;
        for (index, text) in moves.iter().enumerate() {
            let applied = self.read_text(&game, text).and_then(|mv| {
                let applied = puzzle.apply(&game, &mv, previous.as_ref())?;
                Ok((mv, applied))
            });
            match applied {
                Ok((mv, applied)) => {
                    cost += applied.cost;
                    game = applied.game;
                    previous = Some(mv);
                    played += 1;
                }
                Err(error) => {
                    illegal = Some(IllegalMove {
                        index,
                        text: text.clone(),
                        error,
                    });
                    break;
                }
            }
        }
        let status = puzzle.status(&game);
        let legal = illegal.is_none();
        Ok(Replay {
            game: puzzle.format(&start),
            moves: moves.len(),
            played,
            cost,
            legal,
            solved: legal && status == Status::Solved,
            illegal,
            end: puzzle.format(&game),
            status,
        })
    }

    pub(crate) fn checked_optimum(
        &self,
        text: &str,
        limits: &Limits,
    ) -> Result<Optimum, PuzzleError> {
        let puzzle = self.puzzle();
        let game = puzzle.parse(text)?;
        let solver = puzzle
            .solvers()
            .into_iter()
            .next()
            .map_or_else(|| "exact".to_string(), |s| s.name);
        let solved = puzzle.solve(&game, &solver, limits)?;
        let proven = matches!(solved.claim, Claim::Optimal);
        Ok(Optimum {
            game: puzzle.format(&game),
            solver,
            optimum: if proven { solved.cost } else { None },
            lower_bound: solved.lower_bound,
            claim: solved.claim,
            moves: solved.path.iter().map(ToString::to_string).collect(),
            cost: solved.cost.filter(|_| !solved.path.is_empty() || proven),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::Registry;
    use crate::toy::Countdown;

    fn toy() -> Registry {
        Registry::new().with(Countdown)
    }

    fn strings(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn moves_are_listed_and_played_as_text() {
        let registry = toy();
        let p = registry.find("countdown").expect("registered");
        assert_eq!(
            p.move_texts("3;max=2").expect("a game"),
            ["take 1", "take 2"]
        );
        let step = p.step("3;max=2", "take 2", None).expect("legal");
        assert_eq!(
            (step.game.as_str(), step.cost, step.status),
            ("1", 1, Status::Playing)
        );
        // the JSON form is read too
        let step = p.step("3;max=2", r#"{"take": 1}"#, None).expect("legal");
        assert_eq!(step.game, "2");
        let e = p.step("3", "take 3", None).unwrap_err();
        assert_eq!(e.code, "illegal_move");
        let e = p.step("3", "grab 1", None).unwrap_err();
        assert_eq!((e.code, e.column), ("bad_move_text", Some(1)));
        let e = p.step("3", "{take", None).unwrap_err();
        assert_eq!(e.code, "bad_move");
        assert_eq!(
            p.notation("3", &serde_json::json!({"take": 2}))
                .expect("a move"),
            "take 2"
        );
    }

    #[test]
    fn answers_get_their_verdicts() {
        let registry = toy();
        let p = registry.find("countdown").expect("registered");
        let limits = Limits::none();
        let check = |moves: &[&str]| p.check("5", &strings(moves), &limits).expect("checked");
        let best = check(&["take 2", "take 2", "take 1"]);
        assert_eq!(
            (best.verdict, best.cost, best.optimum),
            (Verdict::Optimal, 3, Some(3))
        );
        assert!(best.legal && best.solved && best.illegal.is_none());
        let slow = check(&["take 1", "take 1", "take 1", "take 1", "take 1"]);
        assert_eq!((slow.verdict, slow.cost), (Verdict::Valid, 5));
        let short = check(&["take 2"]);
        assert_eq!(
            (short.verdict, short.end.as_str()),
            (Verdict::Unsolved, "3")
        );
        let wrong = check(&["take 2", "take 9", "take 1"]);
        assert_eq!(
            (wrong.verdict, wrong.played, wrong.cost),
            (Verdict::Illegal, 1, 1)
        );
        let illegal = wrong.illegal.expect("the refused move");
        assert_eq!((illegal.index, illegal.text.as_str()), (1, "take 9"));
        let json = serde_json::to_value(check(&["take x"])).expect("JSON");
        assert_eq!(json["verdict"], "illegal");
        assert_eq!(json["illegal"]["move"], "take x");
        assert_eq!(json["illegal"]["error"]["column"], 6);
        // no optimum within the limits: solved is valid, never optimal
        let stopped = p
            .check(
                "5",
                &strings(&["take 2", "take 2", "take 1"]),
                &Limits::none().with_max_expanded(0),
            )
            .expect("checked");
        assert_eq!((stopped.verdict, stopped.optimum), (Verdict::Valid, None));
        let too_many = vec!["take 1".to_string(); MAX_CHECKED_MOVES + 1];
        assert_eq!(p.replay("5", &too_many).unwrap_err().code, "too_many");
    }

    #[test]
    fn the_optimum_comes_with_its_moves() {
        let registry = toy();
        let p = registry.find("countdown").expect("registered");
        let optimum = p.optimum("5", &Limits::none()).expect("solved");
        assert_eq!(optimum.optimum, Some(3));
        assert_eq!(optimum.moves, ["take 2", "take 2", "take 1"]);
        let replay = p.replay("5", &optimum.moves).expect("replayed");
        assert_eq!(
            CheckAnswer::rate(replay, &optimum).verdict,
            Verdict::Optimal
        );
    }
}
