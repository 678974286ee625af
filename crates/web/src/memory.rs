//! Giving memory back to the system after a heavy job. A search may allocate hundreds of
//! megabytes; the C allocator keeps freed memory in its arenas for reuse, so after a burst of
//! jobs the server would stay that large. After each heavy job the free memory at the top and
//! inside the arenas is returned (glibc's `malloc_trim`; a no-op elsewhere).

/// Returns the allocator's free memory to the system.
pub(crate) fn give_back_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes no pointers and is safe to call from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}
