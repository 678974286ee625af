//! One budget for a whole request that runs several computations (a comparison of ten
//! algorithms, an import that rates a thousand rows): each run gets an equal share of what is
//! left, so the total never exceeds the request's limits.

use std::time::{Duration, Instant};

use search::{Limits, Stats};

/// A request's limits, shared out among the runs it makes.
#[derive(Debug)]
pub struct SharedBudget {
    limits: Limits,
    started: Instant,
    spent_nodes: u64,
}

impl SharedBudget {
    /// Starts the clock on `limits`.
    pub fn new(limits: &Limits) -> Self {
        SharedBudget {
            limits: limits.clone(),
            started: Instant::now(),
            spent_nodes: 0,
        }
    }

    /// The limits for the next run when `runs_left` runs (this one included) still share what
    /// is left: an equal part of the nodes and time remaining. The cancel flag and progress
    /// callback carry over.
    pub fn next(&self, runs_left: usize) -> Limits {
        let share = runs_left.max(1) as u64;
        let mut limits = self.limits.clone();
        if let Some(max) = self.limits.max_expanded {
            limits.max_expanded = Some(max.saturating_sub(self.spent_nodes) / share);
        }
        if let Some(max) = self.limits.max_time {
            let left = max.saturating_sub(self.started.elapsed());
            limits.max_time = Some(left / share as u32);
        }
        limits
    }

    /// Records what a run spent.
    pub fn spend(&mut self, stats: &Stats) {
        self.spent_nodes = self.spent_nodes.saturating_add(stats.expanded);
    }

    /// Whether nothing is left (time or nodes), or the request was cancelled.
    pub fn exhausted(&self) -> bool {
        let nodes = self
            .limits
            .max_expanded
            .is_some_and(|max| self.spent_nodes >= max);
        let time = self
            .limits
            .max_time
            .is_some_and(|max| self.started.elapsed() >= max);
        let cancelled = self
            .limits
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed));
        nodes || time || cancelled
    }

    /// Time since the budget started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_are_equal_parts_of_what_is_left() {
        let limits = Limits::none()
            .with_max_expanded(1000)
            .with_max_time(Duration::from_secs(100));
        let mut budget = SharedBudget::new(&limits);
        let first = budget.next(4);
        assert_eq!(first.max_expanded, Some(250));
        assert!(first.max_time.is_some_and(|t| t <= Duration::from_secs(25)));
        budget.spend(&Stats {
            expanded: 100,
            ..Stats::default()
        });
        assert_eq!(budget.next(3).max_expanded, Some(300));
        assert!(!budget.exhausted());
        budget.spend(&Stats {
            expanded: 900,
            ..Stats::default()
        });
        assert!(budget.exhausted());
        assert_eq!(budget.next(1).max_expanded, Some(0));
        // no limits stay no limits
        assert_eq!(
            SharedBudget::new(&Limits::none()).next(5).max_expanded,
            None
        );
    }
}
