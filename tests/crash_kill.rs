//! `puzzlelab` killed with SIGKILL at random moments while it writes never leaves a database
//! it refuses, and every write is all or nothing (issue "Serving a class" #1; the machinery
//! is in `support/crash.rs`).
//!
//! The short test (in the suite) kills 40 imports of the CLI. The long run kills the CLI and
//! the server during imports, saves and migrations, 240 times unless
//! `PUZZLELAB_CRASH_KILLS` says otherwise:
//! `cargo test --release --test crash_kill -- --ignored --nocapture`.
//! Both print their seed; `PUZZLELAB_CRASH_SEED=N` replays a run's kill moments.

#![cfg(unix)]

#[path = "support/crash.rs"]
mod crash;

use std::time::Instant;

use crash::{Lab, Round};

#[test]
fn forty_kills_during_imports_always_leave_a_database_that_reopens() {
    let started = Instant::now();
    let (mut lab, seed) = Lab::new(&[Round::CliImport]);
    eprintln!("seed {seed}");
    while lab.tally.total_kills() < 40 {
        assert!(
            lab.tally.rounds < 80,
            "most imports finished before their kill (seed {seed})"
        );
        lab.round(Round::CliImport);
    }
    eprintln!("{}", lab.tally.report(seed, started.elapsed()));
    assert_eq!(lab.tally.reopened, lab.tally.rounds);
}

#[test]
#[ignore = "the long run, minutes: cargo test --release --test crash_kill -- --ignored --nocapture"]
fn hundreds_of_kills_during_imports_saves_and_migrations() {
    let kills: usize = std::env::var("PUZZLELAB_CRASH_KILLS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(240);
    let started = Instant::now();
    let kinds = [Round::CliImport, Round::Server, Round::Migration];
    let (mut lab, seed) = Lab::new(&kinds);
    lab.keep_imports = 40;
    eprintln!("seed {seed}");
    while lab.tally.total_kills() < kills {
        assert!(
            lab.tally.rounds < 2 * kills,
            "most processes finished before their kill (seed {seed})"
        );
        let kind = kinds[lab.rng.below(kinds.len())];
        lab.round(kind);
        if lab.tally.rounds % 20 == 0 {
            eprintln!(
                "{} rounds, {} kills, {:.0} s",
                lab.tally.rounds,
                lab.tally.total_kills(),
                started.elapsed().as_secs_f64()
            );
        }
    }
    eprintln!("{}", lab.tally.report(seed, started.elapsed()));
    assert_eq!(lab.tally.reopened, lab.tally.rounds);
    for kind in lab.tally.kills.values() {
        assert!(
            *kind >= kills / 5,
            "every kind of round was killed: {:?}",
            lab.tally.kills
        );
    }
}
