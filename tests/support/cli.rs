//! Running the real `puzzlelab` binary from the end-to-end CLI tests. Include it alone with
//! `#[path = "support/cli.rs"] mod cli_support;` (the browser support is not needed there).

#![allow(dead_code)] // each test file uses its own subset

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

/// Runs `puzzlelab ARGS` with nothing on standard input and waits for it.
pub fn puzzlelab(args: &[&str]) -> Output {
    puzzlelab_with_input(args, "")
}

/// Runs `puzzlelab ARGS`, writes `stdin` to its standard input, closes it and waits.
pub fn puzzlelab_with_input(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run puzzlelab");
    let mut input = child.stdin.take().expect("stdin");
    // a command that does not read its input may exit before the write: not an error here
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    child.wait_with_output().expect("wait for puzzlelab")
}

/// Standard output as text.
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Standard error as text.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
