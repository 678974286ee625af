//! `cargo +nightly fuzz run api_bodies`: see `fuzzcheck::api_bodies` for what is checked.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzcheck::api_bodies(data));
