//! Bounded computations behind requests.
//!
//! [`run_bounded`] runs a computation on a thread of its own, at a lower priority than the
//! threads that answer requests, with the request's limits, once a job slot is free (see [`crate::queue`]), and cancels it when the client disconnects (the
//! handler future is dropped). A job's time limit counts from the request's arrival: it waits
//! for a slot only as long as its limit lasts (then it is a 503 with `Retry-After`), and runs
//! for what is left of it. [`run_quick`] is the lane for work that is cheap by
//! construction (parsing a game, playing one move): it has its own slots, so a click never
//! waits behind somebody's long solve.
//!
//! A puzzle's jobs go through [`run_shared`] and [`stream_shared`]: a [`SharedJob`] names what
//! decides its answer, so identical requests in flight are computed once (see
//! [`crate::flights`]) and a proven answer is kept and given again at once (see
//! [`crate::proven`]). A stream starts once its job runs (or has its answer): a job refused
//! before it runs (it cannot start in time, the line is full) is a plain 503 with
//! `Retry-After`, like a request refused before the job (a 4xx). The stream is JSON lines (`application/x-ndjson`): `{"event": "progress",
//! ...}` while the job runs, then one `{"event": "result", "result": ...}` or `{"event":
//! "error", "error": {...}}`. It is the answer to a POST, read by the page with `fetch`; when
//! the connection drops, the job is cancelled (unless other requests still wait for it) and
//! nothing starts it again.

use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use puzzle::Words;
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::flights::{Flight, FlightStatus, Pilot};
use crate::limits::{Arrival, RequestLimits};
use crate::memory;
use crate::proven;
use crate::state::AppState;

/// How long a request waits for a quick-lane slot before the server says it is overloaded.
const QUICK_WAIT: Duration = Duration::from_secs(30);
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
    busy: &'static str,
) -> Result<tokio::sync::OwnedSemaphorePermit, ApiError> {
    match tokio::time::timeout(QUICK_WAIT, Arc::clone(slots).acquire_owned()).await {
        Ok(Ok(permit)) => Ok(permit),
        Ok(Err(_)) => Err(ApiError::internal("job slots closed")),
        Err(_) => Err(ApiError::busy(Words::new(busy))),
    }
}

async fn join<T>(handle: tokio::task::JoinHandle<Result<T, ApiError>>) -> Result<T, ApiError> {
    handle
        .await
        .map_err(|e| ApiError::internal(format!("computation failed: {e}")))?
}

/// Waits for a job slot until `deadline`, then gives the job the limits `requested` with
/// the time left until `deadline`.
async fn slot_until(
    state: &AppState,
    cancel: &AtomicBool,
    requested: Option<RequestLimits>,
    deadline: Instant,
) -> Result<(tokio::sync::OwnedSemaphorePermit, search::Limits), ApiError> {
    let limits = state.policy.limits(requested);
    let time_limit = limits.max_time.unwrap_or(state.policy.max_time);
    let permit = state.queue.slot(cancel, deadline, time_limit).await?;
    let left = deadline.saturating_duration_since(Instant::now());
    Ok((permit, limits.with_max_time(left)))
}

/// Runs `work` on a blocking thread with bounded limits, whose time counts from the request's
/// `arrival`.
pub async fn run_bounded<T, F>(
    state: &AppState,
    requested: Option<RequestLimits>,
    arrival: Arrival,
    work: F,
) -> Result<T, ApiError>
where
    F: FnOnce(search::Limits) -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    let cancel = Arc::new(AtomicBool::new(false));
    let _guard = CancelOnDrop(Arc::clone(&cancel));
    let deadline = state.policy.deadline(requested, arrival);
    let (permit, limits) = slot_until(state, &cancel, requested, deadline).await?;
    run_heavy(permit, limits.with_cancel(cancel), work).await
}

/// How much lower than the threads that answer requests a heavy job's thread runs (a nice
/// value): pages and `/api/health` stay quick while searches use every core.
#[cfg(target_os = "linux")]
const HEAVY_JOB_NICENESS: libc::c_int = 10;

/// Lowers the calling thread's priority for a heavy job (on Linux, `setpriority` of
/// `PRIO_PROCESS` 0 changes the calling thread only).
fn lower_this_threads_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority only changes the scheduling priority of the calling thread; a
    // failure leaves it as it was, which is harmless.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, HEAVY_JOB_NICENESS);
    }
}

/// Runs a heavy job in its slot on a thread of its own at a lower priority, then gives the
/// memory it freed back to the system (a search's tables can be hundreds of megabytes).
async fn run_heavy<T, F>(
    permit: tokio::sync::OwnedSemaphorePermit,
    limits: search::Limits,
    work: F,
) -> Result<T, ApiError>
where
    F: FnOnce(search::Limits) -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    let (answer, answered) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("puzzlelab job".into())
        .spawn(move || {
            lower_this_threads_priority();
            let result = work(limits);
            memory::give_back_free_memory();
            drop(permit);
            let _ = answer.send(result);
        })
        .map_err(|e| ApiError::busy(Words::new("error-no-thread").arg("detail", e)))?;
    answered
        .await
        .map_err(|_| ApiError::internal("the computation failed before it answered"))?
}

/// Runs cheap work (parse, validate, one move) in the quick lane, with a short time cap.
pub async fn run_quick<T, F>(state: &AppState, work: F) -> Result<T, ApiError>
where
    F: FnOnce(search::Limits) -> Result<T, ApiError> + Send + 'static,
    T: Send + 'static,
{
    let permit = acquire(&state.quick_slots, "error-overloaded").await?;
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

/// What a job's work computed: the answer as JSON, and whether it is proven (it holds whatever
/// limits it is asked again with: an optimal solve or hint, a proof of no solution).
pub(crate) struct Computed {
    /// The answer.
    pub answer: Value,
    /// Whether it is proven.
    pub proven: bool,
}

/// A puzzle's job as the shared plumbing sees it: what decides its answer, and the work.
pub(crate) struct SharedJob<F> {
    /// Everything that decides the answer, limits included; `None` for a job that is never
    /// shared (one that draws on the clock, such as generating without a seed).
    pub flight_key: Option<String>,
    /// Where a proven answer is kept: the puzzle's id, its engine version, and everything
    /// that decides the answer except the limits. `None` for jobs whose answers are not kept.
    pub proven_key: Option<ProvenKey>,
    /// The limits the request asked for.
    pub requested: Option<RequestLimits>,
    /// When the request arrived: its time limit counts from then.
    pub arrival: Arrival,
    /// The computation.
    pub work: F,
}

/// Where a proven answer is kept.
#[derive(Debug, Clone)]
pub(crate) struct ProvenKey {
    /// The puzzle's id (the database results' `puzzle`).
    pub puzzle: String,
    /// The puzzle's engine version.
    pub engine_version: String,
    /// The job and its inputs.
    pub key: String,
}

impl ProvenKey {
    fn memory_key(&self) -> String {
        format!("{}/{}", self.puzzle, self.stored_key())
    }

    fn stored_key(&self) -> String {
        proven::stored_key(&self.engine_version, &self.key)
    }
}

/// A kept answer, marked as such.
fn from_cache(answer: &Value) -> Value {
    let mut answer = answer.clone();
    if let Value::Object(fields) = &mut answer {
        fields.insert("cached".into(), Value::Bool(true));
    }
    answer
}

/// The answer to `job` without computing: kept in memory.
fn kept_answer(state: &AppState, key: Option<&ProvenKey>) -> Option<Value> {
    let key = key?;
    state.proven.get(&key.memory_key()).map(|a| from_cache(&a))
}

/// Joins the flight of `job`, starting it (and its pilot task) if it is new.
fn board<F>(state: &AppState, job: SharedJob<F>) -> Arc<Flight>
where
    F: FnOnce(search::Limits) -> Result<Computed, ApiError> + Send + 'static,
{
    let (flight, pilot) = state.flights.board(job.flight_key.clone());
    if let Some(pilot) = pilot {
        let state = state.clone();
        tokio::spawn(fly(state, pilot, job));
    }
    flight
}

/// Runs a new flight: looks for the answer in the database, waits for a slot until the job's
/// deadline, computes with the time left, keeps a proven answer, and reports the answer to
/// everyone. Requests that join later have the same time limit and arrived later, so the
/// flight's deadline is never after theirs.
async fn fly<F>(state: AppState, pilot: Pilot, job: SharedJob<F>)
where
    F: FnOnce(search::Limits) -> Result<Computed, ApiError> + Send + 'static,
{
    let answer = fly_to_answer(&state, &pilot, job).await;
    pilot.status.send_replace(FlightStatus::Done(answer));
}

async fn fly_to_answer<F>(
    state: &AppState,
    pilot: &Pilot,
    job: SharedJob<F>,
) -> Result<Value, ApiError>
where
    F: FnOnce(search::Limits) -> Result<Computed, ApiError> + Send + 'static,
{
    let SharedJob {
        proven_key,
        requested,
        arrival,
        work,
        ..
    } = job;
    if let Some(key) = &proven_key {
        if let Some(answer) = stored_answer(state, key).await {
            return Ok(answer);
        }
    }
    let deadline = state.policy.deadline(requested, arrival);
    let (permit, limits) = slot_until(state, &pilot.cancel, requested, deadline).await?;
    pilot.start();
    let progress_status = Arc::clone(&pilot.status);
    let limits = limits
        .with_cancel(Arc::clone(&pilot.cancel))
        .with_progress(Arc::new(move |p: &search::Progress| {
            progress_status.send_replace(FlightStatus::Running(Some(*p)));
        }));
    let started = Instant::now();
    let Computed { answer, proven } = run_heavy(permit, limits, work).await?;
    if let Some(key) = proven_key.filter(|_| proven) {
        keep(state, key, &answer, started.elapsed()).await;
    }
    Ok(answer)
}

/// A proven answer kept in the database by an earlier run (then also kept in memory).
async fn stored_answer(state: &AppState, key: &ProvenKey) -> Option<Value> {
    let (puzzle, stored_key) = (key.puzzle.clone(), key.stored_key());
    let found = state
        .with_store(move |store| Ok(store.get_result(&puzzle, &stored_key)?))
        .await;
    // an unreadable kept answer is only a lost shortcut: compute it again
    let answer = found.ok().flatten()?.value;
    let bytes = answer.to_string().len();
    let shown = from_cache(&answer);
    state.proven.put(key.memory_key(), answer, bytes);
    Some(shown)
}

/// Keeps a proven answer in memory, and in the database when it took long to prove.
async fn keep(state: &AppState, key: ProvenKey, answer: &Value, took: Duration) {
    let bytes = answer.to_string().len();
    state.proven.put(key.memory_key(), answer.clone(), bytes);
    if proven::worth_storing(took, state.policy.store_proven_after, bytes) {
        let answer = answer.clone();
        let stored_key = key.stored_key();
        // failing to keep a shortcut must not fail the answer
        let _ = state
            .with_store(move |store| Ok(store.put_result(&key.puzzle, &stored_key, &answer)?))
            .await;
    }
}

/// Runs a puzzle's job and waits for its answer (see [`SharedJob`]).
pub(crate) async fn run_shared<F>(state: &AppState, job: SharedJob<F>) -> Result<Value, ApiError>
where
    F: FnOnce(search::Limits) -> Result<Computed, ApiError> + Send + 'static,
{
    if let Some(answer) = kept_answer(state, job.proven_key.as_ref()) {
        return Ok(answer);
    }
    board(state, job).answer().await
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

fn line(value: &Value) -> Result<Bytes, Infallible> {
    let mut text = value.to_string();
    text.push('\n');
    Ok(Bytes::from(text))
}

fn error_event(err: &ApiError) -> Value {
    let mut body = err.body();
    body.status = Some(err.status.as_u16());
    json!({ "event": "error", "error": body })
}

/// One stream line for a flight's status, and whether it is the last.
fn status_event(status: &FlightStatus, waited: Duration) -> (Value, bool) {
    match status {
        FlightStatus::Running(Some(p)) => (progress_json(p), false),
        FlightStatus::Waiting | FlightStatus::Running(None) => (
            progress_json(&search::Progress {
                expanded: 0,
                generated: 0,
                frontier: 0,
                elapsed: waited,
            }),
            false,
        ),
        FlightStatus::Done(Ok(value)) => (json!({ "event": "result", "result": value }), true),
        FlightStatus::Done(Err(err)) => (error_event(err), true),
    }
}

fn ndjson(
    stream: impl futures_util::Stream<Item = Result<Bytes, Infallible>> + Send + 'static,
) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/x-ndjson; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Body::from_stream(stream),
    )
        .into_response()
}

/// Runs a puzzle's job like [`run_shared`], answering with a stream of JSON lines once the
/// job runs: its progress (at least every quarter second), then the result or the error
/// (`{code, message, status, ...}`). Until then nothing is sent, and a job refused before it
/// runs is a plain error: 503 with `Retry-After` for a busy server.
pub(crate) async fn stream_shared<F>(state: &AppState, job: SharedJob<F>) -> Response
where
    F: FnOnce(search::Limits) -> Result<Computed, ApiError> + Send + 'static,
{
    if let Some(answer) = kept_answer(state, job.proven_key.as_ref()) {
        let done = json!({ "event": "result", "result": answer });
        return ndjson(futures_util::stream::iter([line(&done)]));
    }
    let flight = board(state, job);
    let mut status = flight.status();
    let begun = status
        .wait_for(|s| !matches!(s, FlightStatus::Waiting))
        .await
        .map(|s| s.clone());
    match begun {
        Err(_) => {
            return ApiError::internal("the computation ended without an answer").into_response()
        }
        // refused before it ran (a busy server): a plain answer, not a stream
        Ok(FlightStatus::Done(Err(err))) if !flight.has_started() => return err.into_response(),
        Ok(_) => {}
    }
    let started = Instant::now();
    // Each step waits for a change (or a quarter second, then repeats the status as a
    // heartbeat) and sends one line; dropping the stream drops this request's hold on the
    // flight, which cancels the job when nobody else waits for it.
    let stream =
        futures_util::stream::unfold(Some((flight, status, true)), move |state| async move {
            let (flight, mut status, first) = state?;
            if !first {
                // a quiet quarter second is a heartbeat: the status is sent again
                let changed = tokio::time::timeout(PROGRESS_EVERY, status.changed()).await;
                if let Ok(Err(_)) = changed {
                    let lost = ApiError::internal("the computation ended without an answer");
                    return Some((line(&error_event(&lost)), None));
                }
            }
            let (value, done) = status_event(&status.borrow_and_update(), started.elapsed());
            let next = (!done).then_some((flight, status, false));
            Some((line(&value), next))
        });
    ndjson(stream)
}
