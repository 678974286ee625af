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

use std::time::{Duration, Instant};

use search::{Limits, Stats, StopReason};

use crate::heuristic::{Evaluator, Heuristic, HeuristicError};
use crate::pdb::{Partition, PatternSet, PdbCache};
use crate::size::Size;
use crate::solver::remaining;

/// How often a waiting caller looks whether the tables are there.
const POLL: Duration = Duration::from_millis(5);

/// The tables the backend uses for `size`, waited for within `limits`; with the limits left
/// after the wait (the time spent waiting taken off).
pub fn pattern_set(
    size: Size,
    limits: &Limits,
) -> Result<(&'static PatternSet, Limits), StopReason> {
    let partition = Partition::default_for(size);
    if let Some(set) = PdbCache::loaded(partition) {
        return Ok((set, limits.clone()));
    }
    let cache = PdbCache::default();
    if limits.max_time.is_none() && limits.cancel.is_none() {
        return Ok((cache.shared(partition), limits.clone()));
    }
    let started = Instant::now();
    let budget = limits.start();
    loop {
        // Again each time: a failed background build is restarted.
        cache.load_in_background(partition);
        if let Some(set) = PdbCache::loaded(partition) {
            return Ok((set, after(limits, started.elapsed())));
        }
        if let Some(reason) = budget.interrupted() {
            return Err(reason);
        }
        std::thread::sleep(POLL);
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

/// The evaluator of `heuristic` on `size`: the pattern databases waited for within `limits`,
/// any other heuristic at once (the walking distance builds its small table in milliseconds).
/// The limits left come back with it.
pub fn evaluator(
    heuristic: Heuristic,
    size: Size,
    limits: &Limits,
) -> Result<(Evaluator, Limits), NotReady> {
    if heuristic == Heuristic::Pdb {
        return pattern_set(size, limits)
            .map(|(set, left)| (Evaluator::pdb(set), left))
            .map_err(NotReady::Stopped);
    }
    let evaluator =
        Evaluator::new(heuristic, size, &PdbCache::default()).map_err(NotReady::Unsupported)?;
    Ok((evaluator, limits.clone()))
}

/// The pattern databases of `size` if they are loaded already (never waits, never starts a
/// load).
pub fn if_loaded(size: Size) -> Option<&'static PatternSet> {
    PdbCache::loaded(Partition::default_for(size))
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
            let answer = pattern_set(Size::Three, &cancelled);
            assert!(matches!(answer, Err(StopReason::Cancelled)) || answer.is_ok());
            assert!(started.elapsed() < Duration::from_secs(2));
        }
        let limits = Limits::none().with_max_time(Duration::from_secs(60));
        let (set, left) = pattern_set(Size::Three, &limits).unwrap();
        assert_eq!(set.partition(), Partition::Exact3);
        assert!(left.max_time.is_some_and(|t| t <= Duration::from_secs(60)));
        assert!(if_loaded(Size::Three).is_some());
        let (e, _) = evaluator(Heuristic::Manhattan, Size::Five, &limits).unwrap();
        assert_eq!(e.heuristic(), Heuristic::Manhattan);
        assert!(matches!(
            evaluator(Heuristic::WalkingDistance, Size::Five, &limits),
            Err(NotReady::Unsupported(_))
        ));
    }
}
