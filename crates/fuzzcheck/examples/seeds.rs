//! Writes the seed inputs of every fuzz target into `fuzz/corpus/<target>/seed-<name>`:
//! `cargo run -p fuzzcheck --example seeds` (from the repository root).

use std::path::Path;

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    for (target, _) in fuzzcheck::TARGETS {
        let dir = root.join(target);
        std::fs::create_dir_all(&dir)?;
        let seeds = fuzzcheck::seeds::seeds(target);
        for (name, bytes) in &seeds {
            std::fs::write(dir.join(format!("seed-{name}")), bytes)?;
        }
        println!("{target}: {} seeds in {}", seeds.len(), dir.display());
    }
    Ok(())
}
