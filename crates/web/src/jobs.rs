//! Bounded computations behind requests.
//!
//! [`run_bounded`] runs a computation on a blocking thread with the request's limits and
//! cancels it when the client disconnects (the handler future is dropped). [`run_quick`] is
//! the lane for work that is cheap by construction (parsing a board, playing one move): it
//! has its own slots, so a click never waits behind somebody's long solve. [`stream_bounded`]
//! does the same but streams progress to the page as server-sent events: `progress` events
//! while it runs, then one `result` or `error` event. Closing the event stream cancels it.

use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::Stream;
use serde::Serialize;
use tokio_stream::wrappers::ReceiverStream;
use tokio_stream::StreamExt as _;

use crate::error::ApiError;
use crate::limits::RequestLimits;
use crate::state::AppState;

/// How long a request waits for a free job slot before the server says it is busy.
const SLOT_WAIT: Duration = Duration::from_secs(30);

/// Sets the cancel flag when dropped: the client went away or the stream was closed.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

async fn acquire_slot(state: &AppState) -> Result<tokio::sync::OwnedSemaphorePermit, ApiError> {
    let slots = Arc::clone(&state.job_slots);
    match tokio::time::timeout(SLOT_WAIT, slots.acquire_owned()).await {
        Ok(Ok(permit)) => Ok(permit),
        Ok(Err(_)) => Err(ApiError::internal("job slots closed")),
        Err(_) => Err(ApiError::busy(
            "the server is busy with other computations; try again",
        )),
    }
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
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(limits)
    })
    .await
    .map_err(|e| ApiError::internal(format!("computation failed: {e}")))?
}

/// Runs cheap work (parse, validate, one move) in the quick lane, with a short time cap.
pub async fn run_quick<T, F>(state: &AppState, work: F) -> Result<T, ApiError>
where
    F: FnOnce(search::Limits) -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    let slots = Arc::clone(&state.quick_slots);
    let permit = match tokio::time::timeout(SLOT_WAIT, slots.acquire_owned()).await {
        Ok(Ok(permit)) => permit,
        Ok(Err(_)) => return Err(ApiError::internal("job slots closed")),
        Err(_) => return Err(ApiError::busy("the server is overloaded; try again")),
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(Arc::clone(&cancel));
    let limits = search::Limits::none()
        .with_max_expanded(state.policy.default_nodes)
        .with_max_time(state.policy.quick_time)
        .with_cancel(cancel);
    tokio::task::spawn_blocking(move || {
        let _permit = permit;
        work(limits)
    })
    .await
    .map_err(|e| ApiError::internal(format!("computation failed: {e}")))?
}

enum JobEvent {
    Progress(search::Progress),
    Done(Result<serde_json::Value, ApiError>),
}

#[derive(Serialize)]
struct ProgressBody {
    expanded: u64,
    generated: u64,
    frontier: u64,
    elapsed_ms: f64,
}

/// Runs `work` like [`run_bounded`], streaming `progress` events and a final `result` (the
/// JSON value) or `error` (`{"code", "message"}`) event.
pub fn stream_bounded<F>(
    state: &AppState,
    requested: Option<RequestLimits>,
    work: F,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>>
where
    F: FnOnce(search::Limits) -> Result<serde_json::Value, ApiError> + Send + 'static,
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
    tokio::spawn(async move {
        let outcome = match acquire_slot(&state).await {
            Err(e) => Err(e),
            Ok(permit) => tokio::task::spawn_blocking(move || {
                let _permit = permit;
                work(limits)
            })
            .await
            .unwrap_or_else(|e| Err(ApiError::internal(format!("computation failed: {e}")))),
        };
        let _ = tx.send(JobEvent::Done(outcome)).await;
    });
    let stream = ReceiverStream::new(rx).map(move |event| {
        let _keep_until_stream_dropped = &guard;
        Ok(match event {
            JobEvent::Progress(p) => Event::default().event("progress").data(
                serde_json::to_string(&ProgressBody {
                    expanded: p.expanded,
                    generated: p.generated,
                    frontier: p.frontier,
                    elapsed_ms: p.elapsed.as_secs_f64() * 1000.0,
                })
                .unwrap_or_default(),
            ),
            JobEvent::Done(Ok(value)) => {
                Event::default().event("result").data(value.to_string())
            }
            JobEvent::Done(Err(err)) => Event::default().event("error").data(
                serde_json::json!({ "code": err.code, "message": err.message, "status": err.status.as_u16() })
                    .to_string(),
            ),
        })
    });
    Sse::new(stream).keep_alive(KeepAlive::default())
}
