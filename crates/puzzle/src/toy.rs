//! A toy puzzle for this crate's own tests: count down from N to 0 taking 1 to `max` each
//! move (`7;max=3`). Small enough to check every JSON shape and every invariant by hand.

use search::{Claim, Cost, Limits, Stats};
use serde::{Deserialize, Serialize};

use crate::backend::*;
use crate::error::{InputError, PuzzleError};
use crate::game_id::{format_game_id, GameId};
use crate::words::Words;

pub struct Countdown;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Game {
    pub left: u64,
    pub max: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Take {
    pub take: u64,
}

impl std::fmt::Display for Take {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "take {}", self.take)
    }
}

impl Puzzle for Countdown {
    type Game = Game;
    type Move = Take;
    type View = u64;
    type Effect = ();
    type Solution = serde_json::Value;
    type RatingDetail = ();

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "countdown",
            native_name: "倒数",
            example: "7;max=3",
            opening: None,
            move_syntax: "{\"take\": 2}",
            move_notation: "take 2",
            engine_version: "1",
            rules: vec![ParamSpec::integer("max", 1, 9, 2)],
            generate: vec![],
            difficulties: vec!["easy", "hard"],
        }
    }

    fn parse(&self, text: &str) -> Result<Game, InputError> {
        let mut id = GameId::split(text)?;
        let position = id.position();
        let trimmed = position.trim();
        let start = position.find(trimmed).unwrap_or(0);
        let left = trimmed
            .parse::<u64>()
            .ok()
            .filter(|&n| n <= 1000)
            .ok_or_else(|| {
                id.position_error_at(
                    start..start + trimmed.len().max(1),
                    "bad_number",
                    Words::new("error-bad-integer")
                        .arg("value", trimmed)
                        .arg("rule", "count")
                        .arg("min", 0)
                        .arg("max", 1000),
                )
            })?;
        let max = match id.take("max") {
            Some(f) => f.integer(1..=9)?,
            None => 2,
        };
        id.finish(&["max"])?;
        Ok(Game { left, max })
    }

    fn format(&self, game: &Game) -> String {
        let fields = if game.max == 2 {
            vec![]
        } else {
            vec![("max", game.max.to_string())]
        };
        format_game_id(&game.left.to_string(), &fields)
    }

    fn view(&self, game: &Game) -> u64 {
        game.left
    }

    fn status(&self, game: &Game) -> Status {
        if game.left == 0 {
            Status::Solved
        } else {
            Status::Playing
        }
    }

    fn legal_moves(&self, game: &Game) -> Vec<Take> {
        (1..=game.max.min(game.left))
            .map(|take| Take { take })
            .collect()
    }

    fn apply(
        &self,
        game: &Game,
        mv: &Take,
        _previous: Option<&Take>,
    ) -> Result<Applied<Game, ()>, InputError> {
        if mv.take == 0 || mv.take > game.max || mv.take > game.left {
            // (the toy has no catalogue entries: its message is the key)
            return Err(InputError::said(
                "illegal_move",
                Words::new("toy-illegal-take")
                    .arg("take", mv.take)
                    .arg("left", game.left),
            ));
        }
        Ok(Applied {
            game: Game {
                left: game.left - mv.take,
                ..*game
            },
            cost: 1,
            effect: (),
        })
    }

    fn read_move(&self, _game: &Game, text: &str) -> Result<Take, InputError> {
        let mut reader = crate::notation::MoveText::new(text, "take 2")?;
        reader.keyword(&["take"])?;
        let take = reader.number()?;
        reader.end()?;
        Ok(Take { take })
    }

    fn heuristic(&self, game: &Game) -> Option<Cost> {
        Some(game.left.div_ceil(game.max))
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        vec![
            SolverInfo::new("exact", true),
            SolverInfo::new("ones", false),
        ]
    }

    fn solve(
        &self,
        game: &Game,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<Take, serde_json::Value>, PuzzleError> {
        let step = match solver {
            "exact" => game.max,
            "ones" => 1,
            other => {
                let solvers = ["exact".to_string(), "ones".to_string()];
                return Err(InputError::unknown_solver(other, &solvers, "ones").into());
            }
        };
        if limits.max_expanded == Some(0) {
            return Ok(Solved {
                algorithm: solver.into(),
                claim: Claim::Stopped {
                    reason: search::StopReason::NodeLimit,
                },
                cost: None,
                lower_bound: None,
                stats: Stats::default(),
                path: vec![],
                payload: serde_json::json!({ "solvable": null }),
            });
        }
        let mut path = Vec::new();
        let mut left = game.left;
        while left > 0 {
            let take = step.min(left);
            path.push(Take { take });
            left -= take;
        }
        let cost = path.len() as Cost;
        let optimal = solver == "exact";
        Ok(Solved {
            algorithm: solver.into(),
            claim: if optimal {
                Claim::Optimal
            } else {
                Claim::Heuristic
            },
            cost: Some(cost),
            lower_bound: Some(game.left.div_ceil(game.max)),
            stats: Stats {
                expanded: cost,
                ..Stats::default()
            },
            path,
            payload: serde_json::json!({ "solvable": true, "cost": 999, "moves": cost }),
        })
    }

    fn hint(&self, game: &Game, _limits: &Limits) -> Result<Hint<Take>, PuzzleError> {
        if game.left == 0 {
            return Ok(Hint::none(crate::Phrase::as_written("solved")));
        }
        Ok(Hint {
            mv: Some(Take {
                take: game.max.min(game.left),
            }),
            remaining: Some(game.left.div_ceil(game.max)),
            optimal: true,
            note: None,
            unwinnable: false,
        })
    }

    fn generate(
        &self,
        request: &GenerateRequest,
        _limits: &Limits,
    ) -> Result<Generated<Game, ()>, PuzzleError> {
        let max = request.number("max");
        let left = if request.difficulty.as_deref() == Some("hard") {
            900
        } else {
            request.seed % 10
        };
        Ok(Generated {
            game: Game { left, max },
            seed: request.seed,
            rating: None,
        })
    }

    fn rate(&self, game: &Game, _limits: &Limits) -> Result<Rating<()>, PuzzleError> {
        let moves = game.left.div_ceil(game.max);
        Ok(Rating {
            level: if moves > 10 { "hard" } else { "easy" }.into(),
            score: moves.min(100) as f64,
            optimum: Some(moves),
            why: vec![crate::words::Phrase::said(
                crate::words::Words::new("toy-why-moves").arg("moves", moves),
            )],
            detail: (),
        })
    }

    fn actions(&self) -> Vec<crate::ActionInfo> {
        vec![
            crate::ActionInfo::new("halve")
                .on_game()
                .param(ParamSpec::integer("times", 1, 3, 1)),
            crate::ActionInfo::new("table").with_alias("counts"),
        ]
    }

    fn action(
        &self,
        name: &str,
        game: Option<&Game>,
        request: &crate::ActionRequest,
        _limits: &Limits,
    ) -> Result<crate::ActionOutput<Game>, PuzzleError> {
        use crate::words::Words;
        match (name, game) {
            ("halve", Some(game)) => {
                let left = game.left >> request.number("times");
                Ok(crate::ActionOutput::figures(crate::PuzzleData::of(&left))
                    .line(Words::new("as-written").arg("text", left))
                    .game(Game { left, ..*game }))
            }
            ("table", None) => Ok(
                crate::ActionOutput::figures(crate::PuzzleData::of(&4)).table(crate::ActionTable {
                    columns: vec![Words::new("as-written").arg("text", "count")],
                    rows: (0..4).map(|n: u64| vec![n.to_string()]).collect(),
                    on_request: false,
                }),
            ),
            _ => Err(PuzzleError::Internal(format!("no action {name}"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;

    use super::*;
    use crate::conformance;
    use crate::dynamic::{GenerateInput, StepDetail};
    use crate::registry::Registry;

    /// An answer's JSON form: the contract these tests keep.
    fn as_json<T: serde::Serialize>(answer: T) -> serde_json::Value {
        serde_json::to_value(answer).expect("answers serialize")
    }

    #[test]
    fn the_toy_conforms() {
        conformance::check(&Countdown, &["0", "5;max=1", " 12 ;max=4"], &Limits::none()).unwrap();
    }

    #[test]
    fn json_shapes() {
        let registry = Registry::new().with(Countdown);
        let Ok(p) = registry.find("countdown") else {
            panic!("registered")
        };
        let unknown = registry
            .find("nope")
            .err()
            .map(|w| crate::words::english(&w));
        assert!(
            unknown.is_some_and(|e| e.contains("the puzzles are countdown")),
            "the refusal lists the ids"
        );
        assert_eq!(p.canonical(" 7 ;MAX=2").unwrap(), "7");
        let e = p.canonical("7;max=0").unwrap_err();
        assert_eq!((e.line, e.column, e.code), (Some(1), Some(7), "bad_value"));
        let e = p.canonical("x7").unwrap_err();
        assert_eq!((e.column, e.span.clone()), (Some(1), Some(0..2)));

        let pos = as_json(p.position("7;max=3").unwrap());
        assert_eq!(pos["game"], "7;max=3");
        assert_eq!(pos["status"], "playing");
        assert_eq!(pos["legal_move_count"], 3);
        assert_eq!(pos["legal_moves"][2], json!({ "take": 3 }));

        let played = as_json(p.play("7;max=3", &json!({ "take": 3 }), None).unwrap());
        assert_eq!(
            (played["game"].clone(), played["cost"].clone()),
            (json!("4;max=3"), json!(1))
        );
        assert_eq!(played["before"], "7;max=3");
        let bad = p.play("7", &json!({ "take": "x" }), None).unwrap_err();
        assert_eq!(bad.code, "bad_move");
        assert!(
            bad.message.contains("a move looks like {\"take\": 2}"),
            "{}",
            bad.message
        );
        assert_eq!(
            p.play("1", &json!({ "take": 2 }), None).unwrap_err().code,
            "illegal_move"
        );

        let solved = as_json(
            p.solve("7;max=3", None, StepDetail::Views, &Limits::none())
                .unwrap(),
        );
        assert_eq!(solved["claim"]["kind"], "optimal");
        // the envelope's fields win over a payload field of the same name
        assert_eq!(
            (solved["cost"].clone(), solved["moves"].clone()),
            (json!(3), json!(3))
        );
        assert_eq!(solved["steps"][0]["g"], 1);
        assert_eq!(solved["steps"][0]["h"], 2);
        assert_eq!(solved["steps"][0]["f"], 3);
        assert_eq!(solved["steps"][2]["status"], "solved");
        assert_eq!(solved["steps"][2]["view"], 0);
        assert_eq!(solved["start"]["view"], 7);
        assert_eq!(solved["steps_h_complete"], true);
        // the steps' h are computed within the request's time: past it, they are null and
        // the answer says so (the moves, g and costs are all there)
        let late = as_json(
            p.solve(
                "7",
                None,
                StepDetail::Games,
                &Limits::none().with_max_time(std::time::Duration::from_nanos(1)),
            )
            .unwrap(),
        );
        assert_eq!(late["steps_h_complete"], false);
        assert_eq!(late["steps"][3]["g"], 4);
        assert!(late["steps"][3]["h"].is_null() && late["steps"][3]["f"].is_null());
        let lean = as_json(
            p.solve("7", Some("ones"), StepDetail::Games, &Limits::none())
                .unwrap(),
        );
        assert_eq!(lean["claim"]["kind"], "heuristic");
        assert!(lean["steps"][0].get("view").is_none());

        let rows = as_json(
            p.compare("7", Some(&["exact".into(), "nope".into()]), &Limits::none())
                .unwrap(),
        );
        assert_eq!(rows["rows"][0]["cost"], 4);
        assert_eq!(rows["rows"][0]["length"], 4);
        assert_eq!(rows["rows"][1]["code"], "unknown_solver");
        let defaults = as_json(p.compare("7", None, &Limits::none()).unwrap());
        assert_eq!(defaults["rows"].as_array().map(Vec::len), Some(2));
        let too_many = vec!["exact".to_string(); 33];
        assert_eq!(
            p.compare("7", Some(&too_many), &Limits::none())
                .unwrap_err()
                .code(),
            "too_many"
        );

        let hint = as_json(p.hint("7", &Limits::none()).unwrap());
        assert_eq!(
            (hint["move"].clone(), hint["remaining"].clone()),
            (json!({ "take": 2 }), json!(4))
        );
        assert_eq!(
            as_json(p.hint("0", &Limits::none()).unwrap())["note"],
            "solved"
        );
    }

    #[test]
    fn generate_requests_are_checked_and_filled() {
        let registry = Registry::new().with(Countdown);
        let Ok(p) = registry.find("countdown") else {
            panic!("registered")
        };
        let made = as_json(
            p.generate(
                &GenerateInput {
                    seed: Some(13),
                    template: Some(";max=5".into()),
                    ..GenerateInput::default()
                },
                &Limits::none(),
            )
            .unwrap(),
        );
        assert_eq!(
            (made["game"].clone(), made["seed"].clone()),
            (json!("3;max=5"), json!(13))
        );
        let mut params = BTreeMap::new();
        params.insert("max".to_string(), "12".to_string());
        let e = p
            .generate(
                &GenerateInput {
                    params,
                    ..GenerateInput::default()
                },
                &Limits::none(),
            )
            .unwrap_err();
        assert!(
            e.to_string().contains("max: '12' is not a valid max"),
            "{e}"
        );
        let e = p
            .generate(
                &GenerateInput {
                    difficulty: Some("insane".into()),
                    ..GenerateInput::default()
                },
                &Limits::none(),
            )
            .unwrap_err();
        assert!(e.to_string().contains("use easy, hard"), "{e}");
        let mut params = BTreeMap::new();
        params.insert("size".to_string(), "3".to_string());
        let e = p
            .generate(
                &GenerateInput {
                    params,
                    ..GenerateInput::default()
                },
                &Limits::none(),
            )
            .unwrap_err();
        assert!(e.to_string().contains("unknown option 'size'"), "{e}");
        let hard = p
            .generate(
                &GenerateInput {
                    difficulty: Some("Hard".into()),
                    ..GenerateInput::default()
                },
                &Limits::none(),
            )
            .unwrap();
        assert_eq!(hard.difficulty.as_deref(), Some("hard"));
    }

    #[test]
    fn library_entries_are_canonical_and_rated() {
        let registry = Registry::new().with(Countdown);
        let Ok(p) = registry.find("countdown") else {
            panic!("registered")
        };
        let entry = p.library_entry("30;max=2", &Limits::none()).unwrap();
        assert_eq!(entry.game, "30");
        assert_eq!(entry.level.as_deref(), Some("hard"));
        assert_eq!(as_json(entry.extra)["rating"]["optimum"], 15);
        assert!(p.library_entry("x", &Limits::none()).is_err());
    }
}
