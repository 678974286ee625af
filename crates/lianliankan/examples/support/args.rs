//! Positional arguments of the measuring examples: a bad or missing one ends the run with a
//! message pointing at the example's header, where its usage is written.

/// Argument `i` parsed as `T`, or exit with status 2 naming it.
pub fn arg<T: std::str::FromStr>(args: &[String], i: usize, name: &str) -> T {
    match args.get(i).and_then(|a| a.parse().ok()) {
        Some(v) => v,
        None => {
            eprintln!(
                "argument {i} ({name}) is missing or invalid; see the file's header for usage"
            );
            std::process::exit(2);
        }
    }
}
