//! `cargo +nightly fuzz run game_ids`: see `fuzzcheck::game_ids` for what is checked.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzcheck::game_ids(data));
