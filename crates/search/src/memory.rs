//! How much memory a search holds, measured rather than estimated: [`CountingAllocator`]
//! wraps the system allocator and counts, per thread, the bytes allocated and not yet freed.
//! A program that installs it (`#[global_allocator]`, as the `puzzlelab` binary does) lets
//! [`Limits::max_memory`](crate::Limits::max_memory) stop a search whose tables grow past the
//! budget, and reports each run's peak ([`Stats::peak_memory`](crate::Stats::peak_memory)).
//! Without it nothing is counted, a memory budget cannot be checked, and the peak is 0.
//!
//! Only the searching thread is counted: a search that hands work to other threads (rayon)
//! is measured on the thread that runs it, and memory one thread frees for another shows up
//! on the thread that frees it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

/// The system allocator, counting bytes per thread. Install it with
/// `#[global_allocator] static ALLOCATOR: search::CountingAllocator = search::CountingAllocator;`.
#[derive(Debug, Default, Clone, Copy)]
pub struct CountingAllocator;

static INSTALLED: AtomicBool = AtomicBool::new(false);

thread_local! {
    // const-initialised and without a destructor, so the allocator may touch it at any time
    static HELD: Cell<i64> = const { Cell::new(0) };
}

fn count(delta: i64) {
    // a thread being torn down has no counter any more; its last frees are not counted
    let _ = HELD.try_with(|held| held.set(held.get().wrapping_add(delta)));
}

fn signed(bytes: usize) -> i64 {
    i64::try_from(bytes).unwrap_or(i64::MAX)
}

// SAFETY: every call is passed on unchanged to the system allocator; counting only touches a
// thread-local integer and never allocates.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        INSTALLED.store(true, Ordering::Relaxed);
        // SAFETY: the caller's contract for `alloc` is passed on.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            count(signed(layout.size()));
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        INSTALLED.store(true, Ordering::Relaxed);
        // SAFETY: the caller's contract for `alloc_zeroed` is passed on.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            count(signed(layout.size()));
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc` is passed on.
        unsafe { System.dealloc(ptr, layout) };
        count(-signed(layout.size()));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract for `realloc` is passed on.
        let moved = unsafe { System.realloc(ptr, layout, new_size) };
        if !moved.is_null() {
            count(signed(new_size) - signed(layout.size()));
        }
        moved
    }
}

/// The bytes this thread has allocated and not freed, if [`CountingAllocator`] is installed.
pub fn thread_held_bytes() -> Option<i64> {
    INSTALLED
        .load(Ordering::Relaxed)
        .then(|| HELD.try_with(Cell::get).unwrap_or(0))
}
