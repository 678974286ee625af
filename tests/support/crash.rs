//! The machinery of the crash tests (`tests/crash_kill.rs`): `puzzlelab` processes killed with
//! SIGKILL at random moments while they write, and the checks after each kill.
//!
//! Three kinds of round, each one process killed at a random moment of the time an
//! uninterrupted run takes (measured first): one kill in four anywhere in it (start-up, the
//! checks, the rating of the rows), the others from the moment its first write reaches the
//! WAL to its end (the writes, the checkpoints, closing):
//! - `CliImport`: `puzzlelab library import` of [`IMPORT_ROWS`] rows into a new library;
//! - `Server`: `puzzlelab serve`, with one client saving games one after the other and
//!   another importing [`IMPORT_ROWS`] rows over HTTP;
//! - `Migration`: `puzzlelab library list` on a copy of a schema version 2 database of
//!   [`MIGRATION_ROWS`] puzzles, which migrates it to version 3.
//!
//! After each kill, the files as the kill left them are copied and read raw (what the kill
//! hit: a WAL with frames, a file shorter than its header, staged rows, the schema version);
//! then `puzzlelab library list --json` reopens the database (the first to open it after the
//! kill), and the store checks it: `integrity_check` is `ok`, every write is whole or absent
//! (an import has all its rows visible or none; every save the server acknowledged is there
//! as sent, and one in flight is there whole or not at all; a migration has happened or not,
//! with every row), and nothing written earlier changed.

#![allow(dead_code)] // the short test uses only the CLI imports

use std::collections::BTreeMap;
use std::fs;
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use rusqlite::{Connection, OpenFlags};

#[path = "http.rs"]
mod http;
use http::http;
use serde_json::{json, Value};
use store::{NewLibrary, PuzzleFilter, Store};

/// Rows of one import (3 chunks of the store's 2000: the kill can fall between chunks).
pub const IMPORT_ROWS: usize = 5000;

/// Puzzles of the database a migration round migrates.
pub const MIGRATION_ROWS: usize = 60_000;

const EXE: &str = env!("CARGO_BIN_EXE_puzzlelab");

/// What to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Round {
    CliImport,
    Server,
    Migration,
}

/// A small deterministic generator (xorshift64*), seeded from the clock unless
/// `PUZZLELAB_CRASH_SEED` is set, so that a failing run can be replayed.
pub struct Rng(u64);

impl Rng {
    pub fn from_env() -> (Rng, u64) {
        let seed = std::env::var("PUZZLELAB_CRASH_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64)
            });
        (Rng(seed.max(1)), seed)
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// What the kills hit and what the checks found, for the report.
#[derive(Debug, Default)]
pub struct Tally {
    pub rounds: usize,
    pub kills: BTreeMap<&'static str, usize>,
    /// Processes that had finished before their kill came (then checked all the same).
    pub finished_first: usize,
    pub reopened: usize,
    pub wal_with_frames: usize,
    pub shorter_than_header: usize,
    pub imports_whole: usize,
    pub imports_absent_with_staged_rows: usize,
    pub imports_absent_nothing_staged: usize,
    pub saves_acknowledged: usize,
    pub saves_in_flight_present: usize,
    pub saves_in_flight_absent: usize,
    pub migrations_done: usize,
    pub migrations_not_done: usize,
}

impl Tally {
    pub fn total_kills(&self) -> usize {
        self.kills.values().sum()
    }

    pub fn report(&self, seed: u64, took: Duration) -> String {
        format!(
            "crash test (seed {seed}): {} rounds in {:.1} s; {} kills ({:?}), {} processes \
             finished before their kill; the database reopened after {} of {} rounds\n\
             kills left a WAL with frames {} times, a file shorter than its header {} times\n\
             imports: whole {}, absent with staged rows undone {}, absent with nothing staged {}\n\
             saves: {} acknowledged, all present; in flight at the kill: {} present whole, {} absent\n\
             migrations: done {}, not done {} (every row kept either way)",
            self.rounds,
            took.as_secs_f64(),
            self.total_kills(),
            self.kills,
            self.finished_first,
            self.reopened,
            self.rounds,
            self.wal_with_frames,
            self.shorter_than_header,
            self.imports_whole,
            self.imports_absent_with_staged_rows,
            self.imports_absent_nothing_staged,
            self.saves_acknowledged,
            self.saves_in_flight_present,
            self.saves_in_flight_absent,
            self.migrations_done,
            self.migrations_not_done,
        )
    }
}

/// The 8-puzzle position number `i` (distinct for distinct `i` below 9!), as a game ID.
fn position(mut i: usize) -> String {
    let mut tiles: Vec<u8> = (0..9).collect();
    let mut cells = Vec::with_capacity(9);
    for left in (1..=9).rev() {
        cells.push(tiles.remove(i % left));
        i /= left;
    }
    let rows: Vec<String> = cells
        .chunks(3)
        .map(|r| {
            r.iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    rows.join("/")
}

/// A CSV import file of `n` distinct 8-puzzle positions starting at number `first`.
fn import_csv(first: usize, n: usize) -> String {
    let mut csv = String::from("name,description,difficulty,level,source,extra\n");
    for i in first..first + n {
        csv.push_str(&format!(",{},,,crash test,\n", position(i)));
    }
    csv
}

/// The test's world: a database killed again and again, the files it needs, the expected
/// contents and the measured durations.
pub struct Lab {
    dir: tempfile::TempDir,
    db: PathBuf,
    csv_file: PathBuf,
    csv_text: String,
    template_v2: Option<PathBuf>,
    template_counts: BTreeMap<i64, u64>,
    /// Libraries of the database and their visible puzzle counts, as they must stay.
    expected: BTreeMap<i64, u64>,
    /// Saved games that must be there (acknowledged), by name: (id, state).
    saves: BTreeMap<String, (i64, String)>,
    cli_import_time: Timing,
    server_start_time: Duration,
    server_import_time: Duration,
    migration_time: Timing,
    pub rng: Rng,
    pub tally: Tally,
    next_library: usize,
    /// Libraries of whole imports kept, oldest first.
    kept: std::collections::VecDeque<i64>,
    /// How many whole imports to keep (so the database grows to about this many times
    /// [`IMPORT_ROWS`] puzzles).
    pub keep_imports: usize,
}

impl Lab {
    /// Creates the database (with its built-in libraries) and measures one uninterrupted run
    /// of each kind of round asked for.
    pub fn new(kinds: &[Round]) -> (Lab, u64) {
        let (rng, seed) = Rng::from_env();
        let dir = tempfile::Builder::new()
            .prefix("puzzlelab-crash-")
            .tempdir()
            .expect("temp dir");
        let db = dir.path().join("lab.db");
        let csv_text = import_csv(0, IMPORT_ROWS);
        let csv_file = dir.path().join("rows.csv");
        fs::write(&csv_file, &csv_text).expect("write the import file");
        let mut lab = Lab {
            db,
            csv_file,
            csv_text,
            template_v2: None,
            template_counts: BTreeMap::new(),
            expected: BTreeMap::new(),
            saves: BTreeMap::new(),
            cli_import_time: Timing::default(),
            server_start_time: Duration::ZERO,
            server_import_time: Duration::ZERO,
            migration_time: Timing::default(),
            rng,
            tally: Tally::default(),
            next_library: 0,
            kept: Default::default(),
            keep_imports: 2,
            dir,
        };
        lab.cli_ok(&lab.db.clone(), &["library", "list"]);
        lab.expected = lab.library_counts_of(&lab.db.clone());
        if kinds.contains(&Round::CliImport) {
            // the fastest of three: one slow run (another test busy beside it) would put most
            // kill moments after the end of the runs that follow
            let mut fastest: Option<Timing> = None;
            for _ in 0..3 {
                let library = lab.new_library();
                let timing = timed(lab.import_command(library), &lab.db);
                lab.expected.insert(library, IMPORT_ROWS as u64);
                fastest = Some(match fastest {
                    Some(best) if best.total <= timing.total => best,
                    _ => timing,
                });
            }
            lab.cli_import_time = fastest.expect("three runs");
        }
        if kinds.contains(&Round::Server) {
            lab.measure_server();
        }
        if kinds.contains(&Round::Migration) {
            lab.make_template_v2();
            let copy = lab.dir.path().join("measure-v2.db");
            fs::copy(lab.template_v2.as_ref().expect("template"), &copy).expect("copy");
            lab.migration_time = timed(list_command(&copy), &copy);
            remove_database(&copy);
        }
        eprintln!(
            "uninterrupted runs: CLI import of {IMPORT_ROWS} rows {:?}; server start {:?}, \
             import over HTTP {:?}; migration of {MIGRATION_ROWS} rows {:?}",
            lab.cli_import_time, lab.server_start_time, lab.server_import_time, lab.migration_time
        );
        (lab, seed)
    }

    /// Runs `puzzlelab --db DB ARGS`, which must succeed.
    fn cli_ok(&self, db: &Path, args: &[&str]) -> String {
        let out = Command::new(EXE)
            .arg("--db")
            .arg(db)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("run puzzlelab");
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "puzzlelab --db {} {args:?} failed:\n{stdout}\n{}",
            db.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        stdout
    }

    /// A new library of our own, made through the store; its id.
    fn new_library(&mut self) -> i64 {
        self.next_library += 1;
        let mut store = Store::open(&self.db).expect("open");
        store
            .create_library(&NewLibrary::new(
                "n-puzzle",
                format!("crash {}", self.next_library),
            ))
            .expect("create a library")
            .id
    }

    fn library_counts_of(&self, db: &Path) -> BTreeMap<i64, u64> {
        let store = Store::open(db).expect("open");
        store
            .list_libraries(None)
            .expect("list")
            .into_iter()
            .map(|l| (l.id, l.puzzle_count))
            .collect()
    }
    /// A random moment to kill a run of this timing at (see the module comment).
    fn kill_moment(&mut self, timing: Timing) -> Duration {
        let end = timing.total.mul_f64(1.05);
        let start = if self.rng.below(4) == 0 {
            Duration::ZERO
        } else {
            timing.first_write.mul_f64(0.95)
        };
        start + end.saturating_sub(start).mul_f64(self.rng.unit())
    }

    /// `puzzlelab library import LIBRARY rows.csv`, ratings bounded to almost nothing.
    fn import_command(&self, library: i64) -> Command {
        let mut command = Command::new(EXE);
        command
            .arg("--db")
            .arg(&self.db)
            .args(["library", "import", &library.to_string()])
            .arg(&self.csv_file)
            .args(["--max-nodes", "1"]);
        command
    }

    /// Starts `command` and kills it at a random moment of `timing`; returns whether it was
    /// still running (a kill).
    fn run_and_kill(&mut self, mut command: Command, timing: Timing) -> bool {
        let at = self.kill_moment(timing);
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start puzzlelab");
        let deadline = Instant::now() + at;
        while Instant::now() < deadline {
            if child.try_wait().expect("poll").is_some() {
                break;
            }
            std::thread::sleep(Duration::from_micros(500));
        }
        let killed = child.try_wait().expect("poll").is_none();
        if killed {
            child.kill().expect("SIGKILL"); // Child::kill sends SIGKILL on Unix
        } else {
            self.tally.finished_first += 1;
        }
        let status = child.wait().expect("reap");
        if !killed {
            assert!(status.success(), "the process failed on its own: {status}");
        }
        killed
    }

    /// One round of the given kind.
    pub fn round(&mut self, kind: Round) {
        self.tally.rounds += 1;
        match kind {
            Round::CliImport => self.cli_import_round(),
            Round::Server => self.server_round(),
            Round::Migration => self.migration_round(),
        }
    }

    fn count_kill(&mut self, killed: bool, what: &'static str) {
        if killed {
            *self.tally.kills.entry(what).or_default() += 1;
        }
    }

    fn cli_import_round(&mut self) {
        let library = self.new_library();
        self.expected.insert(library, 0);
        let killed = self.run_and_kill(self.import_command(library), self.cli_import_time);
        self.count_kill(killed, "CLI imports");
        let left = self.inspect_left(&self.db.clone());
        let listed = self.reopen_with_the_cli(&self.db.clone());
        let visible = self.check_database(library, !killed, &left, &listed);
        self.forget_library(library, visible);
    }

    /// After a round's checks: keeps its library if the import is whole (the database grows,
    /// so checkpoints grow the file, as in the issue), the last [`Lab::keep_imports`] of
    /// them; deletes the others.
    fn forget_library(&mut self, library: i64, visible: u64) {
        let mut store = Store::open(&self.db).expect("open");
        let mut delete = Vec::new();
        if visible > 0 {
            self.expected.insert(library, visible);
            self.kept.push_back(library);
            while self.kept.len() > self.keep_imports {
                delete.extend(self.kept.pop_front());
            }
        } else {
            delete.push(library);
        }
        for library in delete {
            assert!(store.delete_library(library).expect("delete"));
            self.expected.remove(&library);
        }
    }

    /// Checks the database after a kill: it opens, passes `integrity_check`, every library
    /// but `library` has its expected count, and `library` has all of its import or none
    /// (all if `finished`), as `puzzlelab library list` showed (`listed`). Returns how many
    /// `library` shows.
    fn check_database(
        &mut self,
        library: i64,
        finished: bool,
        left: &Left,
        listed: &BTreeMap<i64, u64>,
    ) -> u64 {
        let mut store = Store::open(&self.db).expect("the database reopens after the kill");
        let counts: BTreeMap<i64, u64> = store
            .list_libraries(None)
            .expect("list")
            .into_iter()
            .map(|l| (l.id, l.puzzle_count))
            .collect();
        assert_eq!(&counts, listed, "the CLI and the store see the same");
        let visible = counts.get(&library).copied().unwrap_or(0);
        assert!(
            visible == 0 || visible == IMPORT_ROWS as u64,
            "library {library} shows {visible} of {IMPORT_ROWS} imported rows"
        );
        if finished {
            assert_eq!(visible, IMPORT_ROWS as u64, "a finished import is visible");
        }
        let direct = store
            .count_puzzles(&PuzzleFilter {
                library_id: Some(library),
                ..PuzzleFilter::default()
            })
            .expect("count");
        assert_eq!(direct, visible);
        for (id, count) in &self.expected {
            if *id != library {
                assert_eq!(counts.get(id), Some(count), "library {id} kept its puzzles");
            }
        }
        if visible == IMPORT_ROWS as u64 {
            self.tally.imports_whole += 1;
        } else if left.staged_rows > 0 {
            self.tally.imports_absent_with_staged_rows += 1;
        } else {
            self.tally.imports_absent_nothing_staged += 1;
        }
        // The killed process cannot come back: its staged rows are undone at once.
        store
            .undo_abandoned_imports(Duration::ZERO)
            .expect("undo the killed import");
        drop(store);
        assert_eq!(integrity_check(&self.db), "ok");
        let raw = Connection::open(&self.db).expect("raw");
        let hidden: i64 = raw
            .query_row(
                "SELECT (SELECT count(*) FROM puzzles) - (SELECT count(*) FROM visible_puzzles)",
                [],
                |r| r.get(0),
            )
            .expect("count hidden rows");
        assert_eq!(hidden, 0, "no staged rows are left after the undo");
        self.tally.reopened += 1;
        visible
    }

    /// What the kill left, read from a copy of the files (so that the database itself is
    /// first opened by `puzzlelab`).
    fn inspect_left(&mut self, db: &Path) -> Left {
        let copy_dir = self.dir.path().join("left");
        let _ = fs::remove_dir_all(&copy_dir);
        fs::create_dir(&copy_dir).expect("dir");
        let copy = copy_dir.join("copy.db");
        for suffix in ["", "-wal", "-shm"] {
            let from = with_suffix(db, suffix);
            if from.exists() {
                fs::copy(&from, with_suffix(&copy, suffix)).expect("copy");
            }
        }
        let wal_frames = fs::metadata(with_suffix(db, "-wal")).is_ok_and(|m| m.len() > 32);
        let header = fs::read(db).expect("read");
        let page_size = u64::from(u16::from_be_bytes([header[16], header[17]]));
        let header_pages = u64::from(u32::from_be_bytes([
            header[28], header[29], header[30], header[31],
        ]));
        let short = header.len() as u64 / page_size < header_pages;
        if wal_frames {
            self.tally.wal_with_frames += 1;
        }
        if short {
            self.tally.shorter_than_header += 1;
        }
        let conn = Connection::open_with_flags(&copy, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .expect("open the copy");
        let user_version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .expect("user_version");
        let staged_rows: i64 = conn
            .query_row(
                "SELECT count(*) FROM puzzles WHERE import_id IN (SELECT id FROM imports)",
                [],
                |r| r.get(0),
            )
            .unwrap_or(0);
        drop(conn);
        Left {
            user_version,
            staged_rows: staged_rows as u64,
        }
    }

    /// `puzzlelab library list --json` must open the database; returns the libraries' counts.
    fn reopen_with_the_cli(&self, db: &Path) -> BTreeMap<i64, u64> {
        let out = self.cli_ok(db, &["library", "list", "--json"]);
        let listed: Value = serde_json::from_str(&out).expect("JSON");
        listed["libraries"]
            .as_array()
            .expect("libraries")
            .iter()
            .map(|l| {
                (
                    l["id"].as_i64().expect("id"),
                    l["puzzle_count"].as_u64().expect("count"),
                )
            })
            .collect()
    }

    fn measure_server(&mut self) {
        let library = self.new_library();
        let started = Instant::now();
        let mut server = start_server(&self.db);
        let addr = server
            .addr
            .recv_timeout(Duration::from_secs(60))
            .expect("listening");
        self.server_start_time = started.elapsed();
        let started = Instant::now();
        let (status, body) = http(
            addr,
            "POST",
            &format!("/api/libraries/{library}/import"),
            &import_body(&self.csv_text),
        )
        .expect("import over HTTP");
        assert_eq!(status, 200, "{body}");
        self.server_import_time = started.elapsed();
        self.expected.insert(library, IMPORT_ROWS as u64);
        let _ = server.child.kill();
        let _ = server.child.wait();
    }

    fn server_round(&mut self) {
        let library = self.new_library();
        self.expected.insert(library, 0);
        let round = self.tally.rounds;
        let started = Instant::now();
        let server = start_server(&self.db);
        let at = self.kill_moment(Timing {
            first_write: self.server_start_time,
            total: self.server_start_time + self.server_import_time.mul_f64(1.2),
        });
        let stop = Arc::new(AtomicBool::new(false));
        let log = Arc::new(Mutex::new(ClientLog::default()));
        let addr_rx = server.addr;
        let csv = self.csv_text.clone();
        let client = {
            let (stop, log) = (stop.clone(), log.clone());
            std::thread::spawn(move || {
                let Ok(addr) = addr_rx.recv_timeout(Duration::from_secs(60)) else {
                    return;
                };
                let importer = {
                    let (stop, log) = (stop.clone(), log.clone());
                    std::thread::spawn(move || {
                        if stop.load(Ordering::SeqCst) {
                            return;
                        }
                        log.lock().expect("log").import_sent = true;
                        if let Ok((200, _)) = http(
                            addr,
                            "POST",
                            &format!("/api/libraries/{library}/import"),
                            &import_body(&csv),
                        ) {
                            log.lock().expect("log").import_acknowledged = true;
                        }
                    })
                };
                for i in 0.. {
                    if stop.load(Ordering::SeqCst) {
                        break;
                    }
                    let name = format!("round {round} save {i}");
                    let state = format!("state {i} of round {round}");
                    log.lock().expect("log").in_flight = Some((name.clone(), state.clone()));
                    let body = json!({"puzzle": "n-puzzle", "game": position(i), "name": name,
                                      "state": state, "moves": [i]});
                    match http(addr, "POST", "/api/games", &body.to_string()) {
                        Ok((200, answer)) => {
                            let id = serde_json::from_str::<Value>(&answer)
                                .ok()
                                .and_then(|v| v["game"]["id"].as_i64())
                                .expect("a saved game's id");
                            let mut log = log.lock().expect("log");
                            log.in_flight = None;
                            log.acknowledged.push((name, id, state));
                        }
                        Ok((status, answer)) => panic!("a save answered {status}: {answer}"),
                        Err(_) => break, // the server is gone
                    }
                }
                let _ = importer.join();
            })
        };
        let deadline = started + at;
        let mut child = server.child;
        while Instant::now() < deadline && child.try_wait().expect("poll").is_none() {
            std::thread::sleep(Duration::from_micros(500));
        }
        let killed = child.try_wait().expect("poll").is_none();
        assert!(killed, "the server stopped on its own");
        child.kill().expect("SIGKILL");
        child.wait().expect("reap");
        stop.store(true, Ordering::SeqCst);
        client.join().expect("the client");
        self.count_kill(true, "servers");

        let left = self.inspect_left(&self.db.clone());
        let listed = self.reopen_with_the_cli(&self.db.clone());
        let log = std::mem::take(&mut *log.lock().expect("log"));
        let visible = self.check_database(library, log.import_acknowledged, &left, &listed);
        if !log.import_sent {
            assert_eq!(visible, 0);
        }
        self.check_saves(&log);
        self.forget_library(library, visible);
    }

    /// Every acknowledged save is there as sent; the one in flight is whole or absent; no
    /// other game appeared.
    fn check_saves(&mut self, log: &ClientLog) {
        for (name, id, state) in &log.acknowledged {
            self.saves.insert(name.clone(), (*id, state.clone()));
        }
        self.tally.saves_acknowledged += log.acknowledged.len();
        let store = Store::open(&self.db).expect("open");
        let games: BTreeMap<String, (i64, String)> = store
            .list_games(None)
            .expect("games")
            .into_iter()
            .map(|g| (g.name, (g.id, g.state)))
            .collect();
        for (name, (id, state)) in &self.saves {
            assert_eq!(
                games.get(name),
                Some(&(*id, state.clone())),
                "{name} is kept"
            );
        }
        let mut extra: Vec<&String> = games
            .keys()
            .filter(|n| !self.saves.contains_key(*n))
            .collect();
        if let Some((name, state)) = &log.in_flight {
            if let Some((id, stored)) = games.get(name) {
                assert_eq!(stored, state, "the save in flight is whole");
                self.saves.insert(name.clone(), (*id, state.clone()));
                self.tally.saves_in_flight_present += 1;
                extra.retain(|n| *n != name);
            } else {
                self.tally.saves_in_flight_absent += 1;
            }
        }
        assert!(extra.is_empty(), "games nobody saved: {extra:?}");
    }

    /// A schema version 2 database with the built-in libraries of a fresh database and a
    /// library of [`MIGRATION_ROWS`] puzzles, made with the released scripts.
    fn make_template_v2(&mut self) {
        const SCRIPTS: [&str; 2] = [
            include_str!("../../crates/store/src/migrations/0001_initial.sql"),
            include_str!("../../crates/store/src/migrations/0002_staged_imports.sql"),
        ];
        let fresh = self.dir.path().join("fresh.db");
        self.cli_ok(&fresh, &["library", "list"]);
        let path = self.dir.path().join("template-v2.db");
        let conn = Connection::open(&path).expect("create");
        for script in SCRIPTS {
            conn.execute_batch(script).expect("an earlier schema");
        }
        conn.execute(
            "ATTACH DATABASE ?1 AS fresh",
            [fresh.to_str().expect("UTF-8")],
        )
        .expect("attach");
        conn.execute_batch(&format!(
            "BEGIN;
             INSERT INTO libraries SELECT * FROM fresh.libraries;
             INSERT INTO results SELECT * FROM fresh.results;
             INSERT OR IGNORE INTO puzzles (id, library_id, kind, name, description, difficulty,
                 level, source, extra, created)
                 SELECT id, library_id, puzzle, name, description, difficulty, level, source,
                        extra, created FROM fresh.puzzles;
             INSERT INTO libraries (kind, name) VALUES ('n-puzzle', 'big');
             COMMIT;
             DETACH DATABASE fresh;
             PRAGMA user_version = 2; PRAGMA application_id = {};",
            store::APPLICATION_ID
        ))
        .expect("copy the built-in libraries");
        let big: i64 = conn
            .query_row("SELECT id FROM libraries WHERE name = 'big'", [], |r| {
                r.get(0)
            })
            .expect("big");
        conn.execute_batch("BEGIN").expect("begin");
        {
            let mut insert = conn
                .prepare(
                    "INSERT INTO puzzles (library_id, kind, description, source) \
                     VALUES (?1, 'n-puzzle', ?2, 'migration test')",
                )
                .expect("prepare");
            for i in 0..MIGRATION_ROWS {
                insert
                    .execute(rusqlite::params![big, position(i)])
                    .expect("insert");
            }
        }
        conn.execute_batch("COMMIT; PRAGMA journal_mode = WAL;")
            .expect("commit");
        self.template_counts = conn
            .prepare("SELECT library_id, count(*) FROM puzzles GROUP BY library_id")
            .and_then(|mut s| {
                s.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?
                    .collect()
            })
            .expect("counts");
        drop(conn);
        remove_database(&fresh);
        self.template_v2 = Some(path);
    }

    fn migration_round(&mut self) {
        let template = self.template_v2.clone().expect("the template");
        let db = self.dir.path().join("migrating.db");
        remove_database(&db);
        fs::copy(&template, &db).expect("copy the template");
        let killed = self.run_and_kill(list_command(&db), self.migration_time);
        self.count_kill(killed, "migrations");
        let left = self.inspect_left(&db);
        assert!(
            left.user_version == 2 || left.user_version == 3,
            "schema version {} after the kill",
            left.user_version
        );
        if left.user_version == 3 {
            self.tally.migrations_done += 1;
        } else {
            self.tally.migrations_not_done += 1;
        }
        let listed = self.reopen_with_the_cli(&db);
        let store = Store::open(&db).expect("the database reopens after the kill");
        assert_eq!(store.schema_version().expect("version"), 3);
        let kept: BTreeMap<i64, u64> = store
            .list_libraries(None)
            .expect("list")
            .into_iter()
            .map(|l| (l.id, l.puzzle_count))
            .collect();
        assert_eq!(
            kept, self.template_counts,
            "every row survived the migration"
        );
        assert_eq!(listed, kept);
        drop(store);
        assert_eq!(integrity_check(&db), "ok");
        self.tally.reopened += 1;
        remove_database(&db);
    }
}

/// How long an uninterrupted run takes, and when its first write reaches the WAL.
#[derive(Debug, Clone, Copy, Default)]
struct Timing {
    first_write: Duration,
    total: Duration,
}

/// Runs `command` to its end (it must succeed), watching `db`'s WAL for the first write.
fn timed(mut command: Command, db: &Path) -> Timing {
    let wal = with_suffix(db, "-wal");
    let started = Instant::now();
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start puzzlelab");
    let mut first_write = None;
    let status = loop {
        if let Some(status) = child.try_wait().expect("poll") {
            break status;
        }
        if first_write.is_none() && fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
            first_write = Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    let total = started.elapsed();
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        let _ = pipe.read_to_string(&mut stderr);
    }
    assert!(status.success(), "{command:?} failed: {stderr}");
    Timing {
        first_write: first_write.expect("the run wrote to the WAL"),
        total,
    }
}

/// `puzzlelab --db DB library list`.
fn list_command(db: &Path) -> Command {
    let mut command = Command::new(EXE);
    command.arg("--db").arg(db).args(["library", "list"]);
    command
}

/// What the kill left, read raw from a copy.
#[derive(Default)]
struct Left {
    user_version: i64,
    staged_rows: u64,
}

/// What the server's clients sent and heard.
#[derive(Default)]
struct ClientLog {
    acknowledged: Vec<(String, i64, String)>,
    in_flight: Option<(String, String)>,
    import_sent: bool,
    import_acknowledged: bool,
}

struct StartedServer {
    child: Child,
    addr: mpsc::Receiver<SocketAddr>,
}

/// Starts `puzzlelab serve` on a free port; its address comes on the channel once it listens.
fn start_server(db: &Path) -> StartedServer {
    let mut child = Command::new(EXE)
        .arg("--db")
        .arg(db)
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the server");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(at) = line.find("http://") {
                if let Ok(addr) = line[at + 7..].trim_end_matches('/').parse() {
                    let _ = tx.send(addr);
                }
            }
        }
    });
    StartedServer { child, addr: rx }
}

fn import_body(csv: &str) -> String {
    json!({"format": "csv", "data": csv, "limits": {"max_nodes": 1}}).to_string()
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn remove_database(db: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = fs::remove_file(with_suffix(db, suffix));
    }
}

fn integrity_check(path: &Path) -> String {
    Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("read-only open")
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check")
}
