//! Proven answers are kept, so asking again is instant: a solve whose claim is `optimal` or
//! `no_solution`, or an optimal hint, does not depend on the limits it was computed with.
//! They are kept in memory (least recently used first out, within a byte budget) and, when
//! one took long to prove (`LimitPolicy::store_proven_after`), in the database's results too (so they outlive a restart), under
//! the puzzle's engine version (a new engine proves afresh).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use serde_json::Value;

/// Memory for kept answers, counted as the length of their JSON text.
pub(crate) const MEMORY_BUDGET_BYTES: usize = 32 * 1024 * 1024;
/// The larger answers are not kept in the database (a 200-step solve with drawings is far
/// smaller).
const LARGEST_STORED_BYTES: usize = 4 * 1024 * 1024;

/// The key of a kept answer in the database's results, under the puzzle's id.
pub(crate) fn stored_key(engine_version: &str, key: &str) -> String {
    format!("proven/{engine_version}/{key}")
}

/// Whether an answer of `bytes` that took `took` is written to the database, when answers
/// that took at least `threshold` are.
pub(crate) fn worth_storing(took: Duration, threshold: Duration, bytes: usize) -> bool {
    took >= threshold && bytes <= LARGEST_STORED_BYTES
}

struct Kept {
    answer: Arc<Value>,
    bytes: usize,
    used: u64,
}

#[derive(Default)]
struct Shelf {
    by_key: HashMap<String, Kept>,
    by_use: BTreeMap<u64, String>,
    bytes: usize,
    clock: u64,
}

/// Proven answers in memory. Cheap to clone.
#[derive(Clone)]
pub(crate) struct ProvenAnswers {
    shelf: Arc<Mutex<Shelf>>,
    budget: usize,
}

impl Default for ProvenAnswers {
    fn default() -> Self {
        ProvenAnswers::with_budget(MEMORY_BUDGET_BYTES)
    }
}

impl ProvenAnswers {
    /// Keeps answers up to `budget` bytes of JSON in all.
    pub(crate) fn with_budget(budget: usize) -> Self {
        ProvenAnswers {
            shelf: Arc::new(Mutex::new(Shelf::default())),
            budget,
        }
    }

    /// The answer kept under `key`, if any (it becomes the most recently used).
    pub(crate) fn get(&self, key: &str) -> Option<Arc<Value>> {
        let mut shelf = self.shelf.lock().unwrap_or_else(PoisonError::into_inner);
        shelf.clock += 1;
        let now = shelf.clock;
        let kept = shelf.by_key.get_mut(key)?;
        let before = std::mem::replace(&mut kept.used, now);
        let answer = Arc::clone(&kept.answer);
        shelf.by_use.remove(&before);
        shelf.by_use.insert(now, key.to_owned());
        Some(answer)
    }

    /// Keeps `answer` (of `bytes` bytes of JSON) under `key`, dropping the least recently used
    /// answers to stay within the budget. An answer larger than the whole budget is not kept.
    pub(crate) fn put(&self, key: String, answer: Value, bytes: usize) {
        if bytes > self.budget {
            return;
        }
        let mut shelf = self.shelf.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(old) = shelf.by_key.remove(&key) {
            shelf.by_use.remove(&old.used);
            shelf.bytes -= old.bytes;
        }
        while shelf.bytes + bytes > self.budget {
            let Some((_, oldest)) = shelf.by_use.pop_first() else {
                break;
            };
            if let Some(gone) = shelf.by_key.remove(&oldest) {
                shelf.bytes -= gone.bytes;
            }
        }
        shelf.clock += 1;
        let used = shelf.clock;
        shelf.by_use.insert(used, key.clone());
        shelf.bytes += bytes;
        shelf.by_key.insert(
            key,
            Kept {
                answer: Arc::new(answer),
                bytes,
                used,
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_least_recently_used_answer_leaves_first() {
        let kept = ProvenAnswers::with_budget(30);
        kept.put("a".into(), json!(1), 10);
        kept.put("b".into(), json!(2), 10);
        kept.put("c".into(), json!(3), 10);
        assert!(kept.get("a").is_some(), "a is now the most recently used");
        kept.put("d".into(), json!(4), 10);
        assert!(kept.get("b").is_none(), "b was the least recently used");
        for key in ["a", "c", "d"] {
            assert!(kept.get(key).is_some(), "{key} stays");
        }
        kept.put("huge".into(), json!(5), 31);
        assert!(
            kept.get("huge").is_none(),
            "larger than the budget: not kept"
        );
        kept.put("a".into(), json!(6), 10);
        assert_eq!(kept.get("a").as_deref(), Some(&json!(6)), "replaced");
    }
}
