//! Bounded computations behind requests.
//!
//! [`run_bounded`] runs a computation on a blocking thread with the request's limits and
//! cancels it when the client disconnects (the handler future is dropped). [`run_quick`] is
//! the lane for work that is cheap by construction (parsing a game, playing one move): it has
//! its own slots, so a click never waits behind somebody's long solve. [`stream_bounded`] does
//! the same as [`run_bounded`] but answers at once with a stream of JSON lines
//! (`application/x-ndjson`): `{"event": "progress", ...}` while it runs, then one
//! `{"event": "result", "result": ...}` or `{"event": "error", "error": {...}}`. The stream is
//! the answer to a POST, read by the page with `fetch`; when the connection drops, the job is
//! cancelled and nothing starts it again.

use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::limits::RequestLimits;
use crate::state::AppState;

/// How long a request waits for a free job slot before the server says it is busy.
const SLOT_WAIT: Duration = Duration::from_secs(30);
/// How often a stream reports progress at least (a keep-alive for idle computations).
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// Sets the cancel flag when dropped: the client went away or the stream was closed.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

async fn acquire(
    slots: &Arc<tokio::sync::Semaphore>,
    busy: &str,
) -> Result<tokio::sync::OwnedSemaphorePermit, ApiError> {
    match tokio::time::timeout(SLOT_WAIT, Arc::clone(slots).acquire_owned()).await {
        Ok(Ok(permit)) => Ok(permit),
        Ok(Err(_)) => Err(ApiError::internal("job slots closed")),
        Err(_) => Err(ApiError::busy(busy.to_string())),
    }
}

async fn acquire_slot(state: &AppState) -> Result<tokio::sync::OwnedSemaphorePermit, ApiError> {
    acquire(
        &state.job_slots,
        "the server is busy with other computations; try again",
    )
    .await
}

async fn join<T>(handle: tokio::task::JoinHandle<Result<T, ApiError>>) -> Result<T, ApiError> {
    handle
        .await
        .map_err(|e| ApiError::internal(format!("computation failed: {e}")))?
}

/// Runs `work` with bounded limits on a blocking thread.
pub async fn run_bounded<T, F>(
    state: &AppState,
    requested: Option<RequestLimits>,
    work: F,
) -> Result<T, ApiError>
where
    F: FnOnce(search::Limits) -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    let permit = acquire_slot(state).await?;
    let cancel = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(Arc::clone(&cancel));
    let limits = state.policy.limits(requested).with_cancel(cancel);
    join(tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(limits)
    }))
    .await
}

/// Runs cheap work (parse, validate, one move) in the quick lane, with a short time cap.
pub async fn run_quick<T, F>(state: &AppState, work: F) -> Result<T, ApiError>
where
    F: FnOnce(search::Limits) -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    let permit = acquire(&state.quick_slots, "the server is overloaded; try again").await?;
    let cancel = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(Arc::clone(&cancel));
    let limits = search::Limits::none()
        .with_max_expanded(state.policy.default_nodes)
        .with_max_time(state.policy.quick_time)
        .with_cancel(cancel);
    join(tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(limits)
    }))
    .await
}

enum JobEvent {
    Progress(search::Progress),
    Done(Result<Value, ApiError>),
}

fn line(value: &Value) -> Result<Bytes, Infallible> {
    let mut text = value.to_string();
    text.push('\n');
    Ok(Bytes::from(text))
}

fn progress_json(p: &search::Progress) -> Value {
    json!({
        "event": "progress",
        "expanded": p.expanded,
        "generated": p.generated,
        "frontier": p.frontier,
        "elapsed_ms": p.elapsed.as_secs_f64() * 1000.0,
    })
}

/// Runs `work` like [`run_bounded`], answering with a stream of JSON lines: `progress`
/// events, then the `result` (the JSON value) or the `error` (`{code, message, status, ...}`).
pub fn stream_bounded<F>(state: &AppState, requested: Option<RequestLimits>, work: F) -> Response
where
    F: FnOnce(search::Limits) -> Result<Value, ApiError> + Send + 'static,
{
    let (tx, rx) = tokio::sync::mpsc::channel::<JobEvent>(32);
    let cancel = Arc::new(AtomicBool::new(false));
    let guard = CancelOnDrop(Arc::clone(&cancel));
    let progress_tx = tx.clone();
    let limits = state
        .policy
        .limits(requested)
        .with_cancel(cancel)
        .with_progress(Arc::new(move |p: &search::Progress| {
            // A full channel only means the page is slow to read; skipping a report is fine.
            let _ = progress_tx.try_send(JobEvent::Progress(*p));
        }));
    let state = state.clone();
    let ticker_tx = tx.clone();
    tokio::spawn(async move {
        let outcome = match acquire_slot(&state).await {
            Err(e) => Err(e),
            Ok(permit) => {
                join(tokio::task::spawn_blocking(move || {
                    let _permit = permit;
                    work(limits)
                }))
                .await
            }
        };
        let _ = tx.send(JobEvent::Done(outcome)).await;
    });
    // A heartbeat so that a page (and a proxy) sees the job alive while it waits for a slot;
    // it ends when the stream is dropped (the answer was sent or the client went away).
    tokio::spawn(async move {
        let started = std::time::Instant::now();
        while !ticker_tx.is_closed() {
            tokio::time::sleep(PROGRESS_EVERY).await;
            let _ = ticker_tx.try_send(JobEvent::Progress(search::Progress {
                expanded: 0,
                generated: 0,
                frontier: 0,
                elapsed: started.elapsed(),
            }));
        }
    });
    let start = search::Progress {
        expanded: 0,
        generated: 0,
        frontier: 0,
        elapsed: Duration::ZERO,
    };
    // One JSON line per event; the stream ends after the result or the error, and dropping it
    // (the client went away) drops the guard, which cancels the job.
    let stream = futures_util::stream::unfold(Some((rx, guard, start)), |state| async move {
        let (mut rx, guard, mut last) = state?;
        let event = rx.recv().await?;
        let (value, done) = match event {
            JobEvent::Progress(p) => {
                // heartbeats carry no counts: repeat the last real figures
                if p.expanded > 0 || p.generated > 0 {
                    last = p;
                } else {
                    last.elapsed = last.elapsed.max(p.elapsed);
                }
                (progress_json(&last), false)
            }
            JobEvent::Done(Ok(value)) => (json!({ "event": "result", "result": value }), true),
            JobEvent::Done(Err(err)) => {
                let mut body = err.body();
                body["status"] = err.status.as_u16().into();
                (json!({ "event": "error", "error": body }), true)
            }
        };
        let next = (!done).then_some((rx, guard, last));
        Some((line(&value), next))
    });
    (
        [
            (header::CONTENT_TYPE, "application/x-ndjson; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Body::from_stream(stream),
    )
        .into_response()
}
