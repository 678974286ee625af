//! Shared application state: the puzzle registry, the database, the work limits, the line for
//! job slots, the computations in flight, the proven answers kept, and who may reach and
//! write to the server.

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::access::WriteToken;
use crate::error::ApiError;
use crate::flights::Flights;
use crate::guard::AllowedHosts;
use crate::limits::LimitPolicy;
use crate::proven::ProvenAnswers;
use crate::queue::JobQueue;

/// Everything handlers share. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    store: store::SharedStore,
    pub(crate) registry: puzzle::Registry,
    pub(crate) hosts: AllowedHosts,
    pub(crate) write_token: Option<WriteToken>,
    pub(crate) policy: LimitPolicy,
    pub(crate) queue: JobQueue,
    pub(crate) flights: Flights,
    pub(crate) proven: ProvenAnswers,
    pub(crate) quick_slots: Arc<Semaphore>,
}

impl AppState {
    /// The app's state: the puzzles of `registry`, the database `store`, the limits `policy`.
    ///
    /// The store waits only briefly ([`store::LockWait::Brief`]) for another program's write
    /// lock: a request that still meets a busy database answers 503 with `Retry-After`.
    pub fn new(registry: puzzle::Registry, mut store: store::Store, policy: LimitPolicy) -> Self {
        if let Err(e) = store.set_lock_wait(store::LockWait::Brief) {
            // Not fatal: the store keeps its longer default wait.
            eprintln!("warning: {e}");
        }
        Self {
            store: store::SharedStore::new(store),
            registry,
            hosts: AllowedHosts::default(),
            write_token: None,
            queue: JobQueue::new(policy.concurrent_jobs, policy.max_wait, policy.max_waiting),
            flights: Flights::default(),
            proven: ProvenAnswers::default(),
            quick_slots: Arc::new(Semaphore::new(policy.quick_jobs.max(1))),
            policy,
        }
    }

    /// The same state answering requests for `hosts` (see [`AllowedHosts`]); loopback names
    /// only by default.
    pub fn with_allowed_hosts(mut self, hosts: AllowedHosts) -> Self {
        self.hosts = hosts;
        self
    }

    /// The same state where writes (libraries, saved games, records, imports) need `token`
    /// (see [`crate::access`]); every write is allowed by default.
    pub fn with_write_token(mut self, token: WriteToken) -> Self {
        self.write_token = Some(token);
        self
    }

    /// The puzzle called `id`, or a 404 that lists the puzzles.
    pub(crate) fn puzzle(&self, id: &str) -> Result<&dyn puzzle::DynPuzzle, ApiError> {
        self.registry.find(id).map_err(ApiError::not_found)
    }

    /// Runs `f` with the database, off the async runtime.
    pub(crate) async fn with_store<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        F: FnOnce(&mut store::Store) -> Result<T, ApiError> + Send + 'static,
        T: Send + 'static,
    {
        let store = self.store.clone();
        tokio::task::spawn_blocking(move || store.with(f))
            .await
            .map_err(|e| ApiError::internal(format!("database task failed: {e}")))?
    }
}
