//! Integration tests of the store, in one binary (one link step): opening safely, libraries
//! and puzzles, seeding, import/export, saved games, records, results, sharing; refusing
//! paths that are not writable regular files, the caps of stored fields, staged imports; a
//! database a kill left during a checkpoint; a full disk; backups; a database of an older schema.

mod backup;
mod caps;
mod disk_full;
mod exchange;
mod games_records_results;
mod library;
mod old_schema;
mod open_safety;
mod path_checks;
mod shared;
mod staged_import;
mod wal_after_kill;

use serde_json::json;
use store::NewPuzzle;

/// Puzzles whose descriptions and names stress the exchange formats.
pub fn tricky_puzzles() -> Vec<NewPuzzle> {
    vec![
        NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S")
            .with_name("横刀立马")
            .with_difficulty(81.0)
            .with_level("hard")
            .with_source("华容道 classic")
            .with_extra(json!({"solutions": 1, "note": "最难"})),
        NewPuzzle::new("7+3=9")
            .with_level("low")
            .with_difficulty(1.0),
        NewPuzzle::new("a,b,\"c\"").with_name("commas, \"quotes\""),
        NewPuzzle::new("4 4\n1 2 0 -1\n2 1 0 0\n0 0 3 3\n-1 0 0 0").with_name("multi\nline"),
        NewPuzzle::new("crlf\r\nboard\r\n").with_extra(json!([1, 2, {"a": null}])),
        NewPuzzle::new("  leading and trailing spaces  ").with_source(" spaced "),
        NewPuzzle::new("123400/000000/000000/000000/000000/000000")
            .with_difficulty(-0.5)
            .with_extra(json!("a string, with \"quotes\"")),
        NewPuzzle::new("emoji 🧩 and tab\there").with_difficulty(1e-300),
        NewPuzzle::new("=1+1")
            .with_name("starts like a formula")
            .with_difficulty(0.1 + 0.2),
    ]
}
