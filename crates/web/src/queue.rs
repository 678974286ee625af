//! The line for heavy job slots: at most N computations run at once, the others wait in
//! arrival order and can learn their place in the line. A request waits at most
//! [`JobQueue::max_wait`]; when [`JobQueue::max_waiting`] requests already wait, a new one is
//! told at once that the server is busy instead of joining a line it cannot reach the front of.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use puzzle::Words;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// How often a waiter reports its place in the line.
const REPORT_EVERY: Duration = Duration::from_millis(250);

/// The line for heavy job slots. Cheap to clone.
#[derive(Clone)]
pub(crate) struct JobQueue {
    slots: Arc<Semaphore>,
    waiting: Arc<Mutex<VecDeque<u64>>>,
    next_ticket: Arc<AtomicU64>,
    /// The longest a request waits for a slot.
    pub(crate) max_wait: Duration,
    /// The most requests that may wait at once.
    pub(crate) max_waiting: usize,
}

/// Takes a ticket out of the line when the waiter gets a slot, gives up or goes away.
struct Ticket<'a> {
    waiting: &'a Mutex<VecDeque<u64>>,
    number: u64,
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        let mut waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
        waiting.retain(|&t| t != self.number);
    }
}

impl JobQueue {
    /// A line for `slots` computations at once.
    pub(crate) fn new(slots: usize, max_wait: Duration, max_waiting: usize) -> Self {
        JobQueue {
            slots: Arc::new(Semaphore::new(slots.max(1))),
            waiting: Arc::new(Mutex::new(VecDeque::new())),
            next_ticket: Arc::new(AtomicU64::new(0)),
            max_wait,
            max_waiting,
        }
    }

    /// How many requests wait for a slot now.
    pub(crate) fn waiting(&self) -> usize {
        self.waiting
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }

    fn busy(&self, why: &str, why_words: Words) -> ApiError {
        ApiError::busy(format!(
            "the server is busy with other computations ({why}); try again in a few seconds"
        ))
        .worded(Words::new("error-busy").word("why", why_words))
    }

    /// Waits for a slot, calling `report` with the 1-based place in the line now and then
    /// while it waits. Gives up when `cancel` is set (nobody wants the answer any more).
    pub(crate) async fn slot(
        &self,
        cancel: &AtomicBool,
        mut report: impl FnMut(usize),
    ) -> Result<OwnedSemaphorePermit, ApiError> {
        if let Ok(permit) = Arc::clone(&self.slots).try_acquire_owned() {
            return Ok(permit);
        }
        let ticket = {
            let mut waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
            if waiting.len() >= self.max_waiting {
                return Err(self.busy(
                    &format!("{} requests are waiting", waiting.len()),
                    Words::new("error-busy-waiting").arg("waiting", waiting.len()),
                ));
            }
            let number = self.next_ticket.fetch_add(1, Ordering::Relaxed);
            waiting.push_back(number);
            Ticket {
                waiting: &self.waiting,
                number,
            }
        };
        let deadline = Instant::now() + self.max_wait;
        // the semaphore serves waiters first come, first served, like the ticket line
        let acquire = Arc::clone(&self.slots).acquire_owned();
        tokio::pin!(acquire);
        loop {
            if cancel.load(Ordering::Relaxed) {
                return Err(ApiError::busy("the request was cancelled while it waited")
                    .worded(Words::new("error-cancelled-waiting")));
            }
            let place = {
                let waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
                waiting
                    .iter()
                    .position(|&t| t == ticket.number)
                    .map_or(1, |i| i + 1)
            };
            report(place);
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                let seconds = self.max_wait.as_secs();
                return Err(self.busy(
                    &format!("no slot came free within {seconds} s"),
                    Words::new("error-busy-no-slot").arg("seconds", seconds),
                ));
            }
            tokio::select! {
                permit = &mut acquire => {
                    drop(ticket);
                    return permit.map_err(|_| ApiError::internal("job slots closed"));
                }
                () = tokio::time::sleep(REPORT_EVERY.min(left)) => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn waiters_learn_their_place_and_are_served_in_order() {
        let queue = JobQueue::new(1, Duration::from_secs(10), 8);
        let no = AtomicBool::new(false);
        let first = queue.slot(&no, |_| {}).await.expect("a free slot");
        let places = Arc::new(Mutex::new(Vec::new()));
        let mut waiters = Vec::new();
        for i in 0..3 {
            let line = queue.clone();
            let places = Arc::clone(&places);
            waiters.push(tokio::spawn(async move {
                let cancel = AtomicBool::new(false);
                let permit = line
                    .slot(&cancel, |place| {
                        places.lock().unwrap().push((i, place));
                    })
                    .await;
                (i, permit.is_ok())
            }));
            // let each waiter join the line before the next one
            while queue.waiting() < i + 1 {
                tokio::task::yield_now().await;
            }
        }
        assert_eq!(queue.waiting(), 3);
        {
            let places = places.lock().unwrap();
            for i in 0..3 {
                assert!(places.contains(&(i, i + 1)), "waiter {i}: {places:?}");
            }
        }
        drop(first);
        for waiter in waiters {
            let (i, served) = waiter.await.expect("waiter");
            assert!(served, "waiter {i} got no slot");
        }
        assert_eq!(queue.waiting(), 0);
    }

    #[tokio::test]
    async fn a_full_line_is_refused_at_once_and_a_long_wait_gives_up() {
        let queue = JobQueue::new(1, Duration::from_millis(300), 1);
        let no = AtomicBool::new(false);
        let _held = queue.slot(&no, |_| {}).await.expect("a free slot");
        let waiter = {
            let line = queue.clone();
            tokio::spawn(async move { line.slot(&AtomicBool::new(false), |_| {}).await })
        };
        while queue.waiting() < 1 {
            tokio::task::yield_now().await;
        }
        let refused = queue.slot(&no, |_| {}).await.expect_err("the line is full");
        assert_eq!(refused.code, "busy");
        assert!(refused.message.contains("waiting"), "{}", refused.message);
        let timed_out = waiter.await.expect("waiter").expect_err("no slot in time");
        assert!(
            timed_out.message.contains("within"),
            "{}",
            timed_out.message
        );
        assert_eq!(queue.waiting(), 0);
    }
}
