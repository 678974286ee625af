//! Runs the real `puzzlelab serve` binary for end-to-end tests.
//!
//! [`Server::start`] starts `puzzlelab serve --addr 127.0.0.1:0 --db <temp dir>/test.db`, waits
//! for its first stdout line `Puzzle Lab listening on http://127.0.0.1:PORT` and keeps the URL;
//! [`Server::start_with_args`] passes other `serve` arguments (`--addr 0.0.0.0:0`, ...), and
//! [`Server::next_line`] reads what it printed after that line.
//! The process is killed, and the temporary directory removed, on drop. If a test fails while
//! a server runs, the server's stderr is printed.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long the server may take to print its `listening on` line.
pub const STARTUP_TIMEOUT: Duration = Duration::from_secs(60);

/// A running `puzzlelab serve`.
pub struct Server {
    child: Child,
    base: String,
    db: PathBuf,
    stderr_path: PathBuf,
    stdout: mpsc::Receiver<String>,
    _dir: tempfile::TempDir,
}

impl Server {
    /// Starts a server on a free port with a fresh database in a temporary directory.
    pub fn start() -> Server {
        Self::spawn(None, &["--addr", "127.0.0.1:0"])
    }

    /// Starts a server on a free port using the database file `db` (created if missing).
    pub fn start_with_db(db: impl AsRef<Path>) -> Server {
        Self::spawn(Some(db.as_ref().to_path_buf()), &["--addr", "127.0.0.1:0"])
    }

    /// Starts `puzzlelab serve ARGS` (which should name a free port) with a fresh database.
    pub fn start_with_args(args: &[&str]) -> Server {
        Self::spawn(None, args)
    }

    fn spawn(db: Option<PathBuf>, args: &[&str]) -> Server {
        let dir = tempfile::Builder::new()
            .prefix("puzzlelab-server-")
            .tempdir()
            .expect("cannot create a temporary directory for the server");
        let db = db.unwrap_or_else(|| dir.path().join("test.db"));
        let stderr_path = dir.path().join("server-stderr.log");
        let stderr =
            std::fs::File::create(&stderr_path).expect("cannot create the server log file");
        let exe = env!("CARGO_BIN_EXE_puzzlelab");
        let mut command = Command::new(exe);
        // English whatever the machine's locale (the start-up lines are in its language)
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            command.env_remove(name);
        }
        let mut child = command
            .arg("serve")
            .args(args)
            .arg("--db")
            .arg(&db)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {exe}: {e}"));

        // Read stdout on a thread (so the wait has a timeout), and keep draining it afterwards
        // so the server never blocks on a full pipe.
        let stdout = child.stdout.take().expect("stdout is piped");
        let (tx, rx) = mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let _ = tx.send(line);
            }
        });

        let deadline = Instant::now() + STARTUP_TIMEOUT;
        let mut seen = Vec::new();
        let base = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let why = match rx.recv_timeout(left) {
                Ok(line) => {
                    // "listening on http://...", in any language: the URL is the last word
                    if let Some(at) = line.find("http://") {
                        let url = line[at..].split_whitespace().next().unwrap_or_default();
                        break url.trim_end_matches('/').to_string();
                    }
                    seen.push(line);
                    continue;
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    format!("did not print `listening on http://...` within {STARTUP_TIMEOUT:?}")
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    let status = child
                        .wait()
                        .map(|s| s.to_string())
                        .unwrap_or_else(|e| e.to_string());
                    format!(
                        "closed its stdout before printing `listening on http://...` ({status})"
                    )
                }
            };
            let _ = child.kill();
            let _ = child.wait();
            panic!(
                "`{exe} serve {} --db {}` {why}\n--- stdout ---\n{}\n--- stderr ---\n{}",
                args.join(" "),
                db.display(),
                seen.join("\n"),
                std::fs::read_to_string(&stderr_path).unwrap_or_default()
            );
        };
        Server {
            child,
            base,
            db,
            stderr_path,
            stdout: rx,
            _dir: dir,
        }
    }

    /// The next line the server printed on stdout after its `listening on` line, waiting at
    /// most `wait`.
    pub fn next_line(&self, wait: Duration) -> Option<String> {
        self.stdout.recv_timeout(wait).ok()
    }

    /// The server's base URL, e.g. `http://127.0.0.1:41234` (no trailing slash).
    pub fn base_url(&self) -> &str {
        &self.base
    }

    /// The URL of `path` on this server: `server.url("/klotski")`.
    pub fn url(&self, path: &str) -> String {
        if path.starts_with('/') {
            format!("{}{path}", self.base)
        } else {
            format!("{}/{path}", self.base)
        }
    }

    /// The database file the server uses.
    pub fn db_path(&self) -> &Path {
        &self.db
    }

    /// What the server has written to stderr so far.
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(&self.stderr_path).unwrap_or_default()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            eprintln!(
                "--- puzzlelab serve stderr (test failed) ---\n{}",
                self.stderr()
            );
        }
    }
}
