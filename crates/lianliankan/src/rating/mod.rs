//! The difficulty model: how hard a board is for a person, as a score from 0 to 100 and a
//! level (easy, medium, hard, expert; or unclearable).
//!
//! A person does not search the whole tree: they look for a pair that connects, take it, and
//! get stuck when the board has traps. So the rating measures what such a player meets:
//!
//! - **traps** (up to 30 points): [`RatingOptions::playouts`] random games (every legal removal
//!   equally likely) and as many greedy ones (always a cheapest removal, ties at random) are
//!   played from the start with a seeded RNG; the share that gets stuck with tiles left is
//!   `0.7 x random + 0.3 x greedy`. A board where every order works scores 0 here.
//! - **planning** (up to 20): how much the greedy games that clear the board pay on average
//!   above the reference clearing (below), per pair, doubled and capped at 1 (full at half a
//!   turn extra per pair); 1 when no greedy game clears it. The page asks for a cheap
//!   clearing, and this is what playing without looking ahead costs.
//! - **scarcity** (up to 20): along the reference clearing, the share of the tiles left that
//!   could be removed at that moment (some pair connects them), averaged over the steps; few
//!   removable tiles mean a long visual search. Points = 1 - share.
//! - **paths** (up to 10): the share of removals of the reference clearing whose fewest-turn
//!   path needs the full turn limit (2 turns or more; 3 or more when turns are unlimited) or
//!   runs through the empty ring around the board: those are the pairs people overlook.
//! - **size** (up to 10): ln(1 + pairs) / ln(1 + 200), capped at 1.
//! - **detours** (up to 5): (cost of the reference clearing - the lower bound of the full
//!   board, which ignores the other tiles in the way) / pairs, capped at 1.
//! - **turn limit** (up to 5): 0 turns 1, 1 turn 0.75, 2 turns 0.5, 3 turns 0.25, 4 turns 0.1,
//!   more or unlimited 0 (a lower limit leaves fewer moves at every step).
//!
//! The reference clearing is the exact solver's ([`crate::solve`]) under a node cap
//! ([`RatingOptions::solver_nodes`], scaled down on large boards by [`RatingOptions::work`],
//! as is the number of playouts), so the rating stays bounded and deterministic; when the
//! cap stops it, its best clearing so far (or the longest playout) is used. A board proven
//! unclearable is rated 100, level [`Level::Unclearable`]; a board for which no clearing was
//! found at all is rated at least [`EXPERT_FROM`]. Levels: easy below [`MEDIUM_FROM`], medium
//! below [`HARD_FROM`], hard below [`EXPERT_FROM`], expert from there.
//!
//! The same board, rules and options always give the same rating: the solver is bounded by
//! its node cap (and cancellation) only, never by time. A time limit in `limits` can only cut
//! the playouts short ([`Measures::playouts`] says how many were played) and the measures
//! along the reference line ([`rate_within`] refuses a rating cut short).

mod level;
mod playout;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

use puzzle::{Phrase, Words};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{Limits, StopReason};
use serde::Serialize;

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Puzzle, Removal};
use crate::rules::MaxTurns;
use crate::solver::{describe_moves, solve};

pub use level::{Level, LevelParseError};
use playout::{needs_full_limit, openness_along, play_out, uses_ring, Playout, Policy};

/// Scores from here are medium.
pub const MEDIUM_FROM: f64 = 20.0;
/// Scores from here are hard.
pub const HARD_FROM: f64 = 30.0;
/// Scores from here are expert.
pub const EXPERT_FROM: f64 = 40.0;

/// Weights of the components (they sum to 100).
const TRAP_POINTS: f64 = 30.0;
const PLANNING_POINTS: f64 = 20.0;
const SCARCITY_POINTS: f64 = 20.0;
const PATH_POINTS: f64 = 10.0;
const SIZE_POINTS: f64 = 10.0;
const DETOUR_POINTS: f64 = 5.0;
const TURN_LIMIT_POINTS: f64 = 5.0;
/// Factor on greedy play's extra cost per pair: the planning component is full at
/// 1 / PLANNING_SCALE (half a turn) extra per pair.
const PLANNING_SCALE: f64 = 2.0;
/// Pairs at which the size component is full.
const SIZE_FULL_PAIRS: f64 = 200.0;

/// How much work a rating may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingOptions {
    /// Random games played (and as many greedy ones).
    pub playouts: usize,
    /// Seed of the playouts' RNG.
    pub seed: u64,
    /// Node cap of the exact solver.
    pub solver_nodes: u64,
    /// Work cap in tile visits, which scales both caps down on large boards: the solver
    /// expands at most `work / tiles` nodes and at most `work / tiles²` games of each policy
    /// are played (but at least [`MIN_PLAYOUTS`]).
    pub work: u64,
}

/// Games of each policy played however large the board.
pub const MIN_PLAYOUTS: usize = 4;

impl Default for RatingOptions {
    fn default() -> Self {
        RatingOptions {
            playouts: 24,
            seed: 1,
            solver_nodes: 20_000,
            work: 1_000_000,
        }
    }
}

/// What was measured on the board.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Measures {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// Pairs of tiles.
    pub pairs: usize,
    /// Tile kinds.
    pub kinds: usize,
    /// The turn limit.
    pub max_turns: MaxTurns,
    /// Whether a clearing exists; `null` if neither found nor ruled out within the limits.
    pub solvable: Option<bool>,
    /// Cost of the reference clearing (turns + 1 per removal).
    pub cost: Option<u64>,
    /// Whether that cost is proven least.
    pub optimal: bool,
    /// Proven lower bound on the least cost; `null` when there is none (a tile that can never
    /// be paired).
    pub lower_bound: Option<u64>,
    /// The bound that ignores the other tiles in the way (each pair at its cost on a board
    /// without them); `null` when a tile can never be paired.
    pub free_board_bound: Option<u64>,
    /// Removable pairs at the start.
    pub start_pairs: usize,
    /// Mean number of removable pairs before each removal of the reference line.
    pub mean_open_pairs: f64,
    /// Fewest removable pairs at any step of the reference line but the last.
    pub fewest_open_pairs: usize,
    /// Mean share of the tiles left that could be removed at once, along the reference line.
    pub removable_share: f64,
    /// Removals in the reference line whose path needs the full turn limit.
    pub max_turn_removals: usize,
    /// Removals in the reference line whose path runs through the outer ring.
    pub ring_removals: usize,
    /// Removals in the reference line (all pairs when it clears the board).
    pub line_removals: usize,
    /// Random and greedy games played (each).
    pub playouts: usize,
    /// Random games that got stuck with tiles left.
    pub random_dead_ends: usize,
    /// Greedy games that got stuck with tiles left.
    pub greedy_dead_ends: usize,
    /// Mean cost of the greedy games that cleared the board.
    pub greedy_mean_cost: Option<f64>,
}

/// The points of each component (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Components {
    /// Dead ends met by random and greedy play (up to 30).
    pub traps: f64,
    /// What greedy play pays above the reference clearing (up to 20).
    pub planning: f64,
    /// Few removable tiles along the reference clearing (up to 20).
    pub scarcity: f64,
    /// Removals needing the full turn limit or the ring (up to 10).
    pub paths: f64,
    /// The number of pairs (up to 10).
    pub size: f64,
    /// The reference clearing's cost above the free-board bound (up to 5).
    pub detours: f64,
    /// A low turn limit (up to 5).
    pub turn_limit: f64,
}

impl Components {
    fn total(&self) -> f64 {
        self.traps
            + self.planning
            + self.scarcity
            + self.paths
            + self.size
            + self.detours
            + self.turn_limit
    }
}

/// A board's rating.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rating {
    /// 0 (trivial) to 100 (unclearable), one decimal.
    pub score: f64,
    /// The level of the score (unclearable for a board proven so).
    pub level: Level,
    /// The points of each component.
    pub components: Components,
    /// What was measured.
    pub measures: Measures,
    /// Short reasons, the weightiest first.
    pub why: Vec<Phrase>,
}

impl Rating {
    /// One line for terminals: `medium (score 31.2): reason; reason`.
    pub fn summary(&self) -> String {
        format!(
            "{} (score {:.1}): {}",
            self.level,
            self.score,
            self.why
                .iter()
                .map(|p| p.text.as_str())
                .collect::<Vec<_>>()
                .join("; ")
        )
    }
}

fn turn_limit_share(max_turns: MaxTurns) -> f64 {
    match max_turns {
        MaxTurns::Limit(0) => 1.0,
        MaxTurns::Limit(1) => 0.75,
        MaxTurns::Limit(2) => 0.5,
        MaxTurns::Limit(3) => 0.25,
        MaxTurns::Limit(4) => 0.1,
        _ => 0.0,
    }
}

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// Rates `puzzle` (a board under its rules) within `limits` (a time limit or cancellation cuts
/// the work short; the solver also stops at [`RatingOptions::solver_nodes`] expansions).
pub fn rate(puzzle: &Puzzle, options: &RatingOptions, limits: &Limits) -> Rating {
    rate_measured(puzzle, options, limits).rating
}

/// How often [`rate_within`]'s watcher looks at the clock and the cancel flag.
const WATCH_EVERY: Duration = Duration::from_millis(5);

/// [`rate`], or why the limits stopped it: a time limit or a cancelled request (watched from
/// a helper thread that cancels the rating's work, so that the rating itself stays bounded by
/// its node caps alone and a rating that finishes is the same on every machine), or a node
/// limit below the solver's cap that the solver reached. A rating cut short is never
/// returned.
pub fn rate_within(
    puzzle: &Puzzle,
    options: &RatingOptions,
    limits: &Limits,
) -> Result<Rating, StopReason> {
    let stop = Arc::new(AtomicBool::new(false));
    let inner = Limits {
        max_expanded: limits.max_expanded,
        cancel: Some(stop.clone()),
        ..Limits::none()
    };
    let started = Instant::now();
    let measured = if limits.max_time.is_some() || limits.cancel.is_some() {
        std::thread::scope(|scope| {
            let (done, finished) = mpsc::channel::<()>();
            let stop = &stop;
            scope.spawn(move || watch(limits, started, stop, finished));
            let measured = rate_measured(puzzle, options, &inner);
            drop(done);
            measured
        })
    } else {
        rate_measured(puzzle, options, &inner)
    };
    if stop.load(Ordering::Relaxed) {
        let cancelled = limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed));
        return Err(if cancelled {
            StopReason::Cancelled
        } else {
            StopReason::TimeLimit
        });
    }
    let cut = |n: u64| n < measured.solver_cap && measured.solver_expanded >= n;
    if limits.max_expanded.is_some_and(cut) {
        return Err(StopReason::NodeLimit);
    }
    Ok(measured.rating)
}

/// Sets `stop` once `limits` run out (time or cancellation), until `finished` says the
/// rating is done.
fn watch(limits: &Limits, started: Instant, stop: &AtomicBool, finished: mpsc::Receiver<()>) {
    loop {
        let wait = limits.max_time.map_or(WATCH_EVERY, |max| {
            max.saturating_sub(started.elapsed()).min(WATCH_EVERY)
        });
        if finished.recv_timeout(wait) != Err(mpsc::RecvTimeoutError::Timeout) {
            return;
        }
        let cancelled = limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed));
        let late = limits.max_time.is_some_and(|max| started.elapsed() >= max);
        if cancelled || late {
            stop.store(true, Ordering::Relaxed);
            return;
        }
    }
}

/// A rating and what its solver spent.
struct Measured {
    rating: Rating,
    /// Nodes the reference solver expanded.
    solver_expanded: u64,
    /// The solver's node cap for this board ([`RatingOptions::solver_nodes`] scaled down).
    solver_cap: u64,
}

/// [`rate`], with what its solver spent.
fn rate_measured(puzzle: &Puzzle, options: &RatingOptions, limits: &Limits) -> Measured {
    let board = puzzle.board();
    let (rows, cols) = (board.rows(), board.cols());
    let pairs = puzzle.tile_count() / 2;
    let max_turns = puzzle.rules().max_turns;
    let tiles = puzzle.tile_count().max(2) as u64;
    let solver_nodes = options.solver_nodes.min(options.work / tiles).max(1);
    let playouts = options
        .playouts
        .min(usize::try_from(options.work / (tiles * tiles)).unwrap_or(usize::MAX))
        .max(MIN_PLAYOUTS.min(options.playouts));
    // node cap and cancellation only: a time limit would make the solver widen its beams
    // for as long as it allows, and the rating would depend on the machine
    let mut solver_limits = Limits::none().with_max_expanded(
        limits
            .max_expanded
            .map_or(solver_nodes, |n| n.min(solver_nodes)),
    );
    solver_limits.cancel = limits.cancel.clone();
    let solution = solve(puzzle, &solver_limits);

    let budget = limits.start();
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let (mut played, mut random_dead, mut greedy_dead) = (0, 0, 0);
    let (mut greedy_cleared, mut greedy_cost) = (0usize, 0u64);
    let mut longest: Option<Playout> = None;
    let mut cleared: Option<Playout> = None;
    let interrupted = || budget.interrupted().is_some();
    'playing: while played < playouts && !interrupted() {
        // a round (one game of each policy) cut short is not counted
        let mut round = Vec::with_capacity(2);
        for policy in [Policy::Random, Policy::Greedy] {
            match play_out(puzzle, policy, &mut rng, &interrupted) {
                Some(game) => round.push((policy, game)),
                None => break 'playing,
            }
        }
        for (policy, game) in round {
            match (policy, game.stuck) {
                (Policy::Random, true) => random_dead += 1,
                (Policy::Greedy, true) => greedy_dead += 1,
                (Policy::Greedy, false) => {
                    greedy_cleared += 1;
                    greedy_cost += game.cost();
                }
                (Policy::Random, false) => {}
            }
            if !game.stuck && cleared.as_ref().is_none_or(|c| game.cost() < c.cost()) {
                cleared = Some(game);
            } else if longest
                .as_ref()
                .is_none_or(|l| game.moves.len() > l.moves.len())
            {
                longest = Some(game);
            }
        }
        played += 1;
    }

    let solvable = match solution.solvable {
        Some(known) => Some(known),
        None if cleared.is_some() => Some(true),
        None => None,
    };
    // the reference line: the solver's clearing, else the cheapest cleared game, else the
    // longest game
    let (line, cost, optimal) = if solution.cost.is_some() {
        (solution.moves.clone(), solution.cost, solution.optimal)
    } else if let Some(game) = cleared {
        let cost = game.cost();
        (game.moves, Some(cost), false)
    } else {
        (longest.map(|l| l.moves).unwrap_or_default(), None, false)
    };
    let removals = describe_moves(puzzle, &puzzle.initial(), &line);
    let open = openness_along(puzzle, &line, &interrupted);
    let mean = |values: &mut dyn Iterator<Item = f64>| {
        let (sum, n) = values.fold((0.0, 0usize), |(s, n), v| (s + v, n + 1));
        if n == 0 {
            0.0
        } else {
            sum / n as f64
        }
    };
    let mean_share = mean(&mut open.iter().map(|o| o.tile_share));
    let full_limit = |r: &&Removal| needs_full_limit(r, max_turns);
    let ring = |r: &&Removal| uses_ring(r, rows, cols);
    let tricky = removals.iter().filter(|r| full_limit(r) || ring(r)).count();
    let greedy_mean_cost =
        (greedy_cleared > 0).then(|| round1(greedy_cost as f64 / greedy_cleared as f64));
    let free_board_bound = Some(u64::from(puzzle.lower_bound(puzzle.initial().words())))
        .filter(|&b| b < u64::from(IMPOSSIBLE));
    let measures = Measures {
        rows,
        cols,
        pairs,
        kinds: puzzle.kinds().len(),
        max_turns,
        solvable,
        cost,
        optimal,
        lower_bound: solution.lower_bound,
        free_board_bound,
        start_pairs: open.first().map_or(0, |o| o.pairs),
        mean_open_pairs: round1(mean(&mut open.iter().map(|o| o.pairs as f64))),
        // the last pair is always alone: it says nothing
        fewest_open_pairs: open[..open.len().saturating_sub(1)]
            .iter()
            .map(|o| o.pairs)
            .min()
            .unwrap_or(open.first().map_or(0, |o| o.pairs)),
        removable_share: (mean_share * 100.0).round() / 100.0,
        max_turn_removals: removals.iter().filter(full_limit).count(),
        ring_removals: removals.iter().filter(ring).count(),
        line_removals: line.len(),
        playouts: played,
        random_dead_ends: random_dead,
        greedy_dead_ends: greedy_dead,
        greedy_mean_cost,
    };
    let share = |n: usize| n as f64 / played.max(1) as f64;
    let per_pair = |extra: f64| (extra / pairs.max(1) as f64).clamp(0.0, 1.0);
    let planning = match (greedy_mean_cost, cost) {
        (Some(greedy), Some(best)) => per_pair(PLANNING_SCALE * (greedy - best as f64)),
        (None, _) if played > 0 => 1.0,
        _ => 0.0,
    };
    let components = Components {
        traps: round1(TRAP_POINTS * (0.7 * share(random_dead) + 0.3 * share(greedy_dead))),
        planning: round1(PLANNING_POINTS * planning),
        scarcity: round1(SCARCITY_POINTS * (1.0 - mean_share)),
        paths: round1(PATH_POINTS * tricky as f64 / line.len().max(1) as f64),
        size: round1(
            SIZE_POINTS * ((1.0 + pairs as f64).ln() / (1.0 + SIZE_FULL_PAIRS).ln()).min(1.0),
        ),
        detours: round1(
            DETOUR_POINTS
                * cost.map_or(0.0, |c| {
                    per_pair(c.saturating_sub(free_board_bound.unwrap_or(c)) as f64)
                }),
        ),
        turn_limit: round1(TURN_LIMIT_POINTS * turn_limit_share(max_turns)),
    };
    let (score, level) = match solvable {
        Some(false) => (100.0, Level::Unclearable),
        Some(true) => {
            let score = round1(components.total());
            (score, Level::of_score(score))
        }
        None => {
            let score = round1(components.total().max(EXPERT_FROM));
            (score, Level::Expert)
        }
    };
    let why = reasons(&measures, &components, tricky);
    Measured {
        rating: Rating {
            score,
            level,
            components,
            measures,
            why,
        },
        solver_expanded: solution.stats.expanded,
        solver_cap: solver_nodes,
    }
}

/// The short "why": the verdict, then the components that weigh most, with their measures.
fn reasons(m: &Measures, c: &Components, tricky: usize) -> Vec<Phrase> {
    let said = |key: &'static str| Phrase::said(Words::new(key));
    let mut out = Vec::new();
    match m.solvable {
        Some(false) => {
            out.push(said("lianliankan-why-unclearable"));
            return out;
        }
        None => out.push(said("lianliankan-why-not-found")),
        Some(true) => {}
    }
    let mut parts: Vec<(f64, Phrase)> = vec![
        (c.traps, traps(m)),
        (c.planning, planning(m)),
        (
            c.scarcity,
            Phrase::said(
                Words::new("lianliankan-why-scarcity")
                    .arg("open", m.start_pairs)
                    .arg("share", format!("{:.0}", m.removable_share * 100.0))
                    .arg("fewest", m.fewest_open_pairs),
            ),
        ),
        (
            c.paths,
            Phrase::said(
                Words::new("lianliankan-why-paths")
                    .arg("tricky", tricky)
                    .arg("removals", m.line_removals),
            ),
        ),
        (
            c.size,
            Phrase::said(
                Words::new("lianliankan-why-size")
                    .arg("pairs", m.pairs)
                    .arg("kinds", m.kinds)
                    .arg("rows", m.rows)
                    .arg("cols", m.cols),
            ),
        ),
        (c.detours, detours(m)),
        (
            c.turn_limit,
            Phrase::said(Words::new("lianliankan-why-turns").arg("turns", m.max_turns)),
        ),
    ];
    parts.sort_by(|a, b| b.0.total_cmp(&a.0));
    out.extend(parts.into_iter().take(3).map(|(_, phrase)| phrase));
    out
}

fn traps(m: &Measures) -> Phrase {
    if m.random_dead_ends + m.greedy_dead_ends == 0 {
        Phrase::said(Words::new("lianliankan-why-no-dead-ends").arg("games", 2 * m.playouts))
    } else {
        Phrase::said(
            Words::new("lianliankan-why-dead-ends")
                .arg("random", m.random_dead_ends)
                .arg("greedy", m.greedy_dead_ends)
                .arg("games", m.playouts),
        )
    }
}

fn planning(m: &Measures) -> Phrase {
    match (m.greedy_mean_cost, m.cost) {
        (Some(greedy), Some(best)) => Phrase::said(
            Words::new("lianliankan-why-greedy")
                .arg("greedy", format!("{greedy:.1}"))
                .arg("best", best),
        ),
        _ => Phrase::said(Words::new("lianliankan-why-greedy-fails")),
    }
}

fn detours(m: &Measures) -> Phrase {
    match (m.cost, m.optimal, m.lower_bound, m.free_board_bound) {
        (Some(cost), true, _, Some(free)) => Phrase::said(
            Words::new("lianliankan-why-least-cost")
                .arg("cost", cost)
                .arg("above", cost.saturating_sub(free))
                .arg("free", free),
        ),
        (Some(cost), _, Some(bound), Some(free)) => Phrase::said(
            Words::new("lianliankan-why-bounded-cost")
                .arg("cost", cost)
                .arg("bound", bound)
                .arg("free", free),
        ),
        (Some(cost), _, _, _) => Phrase::said(Words::new("lianliankan-why-cost").arg("cost", cost)),
        (None, _, Some(bound), _) => {
            Phrase::said(Words::new("lianliankan-why-lower-bound").arg("bound", bound))
        }
        (None, _, None, _) => Phrase::said(Words::new("lianliankan-why-no-bound")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::generate;
    use crate::params::Params;
    use crate::parse::parse_board;
    use crate::rules::Rules;

    fn rating(text: &str, max_turns: MaxTurns) -> Rating {
        let board = parse_board(text).expect("valid board");
        let puzzle = Puzzle::new(board, Rules::with_max_turns(max_turns));
        rate(&puzzle, &RatingOptions::default(), &Limits::none())
    }

    /// Every order clears it: two kinds, each pair side by side with the ring all around.
    const OPEN: &str = "2 4\n1 1 2 2\n3 3 4 4\n";

    /// A trap under straight lines only: kind 1 has six tiles, and pairing (0,0) with (1,0)
    /// and then (0,2) with (0,3) leaves the 1s at (0,1) and (1,3) on no common line.
    const TRAP: &str = "2 4\n1 1 1 1\n1 2 2 1\n";

    #[test]
    fn a_board_where_every_order_works_has_no_dead_ends() {
        let r = rating(OPEN, MaxTurns::Limit(2));
        assert_eq!(r.measures.solvable, Some(true));
        assert_eq!(r.measures.random_dead_ends, 0);
        assert_eq!(r.measures.greedy_dead_ends, 0);
        assert_eq!(r.components.traps, 0.0);
        assert_eq!(r.measures.start_pairs, 4);
        assert_eq!(r.measures.cost, Some(4));
        assert!(r.measures.optimal);
        assert_eq!(r.level, Level::Easy, "{r:?}");
    }

    #[test]
    fn a_trap_is_found_by_the_playouts() {
        let r = rating(TRAP, MaxTurns::Limit(0));
        assert_eq!(r.measures.solvable, Some(true));
        assert!(r.measures.random_dead_ends > 0, "{:?}", r.measures);
        assert!(r.components.traps > 0.0);
        let open = rating(OPEN, MaxTurns::Limit(0));
        assert!(r.score > open.score, "{} vs {}", r.score, open.score);
    }

    #[test]
    fn an_unclearable_board_is_rated_so() {
        let r = rating("2 2\n1 2\n2 1\n", MaxTurns::Limit(0));
        assert_eq!(r.measures.solvable, Some(false));
        assert_eq!(r.level, Level::Unclearable);
        assert_eq!(r.score, 100.0);
        assert!(r.why[0].text.contains("no order"), "{:?}", r.why);
    }

    #[test]
    fn ring_and_full_limit_paths_are_counted() {
        // the two 1s can only meet over the ring (2 turns, the full classic limit)
        let r = rating("1 3\n1 -1 1\n", MaxTurns::Limit(2));
        assert!(r.measures.ring_removals >= 1, "{:?}", r.measures);
        assert!(r.measures.max_turn_removals >= 1, "{:?}", r.measures);
        assert!(r.components.paths > 0.0);
    }

    #[test]
    fn a_smaller_turn_limit_is_never_easier() {
        let params = Params::SEED_SIX;
        let limits = [
            MaxTurns::Limit(0),
            MaxTurns::Limit(1),
            MaxTurns::Limit(2),
            MaxTurns::Limit(3),
            MaxTurns::Any,
        ];
        // constructed (open) deals and random ones (with traps, some unclearable)
        for (clearable, seed) in (1..=5).flat_map(|s| [(true, s), (false, s)]) {
            let rules = Rules::with_max_turns(MaxTurns::Limit(2));
            let board =
                generate(&params, rules, clearable, seed, &Limits::none()).expect("a board");
            let mut last = f64::INFINITY;
            for t in limits {
                let puzzle = Puzzle::new(board.clone(), Rules::with_max_turns(t));
                let r = rate(&puzzle, &RatingOptions::default(), &Limits::none());
                assert!(
                    r.score <= last,
                    "seed {seed}: {t} turns scores {} after {last}",
                    r.score
                );
                last = r.score;
            }
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_rating() {
        let params = Params::SEED_SIX;
        let board = generate(&params, Rules::default(), true, 9, &Limits::none()).expect("a board");
        let puzzle = Puzzle::new(board, Rules::default());
        let a = rate(&puzzle, &RatingOptions::default(), &Limits::none());
        let b = rate(&puzzle, &RatingOptions::default(), &Limits::none());
        assert_eq!(a, b);
    }

    #[test]
    fn levels_follow_the_thresholds_and_parse() {
        assert_eq!(Level::of_score(0.0), Level::Easy);
        assert_eq!(Level::of_score(MEDIUM_FROM), Level::Medium);
        assert_eq!(Level::of_score(HARD_FROM), Level::Hard);
        assert_eq!(Level::of_score(EXPERT_FROM), Level::Expert);
        for level in Level::PLAYABLE {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
        assert!("tricky".parse::<Level>().is_err());
    }
}
