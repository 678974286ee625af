//! Random seeds: the one place that turns the clock into a seed when a caller gives none.

use std::time::{SystemTime, UNIX_EPOCH};

/// A seed from the clock (nanoseconds since 1970, never 0), for generators asked for a game
/// without a seed. Report it with the game so that the game can be made again.
pub fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(0)
        .max(1)
}
