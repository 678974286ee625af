//! Speed goals of the Ten Drops issue: one tap with a long chain in at most 2 µs; boards whose
//! minimum is at most 8 taps proven in at most 1 s; boards needing 10 or more within 10 s.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use search::Limits;
use tendrops::chain::{tap_cells, ChainScratch, Grid};
use tendrops::{solve, Board, Rules, SolveOptions, Timing};

/// Every cell a 4: one tap in a corner bursts all 36 drops.
const FULL: &str = "444444/444444/444444/444444/444444/444444";
/// A sparser long chain: 4s with gaps, so droplets cross emptied cells.
const SPARSE: &str = "404040/040404/404040/040404/404040/040404";

fn tap_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("tap");
    for (name, text) in [("full-36-bursts", FULL), ("checker", SPARSE)] {
        let board: Board = text.parse().unwrap();
        for timing in Timing::ALL {
            let grid = Grid {
                rows: 6,
                cols: 6,
                timing,
            };
            let mut scratch = ChainScratch::default();
            group.bench_function(format!("{name}/{timing}"), |b| {
                b.iter_batched_ref(
                    || board.cells().to_vec(),
                    |cells| tap_cells(black_box(cells), grid, 0, &mut scratch, &mut ()),
                    BatchSize::SmallInput,
                )
            });
        }
    }
    group.finish();
}

fn solve_group(c: &mut Criterion, name: &str, boards: &[(&str, &str, u32)], empty_taps: bool) {
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    for &(label, text, taps) in boards {
        let board: Board = text.parse().unwrap();
        let options = SolveOptions::new(Rules::default().with_empty_taps(empty_taps));
        group.bench_function(label, |b| {
            b.iter(|| {
                let s = solve(
                    &board,
                    &options,
                    &Limits::none().with_max_time(Duration::from_secs(60)),
                )
                .unwrap();
                assert_eq!(s.taps, Some(taps));
                s
            })
        });
    }
    group.finish();
}

/// Random 6x6 boards (60% drops) whose proven minimum under `a-sum` with empty taps is 8.
fn solve_8_taps(c: &mut Criterion) {
    solve_group(
        c,
        "solve-8-taps",
        &[
            (
                "040043-234201",
                "040043/234201/104120/104302/140000/043100",
                8,
            ),
            (
                "020104-040020",
                "020104/040020/103134/410004/202443/301223",
                8,
            ),
        ],
        true,
    );
}

/// The same kind of boards without empty taps, needing 9 to 14 taps.
fn solve_forbid(c: &mut Criterion) {
    solve_group(
        c,
        "solve-no-empty-taps",
        &[
            ("9-taps", "031020/420313/404004/400302/410124/232002", 9),
            ("10-taps", "014442/100201/000040/101103/144212/032203", 10),
            ("14-taps", "103430/221202/300200/201010/000040/003313", 14),
        ],
        false,
    );
}

/// Boards needing 9 and 10 taps with empty taps allowed; `hard-10-taps` is the slowest
/// 10-tap board found by `examples/explore.rs` (seed 1 at density 0.6).
fn solve_long(c: &mut Criterion) {
    solve_group(
        c,
        "solve-9-10-taps",
        &[
            ("9-taps", "031020/420313/404004/400302/410124/232002", 9),
            ("10-taps", "014442/100201/000040/101103/144212/032203", 10),
            (
                "hard-10-taps",
                "434021/340021/001124/141131/302030/124201",
                10,
            ),
        ],
        true,
    );
}

criterion_group!(benches, tap_benches, solve_8_taps, solve_forbid, solve_long);
criterion_main!(benches);
