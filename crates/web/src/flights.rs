//! Identical computations in flight run once. A request for a job is a [`Flight`] keyed by
//! everything that decides its answer (puzzle, job, canonical game, options and the effective
//! limits). A second identical request joins the flight already running and gets the same
//! progress and the same answer; the job is cancelled only when every request that joined it
//! has gone away.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, Weak};

use serde_json::Value;
use tokio::sync::watch;

use crate::error::ApiError;

/// Where a flight is.
#[derive(Debug, Clone)]
pub(crate) enum FlightStatus {
    /// Not started yet: looking for a kept answer, or waiting for a job slot.
    Waiting,
    /// Running; the search's latest figures (none yet at the start).
    Running(Option<search::Progress>),
    /// Finished with this answer.
    Done(Result<Value, ApiError>),
}

/// One computation and everyone waiting for it. Dropping the last handle cancels the job.
pub(crate) struct Flight {
    status: watch::Receiver<FlightStatus>,
    cancel: Arc<AtomicBool>,
    started: Arc<AtomicBool>,
}

impl Drop for Flight {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Flight {
    /// A view of the flight's status that sees every later change.
    pub(crate) fn status(&self) -> watch::Receiver<FlightStatus> {
        self.status.clone()
    }

    /// Whether the job got a slot and began to run (a flight that ends without running was
    /// refused or answered from what was kept).
    pub(crate) fn has_started(&self) -> bool {
        self.started.load(Ordering::Acquire)
    }

    /// Waits for the answer.
    pub(crate) async fn answer(&self) -> Result<Value, ApiError> {
        let mut status = self.status();
        let done = status
            .wait_for(|s| matches!(s, FlightStatus::Done(_)))
            .await
            .map_err(|_| ApiError::internal("the computation ended without an answer"))?;
        match &*done {
            FlightStatus::Done(answer) => answer.clone(),
            _ => Err(ApiError::internal(
                "the computation ended without an answer",
            )),
        }
    }
}

/// What the one task running a new flight gets: where to report, and whether to stop.
pub(crate) struct Pilot {
    /// Reports the flight's status to every request that joined it.
    pub(crate) status: Arc<watch::Sender<FlightStatus>>,
    /// Set when every request that joined has gone away.
    pub(crate) cancel: Arc<AtomicBool>,
    started: Arc<AtomicBool>,
    landing: Option<(Flights, String, Weak<Flight>)>,
}

impl Pilot {
    /// The job got its slot: it runs (reported before its first status).
    pub(crate) fn start(&self) {
        self.started.store(true, Ordering::Release);
        self.status.send_replace(FlightStatus::Running(None));
    }
}

impl Drop for Pilot {
    fn drop(&mut self) {
        if let Some((flights, key, flight)) = self.landing.take() {
            flights.land(&key, &flight);
        }
    }
}

/// The flights in the air, by key. Cheap to clone.
#[derive(Clone, Default)]
pub(crate) struct Flights {
    in_air: Arc<Mutex<HashMap<String, Weak<Flight>>>>,
}

impl Flights {
    /// Joins the flight for `key`, or starts one (a `key` of `None` is never shared). The
    /// [`Pilot`] is returned only for a new flight: its holder must run the job and report
    /// to it. The flight leaves the table when the pilot is dropped.
    pub(crate) fn board(&self, key: Option<String>) -> (Arc<Flight>, Option<Pilot>) {
        let mut in_air = self.in_air.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(existing) = key.as_ref().and_then(|k| in_air.get(k)?.upgrade()) {
            return (existing, None);
        }
        let (sender, receiver) = watch::channel(FlightStatus::Waiting);
        let cancel = Arc::new(AtomicBool::new(false));
        let started = Arc::new(AtomicBool::new(false));
        let flight = Arc::new(Flight {
            status: receiver,
            cancel: Arc::clone(&cancel),
            started: Arc::clone(&started),
        });
        let landing = key.map(|key| {
            in_air.insert(key.clone(), Arc::downgrade(&flight));
            (self.clone(), key, Arc::downgrade(&flight))
        });
        let pilot = Pilot {
            status: Arc::new(sender),
            cancel,
            started,
            landing,
        };
        (flight, Some(pilot))
    }

    /// Removes the flight for `key` if it is still `flight` (a newer one may have taken its
    /// place after everyone left the old one).
    fn land(&self, key: &str, flight: &Weak<Flight>) {
        let mut in_air = self.in_air.lock().unwrap_or_else(PoisonError::into_inner);
        if in_air.get(key).is_some_and(|f| f.ptr_eq(flight)) {
            in_air.remove(key);
        }
    }

    /// How many flights are in the air.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.in_air
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[tokio::test]
    async fn identical_requests_share_one_flight_and_its_answer() {
        let flights = Flights::default();
        let (first, pilot) = flights.board(Some("solve a".into()));
        let pilot = pilot.expect("a new flight has a pilot");
        let (second, none) = flights.board(Some("solve a".into()));
        assert!(none.is_none(), "the second request joins");
        let (_other, other_pilot) = flights.board(Some("solve b".into()));
        assert!(other_pilot.is_some(), "another key is another flight");
        assert_eq!(flights.len(), 2);

        let waiting = tokio::spawn(async move { second.answer().await });
        pilot.status.send_replace(FlightStatus::Done(Ok(json!(81))));
        drop(pilot);
        assert_eq!(first.answer().await, Ok(json!(81)));
        assert_eq!(waiting.await.expect("joined"), Ok(json!(81)));
        assert_eq!(flights.len(), 1, "a landed flight leaves the table");
    }

    #[test]
    fn the_job_is_cancelled_only_when_everyone_has_left() {
        let flights = Flights::default();
        let (first, pilot) = flights.board(Some("k".into()));
        let pilot = pilot.expect("pilot");
        let (second, _) = flights.board(Some("k".into()));
        drop(first);
        assert!(!pilot.cancel.load(Ordering::Relaxed));
        drop(second);
        assert!(pilot.cancel.load(Ordering::Relaxed));
        // a request after everyone left starts afresh, and the old pilot's landing keeps it
        let (_fresh, fresh_pilot) = flights.board(Some("k".into()));
        assert!(fresh_pilot.is_some());
        drop(pilot);
        assert_eq!(flights.len(), 1);
    }

    #[test]
    fn unkeyed_requests_are_never_shared() {
        let flights = Flights::default();
        let (_a, pa) = flights.board(None);
        let (_b, pb) = flights.board(None);
        assert!(pa.is_some() && pb.is_some());
        assert_eq!(flights.len(), 0);
    }
}
