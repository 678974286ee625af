//! `cargo +nightly fuzz run importers`: see `fuzzcheck::importers` for what is checked.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fuzzcheck::importers(data));
