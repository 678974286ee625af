//! Shared application state: the database, the work limits and the job slots.

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::error::ApiError;
use crate::limits::LimitPolicy;

/// Everything handlers share. Cheap to clone.
#[derive(Clone)]
pub struct AppState {
    store: store::SharedStore,
    pub(crate) policy: LimitPolicy,
    pub(crate) job_slots: Arc<Semaphore>,
    pub(crate) quick_slots: Arc<Semaphore>,
}

impl AppState {
    pub fn new(store: store::Store, policy: LimitPolicy) -> Self {
        Self {
            store: store::SharedStore::new(store),
            job_slots: Arc::new(Semaphore::new(policy.concurrent_jobs.max(1))),
            quick_slots: Arc::new(Semaphore::new(policy.quick_jobs.max(1))),
            policy,
        }
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
