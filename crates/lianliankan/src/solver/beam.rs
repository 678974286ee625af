//! Beam search over removal layers: a quick clearing (an upper bound) for large boards. Every
//! clearing removes the same number of pairs, so layer by layer the `width` states with the
//! least g + h are kept (ties: least g first), optionally with h weighted below 1 and plus a
//! penalty per walled-in tile ([`Crowding`]); both often find cheaper clearings on packed
//! boards, and different shapes do best on different boards. A beam may also narrow itself to
//! end within a time ([`BeamShape::fill`]). It may miss clearings; it never claims
//! optimality.

use std::time::{Duration, Instant};

use search::{Budget, Stats, StopReason};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::astar::Clearing;
use crate::solver::crowding::Crowding;
use crate::solver::heuristic::Heuristic;
use crate::solver::table::StateTable;

/// The beams the anytime solver runs in turn: (h weight, crowding penalty, share), the first
/// two in hundredths (see [`BeamShape`]); each beam gets the time left times its share over
/// the shares still to run. Chosen on random packed 16x16 deals, where each of them is the
/// best on some boards; the crowded one gains the most from a wider beam.
pub const PORTFOLIO: [(u32, u32, u32); 3] = [(60, 0, 1), (60, 25, 2), (100, 0, 1)];

/// Largest width of the portfolio's beams (they are narrowed by their time share first).
pub const MAX_FILL_WIDTH: usize = 1 << 15;

/// Share of the time left that a filling beam plans to use (the cost per state varies
/// from layer to layer).
const FILL_SAFETY: f64 = 0.8;

/// The shape of one beam run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BeamShape {
    /// States kept per layer.
    pub width: usize,
    /// Added to the ranking per walled-in tile, in hundredths of a cost unit (no effect
    /// under gravity).
    pub crowding_penalty: u32,
    /// Weight of the bound h against the cost paid g, in hundredths: states are ranked by
    /// g + h * h_weight / 100 (100 is plain g + h; less favours states that paid less so far
    /// over states that took their cheap removals first, which on packed boards often
    /// leads to cheaper clearings).
    pub h_weight: u32,
    /// When set, the beam narrows itself as it goes so as to finish within this time: before
    /// each layer it keeps at most as many states as the time left allows at the cost per
    /// state measured on the layer before (never more than `width`).
    pub fill: Option<Duration>,
}

impl BeamShape {
    /// A plain beam ranked by g + h.
    pub fn plain(width: usize) -> BeamShape {
        BeamShape {
            width,
            crowding_penalty: 0,
            h_weight: 100,
            fill: None,
        }
    }
}

/// One state kept in a layer; its words live in the layer's arena at `index * words`.
#[derive(Clone, Copy)]
struct Entry {
    g: u32,
    h: u32,
    /// Walled-in tiles (kept at 0 when not ranked by them).
    walled_in: u32,
    parent: u32,
    mv: Move,
}

/// A layer: its entries (best first) and their states, `words` words each.
struct Layer {
    entries: Vec<Entry>,
    states: Vec<u64>,
}

/// Runs a beam of `shape` from `start`. `Ok(None)` when every state in the beam got stuck;
/// `Err` when the budget ran out.
pub fn beam(
    puzzle: &Puzzle,
    heuristic: &Heuristic<'_>,
    start: &[u64],
    shape: BeamShape,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<Option<Clearing>, StopReason> {
    let root_h = heuristic.of(start);
    if root_h >= IMPOSSIBLE {
        return Ok(None);
    }
    let words = start.len();
    let width = shape.width.max(1);
    let crowding = Crowding::new(puzzle).filter(|_| shape.crowding_penalty > 0);
    let root = Entry {
        walled_in: crowding
            .as_ref()
            .map_or(0, |c| c.count(start, &puzzle.arrange(start))),
        g: 0,
        h: root_h,
        parent: u32::MAX,
        mv: Move {
            a: 0,
            b: 0,
            turns: 0,
        },
    };
    // the moves of every layer (for the rebuild); states only for the current one
    let mut history: Vec<Vec<Entry>> = Vec::new();
    let mut layer = Layer {
        entries: vec![root],
        states: start.to_vec(),
    };
    let mut arrangement = puzzle.new_arrangement();
    let mut moves = Vec::new();
    let mut child = vec![0u64; words];
    let key = |e: &Entry| {
        (
            e.g * 100 + e.h * shape.h_weight + shape.crowding_penalty * e.walled_in,
            e.g,
        )
    };
    let started = Instant::now();
    // seconds per expanded state on the last layer
    let mut last_per_state: Option<f64> = None;
    loop {
        if layer.entries.is_empty() {
            return Ok(None);
        }
        if layer.states[..words].iter().all(|&w| w == 0) {
            history.push(layer.entries);
            return Ok(Some(rebuild(&history)));
        }
        let layer_started = Instant::now();
        // every child as (parent, move) with its rank; states are built for the kept ones only
        let mut children: Vec<Entry> = Vec::new();
        for (parent, entry) in layer.entries.iter().enumerate() {
            if let Some(reason) = budget.check(stats, children.len() as u64) {
                return Err(reason);
            }
            stats.expanded += 1;
            let state = &layer.states[parent * words..(parent + 1) * words];
            puzzle.arrange_into(state, &mut arrangement);
            moves.clear();
            puzzle.moves(state, &arrangement, &mut moves);
            if let Some(mv) = puzzle.forced_move(state, &moves, false) {
                moves.clear();
                moves.push(mv);
            }
            for mv in &moves {
                stats.generated += 1;
                child.copy_from_slice(state);
                puzzle.apply(&mut child, mv);
                let h = heuristic.after(state, &child, entry.h, mv);
                if h >= IMPOSSIBLE {
                    continue;
                }
                children.push(Entry {
                    g: entry.g + mv.cost(),
                    h,
                    walled_in: crowding
                        .as_ref()
                        .map_or(0, |c| c.after(entry.walled_in, &arrangement, mv)),
                    parent: parent as u32,
                    mv: *mv,
                });
            }
        }
        // (on the first layer, its expansion alone)
        let per_state = last_per_state
            .unwrap_or(layer_started.elapsed().as_secs_f64() / layer.entries.len() as f64);
        let width = match shape.fill {
            Some(fill) => {
                // layers still to expand after this one: one per pair left in the children
                let pairs_left = layer.states[..words]
                    .iter()
                    .map(|w| w.count_ones())
                    .sum::<u32>()
                    / 2
                    - 1;
                let left = fill.saturating_sub(started.elapsed()).as_secs_f64();
                let affordable = FILL_SAFETY * left / (f64::from(pairs_left.max(1)) * per_state);
                (affordable.min(width as f64) as usize).max(1)
            }
            None => width,
        };
        // the best `width` distinct states: in rank order the first child reaching a state is
        // its cheapest (same h and crowding, least g), later ones are duplicates
        // ranks packed with the child's index (sorting plain integers is fastest)
        let mut order: Vec<u128> = children
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let (primary, g) = key(e);
                (u128::from(primary) << 64) | (u128::from(g) << 32) | i as u128
            })
            .collect();
        let chunk = 2 * width;
        let mut sorted = 0;
        let mut seen = StateTable::new(words);
        let mut next = Layer {
            entries: Vec::with_capacity(width.min(order.len())),
            states: Vec::with_capacity(width.min(order.len()) * words),
        };
        let mut at = 0;
        while next.entries.len() < width && at < order.len() {
            if at == sorted {
                // rank the next chunk (more only when duplicates fill the first)
                let rest = &mut order[sorted..];
                let take = chunk.min(rest.len());
                if rest.len() > take {
                    rest.select_nth_unstable(take);
                }
                rest[..take].sort_unstable();
                sorted += take;
            }
            let found = children[(order[at] & u128::from(u32::MAX)) as usize];
            at += 1;
            let parent = found.parent as usize;
            child.copy_from_slice(&layer.states[parent * words..(parent + 1) * words]);
            puzzle.apply(&mut child, &found.mv);
            if !seen.intern(&child).1 {
                stats.duplicates += 1;
                continue;
            }
            next.entries.push(found);
            next.states.extend_from_slice(&child);
        }
        stats.observe_frontier(next.entries.len());
        // seconds per expanded state on this layer, all included
        last_per_state = Some(layer_started.elapsed().as_secs_f64() / layer.entries.len() as f64);
        history.push(std::mem::replace(&mut layer, next).entries);
    }
}

fn rebuild(layers: &[Vec<Entry>]) -> Clearing {
    let mut moves = Vec::new();
    let mut index = 0usize;
    let cost = u64::from(layers.last().map_or(0, |l| l[0].g));
    for layer in layers.iter().skip(1).rev() {
        let entry = &layer[index];
        moves.push(entry.mv);
        index = entry.parent as usize;
    }
    moves.reverse();
    Clearing { cost, moves }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{generate, MaxTurns, Params, Rules};
    use search::Limits;

    fn packed(rows: usize, kinds: usize, seed: u64) -> Puzzle {
        let rules = Rules::with_max_turns(MaxTurns::Limit(3));
        let params = Params {
            rows,
            cols: rows,
            pairs: rows * rows / 2,
            kinds,
            blockers: 0,
        };
        let board = generate(&params, rules, false, seed, &Limits::none()).expect("board");
        Puzzle::new(board, rules)
    }

    #[test]
    fn every_portfolio_shape_returns_a_legal_clearing_of_its_cost() {
        for seed in 0..3 {
            let puzzle = packed(8, 8, seed);
            let heuristic = Heuristic::new(&puzzle);
            for (h_weight, crowding_penalty, _) in PORTFOLIO {
                let shape = BeamShape {
                    width: 64,
                    crowding_penalty,
                    h_weight,
                    fill: None,
                };
                let found = beam(
                    &puzzle,
                    &heuristic,
                    puzzle.initial().words(),
                    shape,
                    &mut Limits::none().start(),
                    &mut Stats::default(),
                );
                if let Ok(Some(c)) = found {
                    assert_eq!(puzzle.replay(&c.moves), Ok(c.cost), "{shape:?}");
                    let bound = u64::from(heuristic.of(puzzle.initial().words()));
                    assert!(c.cost >= bound);
                }
            }
        }
    }

    #[test]
    fn a_beam_with_no_time_left_narrows_to_one_state_per_layer() {
        let puzzle = packed(8, 8, 1);
        let heuristic = Heuristic::new(&puzzle);
        let run = |width: usize, fill: Option<Duration>| {
            let shape = BeamShape {
                width,
                crowding_penalty: 25,
                h_weight: 60,
                fill,
            };
            let mut stats = Stats::default();
            let found = beam(
                &puzzle,
                &heuristic,
                puzzle.initial().words(),
                shape,
                &mut Limits::none().start(),
                &mut stats,
            );
            (found, stats.peak_frontier)
        };
        let (filled, peak) = run(MAX_FILL_WIDTH, Some(Duration::ZERO));
        assert_eq!(peak, 1);
        let (greedy, _) = run(1, None);
        assert_eq!(filled, greedy);
        if let Ok(Some(c)) = filled {
            assert_eq!(puzzle.replay(&c.moves), Ok(c.cost));
        }
    }
}
