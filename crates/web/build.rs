//! Rebuild the web crate when the embedded UI (`web/` at the repository root) changes:
//! `include_dir!` alone does not tell Cargo to watch it.

fn main() {
    println!("cargo:rerun-if-changed=../../web");
}
