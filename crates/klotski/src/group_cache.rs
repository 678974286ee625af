//! [`GroupCache`]: the groups explored lately, so that a game asking "how far from here" and
//! "which move next" after every move gets a lookup instead of a new exploration.
//!
//! Bounded (a few groups, and a cap on the positions held in all of them) and thread-safe (one
//! mutex, held only to look up or insert, never while exploring). [`GroupCache::shared`] is
//! the one instance the puzzle backend uses.

use std::sync::{Arc, Mutex, MutexGuard};

use search::{Limits, StopReason};

use crate::analysis::{explore_group, GroupMap};
use crate::board::Board;
use crate::metric::Metric;

/// Groups kept by [`GroupCache::shared`].
pub const SHARED_GROUPS: usize = 6;
/// Positions kept by [`GroupCache::shared`] over all its groups (about 60 bytes each).
pub const SHARED_POSITIONS: usize = 3_000_000;

/// Recently explored groups, most recently used last.
pub struct GroupCache {
    entries: Mutex<Vec<(Metric, Arc<GroupMap>)>>,
    max_groups: usize,
    max_positions: usize,
}

impl std::fmt::Debug for GroupCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sizes: Vec<(Metric, usize)> = self.lock().iter().map(|(m, g)| (*m, g.len())).collect();
        f.debug_struct("GroupCache")
            .field("groups", &sizes)
            .field("max_groups", &self.max_groups)
            .field("max_positions", &self.max_positions)
            .finish()
    }
}

impl GroupCache {
    /// An empty cache keeping at most `max_groups` groups and `max_positions` positions in
    /// all; a group larger than `max_positions` is explored but not kept.
    pub const fn new(max_groups: usize, max_positions: usize) -> Self {
        GroupCache {
            entries: Mutex::new(Vec::new()),
            max_groups,
            max_positions,
        }
    }

    /// The cache the puzzle backend's hints and ratings share.
    pub fn shared() -> &'static GroupCache {
        static SHARED: GroupCache = GroupCache::new(SHARED_GROUPS, SHARED_POSITIONS);
        &SHARED
    }

    fn lock(&self) -> MutexGuard<'_, Vec<(Metric, Arc<GroupMap>)>> {
        // A panic while holding the lock cannot leave the list half-changed: keep using it.
        self.entries
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The cached group holding `board` in `metric`, marked as used, if any.
    pub fn get(&self, board: Board, metric: Metric) -> Option<Arc<GroupMap>> {
        let mut entries = self.lock();
        let i = entries
            .iter()
            .position(|(m, g)| *m == metric && g.contains(board))?;
        let entry = entries.remove(i);
        let group = Arc::clone(&entry.1);
        entries.push(entry);
        Some(group)
    }

    /// The group of `board` in `metric`: from the cache, or explored within `limits` and kept.
    pub fn group(
        &self,
        board: Board,
        metric: Metric,
        limits: &Limits,
    ) -> Result<Arc<GroupMap>, StopReason> {
        if let Some(group) = self.get(board, metric) {
            return Ok(group);
        }
        let group = Arc::new(explore_group(board, metric, limits)?);
        if group.len() <= self.max_positions && self.max_groups > 0 {
            let mut entries = self.lock();
            // Another thread may have explored the same group meanwhile.
            if !entries
                .iter()
                .any(|(m, g)| *m == metric && g.contains(board))
            {
                entries.push((metric, Arc::clone(&group)));
            }
            while entries.len() > self.max_groups
                || entries.iter().map(|(_, g)| g.len()).sum::<usize>() > self.max_positions
            {
                entries.remove(0);
            }
        }
        Ok(group)
    }

    /// How many groups are kept now.
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    /// Whether no group is kept.
    pub fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    /// Forgets every group.
    pub fn clear(&self) {
        self.lock().clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;
    use crate::moves::{apply_move, legal_moves};

    #[test]
    fn a_group_is_explored_once_and_the_oldest_goes_first() {
        let cache = GroupCache::new(2, 1_000_000);
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let first = cache.group(start, Metric::Step, &Limits::none()).unwrap();
        // Any position of the group is a hit, in the same metric only.
        let next = apply_move(start, legal_moves(start, Metric::Step)[0], Metric::Step).unwrap();
        let hit = cache.group(next, Metric::Step, &Limits::none()).unwrap();
        assert!(Arc::ptr_eq(&first, &hit));
        assert!(cache.get(start, Metric::Unit).is_none());
        cache.group(start, Metric::Unit, &Limits::none()).unwrap();
        assert_eq!(cache.len(), 2);
        // A third group (other pieces) pushes out the least recently used (step).
        let other = parse_grid("SSSV/CCVV/CCVV/.HHV/.SHH").unwrap();
        cache.group(other, Metric::Step, &Limits::none()).unwrap();
        assert_eq!(cache.len(), 2);
        assert!(cache.get(start, Metric::Step).is_none());
        assert!(cache.get(start, Metric::Unit).is_some());
        cache.clear();
        assert!(cache.is_empty());
    }

    #[test]
    fn groups_too_large_are_not_kept_and_limits_stop_exploring() {
        let cache = GroupCache::new(4, 100);
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        assert!(cache.group(start, Metric::Step, &Limits::none()).is_ok());
        assert!(cache.is_empty());
        let stopped = cache.group(start, Metric::Step, &Limits::none().with_max_expanded(10));
        assert_eq!(stopped.err(), Some(StopReason::NodeLimit));
    }
}
