//! A database that a `kill -9` during `puzzlelab library import` left behind (issue "Serving
//! a class" #1): the process died during a checkpoint, after the header of the grown database
//! was written but before the file had grown, so the file is shorter than its header says
//! and its `-wal` file holds the pages still missing. It is sound, and opens with every row.
//!
//! `tests/data/wal-after-kill.tar.xz` holds the three files as the kill left them (`k.db`,
//! `k.db-wal`, `k.db-shm`); `tests/data/README.md` says what is in them.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};
use store::{PuzzleFilter, Store};

const ARCHIVE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/wal-after-kill.tar.xz"
);

/// Unpacks the archive into `dir` and returns the database's path.
fn unpack(dir: &Path) -> PathBuf {
    let packed = fs::read(ARCHIVE).expect("read the archive");
    let mut tar = Vec::new();
    lzma_rs::xz_decompress(&mut &packed[..], &mut tar).expect("xz");
    tar::Archive::new(&tar[..]).unpack(dir).expect("untar");
    dir.join("k.db")
}

fn be32(bytes: &[u8], at: usize) -> u32 {
    u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// What the WAL holds, read as SQLite's file format describes it: the frames up to the last
/// commit whose salts and running checksum are right, the pages they carry, and the
/// database's size in pages after that commit.
struct WalContents {
    committed_frames: usize,
    pages: Vec<u32>,
    database_pages: u32,
}

fn read_wal(wal: &[u8]) -> WalContents {
    let magic = be32(wal, 0);
    assert!(magic == 0x377f_0682 || magic == 0x377f_0683, "a WAL header");
    let big_endian = magic & 1 == 1;
    let page_size = be32(wal, 8) as usize;
    let salts = (be32(wal, 16), be32(wal, 20));
    let checksum = |mut s: (u32, u32), data: &[u8]| {
        for pair in data.chunks_exact(8) {
            let word = |at: usize| {
                let b = [pair[at], pair[at + 1], pair[at + 2], pair[at + 3]];
                if big_endian {
                    u32::from_be_bytes(b)
                } else {
                    u32::from_le_bytes(b)
                }
            };
            s.0 = s.0.wrapping_add(word(0)).wrapping_add(s.1);
            s.1 = s.1.wrapping_add(word(4)).wrapping_add(s.0);
        }
        s
    };
    let mut sum = checksum((0, 0), &wal[..24]);
    assert_eq!(
        sum,
        (be32(wal, 24), be32(wal, 28)),
        "the WAL header's checksum"
    );
    let frame_size = 24 + page_size;
    let (mut frames, mut pages, mut committed, mut database_pages) = (0, Vec::new(), 0, 0);
    let mut at = 32;
    while at + frame_size <= wal.len() {
        let frame = &wal[at..at + frame_size];
        if (be32(frame, 8), be32(frame, 12)) != salts {
            break;
        }
        sum = checksum(sum, &frame[..8]);
        sum = checksum(sum, &frame[24..]);
        if sum != (be32(frame, 16), be32(frame, 20)) {
            break;
        }
        frames += 1;
        pages.push(be32(frame, 0));
        if be32(frame, 4) > 0 {
            committed = frames;
            database_pages = be32(frame, 4);
        }
        at += frame_size;
    }
    pages.truncate(committed);
    WalContents {
        committed_frames: committed,
        pages,
        database_pages,
    }
}

/// Every visible puzzle, whole, by id; and the row count of every table. The columns are
/// read by position (id, library_id, the puzzle id, name, description, difficulty, level,
/// source, extra): the archive's schema calls the puzzle id `kind`, schema version 4 `puzzle`.
fn contents(conn: &Connection) -> (BTreeMap<i64, String>, BTreeMap<String, i64>) {
    let mut stmt = conn
        .prepare("SELECT * FROM visible_puzzles")
        .expect("prepare");
    let puzzles = stmt
        .query_map([], |r| {
            let mut row = Vec::new();
            for i in 1..9 {
                row.push(format!("{:?}", r.get_ref(i)?));
            }
            Ok((r.get(0)?, row.join("|")))
        })
        .expect("query")
        .collect::<rusqlite::Result<_>>()
        .expect("rows");
    let mut tables = BTreeMap::new();
    for table in [
        "libraries",
        "puzzles",
        "games",
        "records",
        "results",
        "imports",
    ] {
        let n = conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .expect("count");
        tables.insert(table.to_owned(), n);
    }
    (puzzles, tables)
}

fn integrity_check(path: &Path) -> String {
    Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("read-only open")
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check")
}

#[test]
fn a_database_killed_during_a_checkpoint_opens_with_every_row() {
    let dir = tempfile::tempdir().expect("dir");
    let path = unpack(&dir.path().join("opened"));
    let reference = unpack(&dir.path().join("reference"));

    // The file is shorter than its header says: the start-up check refused it for that.
    let file = fs::read(&path).expect("read");
    let page_size = u64::from(u16::from_be_bytes([file[16], file[17]]));
    let header_pages = be32(&file, 28);
    let file_pages = (file.len() as u64 / page_size) as u32;
    assert_eq!(
        (header_pages, file.len()),
        (6617, 23_740_416),
        "the issue's file"
    );
    assert!(file_pages < header_pages);

    // The WAL's last commit makes the database 6617 pages long and carries every page the
    // file lacks, so nothing is missing.
    let wal = read_wal(&fs::read(path.with_extension("db-wal")).expect("read the WAL"));
    assert_eq!(wal.database_pages, header_pages);
    assert_eq!(wal.committed_frames, 1434);
    for page in file_pages + 1..=header_pages {
        assert!(wal.pages.contains(&page), "page {page} is in the WAL");
    }

    // SQLite reads it through its WAL and finds it sound: the reference copy's rows.
    let raw = Connection::open(&reference).expect("raw open");
    assert_eq!(integrity_check(&reference), "ok");
    let (expected_puzzles, expected_tables) = contents(&raw);
    drop(raw);
    // Counted from the files above with SQLite: 20,180 visible puzzles (the 180 of the
    // built-in libraries and a finished import of 20,000), and 4,000 more staged by the
    // import the kill stopped (import 2, into library 10), which never became visible.
    assert_eq!(expected_puzzles.len(), 20_180);
    assert_eq!(expected_tables["puzzles"], 24_180);
    assert_eq!(expected_tables["imports"], 1);

    let store = Store::open(&path).expect("the database opens");
    let all = store
        .count_puzzles(&PuzzleFilter::default())
        .expect("count");
    assert_eq!(all, expected_puzzles.len() as u64);
    let by_library: u64 = store
        .list_libraries(None)
        .expect("libraries")
        .iter()
        .map(|l| l.puzzle_count)
        .sum();
    assert_eq!(by_library, all);
    drop(store);

    // Every visible row is there, unchanged; the killed import's staged rows are undone.
    let conn = Connection::open(&path).expect("raw open after");
    let (puzzles, tables) = contents(&conn);
    assert!(
        puzzles == expected_puzzles,
        "the visible puzzles are the same"
    );
    assert_eq!(tables["puzzles"], 20_180, "the staged rows are gone");
    assert_eq!(tables["imports"], 0);
    for table in ["libraries", "games", "records", "results"] {
        assert_eq!(tables[table], expected_tables[table], "{table}");
    }
    drop(conn);
    assert_eq!(integrity_check(&path), "ok");
    // And closing checkpointed the WAL into a file as long as its header says.
    let file = fs::read(&path).expect("read after");
    assert_eq!(
        u64::from(be32(&file, 28)) * page_size,
        file.len() as u64,
        "the header and the length agree"
    );
}
