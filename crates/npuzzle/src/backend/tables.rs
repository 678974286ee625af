//! The pattern databases behind the backend, waited for within the caller's limits.
//!
//! The backend uses each size's default partition (3x3: the exact 8-tile table; 4x4: 6-6-3;
//! 5x5: 5-5-5-5-4), stored in [`default_cache_dir`](crate::default_cache_dir)
//! (`$PUZZLELAB_CACHE`, else the user's cache directory) and kept once per process
//! ([`PdbCache::shared`]). Loading them from disk takes milliseconds, but the first use on a
//! machine builds them: 0.05 s on 3x3, 3-5 s for 4x4 6-6-3, about 4 s for 5x5 (see
//! [`crate::pdb`]). A build cannot be interrupted, so a caller with a time limit or a cancel
//! flag starts it on a background thread ([`PdbCache::load_in_background`]) and waits only as
//! long as its limits allow; if they run out first it is told why, and the build goes on for
//! the next request. Without a time limit or cancel flag the tables are loaded right here.
//!
//! A goal whose blank is not in a corner needs tables of its own (see [`crate::pdb`]): built
//! on first use in the process, a few hundredths of a second on 3x3 and one table of the
//! partition on 4x4 and 5x5 (about 2 s), then kept and stored. The exact solver does not let a
//! request wait for those longer than half its time: past that it searches with a heuristic
//! that needs no such tables ([`fallback`]) and says so, while the build goes on.

use std::time::{Duration, Instant};

use puzzle::{Phrase, Words};
use search::{Limits, Stats, StopReason};

use crate::goal::Goal;
use crate::heuristic::{pdb_frame, Evaluator, Heuristic, HeuristicError};
use crate::pdb::{Partition, PatternSet, PdbCache};
use crate::size::Size;
use crate::solver::remaining;

/// How often a waiting caller looks whether the tables are there.
const POLL: Duration = Duration::from_millis(5);

/// The partition and canonical blank cell of the tables the backend uses towards `goal`.
fn tables_for(goal: &Goal) -> (Partition, usize) {
    (
        Partition::default_for(goal.size()),
        pdb_frame(goal).canonical().blank(),
    )
}

/// Whether `goal` needs tables the standard goal does not (its blank is not in a corner).
pub fn needs_own_tables(goal: &Goal) -> bool {
    tables_for(goal).1 != goal.size().cells() - 1
}

/// The `pdb` evaluator the backend uses towards `goal`, waited for within `limits`; with the
/// limits left after the wait (the time spent waiting taken off).
pub fn pattern_set(goal: &Goal, limits: &Limits) -> Result<(Evaluator, Limits), StopReason> {
    let (set, left) = wait_for(goal, limits)?;
    let evaluator = Evaluator::pdb_towards(set, goal).ok_or(StopReason::NodeLimit)?;
    Ok((evaluator, left))
}

/// The tables towards `goal`, waited for within `limits`.
fn wait_for(goal: &Goal, limits: &Limits) -> Result<(&'static PatternSet, Limits), StopReason> {
    let (partition, blank) = tables_for(goal);
    if let Some(set) = PdbCache::loaded_for(partition, blank) {
        return Ok((set, limits.clone()));
    }
    let cache = PdbCache::default();
    if limits.max_time.is_none() && limits.cancel.is_none() {
        return Ok((cache.shared_for(partition, blank), limits.clone()));
    }
    let started = Instant::now();
    let budget = limits.start();
    loop {
        // Again each time: a failed background build is restarted.
        cache.load_in_background_for(partition, blank);
        if let Some(set) = PdbCache::loaded_for(partition, blank) {
            return Ok((set, after(limits, started.elapsed())));
        }
        if let Some(reason) = budget.interrupted() {
            return Err(reason);
        }
        std::thread::sleep(POLL);
    }
}

/// The heuristic the exact solver uses towards a goal whose own tables are not ready: the
/// walking distance (3x3, 4x4) or linear conflict (5x5), both admissible and table-free.
pub fn fallback(size: Size) -> Heuristic {
    if size == Size::Five {
        Heuristic::LinearConflict
    } else {
        Heuristic::WalkingDistance
    }
}

/// The exact solver's evaluator towards `goal` with its tables: what [`pattern_set`] gives,
/// except that a goal with tables of its own ([`needs_own_tables`]) waits at most half the
/// time of `limits` and then gets the [`fallback`] heuristic, with a note that says so.
pub fn engine_pdb(
    goal: &Goal,
    limits: &Limits,
) -> Result<(Evaluator, Limits, Option<Phrase>), StopReason> {
    if !needs_own_tables(goal) || limits.max_time.is_none() {
        return pattern_set(goal, limits).map(|(e, left)| (e, left, None));
    }
    let half = Limits {
        max_time: limits.max_time.map(|t| t / 2),
        ..limits.clone()
    };
    let started = Instant::now();
    match pattern_set(goal, &half) {
        Ok((evaluator, _)) => Ok((evaluator, after(limits, started.elapsed()), None)),
        Err(StopReason::TimeLimit) => {
            let heuristic = fallback(goal.size());
            let evaluator = Evaluator::towards(heuristic, goal, &PdbCache::default())
                .map_err(|_| StopReason::TimeLimit)?;
            let partition = Partition::default_for(goal.size());
            let note = Phrase::said(
                Words::new("n-puzzle-tables-goal-fallback")
                    .arg("partition", partition)
                    .word(
                        "heuristic",
                        Words::new(format!("heuristic-{}", heuristic.name())),
                    ),
            );
            Ok((evaluator, after(limits, started.elapsed()), Some(note)))
        }
        Err(reason) => Err(reason),
    }
}

/// `limits` with `waited` taken off the time budget.
fn after(limits: &Limits, waited: Duration) -> Limits {
    let spent = Stats {
        elapsed: waited,
        ..Stats::default()
    };
    remaining(limits, &spent)
}

/// Why no evaluator was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotReady {
    /// The limits ran out while the pattern databases were loading or being built.
    Stopped(StopReason),
    /// The heuristic does not work on this size (walking distance on 5x5).
    Unsupported(HeuristicError),
}

/// The evaluator of `heuristic` towards `goal`: the pattern databases waited for within
/// `limits`, any other heuristic at once (the walking distance builds its small table in
/// milliseconds). The limits left come back with it.
pub fn evaluator(
    heuristic: Heuristic,
    goal: &Goal,
    limits: &Limits,
) -> Result<(Evaluator, Limits), NotReady> {
    if heuristic == Heuristic::Pdb {
        return pattern_set(goal, limits).map_err(NotReady::Stopped);
    }
    let evaluator =
        Evaluator::towards(heuristic, goal, &PdbCache::default()).map_err(NotReady::Unsupported)?;
    Ok((evaluator, limits.clone()))
}

/// The `pdb` evaluator towards `goal` if its tables are loaded already (never waits, never
/// starts a load).
pub fn if_loaded(goal: &Goal) -> Option<Evaluator> {
    let (partition, blank) = tables_for(goal);
    PdbCache::loaded_for(partition, blank).and_then(|set| Evaluator::pdb_towards(set, goal))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    #[test]
    fn waiting_honours_the_cancel_flag_and_returns_the_time_left() {
        let cancelled = Limits::none().with_cancel(Arc::new(AtomicBool::new(true)));
        // 3x3 builds in a blink, but a cancelled caller does not wait for it
        if PdbCache::loaded(Partition::Exact3).is_none() {
            let started = Instant::now();
            let answer = pattern_set(&Goal::standard(Size::Three), &cancelled);
            assert!(matches!(answer, Err(StopReason::Cancelled)) || answer.is_ok());
            assert!(started.elapsed() < Duration::from_secs(2));
        }
        let limits = Limits::none().with_max_time(Duration::from_secs(60));
        let three = Goal::standard(Size::Three);
        let (e, left) = pattern_set(&three, &limits).unwrap();
        assert_eq!(
            e.pattern_set().map(PatternSet::partition),
            Some(Partition::Exact3)
        );
        assert!(left.max_time.is_some_and(|t| t <= Duration::from_secs(60)));
        assert!(if_loaded(&three).is_some());
        let five = Goal::standard(Size::Five);
        let (e, _) = evaluator(Heuristic::Manhattan, &five, &limits).unwrap();
        assert_eq!(e.heuristic(), Heuristic::Manhattan);
        assert!(matches!(
            evaluator(Heuristic::WalkingDistance, &five, &limits),
            Err(NotReady::Unsupported(_))
        ));
    }

    #[test]
    fn goals_with_tables_of_their_own() {
        let corner = Goal::new("0 1 2/3 4 5/6 7 8".parse().unwrap());
        let middle = Goal::new("1 2 3/8 0 4/7 6 5".parse().unwrap());
        assert!(!needs_own_tables(&corner) && needs_own_tables(&middle));
        let limits = Limits::none().with_max_time(Duration::from_secs(60));
        let (e, _, note) = engine_pdb(&middle, &limits).unwrap();
        assert_eq!((e.heuristic(), note), (Heuristic::Pdb, None));
        assert_eq!(e.goal(), &middle);
        assert!(if_loaded(&middle).is_some());
        assert_eq!(fallback(Size::Four), Heuristic::WalkingDistance);
    }
}
