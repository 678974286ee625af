//! The line for heavy job slots: at most N computations run at once, the others wait in
//! arrival order. A request waits until the moment its job must have started (the end of its
//! time limit, counted from its arrival, less a twentieth of it: a job must start with some
//! of its time left) and at most [`JobQueue::max_wait`]; when
//! [`JobQueue::max_waiting`] requests already wait, a new one is told at once that the server
//! is busy instead of joining a line it cannot reach the front of. Every refusal is a 503
//! with `Retry-After`.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use puzzle::Words;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// How often a waiter looks whether it is still wanted.
const LOOK_EVERY: Duration = Duration::from_millis(100);

/// A waiting job gives up when less than 1/`LEAST_LEFT` of its time limit would be left at
/// its start: a slot that comes free later is of no use (the job would be stopped by its time
/// limit at once), so the request is told the server is busy instead.
const LEAST_LEFT: u32 = 20;

/// The line for heavy job slots. Cheap to clone.
#[derive(Clone)]
pub(crate) struct JobQueue {
    slots: Arc<Semaphore>,
    waiting: Arc<AtomicUsize>,
    /// The longest a request waits for a slot.
    pub(crate) max_wait: Duration,
    /// The most requests that may wait at once.
    pub(crate) max_waiting: usize,
}

/// Counts a waiter out of the line when it gets a slot, gives up or goes away.
struct InLine<'a>(&'a AtomicUsize);

impl Drop for InLine<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Seconds as a person reads them: `2`, `2.5`.
fn seconds_text(time: Duration) -> String {
    let tenths = (time.as_secs_f64() * 10.0).round() / 10.0;
    format!("{tenths}")
}

impl JobQueue {
    /// A line for `slots` computations at once.
    pub(crate) fn new(slots: usize, max_wait: Duration, max_waiting: usize) -> Self {
        JobQueue {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            waiting: Arc::new(AtomicUsize::new(0)),
            max_wait,
            max_waiting,
        }
    }

    /// How many requests wait for a slot now.
    pub(crate) fn waiting(&self) -> usize {
        self.waiting.load(Ordering::Acquire)
    }

    fn busy(&self, why_words: Words) -> ApiError {
        ApiError::busy(Words::new("error-busy").word("why", why_words))
    }

    /// Waits for a slot until `start_by` (the job's deadline: a job that starts later could
    /// not finish in its time), and at most [`JobQueue::max_wait`]. Gives up when `cancel` is
    /// set (nobody wants the answer any more). `time_limit` is the request's own, for the
    /// refusal's words.
    pub(crate) async fn slot(
        &self,
        cancel: &AtomicBool,
        start_by: Instant,
        time_limit: Duration,
    ) -> Result<OwnedSemaphorePermit, ApiError> {
        if let Ok(permit) = Arc::clone(&self.slots).try_acquire_owned() {
            return Ok(permit);
        }
        let joined = self
            .waiting
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < self.max_waiting).then_some(n + 1)
            });
        if let Err(waiting) = joined {
            return Err(self.busy(Words::new("error-busy-waiting").arg("waiting", waiting)));
        }
        let _in_line = InLine(&self.waiting);
        let start_by = start_by
            .checked_sub(time_limit / LEAST_LEFT)
            .unwrap_or(start_by);
        let waited_out = Instant::now() + self.max_wait;
        let give_up = start_by.min(waited_out);
        // the semaphore serves waiters first come, first served
        let acquire = Arc::clone(&self.slots).acquire_owned();
        tokio::pin!(acquire);
        loop {
            if cancel.load(Ordering::Relaxed) {
                return Err(ApiError::busy(Words::new("error-cancelled-waiting")));
            }
            let left = give_up.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(if start_by <= waited_out {
                    let seconds = seconds_text(time_limit);
                    self.busy(Words::new("error-busy-deadline").arg("seconds", seconds))
                } else {
                    let seconds = seconds_text(self.max_wait);
                    self.busy(Words::new("error-busy-no-slot").arg("seconds", seconds))
                });
            }
            tokio::select! {
                permit = &mut acquire => {
                    return permit.map_err(|_| ApiError::internal("job slots closed"));
                }
                () = tokio::time::sleep(LOOK_EVERY.min(left)) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LONG: Duration = Duration::from_secs(60);

    #[tokio::test]
    async fn waiters_are_served_in_order() {
        let queue = JobQueue::new(1, LONG, 8);
        let no = AtomicBool::new(false);
        let far = Instant::now() + LONG;
        let first = queue.slot(&no, far, LONG).await.expect("a free slot");
        let served = Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut waiters = Vec::new();
        for i in 0..3 {
            let line = queue.clone();
            let served = Arc::clone(&served);
            waiters.push(tokio::spawn(async move {
                let permit = line.slot(&AtomicBool::new(false), far, LONG).await;
                served.lock().unwrap().push(i);
                drop(permit);
            }));
            // let each waiter join the line before the next one
            while queue.waiting() < i + 1 {
                tokio::task::yield_now().await;
            }
        }
        assert_eq!(queue.waiting(), 3);
        drop(first);
        for waiter in waiters {
            waiter.await.expect("waiter");
        }
        assert_eq!(*served.lock().unwrap(), [0, 1, 2]);
        assert_eq!(queue.waiting(), 0);
    }

    #[tokio::test]
    async fn a_full_line_is_refused_at_once_and_a_late_start_gives_up() {
        let queue = JobQueue::new(1, LONG, 1);
        let no = AtomicBool::new(false);
        let _held = queue
            .slot(&no, Instant::now() + LONG, LONG)
            .await
            .expect("a free slot");
        let limit = Duration::from_millis(300);
        let arrived = Instant::now();
        let waiter = {
            let line = queue.clone();
            tokio::spawn(async move {
                let answer = line
                    .slot(&AtomicBool::new(false), arrived + limit, limit)
                    .await;
                (answer, arrived.elapsed())
            })
        };
        while queue.waiting() < 1 {
            tokio::task::yield_now().await;
        }
        let refused = queue
            .slot(&no, Instant::now() + LONG, LONG)
            .await
            .expect_err("the line is full");
        assert_eq!(refused.code, "busy");
        assert!(refused.message.contains("waiting"), "{}", refused.message);
        let (answer, after) = waiter.await.expect("waiter");
        let timed_out = answer.expect_err("no slot in time");
        assert!(
            timed_out.message.contains("time limit of 0.3 s"),
            "{}",
            timed_out.message
        );
        assert_eq!(timed_out.words.key, "error-busy");
        // it gives up when less than a twentieth of its time would be left
        assert!(
            after >= limit - limit / LEAST_LEFT && after < limit + Duration::from_millis(200),
            "refused {after:?} after arriving"
        );
        assert_eq!(queue.waiting(), 0);
    }

    #[tokio::test]
    async fn the_servers_own_wait_caps_a_long_time_limit() {
        let queue = JobQueue::new(1, Duration::from_millis(200), 4);
        let no = AtomicBool::new(false);
        let _held = queue
            .slot(&no, Instant::now() + LONG, LONG)
            .await
            .expect("a free slot");
        let refused = queue
            .slot(&no, Instant::now() + LONG, LONG)
            .await
            .expect_err("no slot within the server's wait");
        assert!(
            refused.message.contains("within 0.2 s"),
            "{}",
            refused.message
        );
    }
}
