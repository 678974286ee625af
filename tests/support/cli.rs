//! Running the real `puzzlelab` binary from the end-to-end CLI tests. Include it alone with
//! `#[path = "support/cli.rs"] mod cli_support;` (the browser support is not needed there).

#![allow(dead_code)] // each test file uses its own subset

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

/// Runs `puzzlelab ARGS` with nothing on standard input and waits for it.
pub fn puzzlelab(args: &[&str]) -> Output {
    puzzlelab_with_input(args, "")
}

/// The variables that choose the command line's language.
pub const LOCALE_VARIABLES: [&str; 4] = ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"];

/// Runs `puzzlelab ARGS`, writes `stdin` to its standard input, closes it and waits. The
/// locale variables are left out, so that it speaks English whatever the machine's locale.
pub fn puzzlelab_with_input(args: &[&str], stdin: &str) -> Output {
    puzzlelab_in(args, stdin, &[])
}

/// Runs `puzzlelab ARGS` with `stdin` and, of the locale variables, only those of `locale`.
pub fn puzzlelab_in(args: &[&str], stdin: &str, locale: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlelab"));
    for name in LOCALE_VARIABLES {
        command.env_remove(name);
    }
    let mut child = command
        .envs(locale.iter().copied())
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
