//! Giving memory back to the system after a heavy job. A search may allocate hundreds of
//! megabytes; the C allocator keeps freed memory in its arenas for reuse, so after a burst of
//! jobs the server would stay that large. After each heavy job, and every few seconds while
//! the server runs (connection buffers are freed outside jobs too), the free memory at the top
//! and inside the arenas is returned (glibc's `malloc_trim`; a no-op elsewhere).

use std::time::Duration;

/// How often the server gives free memory back outside jobs.
pub(crate) const TRIM_EVERY: Duration = Duration::from_secs(3);

/// Returns the allocator's free memory to the system.
pub(crate) fn give_back_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes no pointers and is safe to call from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Gives free memory back every [`TRIM_EVERY`], for as long as the runtime runs.
pub(crate) async fn keep_giving_back() {
    let mut every = tokio::time::interval(TRIM_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        // a blocking thread: trimming a large heap takes some milliseconds
        let _ = tokio::task::spawn_blocking(give_back_free_memory).await;
    }
}
