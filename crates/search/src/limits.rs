//! Node budget, time budget, cancellation and progress reporting shared by all algorithms.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::report::{Stats, StopReason};

/// A progress snapshot handed to [`Limits::progress`] while a search runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Progress {
    /// Nodes expanded so far.
    pub expanded: u64,
    /// Nodes generated so far.
    pub generated: u64,
    /// The frontier's size now.
    pub frontier: u64,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// The longest time budget [`Limits::with_max_time`] keeps: a year.
pub const MAX_TIME: Duration = Duration::from_secs(365 * 24 * 3600);

/// The memory one job's tables may hold (closed sets, transposition tables), in bytes.
/// A search that would grow beyond it stops with [`StopReason::MemoryLimit`]: a stop by a
/// limit, never a claim that no solution exists.
pub const MAX_JOB_MEMORY: usize = 512 << 20;

/// Callback receiving progress snapshots (roughly every 100 ms of work).
pub type ProgressFn = Arc<dyn Fn(&Progress) + Send + Sync>;

/// What a search may spend. The default is unlimited; a web request always sets limits.
#[derive(Clone, Default)]
pub struct Limits {
    /// Stop after this many node expansions.
    pub max_expanded: Option<u64>,
    /// Stop after this much wall-clock time.
    pub max_time: Option<Duration>,
    /// Stop when the search holds more than this many bytes (measured only where the
    /// program installs [`CountingAllocator`](crate::CountingAllocator); see
    /// [`crate::memory`]).
    pub max_memory: Option<u64>,
    /// Stop as soon as this flag becomes true (checked regularly).
    pub cancel: Option<Arc<AtomicBool>>,
    /// Receives progress snapshots.
    pub progress: Option<ProgressFn>,
}

impl std::fmt::Debug for Limits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Limits")
            .field("max_expanded", &self.max_expanded)
            .field("max_time", &self.max_time)
            .field("max_memory", &self.max_memory)
            .field(
                "cancel",
                &self.cancel.as_ref().map(|c| c.load(Ordering::Relaxed)),
            )
            .field("progress", &self.progress.is_some())
            .finish()
    }
}

impl Limits {
    /// No limits at all.
    pub fn none() -> Self {
        Self::default()
    }

    /// These limits with a node budget.
    pub fn with_max_expanded(mut self, n: u64) -> Self {
        self.max_expanded = Some(n);
        self
    }

    /// These limits with a time budget, at most [`MAX_TIME`] (a longer budget is no limit in
    /// practice, and a deadline beyond the clock's range would overflow).
    pub fn with_max_time(mut self, t: Duration) -> Self {
        self.max_time = Some(t.min(MAX_TIME));
        self
    }

    /// These limits with a memory budget in bytes.
    pub fn with_max_memory(mut self, bytes: u64) -> Self {
        self.max_memory = Some(bytes);
        self
    }

    /// The memory a job's tables may be sized to: the memory budget, at most
    /// [`MAX_JOB_MEMORY`].
    pub fn table_memory(&self) -> usize {
        self.max_memory.map_or(MAX_JOB_MEMORY, |m| {
            usize::try_from(m).unwrap_or(usize::MAX).min(MAX_JOB_MEMORY)
        })
    }

    /// These limits with a cancel flag.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// These limits with a progress callback.
    pub fn with_progress(mut self, f: ProgressFn) -> Self {
        self.progress = Some(f);
        self
    }

    /// Starts the clock: the returned [`Budget`] is what an algorithm checks as it runs.
    pub fn start(&self) -> Budget<'_> {
        let now = Instant::now();
        Budget {
            limits: self,
            started: now,
            last_progress: now,
            last_clock: now,
            calls: 0,
            memory_at_start: crate::memory::thread_held_bytes(),
            peak_memory: AtomicU64::new(0),
            stride: 1,
        }
    }
}

/// A running search's view of its [`Limits`]: it remembers when the search started.
pub struct Budget<'a> {
    limits: &'a Limits,
    started: Instant,
    last_progress: Instant,
    /// When the clock was last read by [`Budget::check`].
    last_clock: Instant,
    /// Calls to [`Budget::check`] since the clock was last read.
    calls: u64,
    /// What the thread held when the search started (`None`: memory is not measured).
    memory_at_start: Option<i64>,
    /// The most the search has held so far, at the checks.
    peak_memory: AtomicU64,
    /// Calls to [`Budget::check`] between two reads of the clock and the cancel flag: it
    /// adapts so that the reads come about every [`CLOCK_INTERVAL`], whether an expansion
    /// takes a microsecond or ten milliseconds.
    stride: u64,
}

/// The most calls to [`Budget::check`] between two reads of the clock (cheap expansions).
const MAX_STRIDE: u64 = 256;

/// How often [`Budget::check`] aims to read the clock and the cancel flag.
const CLOCK_INTERVAL: Duration = Duration::from_millis(1);

impl Budget<'_> {
    /// Time since the search started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The memory the search's tables may be sized to (see [`Limits::table_memory`]).
    pub fn table_memory(&self) -> usize {
        self.limits.table_memory()
    }

    /// The most memory the search held at any check so far, in bytes (0 when memory is not
    /// measured, see [`crate::memory`]).
    pub fn peak_memory(&self) -> u64 {
        self.peak_memory.load(Ordering::Relaxed)
    }

    /// Measures the memory held now; whether it is over the budget.
    fn over_memory(&self) -> bool {
        let (Some(start), Some(now)) = (self.memory_at_start, crate::memory::thread_held_bytes())
        else {
            return false;
        };
        let held = u64::try_from(now.saturating_sub(start)).unwrap_or(0);
        self.peak_memory.fetch_max(held, Ordering::Relaxed);
        self.limits.max_memory.is_some_and(|max| held > max)
    }

    /// Call once per expansion (cheap). Returns why the search must stop, if it must.
    /// `frontier` is the current frontier size, used for progress reports only.
    pub fn check(&mut self, stats: &Stats, frontier: u64) -> Option<StopReason> {
        if let Some(max) = self.limits.max_expanded {
            if stats.expanded >= max {
                return Some(StopReason::NodeLimit);
            }
        }
        self.calls += 1;
        if self.calls < self.stride {
            return None;
        }
        self.calls = 0;
        if let Some(flag) = &self.limits.cancel {
            if flag.load(Ordering::Relaxed) {
                return Some(StopReason::Cancelled);
            }
        }
        if self.over_memory() {
            return Some(StopReason::MemoryLimit);
        }
        let now = Instant::now();
        self.adapt_stride(now - self.last_clock);
        self.last_clock = now;
        let elapsed = now - self.started;
        if let Some(max) = self.limits.max_time {
            if elapsed >= max {
                return Some(StopReason::TimeLimit);
            }
        }
        if let Some(report) = &self.limits.progress {
            if now - self.last_progress >= Duration::from_millis(100) {
                self.last_progress = now;
                report(&Progress {
                    expanded: stats.expanded,
                    generated: stats.generated,
                    frontier,
                    elapsed,
                });
            }
        }
        None
    }

    /// Sets the stride so that the next `stride` calls take about [`CLOCK_INTERVAL`], given
    /// that the last `stride` calls took `took`: slow expansions read the clock at once,
    /// fast ones every [`MAX_STRIDE`] calls.
    fn adapt_stride(&mut self, took: Duration) {
        let per_call = took.as_nanos() / u128::from(self.stride);
        let fitting = CLOCK_INTERVAL.as_nanos() / per_call.max(1);
        // grow at most twofold at a time (a few quick calls say little), shrink at once
        let wanted = u64::try_from(fitting).unwrap_or(MAX_STRIDE);
        self.stride = wanted.min(self.stride * 2).clamp(1, MAX_STRIDE);
    }

    /// Checks only the cancel flag, the memory and the clock, for loops that do not expand
    /// nodes.
    pub fn interrupted(&self) -> Option<StopReason> {
        if let Some(flag) = &self.limits.cancel {
            if flag.load(Ordering::Relaxed) {
                return Some(StopReason::Cancelled);
            }
        }
        if self.over_memory() {
            return Some(StopReason::MemoryLimit);
        }
        match self.limits.max_time {
            Some(max) if self.started.elapsed() >= max => Some(StopReason::TimeLimit),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_expansions_read_the_clock_at_once() {
        // each expansion takes 2 ms: a 20 ms budget must stop after about ten of them, not
        // after a fixed stride of a few hundred (which would overrun it twenty-fold)
        let limits = Limits::none().with_max_time(Duration::from_millis(20));
        let mut budget = limits.start();
        let stats = Stats::default();
        let mut checks = 0;
        while budget.check(&stats, 0).is_none() {
            checks += 1;
            assert!(checks < 40, "still running after {checks} slow expansions");
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(budget.check(&stats, 0), Some(StopReason::TimeLimit));
    }

    #[test]
    fn fast_expansions_read_the_clock_rarely() {
        let limits = Limits::none().with_max_time(Duration::from_secs(3600));
        let mut budget = limits.start();
        let stats = Stats::default();
        for _ in 0..100_000 {
            assert_eq!(budget.check(&stats, 0), None);
        }
        assert!(budget.stride > 16, "stride {}", budget.stride);
    }
}
