//! [`PdbCache`]: pattern databases loaded from a directory, or built once and stored there,
//! and kept for the whole process.
//!
//! Each pattern has its own file (so partitions that share a pattern share the file). A file
//! that is missing, damaged or of another format version is rebuilt and rewritten, never
//! trusted; a directory that cannot be written only costs a rebuild next time. The patterns
//! of a partition are loaded or built in parallel (rayon).
//!
//! [`PdbCache::shared`] keeps one [`PatternSet`] per partition in a process-wide `OnceLock`,
//! so a server builds or loads each partition once, whatever the number of requests; the
//! directory of the first call wins. [`PdbCache::shared_for`] does the same for the canonical
//! goals of other goals ([`super::canonical_blanks`]): their sets share the standard set's
//! tables wherever the cells are the same, so only the group that takes the last cell is
//! built (and stored, under a name that says its blank cell). [`PdbCache::load_in_background`] starts that on a thread
//! of its own and [`PdbCache::loaded`] looks without waiting, so that a caller with a time
//! limit can wait for the tables as long as its limit allows (building the 4x4 6-6-3 tables
//! takes seconds) and leave the build running for the next request.
//!
//! A directory that cannot be written (read-only, or not a directory) means every process
//! builds the tables again. The library prints nothing: [`on_unstored_tables`] lets the
//! program hear of it, once per process, and say so (the tables stay in memory for the rest
//! of the process either way).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use super::file::{self, FileProblem};
use super::rank::table_len;
use super::{build, Partition, PatternSet};
use crate::size::{Size, MAX_CELLS};

/// The environment variable that overrides [`default_cache_dir`].
pub const CACHE_ENV: &str = "PUZZLELAB_CACHE";

/// Where pattern databases are kept unless told otherwise: `$PUZZLELAB_CACHE` if set (and
/// not empty), else the user's cache directory + `puzzlelab` (e.g. `~/.cache/puzzlelab`),
/// else the temporary directory + `puzzlelab`.
pub fn default_cache_dir() -> PathBuf {
    match std::env::var_os(CACHE_ENV) {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => dirs::cache_dir()
            .unwrap_or_else(std::env::temp_dir)
            .join("puzzlelab"),
    }
}

/// What happened to one pattern's file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileOutcome {
    /// Read and checked.
    Loaded,
    /// The standard goal's table, already loaded, taken as it is.
    Shared,
    /// Built, because the file could not be used.
    Built {
        /// Why the file was not used.
        why: FileProblem,
        /// Why the built table could not be stored, if it could not.
        write_error: Option<String>,
    },
}

/// One pattern's file and what happened to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileReport {
    /// The file.
    pub path: PathBuf,
    /// Loaded or built.
    pub outcome: FileOutcome,
    /// Time to load or build (and store) it.
    pub elapsed: Duration,
}

/// What [`PdbCache::load`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CacheReport {
    /// One entry per pattern, in partition order.
    pub files: Vec<FileReport>,
    /// Wall-clock time of the whole load (patterns run in parallel).
    pub elapsed: Duration,
}

impl CacheReport {
    /// Whether any pattern had to be built.
    pub fn built_any(&self) -> bool {
        self.files
            .iter()
            .any(|f| matches!(f.outcome, FileOutcome::Built { .. }))
    }
}

/// The process-wide databases, one cell per partition and goal blank cell (see
/// [`PdbCache::shared_for`]).
static SETS: [[OnceLock<PatternSet>; MAX_CELLS]; Partition::ALL.len()] =
    [const { [const { OnceLock::new() }; MAX_CELLS] }; Partition::ALL.len()];

/// Whether a background load of each partition and blank was started (and has not failed).
static LOADING: [[AtomicBool; MAX_CELLS]; Partition::ALL.len()] =
    [const { [const { AtomicBool::new(false) }; MAX_CELLS] }; Partition::ALL.len()];

/// What one pattern's table is a function of: the goal cells of its tiles in rank order, and
/// the cell the blank starts from. The start is normalised to the last cell whenever the blank
/// reaches the same free cells from there, so that goals share the standard tables.
#[derive(Debug, Clone, PartialEq, Eq)]
struct TableKey {
    size: Size,
    cells: Vec<u8>,
    start: u8,
}

impl TableKey {
    fn new(size: Size, cells: Vec<u8>, blank: usize) -> TableKey {
        let last = size.cells() as u8 - 1;
        let blank = blank as u8;
        let start = if blank != last
            && !cells.contains(&last)
            && build::start_region(size, &cells, blank) == build::start_region(size, &cells, last)
        {
            last
        } else {
            blank
        };
        TableKey { size, cells, start }
    }

    /// The pattern as the file records it: the goal cells + 1 (the standard goal's tiles),
    /// then 200 + the start cell when it is not the last.
    fn pattern(&self) -> Vec<u8> {
        let mut bytes: Vec<u8> = self.cells.iter().map(|&c| c + 1).collect();
        if self.start as usize != self.size.cells() - 1 {
            bytes.push(200 + self.start);
        }
        bytes
    }

    /// The file name: the standard goal's for its tiles (`npuzzle-4x4-2-3-4.pdb`), with
    /// `-blankN` added for another start cell N.
    fn file_name(&self) -> String {
        let tiles: Vec<u8> = self.cells.iter().map(|&c| c + 1).collect();
        let name = file::file_name(self.size, &tiles);
        if self.start as usize == self.size.cells() - 1 {
            name
        } else {
            name.replace(".pdb", &format!("-blank{}.pdb", self.start))
        }
    }
}

/// Pattern databases that were built for this process but could not be stored in the cache
/// directory, so that the next process builds them again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnstoredTables {
    /// The cache directory.
    pub dir: PathBuf,
    /// The partition whose tables were built.
    pub partition: Partition,
    /// Why they could not be written.
    pub error: String,
    /// How long building them took.
    pub built_in: Duration,
}

/// Who hears of [`UnstoredTables`] (see [`on_unstored_tables`]).
static UNSTORED_LISTENER: OnceLock<fn(&UnstoredTables)> = OnceLock::new();
/// Whether the listener has heard of unstored tables already.
static UNSTORED_TOLD: AtomicBool = AtomicBool::new(false);

/// Has `listener` called, once per process, the first time the process-wide tables
/// ([`PdbCache::shared`]) are built but cannot be stored, so that a program can warn that
/// every run builds them again. The first listener set stays.
pub fn on_unstored_tables(listener: fn(&UnstoredTables)) {
    let _ = UNSTORED_LISTENER.set(listener);
}

/// Tells the listener, once per process, that `report`'s tables could not be stored.
fn tell_if_unstored(dir: &Path, partition: Partition, report: &CacheReport) {
    let Some(error) = report.files.iter().find_map(|f| match &f.outcome {
        FileOutcome::Built {
            write_error: Some(error),
            ..
        } => Some(error.clone()),
        _ => None,
    }) else {
        return;
    };
    let Some(listener) = UNSTORED_LISTENER.get() else {
        return;
    };
    if UNSTORED_TOLD.swap(true, Ordering::AcqRel) {
        return;
    }
    listener(&UnstoredTables {
        dir: dir.to_path_buf(),
        partition,
        error,
        built_in: report.elapsed,
    });
}

/// A directory of pattern database files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdbCache {
    dir: PathBuf,
}

impl Default for PdbCache {
    /// The cache in [`default_cache_dir`].
    fn default() -> Self {
        PdbCache::new(default_cache_dir())
    }
}

impl PdbCache {
    /// A cache in `dir` (created when a file is first written).
    pub fn new(dir: impl Into<PathBuf>) -> PdbCache {
        PdbCache { dir: dir.into() }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Loads the databases of `partition` for the standard goal, building (and storing) those
    /// whose file is missing or unusable. Never fails: a file that cannot be read or written
    /// is rebuilt or left unwritten, and the report says so.
    pub fn load(&self, partition: Partition) -> (PatternSet, CacheReport) {
        self.load_for(partition, partition.size().cells() - 1, None)
    }

    /// [`PdbCache::load`] for the canonical goal whose blank is on `blank`, taking the tables
    /// of `shared_with` (a set of the same partition) wherever the cells are the same.
    fn load_for(
        &self,
        partition: Partition,
        blank: usize,
        shared_with: Option<&PatternSet>,
    ) -> (PatternSet, CacheReport) {
        let started = Instant::now();
        let size = partition.size();
        let standard = partition.cells_for(size.cells() - 1);
        let jobs: Vec<(usize, Vec<u8>)> =
            partition.cells_for(blank).into_iter().enumerate().collect();
        let results: Vec<(Arc<[u8]>, FileReport)> = jobs
            .into_par_iter()
            .map(|(p, cells)| {
                let t0 = Instant::now();
                let key = TableKey::new(size, cells, blank);
                let path = self.dir.join(key.file_name());
                let same_as_standard =
                    key.cells == standard[p] && key.start as usize == size.cells() - 1;
                if let Some(set) = shared_with.filter(|_| same_as_standard) {
                    let report = FileReport {
                        path,
                        outcome: FileOutcome::Shared,
                        elapsed: t0.elapsed(),
                    };
                    return (set.table(p), report);
                }
                let pattern = key.pattern();
                let entries = table_len(size.cells(), key.cells.len());
                let (table, outcome) = match file::read(&path, size, &pattern, entries) {
                    Ok(table) => (table, FileOutcome::Loaded),
                    Err(why) => {
                        let table = build::build(size, &key.cells, key.start);
                        let write_error = file::write(&path, size, &pattern, &table)
                            .err()
                            .map(|e| e.to_string());
                        (table, FileOutcome::Built { why, write_error })
                    }
                };
                let report = FileReport {
                    path,
                    outcome,
                    elapsed: t0.elapsed(),
                };
                (Arc::from(table), report)
            })
            .collect();
        let (tables, files): (Vec<Arc<[u8]>>, Vec<FileReport>) = results.into_iter().unzip();
        let report = CacheReport {
            files,
            elapsed: started.elapsed(),
        };
        (PatternSet::new(partition, blank, tables), report)
    }

    /// The process-wide databases of `partition` for the standard goal, loaded (or built) from
    /// this directory on the first call for that partition; later calls return the same
    /// tables, whatever their directory.
    pub fn shared(&self, partition: Partition) -> &'static PatternSet {
        self.shared_for(partition, partition.size().cells() - 1)
    }

    /// The process-wide databases of `partition` for the canonical goal whose blank is on
    /// `blank` (one of [`super::canonical_blanks`] in practice): the standard ones first (their
    /// tables are shared), then the group that differs, loaded or built once.
    ///
    /// # Panics
    /// If `blank` is not a cell of the partition's size.
    pub fn shared_for(&self, partition: Partition, blank: usize) -> &'static PatternSet {
        let last = partition.size().cells() - 1;
        assert!(
            blank <= last,
            "no cell {blank} on a {} board",
            partition.size()
        );
        SETS[partition.index()][blank].get_or_init(|| {
            let standard = (blank != last).then(|| self.shared(partition));
            let (set, report) = self.load_for(partition, blank, standard);
            tell_if_unstored(&self.dir, partition, &report);
            set
        })
    }

    /// The process-wide databases of `partition` for the standard goal if they are loaded
    /// already; never waits.
    pub fn loaded(partition: Partition) -> Option<&'static PatternSet> {
        PdbCache::loaded_for(partition, partition.size().cells() - 1)
    }

    /// The process-wide databases of `partition` for the canonical goal with the blank on
    /// `blank` if they are loaded already; never waits.
    pub fn loaded_for(partition: Partition, blank: usize) -> Option<&'static PatternSet> {
        SETS[partition.index()].get(blank)?.get()
    }

    /// Starts loading (or building) the process-wide databases of `partition` for the
    /// standard goal on a thread of its own (see [`PdbCache::load_in_background_for`]).
    pub fn load_in_background(&self, partition: Partition) {
        self.load_in_background_for(partition, partition.size().cells() - 1);
    }

    /// Starts loading (or building) the process-wide databases of `partition` for the
    /// canonical goal with the blank on `blank` from this directory on a thread of its own,
    /// unless they are loaded or already on their way, and returns at once;
    /// [`PdbCache::loaded_for`] tells when they are there. If no thread can be started, loads
    /// them here.
    pub fn load_in_background_for(&self, partition: Partition, blank: usize) {
        let i = partition.index();
        let Some(slot) = SETS[i].get(blank) else {
            return;
        };
        if slot.get().is_some() || LOADING[i][blank].swap(true, Ordering::AcqRel) {
            return;
        }
        let cache = self.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("pdb {partition} blank {blank}"))
            .spawn(move || {
                let built = std::panic::catch_unwind(|| {
                    cache.shared_for(partition, blank);
                });
                if built.is_err() {
                    // Let the next caller try again.
                    LOADING[i][blank].store(false, Ordering::Release);
                }
            });
        if spawned.is_err() {
            self.shared_for(partition, blank);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::size::Size;

    #[test]
    fn builds_then_loads_then_rebuilds_damaged_files() {
        let dir = std::env::temp_dir().join(format!("npuzzle-cache-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cache = PdbCache::new(&dir);
        let (built, report) = cache.load(Partition::Exact3);
        assert!(report.built_any());
        assert!(matches!(
            report.files[0].outcome,
            FileOutcome::Built {
                why: FileProblem::Missing,
                write_error: None
            }
        ));
        let (loaded, report) = cache.load(Partition::Exact3);
        assert!(!report.built_any());
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        assert_eq!(built.estimate(&board), 31);
        assert_eq!(loaded.estimate(&board), 31);

        let path = &report.files[0].path;
        let mut bytes = std::fs::read(path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 0x55;
        std::fs::write(path, &bytes).unwrap();
        let (rebuilt, report) = cache.load(Partition::Exact3);
        assert!(matches!(
            report.files[0].outcome,
            FileOutcome::Built {
                why: FileProblem::Checksum,
                ..
            }
        ));
        assert_eq!(rebuilt.estimate(&board), 31);
        assert_eq!(rebuilt.estimate(&Board::goal(Size::Three)), 0);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn background_loading_ends_in_the_shared_tables() {
        let cache = crate::test_cache();
        cache.load_in_background(Partition::Exact3);
        cache.load_in_background(Partition::Exact3);
        let started = Instant::now();
        while PdbCache::loaded(Partition::Exact3).is_none() {
            assert!(started.elapsed() < Duration::from_secs(60), "never loaded");
            std::thread::sleep(Duration::from_millis(5));
        }
        let set = cache.shared(Partition::Exact3);
        assert!(std::ptr::eq(
            PdbCache::loaded(Partition::Exact3).unwrap(),
            set
        ));
    }

    #[test]
    fn other_blanks_build_only_their_own_group_and_share_the_rest() {
        let dir = std::env::temp_dir().join(format!("npuzzle-cache-blank-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cache = PdbCache::new(&dir);
        let (standard, _) = cache.load(Partition::FiveFiveFive);
        let (set, report) = cache.load_for(Partition::FiveFiveFive, 10, Some(&standard));
        let outcomes: Vec<bool> = report
            .files
            .iter()
            .map(|f| matches!(f.outcome, FileOutcome::Shared))
            .collect();
        // 5-5-5 holds cell 10 (tile 11) in its second group: only that one is built
        assert_eq!(outcomes, [true, false, true]);
        assert!(report.files[1]
            .path
            .to_string_lossy()
            .ends_with("npuzzle-4x4-4-7-8-16-12-blank10.pdb"));
        assert_eq!(set.blank(), 10);
        assert!(set.has_mirror(), "cell 10 lies on the diagonal");
        let goal = set.goal();
        assert_eq!(set.estimate(goal.board()), 0);
        // stored: the next load reads the file
        let (_, again) = cache.load_for(Partition::FiveFiveFive, 10, None);
        assert!(again.files.iter().all(|f| f.outcome == FileOutcome::Loaded));
        // a 4x4 edge blank has no reflection that keeps it
        let (edge, _) = cache.load_for(Partition::FiveFiveFive, 14, Some(&standard));
        assert!(!edge.has_mirror());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn unwritable_directory_still_gives_tables() {
        // A file where the directory should be: nothing can be written below it.
        let blocker = std::env::temp_dir().join(format!("npuzzle-blocker-{}", std::process::id()));
        std::fs::write(&blocker, b"not a directory").unwrap();
        let (set, report) = PdbCache::new(blocker.join("sub")).load(Partition::Exact3);
        assert!(matches!(
            &report.files[0].outcome,
            FileOutcome::Built {
                write_error: Some(_),
                ..
            }
        ));
        assert_eq!(set.estimate(&Board::goal(Size::Three)), 0);
        let _ = std::fs::remove_file(&blocker);
    }
}
