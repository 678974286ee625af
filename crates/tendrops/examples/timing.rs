//! Solves the benchmark boards once each and prints the proven minimum, the nodes and the
//! time (a quick, load-independent check between changes to the exact solver):
//! `cargo run --release -p tendrops --example timing -- [LABEL ...]`.

use std::time::Duration;

use search::Limits;
use tendrops::{solve, Board, Objective, Rules, SolveOptions};

/// (label, board, empty taps allowed).
const BOARDS: [(&str, &str, bool); 9] = [
    ("8a", "040043/234201/104120/104302/140000/043100", true),
    ("8b", "020104/040020/103134/410004/202443/301223", true),
    ("9", "031020/420313/404004/400302/410124/232002", true),
    ("10", "014442/100201/000040/101103/144212/032203", true),
    (
        "forbid-9",
        "031020/420313/404004/400302/410124/232002",
        false,
    ),
    (
        "forbid-10",
        "014442/100201/000040/101103/144212/032203",
        false,
    ),
    (
        "forbid-14",
        "103430/221202/300200/201010/000040/003313",
        false,
    ),
    ("hard-a", "434021/340021/001124/141131/302030/124201", true),
    ("hard-b", "320101/014020/010230/223030/300243/140042", true),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let most_left = args.iter().any(|a| a == "--most-left");
    let seconds: u64 = std::env::var("TD_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(30);
    let limits = Limits::none().with_max_time(Duration::from_secs(seconds));
    for (label, text, empty_taps) in BOARDS {
        let wanted: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
        if !wanted.is_empty() && !wanted.iter().any(|w| w.as_str() == label) {
            continue;
        }
        let Ok(board) = text.parse::<Board>() else {
            continue;
        };
        let mut options = SolveOptions::new(Rules::default().with_empty_taps(empty_taps));
        if most_left {
            options.objective = Objective::MostLeft;
        }
        let Ok(s) = solve(&board, &options, &limits) else {
            continue;
        };
        println!(
            "{label:10} taps={:?} left={:?} lb={} claim={} expanded={} generated={} t={:.3}s",
            s.taps,
            s.drops_left,
            s.lower_bound,
            s.claim,
            s.stats.expanded,
            s.stats.generated,
            s.stats.elapsed.as_secs_f64()
        );
    }
}
