//! Beam search over removal layers: a quick clearing (an upper bound) for large boards. Every
//! clearing removes the same number of pairs, so layer by layer the `width` states with the
//! least g + h are kept, optionally plus a penalty per walled-in tile ([`Crowding`]), which
//! on packed boards often finds cheaper clearings. It may miss clearings; it never claims
//! optimality.

use std::collections::HashMap;

use search::{Budget, Stats, StopReason};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::astar::Clearing;
use crate::solver::crowding::Crowding;
use crate::solver::heuristic::Heuristic;

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

struct Entry {
    state: Vec<u64>,
    g: u32,
    h: u32,
    /// Walled-in tiles (kept at 0 when not ranked by them).
    walled_in: u32,
    parent: u32,
    mv: Move,
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
    let width = shape.width;
    let crowding = Crowding::new(puzzle).filter(|_| shape.crowding_penalty > 0);
    let root = Entry {
        walled_in: crowding
            .as_ref()
            .map_or(0, |c| c.count(start, &puzzle.arrange(start))),
        state: start.to_vec(),
        g: 0,
        h: root_h,
        parent: u32::MAX,
        mv: Move {
            a: 0,
            b: 0,
            turns: 0,
        },
    };
    let mut layers: Vec<Vec<Entry>> = vec![vec![root]];
    let mut arrangement = puzzle.new_arrangement();
    let mut moves = Vec::new();
    loop {
        let layer = layers.last().map_or(&[][..], |l| &l[..]);
        if layer.is_empty() {
            return Ok(None);
        }
        if layer[0].state.iter().all(|&w| w == 0) {
            return Ok(Some(rebuild(&layers)));
        }
        let mut children: Vec<Entry> = Vec::new();
        let mut seen: HashMap<Vec<u64>, usize> = HashMap::new();
        for (parent, entry) in layer.iter().enumerate() {
            if let Some(reason) = budget.check(stats, children.len() as u64) {
                return Err(reason);
            }
            stats.expanded += 1;
            puzzle.arrange_into(&entry.state, &mut arrangement);
            moves.clear();
            puzzle.moves(&entry.state, &arrangement, &mut moves);
            if let Some(mv) = puzzle.forced_move(&entry.state, &moves, false) {
                moves.clear();
                moves.push(mv);
            }
            for mv in &moves {
                stats.generated += 1;
                let mut state = entry.state.clone();
                puzzle.apply(&mut state, mv);
                let h = heuristic.after(&entry.state, &state, entry.h, mv);
                if h >= IMPOSSIBLE {
                    continue;
                }
                let g = entry.g + mv.cost();
                let walled_in = crowding
                    .as_ref()
                    .map_or(0, |c| c.after(entry.walled_in, &arrangement, mv));
                match seen.get(&state) {
                    Some(&i) => {
                        stats.duplicates += 1;
                        if children[i].g > g {
                            children[i] = Entry {
                                state,
                                g,
                                h,
                                walled_in,
                                parent: parent as u32,
                                mv: *mv,
                            };
                        }
                    }
                    None => {
                        seen.insert(state.clone(), children.len());
                        children.push(Entry {
                            state,
                            g,
                            h,
                            walled_in,
                            parent: parent as u32,
                            mv: *mv,
                        });
                    }
                }
            }
        }
        let key = |e: &Entry| {
            (
                (e.g + e.h) * 100 + shape.crowding_penalty * e.walled_in,
                e.h,
            )
        };
        if children.len() > width {
            children.select_nth_unstable_by_key(width, key);
            children.truncate(width);
        }
        children.sort_by_key(key);
        stats.observe_frontier(children.len());
        layers.push(children);
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
