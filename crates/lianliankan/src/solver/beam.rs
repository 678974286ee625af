//! Beam search over removal layers: a quick clearing (an upper bound) for large boards. Every
//! clearing removes the same number of pairs, so layer by layer the `width` states with the
//! least g + h are kept, optionally plus a penalty per walled-in tile ([`Crowding`]), which
//! on packed boards often finds cheaper clearings. It may miss clearings; it never claims
//! optimality.

use search::{Budget, Stats, StopReason};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::astar::Clearing;
use crate::solver::crowding::Crowding;
use crate::solver::heuristic::Heuristic;
use crate::solver::table::StateTable;

/// Penalties per walled-in tile (hundredths of a cost unit) the anytime solver tries.
pub const CROWDING_PENALTIES: [u32; 2] = [0, 25];

/// The shape of one beam run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BeamShape {
    /// States kept per layer.
    pub width: usize,
    /// Added to the ranking per walled-in tile, in hundredths of a cost unit (no effect
    /// under gravity).
    pub crowding_penalty: u32,
}

impl BeamShape {
    /// A plain beam ranked by g + h.
    pub fn plain(width: usize) -> BeamShape {
        BeamShape {
            width,
            crowding_penalty: 0,
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
            (e.g + e.h) * 100 + shape.crowding_penalty * e.walled_in,
            e.h,
        )
    };
    loop {
        if layer.entries.is_empty() {
            return Ok(None);
        }
        if layer.states[..words].iter().all(|&w| w == 0) {
            history.push(layer.entries);
            return Ok(Some(rebuild(&history)));
        }
        let mut children: Vec<Entry> = Vec::new();
        let mut seen = StateTable::new(words);
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
                let g = entry.g + mv.cost();
                let walled_in = crowding
                    .as_ref()
                    .map_or(0, |c| c.after(entry.walled_in, &arrangement, mv));
                let found = Entry {
                    g,
                    h,
                    walled_in,
                    parent: parent as u32,
                    mv: *mv,
                };
                let (index, new) = seen.intern(&child);
                if new {
                    children.push(found);
                } else {
                    stats.duplicates += 1;
                    if children[index as usize].g > g {
                        children[index as usize] = found;
                    }
                }
            }
        }
        // keep the best `width`, remembering where each one's state is stored
        let mut order: Vec<u32> = (0..children.len() as u32).collect();
        let rank = |&i: &u32| (key(&children[i as usize]), i);
        if order.len() > width {
            order.select_nth_unstable_by_key(width, rank);
            order.truncate(width);
        }
        order.sort_unstable_by_key(rank);
        stats.observe_frontier(order.len());
        let mut next = Layer {
            entries: Vec::with_capacity(order.len()),
            states: Vec::with_capacity(order.len() * words),
        };
        for &i in &order {
            next.entries.push(children[i as usize]);
            next.states.extend_from_slice(seen.get(i));
        }
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
