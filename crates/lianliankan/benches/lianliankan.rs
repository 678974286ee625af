//! Speed goals of the issue: the seed board (3 turns, also under gravity), random 6x6 boards,
//! one-to-all pair search on 16x16, deciding packed 16x16 boards (2 turns: a clearable deal,
//! random deals 5 and 13, and all of random deals 0..19), the anytime gap on packed 16x16
//! boards (3 turns), and the root's conflict analysis alone (the seed board, packed 16x16).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use lianliankan::reach::{min_turns_to, PADDED};
use lianliankan::solver::conflict_bound::conflicts;
use lianliankan::{
    decide_from, generate, parse_board, solve, Gravity, MaxTurns, Params, Puzzle, Rules,
};
use search::Limits;

fn rules(turns: u32) -> Rules {
    Rules::with_max_turns(MaxTurns::Limit(turns))
}

fn seed_board(c: &mut Criterion) {
    let board =
        parse_board(include_str!("../data/lianliankan-seed-board.txt")).expect("seed board");
    let puzzle = Puzzle::new(board, rules(3));
    c.bench_function("seed board 6x6, 3 turns, proven optimum", |b| {
        b.iter(|| {
            let s = solve(black_box(&puzzle), &Limits::none());
            assert!(s.optimal);
        })
    });
}

fn seed_board_gravity(c: &mut Criterion) {
    let board =
        parse_board(include_str!("../data/lianliankan-seed-board.txt")).expect("seed board");
    let mut group = c.benchmark_group("seed board 6x6, 3 turns, gravity, proven optimum");
    group.sample_size(10);
    for gravity in [Gravity::Left, Gravity::AwayFromMiddleCol] {
        let rules = Rules {
            max_turns: MaxTurns::Limit(3),
            gravity,
        };
        let puzzle = Puzzle::new(board.clone(), rules);
        group.bench_function(gravity.name(), |b| {
            b.iter(|| {
                let s = solve(black_box(&puzzle), &Limits::none());
                assert!(s.optimal);
            })
        });
    }
    group.finish();
}

fn random_six(c: &mut Criterion) {
    let params = Params::SEED_SIX;
    let puzzles: Vec<Puzzle> = (0..20)
        .map(|seed| {
            Puzzle::new(
                generate(&params, rules(3), false, seed, &Limits::none()).expect("board"),
                rules(3),
            )
        })
        .collect();
    c.bench_function(
        "20 random 6x6 boards (18 pairs, 11 kinds, 3 turns), each proven",
        |b| {
            b.iter(|| {
                for p in &puzzles {
                    let s = solve(black_box(p), &Limits::none());
                    assert!(s.optimal || s.solvable == Some(false));
                }
            })
        },
    );
}

fn one_to_all(c: &mut Criterion) {
    // a half-empty 16x16 board: the source in the middle, targets everywhere
    let params = Params {
        rows: 16,
        cols: 16,
        pairs: 64,
        kinds: 1,
        blockers: 0,
    };
    let board = generate(&params, rules(2), false, 1, &Limits::none()).expect("board");
    let puzzle = Puzzle::new(board, rules(2));
    let arrangement = puzzle.arrange(puzzle.initial().words());
    let tiles = puzzle.tiles();
    let src = tiles[tiles.len() / 2].home;
    let targets: Vec<(usize, usize)> = tiles.iter().map(|t| t.home).filter(|&h| h != src).collect();
    let mut out = vec![0u32; targets.len()];
    assert!(arrangement.free.len() == PADDED);
    c.bench_function(
        "one-to-all min turns from one tile, 16x16 half full, 127 targets, 2 turns",
        |b| b.iter(|| min_turns_to(black_box(&arrangement.free), 18, src, &targets, 2, &mut out)),
    );
    c.bench_function(
        "one-to-all min turns, 16x16 half full, unlimited turns",
        |b| {
            b.iter(|| {
                min_turns_to(
                    black_box(&arrangement.free),
                    18,
                    src,
                    &targets,
                    u32::MAX,
                    &mut out,
                )
            })
        },
    );
}

fn packed_decide(c: &mut Criterion) {
    // the goal: each random deal decided (proven) in at most 1 s
    let params = Params {
        rows: 16,
        cols: 16,
        pairs: 128,
        kinds: 64,
        blockers: 0,
    };
    let deal = |seed: u64, clearable: bool| {
        Puzzle::new(
            generate(&params, rules(2), clearable, seed, &Limits::none()).expect("board"),
            rules(2),
        )
    };
    // generous limits: a regression shows as a failed assertion, not as a hang
    let limits = Limits::none().with_max_time(Duration::from_secs(10));
    let mut group = c.benchmark_group("16x16 packed, 64 kinds x 4, 2 turns");
    group.sample_size(10);
    let clearable = deal(1, true);
    group.bench_function("decide a clearable deal", |b| {
        b.iter(|| {
            let s = decide_from(black_box(&clearable), &clearable.initial(), &limits);
            assert_eq!(s.solvable, Some(true));
        })
    });
    for (seed, answer, why) in [
        (5, true, "clearable, found by the pairing search"),
        (13, false, "proven unclearable"),
        // tail deals, each over 1 s before the ranked pairing search joined the portfolio
        // (101: about 0.7 s in most runs, seconds in others, as the slices fall)
        (
            101,
            true,
            "clearable, ranked pairing search, timing-dependent",
        ),
        (111, true, "clearable, found by the ranked pairing search"),
    ] {
        let random = deal(seed, false);
        group.bench_function(format!("decide random deal {seed} ({why})"), |b| {
            b.iter(|| {
                let s = decide_from(black_box(&random), &random.initial(), &limits);
                assert_eq!(s.solvable, Some(answer), "seed {seed}");
            })
        });
    }
    let deals: Vec<Puzzle> = (0..20).map(|seed| deal(seed, false)).collect();
    group.bench_function("decide random deals 0..19, each proven", |b| {
        b.iter(|| {
            for (seed, random) in deals.iter().enumerate() {
                let s = decide_from(black_box(random), &random.initial(), &limits);
                assert!(s.solvable.is_some(), "seed {seed} undecided");
            }
        })
    });
    group.finish();
}

/// The anytime goal: on random packed 16x16 deals of 32 kinds x 8 (3 turns), within 10 s a
/// clearing at most 20% above the proven lower bound given with it. Seeds 0, 5 and 6 had the
/// widest gaps; each iteration solves one deal and prints its gap.
fn packed_anytime_gap(c: &mut Criterion) {
    let params = Params {
        rows: 16,
        cols: 16,
        pairs: 128,
        kinds: 32,
        blockers: 0,
    };
    let limits = Limits::none().with_max_time(Duration::from_secs(10));
    let mut group = c.benchmark_group("16x16 packed, 32 kinds x 8, 3 turns, 10 s anytime gap");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(100));
    for seed in [0, 5, 6] {
        let puzzle = Puzzle::new(
            generate(&params, rules(3), false, seed, &Limits::none()).expect("board"),
            rules(3),
        );
        group.bench_function(format!("random deal, seed {seed}"), |b| {
            b.iter(|| {
                let s = solve(black_box(&puzzle), &limits);
                let cost = s.cost.expect("a clearing within 10 s");
                assert_eq!(puzzle.replay(&s.moves), Ok(cost));
                let bound = s.lower_bound.expect("a clearing has a finite bound");
                let gap = cost as f64 / bound.max(1) as f64 - 1.0;
                eprintln!(
                    "seed {seed}: cost {cost}, proven bound {bound}, gap {:.1}%",
                    100.0 * gap
                );
                assert!(gap <= 0.2, "gap {:.1}% above the goal's 20%", 100.0 * gap);
            })
        });
    }
    group.finish();
}

/// The root's conflict analysis alone (level 0 and level 1, no time limit: its work budgets
/// stop it), on the seed board and on the packed 16x16 deals of [`packed_anytime_gap`].
fn root_conflicts(c: &mut Criterion) {
    let mut group = c.benchmark_group("root conflict analysis");
    group.sample_size(10);
    let board =
        parse_board(include_str!("../data/lianliankan-seed-board.txt")).expect("seed board");
    let seed = Puzzle::new(board, rules(3));
    group.bench_function("seed board 6x6, 3 turns", |b| {
        b.iter(|| conflicts(black_box(&seed), seed.initial().words()).bonus)
    });
    let params = Params {
        rows: 16,
        cols: 16,
        pairs: 128,
        kinds: 32,
        blockers: 0,
    };
    for seed in [0, 5] {
        let puzzle = Puzzle::new(
            generate(&params, rules(3), false, seed, &Limits::none()).expect("board"),
            rules(3),
        );
        group.bench_function(
            format!("16x16 packed, 32 kinds x 8, 3 turns, seed {seed}"),
            |b| b.iter(|| conflicts(black_box(&puzzle), puzzle.initial().words()).bonus),
        );
    }
    group.finish();
}

criterion_group!(
    benches,
    seed_board,
    seed_board_gravity,
    random_six,
    one_to_all,
    packed_decide,
    packed_anytime_gap,
    root_conflicts
);
criterion_main!(benches);
