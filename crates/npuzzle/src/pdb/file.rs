//! The on-disk form of one pattern database, checked before it is trusted.
//!
//! Layout (integers little-endian):
//!
//! | bytes | content |
//! |---|---|
//! | 8 | magic `PLNPZPDB` |
//! | 4 | format version ([`FORMAT_VERSION`]) |
//! | 1 | board width |
//! | 1 | `k`, the number of tiles in the pattern |
//! | k | the tiles, in rank order |
//! | 8 | number of entries |
//! | 8 | FNV-1a 64 checksum of the entries |
//! | n | the entries, one byte each |
//!
//! A file whose header, length or checksum does not match what is asked for is reported as
//! a [`FileProblem`] (and then rebuilt by the cache), never used. Writing goes to a temporary
//! file in the same directory that is then renamed over the target, so a reader never sees
//! half a file, and two processes building at once both leave a complete one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use puzzle::words::english;
use puzzle::Words;

use crate::size::Size;

const MAGIC: &[u8; 8] = b"PLNPZPDB";
/// Bumped whenever the layout, the ranking or the meaning of an entry changes.
pub const FORMAT_VERSION: u32 = 1;

/// Why a stored database was not used (the cache then builds it again).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum FileProblem {
    /// No file yet.
    Missing,
    /// The file could not be read: the system's reason, as it gives it.
    Unreadable(String),
    /// Not one of our files (or its first bytes are damaged).
    BadMagic,
    /// Written by another format version.
    Version {
        /// The version in the file.
        found: u32,
    },
    /// A database of another board size or pattern.
    OtherPattern,
    /// Truncated or too long.
    Length {
        /// Bytes in the file.
        found: usize,
        /// Bytes the header promises.
        expected: usize,
    },
    /// The entries do not match the checksum.
    Checksum,
}

impl FileProblem {
    /// What is wrong with the file, as catalogue words (`n-puzzle-pdb-*`, each saying that
    /// the database is built again).
    pub fn words(&self) -> Words {
        match self {
            FileProblem::Missing => Words::new("n-puzzle-pdb-missing"),
            FileProblem::Unreadable(reason) => {
                Words::new("n-puzzle-pdb-unreadable").arg("reason", reason)
            }
            FileProblem::BadMagic => Words::new("n-puzzle-pdb-magic"),
            FileProblem::Version { found } => Words::new("n-puzzle-pdb-version")
                .arg("found", found)
                .arg("expected", FORMAT_VERSION),
            FileProblem::OtherPattern => Words::new("n-puzzle-pdb-other-pattern"),
            FileProblem::Length { found, expected } => Words::new("n-puzzle-pdb-length")
                .arg("found", found)
                .arg("expected", expected),
            FileProblem::Checksum => Words::new("n-puzzle-pdb-checksum"),
        }
    }
}

/// FNV-1a, 64 bits: enough to catch damage, no dependency.
pub(crate) fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The file name of the database of `tiles` on a `size` board, e.g.
/// `npuzzle-4x4-2-3-4.pdb`.
pub(crate) fn file_name(size: Size, tiles: &[u8]) -> String {
    let tiles: Vec<String> = tiles.iter().map(u8::to_string).collect();
    format!("npuzzle-{}-{}.pdb", size.name(), tiles.join("-"))
}

fn header(size: Size, tiles: &[u8], entries: &[u8]) -> Vec<u8> {
    let mut h = Vec::with_capacity(32 + tiles.len());
    h.extend_from_slice(MAGIC);
    h.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    h.push(size.width() as u8);
    h.push(tiles.len() as u8);
    h.extend_from_slice(tiles);
    h.extend_from_slice(&(entries.len() as u64).to_le_bytes());
    h.extend_from_slice(&checksum(entries).to_le_bytes());
    h
}

/// Reads and checks the database of `tiles` on a `size` board with `entries` entries.
pub(crate) fn read(
    path: &Path,
    size: Size,
    tiles: &[u8],
    entries: usize,
) -> Result<Vec<u8>, FileProblem> {
    let mut bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(FileProblem::Missing),
        Err(e) => return Err(FileProblem::Unreadable(e.to_string())),
    };
    if bytes.len() < 12 || &bytes[..8] != MAGIC {
        return Err(FileProblem::BadMagic);
    }
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    if version != FORMAT_VERSION {
        return Err(FileProblem::Version { found: version });
    }
    let head_len = 8 + 4 + 2 + tiles.len() + 16;
    if bytes.len() < head_len {
        return Err(FileProblem::Length {
            found: bytes.len(),
            expected: head_len + entries,
        });
    }
    let u64_at = |at: usize| {
        let mut b = [0u8; 8];
        b.copy_from_slice(&bytes[at..at + 8]);
        u64::from_le_bytes(b)
    };
    let tiles_at = 14;
    if bytes[12] as usize != size.width()
        || bytes[13] as usize != tiles.len()
        || &bytes[tiles_at..tiles_at + tiles.len()] != tiles
        || u64_at(tiles_at + tiles.len()) != entries as u64
    {
        return Err(FileProblem::OtherPattern);
    }
    let stored_sum = u64_at(tiles_at + tiles.len() + 8);
    if bytes.len() != head_len + entries {
        return Err(FileProblem::Length {
            found: bytes.len(),
            expected: head_len + entries,
        });
    }
    bytes.drain(..head_len);
    if checksum(&bytes) != stored_sum {
        return Err(FileProblem::Checksum);
    }
    Ok(bytes)
}

/// Writes the database atomically (temporary file in the same directory, then rename),
/// creating the directory if needed.
pub(crate) fn write(path: &Path, size: Size, tiles: &[u8], entries: &[u8]) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let temp: PathBuf = dir.join(format!(
        ".{name}.{}.{}.tmp",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(&header(size, tiles, entries))?;
        file.write_all(entries)?;
        file.sync_all()?;
        fs::rename(&temp, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("npuzzle-file-test-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn round_trip_and_every_kind_of_damage() {
        let dir = temp_dir("damage");
        let tiles = [2u8, 3, 4];
        let entries: Vec<u8> = (0..100u8).collect();
        let path = dir.join(file_name(Size::Four, &tiles));
        assert_eq!(
            read(&path, Size::Four, &tiles, 100),
            Err(FileProblem::Missing)
        );
        write(&path, Size::Four, &tiles, &entries).unwrap();
        assert_eq!(read(&path, Size::Four, &tiles, 100), Ok(entries.clone()));
        assert_eq!(
            read(&path, Size::Four, &[2, 3, 5], 100),
            Err(FileProblem::OtherPattern)
        );
        assert_eq!(
            read(&path, Size::Five, &tiles, 100),
            Err(FileProblem::OtherPattern)
        );

        let good = fs::read(&path).unwrap();
        let mut flipped = good.clone();
        *flipped.last_mut().unwrap() ^= 1;
        fs::write(&path, &flipped).unwrap();
        assert_eq!(
            read(&path, Size::Four, &tiles, 100),
            Err(FileProblem::Checksum)
        );
        fs::write(&path, &good[..good.len() - 1]).unwrap();
        assert!(matches!(
            read(&path, Size::Four, &tiles, 100),
            Err(FileProblem::Length { .. })
        ));
        let mut old = good.clone();
        old[8] = 0;
        fs::write(&path, &old).unwrap();
        assert_eq!(
            read(&path, Size::Four, &tiles, 100),
            Err(FileProblem::Version { found: 0 })
        );
        fs::write(&path, b"garbage").unwrap();
        assert_eq!(
            read(&path, Size::Four, &tiles, 100),
            Err(FileProblem::BadMagic)
        );
        fs::write(&path, &good[..20]).unwrap();
        assert!(read(&path, Size::Four, &tiles, 100).is_err());
        // No temporary files are left behind.
        let leftovers = fs::read_dir(&dir)
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .map(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
                    .unwrap_or(false)
            })
            .count();
        assert_eq!(leftovers, 0);
        let _ = fs::remove_dir_all(&dir);
    }
}
