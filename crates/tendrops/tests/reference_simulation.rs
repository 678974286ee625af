//! The fast event-driven chain simulation against a plain one that moves every droplet half a
//! cell (latency A) or a whole cell (latency B) per tick, on random boards and taps.

use proptest::prelude::*;
use tendrops::chain::{tap_cells, ChainScratch, Dir, Grid, TapOutcome};
use tendrops::Timing;

struct Flying {
    id: u32,
    dir: Dir,
    /// Position in half cells: the centre of cell (r, c) is (2r, 2c).
    r2: i32,
    c2: i32,
}

/// A direct transcription of the rules (docs/rules/tendrops.md): every tick, move all droplets; a droplet checks the
/// cell it touches (its edge under A, its centre under B); arrivals first, then bursts.
fn reference_tap(
    cells: &mut [u8],
    rows: usize,
    cols: usize,
    index: usize,
    timing: Timing,
) -> TapOutcome {
    let mut out = TapOutcome {
        touched: 1 << index,
        ..TapOutcome::default()
    };
    if cells[index] == 0 {
        cells[index] = 1;
        out.created = true;
        return out;
    }
    cells[index] += 1;
    let mut bursting = if cells[index] == 5 {
        vec![index]
    } else {
        vec![]
    };
    let mut flying: Vec<Flying> = Vec::new();
    let mut next_id = 0;
    let step = if timing.half_cell_ticks() { 1 } else { 2 };
    let mut tick = 0;
    loop {
        bursting.sort();
        for &cell in &bursting {
            cells[cell] = 0;
            out.bursts += 1;
            out.burst |= 1 << cell;
            out.ticks = tick;
            for dir in Dir::ALL {
                flying.push(Flying {
                    id: next_id,
                    dir,
                    r2: 2 * (cell / cols) as i32,
                    c2: 2 * (cell % cols) as i32,
                });
                next_id += 1;
            }
        }
        bursting.clear();
        if flying.is_empty() {
            break;
        }
        tick += 1;
        let mut arrivals: Vec<(usize, Dir, u32, usize)> = Vec::new(); // (cell, dir, id, index)
        let mut gone = vec![false; flying.len()];
        for (k, d) in flying.iter_mut().enumerate() {
            let (dr, dc) = d.dir.delta();
            d.r2 += dr * step;
            d.c2 += dc * step;
            // The cell touched: under A the position is on an edge, the cell is half a cell on.
            let (tr, tc) = if d.r2 % 2 != 0 || d.c2 % 2 != 0 {
                ((d.r2 + dr) / 2, (d.c2 + dc) / 2)
            } else if step == 2 {
                (d.r2 / 2, d.c2 / 2)
            } else {
                continue; // latency A, at a cell centre: nothing to touch
            };
            if tr < 0 || tc < 0 || tr as usize >= rows || tc as usize >= cols {
                out.lost += 1;
                out.ticks = tick;
                gone[k] = true;
                continue;
            }
            let cell = tr as usize * cols + tc as usize;
            if cells[cell] > 0 {
                arrivals.push((cell, d.dir, d.id, k));
            }
        }
        arrivals.sort();
        for &(cell, _, _, k) in &arrivals {
            out.ticks = tick;
            if cells[cell] < 5 {
                cells[cell] += 1;
                out.touched |= 1 << cell;
                gone[k] = true;
                if cells[cell] == 5 {
                    bursting.push(cell);
                }
            } else if !timing.caps() {
                out.lost += 1;
                gone[k] = true;
            }
        }
        let mut k = 0;
        flying.retain(|_| {
            k += 1;
            !gone[k - 1]
        });
    }
    out
}

fn board_and_tap() -> impl Strategy<Value = (usize, usize, Vec<u8>, usize)> {
    (1usize..=6, 1usize..=6).prop_flat_map(|(rows, cols)| {
        (
            Just(rows),
            Just(cols),
            proptest::collection::vec(prop_oneof![1 => Just(0u8), 3 => 1u8..=4], rows * cols),
            0..rows * cols,
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn fast_chain_matches_the_plain_one((rows, cols, cells, tap) in board_and_tap(), t in 0usize..4) {
        let timing = Timing::ALL[t];
        let mut fast = cells.clone();
        let grid = Grid { rows, cols, timing };
        let got = tap_cells(&mut fast, grid, tap, &mut ChainScratch::default(), &mut ());
        let mut slow = cells.clone();
        let want = reference_tap(&mut slow, rows, cols, tap, timing);
        prop_assert_eq!(&fast, &slow);
        prop_assert_eq!(got, want);
        // Water: the tap adds 1, a burst removes 5 and launches 4, lost droplets take theirs.
        let water = |c: &[u8]| c.iter().map(|&v| i64::from(v)).sum::<i64>();
        prop_assert_eq!(water(&fast), water(&cells) + 1 - i64::from(got.bursts) - i64::from(got.lost));
    }
}
