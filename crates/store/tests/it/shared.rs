//! Sharing a store between threads.

use std::thread;

use store::{NewLibrary, NewPuzzle, PuzzleFilter, SharedStore, Store};

#[test]
fn shared_store_serves_many_threads() {
    let shared = SharedStore::new(Store::open_in_memory().expect("store"));
    let lib = shared
        .with(|s| s.create_library(&NewLibrary::new("matchstick", "threads")))
        .expect("library");
    let handles: Vec<_> = (0..4)
        .map(|t| {
            let shared = shared.clone();
            thread::spawn(move || {
                for i in 0..25 {
                    shared
                        .with(|s| s.add_puzzle(lib.id, &NewPuzzle::new(format!("{t}+{i}=0"))))
                        .expect("add");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("thread");
    }
    let n = shared
        .lock()
        .count_puzzles(&PuzzleFilter::default())
        .expect("count");
    assert_eq!(n, 100);
}

#[test]
fn connections_per_thread_with_reopen() {
    let dir = tempfile::tempdir().expect("dir");
    let mut main = Store::open(dir.path().join("threads.db")).expect("open");
    let lib = main
        .create_library(&NewLibrary::new("klotski", "threads"))
        .expect("library");
    let handles: Vec<_> = (0..3)
        .map(|t| {
            let mut conn = main.reopen().expect("reopen");
            thread::spawn(move || {
                for i in 0..20 {
                    conn.add_puzzle(lib.id, &NewPuzzle::new(format!("layout {t}/{i}")))
                        .expect("add");
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("thread");
    }
    assert_eq!(
        main.count_puzzles(&PuzzleFilter::default()).expect("count"),
        60
    );
}

#[test]
fn handles_can_cross_threads() {
    fn send<T: Send>() {}
    fn send_sync_static<T: Send + Sync + 'static>() {}
    send::<Store>();
    send_sync_static::<SharedStore>();
    send_sync_static::<store::Error>();
}
