//! The solvers behind [`Puzzle::solve`](puzzle::Puzzle::solve) and the hint.
//!
//! Every solver answers for the game as it stands: the enumerating ones (`fast`, `pruned-dfs`,
//! `meet`, the report's two) list every answer of the puzzle (true equations exactly K sticks
//! from its start) and give as `path` the moves from the current drawing to the nearest one;
//! the generic `search` algorithms walk [`MoveProblem`] from the current drawing to the first
//! answer they reach (move puzzles only).

use puzzle::{Hint, InputError, Phrase, PuzzleError, Solved, SolverInfo, Words};
use search::{Algorithm, Claim, Cost, Limits, Stats};
use serde::Serialize;

use crate::enumerate::Drawing;
use crate::game::{Game, GameMove};
use crate::problem::MoveProblem;
use crate::report_solvers::{solve_report, ReportAlgorithm};
use crate::rules::{GlyphSet, Rules};
use crate::solve::{answer_for, solve_with, stick_changes, Answer, SolveReport, Strategy, Task};

/// The puzzle's own fields of a solve answer: the `docs/cli.md` contract (`equation`,
/// `moves`, `solutions`, `stats`) and every answer with the sticks it changes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Solutions {
    /// The puzzle's starting equation, ASCII.
    pub equation: String,
    /// The puzzle type: move, add or remove.
    pub task: Task,
    /// K: the sticks every answer moves (adds, removes) from the start.
    pub moves: usize,
    /// The rules in force.
    pub rules: Rules,
    /// The answers' equations (ASCII, sorted): the true equations whose sticks differ from the
    /// puzzle's by exactly K, none that fewer sticks reach.
    pub solutions: Vec<String>,
    /// The answers with the sticks they take and place, counted from the puzzle's start.
    pub answers: Vec<Answer>,
    /// Whether `solutions` lists every answer: false when the limits stopped the solver, or
    /// for a generic search, which stops at its first answer.
    pub complete: bool,
    /// The answer the path leads to: the nearest to the current drawing.
    pub nearest: Option<String>,
    /// What the solver spent.
    pub stats: Stats,
}

/// The solvers, the default first.
pub(crate) fn list() -> Vec<SolverInfo> {
    let h = super::lab::STICKS_LEFT;
    vec![
        SolverInfo::new("fast", true),
        SolverInfo::new("pruned-dfs", true),
        SolverInfo::new("meet", true).on_request(),
        SolverInfo::new("bfs", true),
        SolverInfo::new("iddfs", true),
        SolverInfo::new("astar", true).with_heuristic(h),
        SolverInfo::new("idastar", true).with_heuristic(h),
        SolverInfo::new("ucs", true).on_request(),
        SolverInfo::new("dfs", false).on_request(),
        SolverInfo::new("wastar", false)
            .with_heuristic(h)
            .on_request(),
        SolverInfo::new("greedy", false)
            .with_heuristic(h)
            .on_request(),
        SolverInfo::new("beam", false)
            .with_heuristic(h)
            .on_request(),
        SolverInfo::new("report-dfs", true),
        SolverInfo::new("report-brute-force", true),
    ]
}

/// What a solver name asks for.
enum Chosen {
    /// The exact solver with an enumeration strategy.
    Exact(Strategy, &'static str),
    /// One of the report's algorithms.
    Report(ReportAlgorithm),
    /// A generic algorithm on [`MoveProblem`].
    Search(Algorithm),
}

fn choose(name: &str, game: &Game) -> Result<Chosen, InputError> {
    let lower = name.trim().to_ascii_lowercase();
    Ok(match lower.as_str() {
        "fast" => Chosen::Exact(Strategy::Auto, "fast"),
        "pruned-dfs" => Chosen::Exact(Strategy::Dfs, "pruned DFS"),
        "meet" => Chosen::Exact(Strategy::MeetInTheMiddle, "meet in the middle"),
        "report-dfs" => Chosen::Report(ReportAlgorithm::Dfs),
        "report-brute-force" => Chosen::Report(ReportAlgorithm::BruteForce),
        _ => {
            let algorithm: Algorithm = lower.parse().map_err(|_| {
                let names: Vec<String> = list().into_iter().map(|s| s.name).collect();
                InputError::unknown_solver(name, &names, "beam:500, dfs:4")
            })?;
            // without a depth, the depth-limited searches go as deep as an answer can be
            let depth = deepest(game);
            Chosen::Search(match algorithm {
                Algorithm::Dfs { .. } if !lower.contains(':') => Algorithm::Dfs { depth },
                Algorithm::IterativeDeepening { .. } if !lower.contains(':') => {
                    Algorithm::IterativeDeepening { max_depth: depth }
                }
                other => other,
            })
        }
    })
}

/// The most moves an answer can be from the current drawing: back to the start, then K.
fn deepest(game: &Game) -> u32 {
    let (taken, placed) = game.changes();
    (game.k() + taken.len().max(placed.len())) as u32
}

/// A proven lower bound on the moves left: 0 when solved, else K minus the sticks changed
/// so far (one move changes at most one), and at least 1.
pub(crate) fn lower_bound(game: &Game) -> Cost {
    if game.is_solved() {
        return 0;
    }
    let (taken, placed) = game.changes();
    let done = match game.task() {
        Task::Add => placed.len(),
        Task::Move | Task::Remove => taken.len(),
    };
    game.k().saturating_sub(done).max(1) as Cost
}

/// Runs the solver called `name` on `game`.
pub(crate) fn solve(
    game: &Game,
    name: &str,
    limits: &Limits,
) -> Result<Solved<GameMove, Solutions>, PuzzleError> {
    let spec = game.spec();
    let (label, report) = match choose(name, game)? {
        Chosen::Exact(strategy, name) => {
            let ran = strategy.resolved(&spec.equation, &spec.rules, spec.task, spec.k);
            let how = match ran {
                Strategy::MeetInTheMiddle => "meet in the middle",
                _ => "pruned DFS",
            };
            let label = if name == how {
                name.to_string()
            } else {
                format!("{name}: {how}")
            };
            let report = solve_with(
                strategy,
                &spec.equation,
                &spec.rules,
                spec.task,
                spec.k,
                limits,
            );
            (label, report)
        }
        Chosen::Report(algorithm) => {
            if spec.rules.glyphs == GlyphSet::Roman {
                let solver = Words::new(match algorithm {
                    ReportAlgorithm::Dfs => "matchstick-solver-report-dfs",
                    ReportAlgorithm::BruteForce => "matchstick-solver-report-brute-force",
                });
                return Err(InputError::said(
                    "unsupported_solver",
                    Words::new("matchstick-request-report-roman").word("solver", solver),
                )
                .into());
            }
            let report = solve_report(
                algorithm,
                &spec.equation,
                &spec.rules,
                spec.task,
                spec.k,
                limits,
            );
            (report_label(algorithm).to_string(), report)
        }
        Chosen::Search(algorithm) => return by_search(game, algorithm, limits),
    };
    Ok(from_answers(game, &report, label))
}

fn report_label(algorithm: ReportAlgorithm) -> &'static str {
    match algorithm {
        ReportAlgorithm::Dfs => "the homework's DFS",
        ReportAlgorithm::BruteForce => "the homework's brute force",
    }
}

/// The payload of a report, with `nearest` and `complete` as given.
fn payload(game: &Game, report: &SolveReport, nearest: Option<String>) -> Solutions {
    Solutions {
        equation: report.equation.clone(),
        task: game.task(),
        moves: game.k(),
        rules: game.layout().rules,
        solutions: report.solutions.clone(),
        answers: report.answers.clone(),
        complete: report.complete,
        nearest,
        stats: report.stats,
    }
}

/// The answer of an enumerating solver: the path to the nearest answer and what is proven.
fn from_answers(
    game: &Game,
    report: &SolveReport,
    algorithm: String,
) -> Solved<GameMove, Solutions> {
    let bound = lower_bound(game);
    let (claim, cost, lower_bound, path, nearest) = if game.is_solved() {
        (Claim::Optimal, Some(0), Some(0), Vec::new(), game.current())
    } else {
        match nearest_route(game, &report.answers) {
            Some((i, path)) => {
                let cost = path.len() as Cost;
                // every answer is listed, or this one is as near as any can be
                let optimal = report.complete || cost == bound;
                let claim = if optimal {
                    Claim::Optimal
                } else {
                    report.claim
                };
                let proven = if optimal { cost } else { bound };
                let name = report.answers[i].equation.clone();
                (claim, Some(cost), Some(proven), path, Some(name))
            }
            None if report.complete => (Claim::NoSolution, None, None, Vec::new(), None),
            None => (report.claim, None, Some(bound), Vec::new(), None),
        }
    };
    Solved {
        algorithm,
        claim,
        cost,
        lower_bound,
        stats: report.stats,
        path,
        payload: payload(game, report, nearest),
    }
}

/// A generic algorithm from the current drawing to the first answer it reaches.
fn by_search(
    game: &Game,
    algorithm: Algorithm,
    limits: &Limits,
) -> Result<Solved<GameMove, Solutions>, PuzzleError> {
    if game.task() != Task::Move {
        return Err(InputError::said(
            "unsupported_solver",
            Words::new("matchstick-request-search-task")
                .word("algorithm", Words::algorithm(&algorithm))
                .arg("task", game.task().name()),
        )
        .into());
    }
    let rules = game.layout().rules;
    let problem = MoveProblem::starting_at(game.equation(), &rules, game.k(), game.sticks());
    let run = search::run(&problem, algorithm, limits)
        .map_err(|e| InputError::unsupported_solver(&algorithm, &e))?;
    let initial = game.layout().initial_sticks();
    let found: Option<(Vec<GameMove>, Answer)> = run.solution.as_ref().and_then(|solution| {
        let last = solution.states.last()?;
        let symbols = game.layout().decode(last)?;
        let answer = answer_for(
            &initial,
            &Drawing {
                symbols: &symbols,
                sticks: last,
            },
        );
        let path = solution.actions.iter().map(|a| a.as_game_move()).collect();
        Some((path, answer))
    });
    let cost = run.cost();
    let lower_bound = match run.claim {
        Claim::Optimal => cost,
        Claim::NoSolution | Claim::NoSolutionWithin { .. } => None,
        _ => Some(lower_bound(game)),
    };
    let (path, answers) = match found {
        Some((path, answer)) => (path, vec![answer]),
        None => (Vec::new(), Vec::new()),
    };
    let nearest = answers.first().map(|a| a.equation.clone());
    Ok(Solved {
        algorithm: run.algorithm.clone(),
        claim: run.claim,
        cost,
        lower_bound,
        stats: run.stats,
        path,
        payload: Solutions {
            equation: game.equation().to_string(),
            task: game.task(),
            moves: game.k(),
            rules,
            solutions: nearest.iter().cloned().collect(),
            answers,
            complete: false,
            nearest,
            stats: run.stats,
        },
    })
}

/// The moves from the drawing `game` shows to the drawing `answer`, in an order that keeps
/// every step within the K-stick budget; `None` when legal moves cannot get there (an add
/// puzzle with a stick put where the answer has none needs an undo).
pub(crate) fn route(game: &Game, answer: &[u8]) -> Option<Vec<GameMove>> {
    let start = game.layout().initial_sticks();
    let (taken, placed) = stick_changes(game.sticks(), answer);
    let was = |pos: &crate::layout::StickPos| start[pos.cell] & (1 << pos.slot) != 0;
    let moves: Vec<GameMove> = match game.task() {
        Task::Move => {
            // A move from p to q changes the sticks out of place by [p at the start] - [q at
            // the start]. Pairing sticks put down since the start first and places of the
            // start first makes these changes grow along the path, so the count never goes
            // above the larger of its two ends, both within K.
            let mut from = taken;
            let mut to = placed;
            from.sort_by_key(|p| (was(p), *p));
            to.sort_by_key(|p| (!was(p), *p));
            from.into_iter()
                .zip(to)
                .map(|(from, to)| GameMove::Move { from, to })
                .collect()
        }
        Task::Add if taken.is_empty() => {
            placed.into_iter().map(|at| GameMove::Add { at }).collect()
        }
        Task::Remove if placed.is_empty() => taken
            .into_iter()
            .map(|at| GameMove::Remove { at })
            .collect(),
        Task::Add | Task::Remove => return None,
    };
    // replay: the path is legal step by step and ends on the answer
    let mut at = game.clone();
    for mv in &moves {
        let sticks = at.check_move(*mv).ok()?;
        at = at.with_sticks(sticks);
    }
    (at.sticks() == answer).then_some(moves)
}

/// The nearest answer that legal moves reach (the first in order among the nearest) and the
/// route to it.
pub(crate) fn nearest_route(game: &Game, answers: &[Answer]) -> Option<(usize, Vec<GameMove>)> {
    // a route's length grows with the sticks that differ, so try the answers nearest first
    let mut order: Vec<(usize, usize)> = answers
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let (taken, placed) = stick_changes(game.sticks(), &a.sticks);
            (taken.len() + placed.len(), i)
        })
        .collect();
    order.sort_unstable();
    order
        .into_iter()
        .find_map(|(_, i)| route(game, &answers[i].sticks).map(|path| (i, path)))
}

/// A move towards the nearest answer, with the moves left when they are proven.
pub(crate) fn hint(game: &Game, limits: &Limits) -> Result<Hint<GameMove>, PuzzleError> {
    let k = game.k();
    let verb = game.task().name();
    if game.is_solved() {
        let equation = game.current().unwrap_or_default();
        return Ok(Hint::none(Phrase::said(
            Words::new("matchstick-hint-solved")
                .arg("equation", equation)
                .arg("k", k),
        )));
    }
    if !game.has_legal_move() {
        return Ok(Hint::unwinnable(Phrase::said(Words::new(
            "matchstick-hint-stuck",
        ))));
    }
    let report = game.solve(limits);
    let Some((i, path)) = nearest_route(game, &report.answers) else {
        if !report.complete {
            return Ok(Hint::none(Phrase::said(
                Words::new("matchstick-hint-stopped").word("claim", Words::claim(&report.claim)),
            )));
        }
        let proof = if report.answers.is_empty() {
            let rules = &game.layout().rules;
            let words = Words::new("matchstick-hint-no-answer")
                .arg("equation", &report.equation)
                .arg("k", k)
                .arg("verb", verb);
            Phrase::said(super::with_rules(words, rules))
        } else {
            Phrase::said(Words::new("matchstick-hint-unreachable"))
        };
        return Ok(Hint::unwinnable(proof));
    };
    let left = path.len() as Cost;
    let proven = report.complete || left == lower_bound(game);
    let first = path.first().copied();
    let said = first.map(|mv| super::view::describe_move(game, &mv));
    let towards = &report.answers[i].equation;
    let mut text = format!(
        "{}, towards {towards}: {left} move{} left",
        said.as_ref().map_or("", |s| s.text.as_str()),
        if left == 1 { "" } else { "s" }
    );
    if !proven {
        text.push_str(" (the search stopped early: a nearer answer may exist)");
    }
    let mut words = Words::new(if proven {
        "matchstick-hint-towards"
    } else {
        "matchstick-hint-towards-unproven"
    })
    .arg("equation", towards)
    .arg("left", left);
    if let Some(said) = said {
        words = words.word("move", said.words);
    }
    let note = Phrase::said(words);
    Ok(Hint {
        mv: first,
        remaining: proven.then_some(left),
        optimal: proven,
        note: Some(note),
        unwinnable: false,
    })
}
