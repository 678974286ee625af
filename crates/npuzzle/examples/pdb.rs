//! Builds every pattern database partition into a fresh directory, then loads it again, and
//! prints build time, load time and memory:
//! `cargo run --release -p npuzzle --example pdb -- [PARTITION ...] [--dir DIR]`
//! (partitions by name: 8, 6-6-3, 5-5-5, 5-5-5-5-4; all by default).

use std::path::PathBuf;

use npuzzle::{Partition, PdbCache};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dir = match args.iter().position(|a| a == "--dir") {
        Some(i) => args.get(i + 1).map(PathBuf::from),
        None => None,
    }
    .unwrap_or_else(|| {
        std::env::temp_dir().join(format!("npuzzle-pdb-example-{}", std::process::id()))
    });
    let wanted: Vec<Partition> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let partitions = if wanted.is_empty() {
        Partition::ALL.to_vec()
    } else {
        wanted
    };
    let fresh = !args.iter().any(|a| a == "--dir");
    println!(
        "{:<16} {:>12} {:>10} {:>10}  per pattern (build)",
        "partition", "bytes", "build s", "load s"
    );
    for partition in partitions {
        let cache = PdbCache::new(&dir);
        let (_, built) = cache.load(partition);
        let (set, loaded) = cache.load(partition);
        let per: Vec<String> = built
            .files
            .iter()
            .map(|f| format!("{:.2}", f.elapsed.as_secs_f64()))
            .collect();
        println!(
            "{:<16} {:>12} {:>10.2} {:>10.3}  {}{}",
            partition.to_string(),
            set.bytes(),
            built.elapsed.as_secs_f64(),
            loaded.elapsed.as_secs_f64(),
            per.join(" "),
            if built.built_any() {
                ""
            } else {
                " (was already cached)"
            }
        );
    }
    if fresh {
        let _ = std::fs::remove_dir_all(&dir);
    }
}
