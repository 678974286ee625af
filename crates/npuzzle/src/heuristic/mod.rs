//! The heuristics, by name: [`Heuristic`] says what each is, [`Evaluator`] computes one for
//! a board size (loading its tables first when it has any).
//!
//! | name | admissible | what it counts |
//! |---|---|---|
//! | `misplaced` | yes | tiles not on their goal cell |
//! | `manhattan` | yes | rows + columns between each tile and its goal cell |
//! | `linear-conflict` | yes | Manhattan + 2 per tile that must leave its row or column |
//! | `walking-distance` | yes | Takahashi's walking distance (3x3 and 4x4 only) |
//! | `pdb` | yes | additive disjoint pattern databases, max with the mirrored lookup |
//! | `inadmissible` | **no** | 2 x Manhattan: a teaching example that overestimates |

pub mod distance;
pub mod walking;

use std::fmt;
use std::str::FromStr;

use serde::{Serialize, Serializer};

use crate::board::Board;
use crate::pdb::{Partition, PatternSet, PdbCache};
use crate::size::Size;

pub use walking::{walking_table, WalkingTable};

/// A heuristic, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Heuristic {
    /// Tiles out of place.
    Misplaced,
    /// Manhattan distance.
    Manhattan,
    /// Manhattan distance plus linear conflicts.
    LinearConflict,
    /// Takahashi's walking distance.
    WalkingDistance,
    /// Additive pattern databases with the mirrored lookup (the default).
    #[default]
    Pdb,
    /// Twice the Manhattan distance; overestimates.
    Inadmissible,
}

impl Heuristic {
    /// Every heuristic, weakest first, the inadmissible one last.
    pub const ALL: [Heuristic; 6] = [
        Heuristic::Misplaced,
        Heuristic::Manhattan,
        Heuristic::LinearConflict,
        Heuristic::WalkingDistance,
        Heuristic::Pdb,
        Heuristic::Inadmissible,
    ];

    /// The name used in text and JSON, e.g. `"linear-conflict"`.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::Misplaced => "misplaced",
            Heuristic::Manhattan => "manhattan",
            Heuristic::LinearConflict => "linear-conflict",
            Heuristic::WalkingDistance => "walking-distance",
            Heuristic::Pdb => "pdb",
            Heuristic::Inadmissible => "inadmissible",
        }
    }

    /// Whether it never overestimates the moves left.
    pub fn admissible(self) -> bool {
        self != Heuristic::Inadmissible
    }

    /// One line on what it counts.
    pub fn description(self) -> &'static str {
        match self {
            Heuristic::Misplaced => "tiles not on their goal cell",
            Heuristic::Manhattan => "rows plus columns between each tile and its goal cell",
            Heuristic::LinearConflict => {
                "Manhattan distance plus 2 for each tile that must leave its row or column to let another pass"
            }
            Heuristic::WalkingDistance => {
                "Takahashi's walking distance: moves needed when tiles of a row (column) are told apart only by their goal row (column)"
            }
            Heuristic::Pdb => {
                "additive disjoint pattern databases (exact moves of each group of tiles), the larger of the direct and the mirrored lookup"
            }
            Heuristic::Inadmissible => "twice the Manhattan distance: overestimates (teaching example)",
        }
    }
}

impl fmt::Display for Heuristic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Heuristic {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A heuristic name that is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown heuristic '{input}': expected misplaced, manhattan, linear-conflict, walking-distance, pdb or inadmissible")]
pub struct ParseHeuristicError {
    /// The text as given.
    pub input: String,
}

impl FromStr for Heuristic {
    type Err = ParseHeuristicError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::by_name(&Heuristic::ALL, Heuristic::name, s).ok_or_else(|| ParseHeuristicError {
            input: s.to_string(),
        })
    }
}

/// Why a heuristic cannot be used on a board size.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeuristicError {
    /// The walking distance tables for 5x5 are not built.
    #[error("walking-distance is available for 3x3 and 4x4 boards only (its 5x5 table is too large to build at first use); use pdb, linear-conflict or manhattan for 5x5")]
    WalkingDistanceTooLarge,
    /// Pattern databases of another board size.
    #[error("the {partition} pattern databases are for {} boards, not {size}", partition.size())]
    PartitionSize {
        /// The partition asked for.
        partition: Partition,
        /// The board size.
        size: Size,
    },
}

/// A heuristic ready to evaluate boards of one size.
#[derive(Debug, Clone, Copy)]
pub struct Evaluator {
    heuristic: Heuristic,
    size: Size,
    tables: Tables,
}

#[derive(Debug, Clone, Copy)]
enum Tables {
    None,
    Walking(&'static WalkingTable),
    Pdb(&'static PatternSet),
}

impl Evaluator {
    /// Prepares `heuristic` for `size`: the walking distance builds its table at first use,
    /// `pdb` loads the default partition's databases through `cache` (process-wide, once).
    pub fn new(
        heuristic: Heuristic,
        size: Size,
        cache: &PdbCache,
    ) -> Result<Evaluator, HeuristicError> {
        let tables = match heuristic {
            Heuristic::WalkingDistance => {
                Tables::Walking(walking_table(size).ok_or(HeuristicError::WalkingDistanceTooLarge)?)
            }
            Heuristic::Pdb => Tables::Pdb(cache.shared(Partition::default_for(size))),
            _ => Tables::None,
        };
        Ok(Evaluator {
            heuristic,
            size,
            tables,
        })
    }

    /// The `pdb` heuristic on the given databases (any partition).
    pub fn pdb(set: &'static PatternSet) -> Evaluator {
        Evaluator {
            heuristic: Heuristic::Pdb,
            size: set.size(),
            tables: Tables::Pdb(set),
        }
    }

    /// Which heuristic this is.
    pub fn heuristic(&self) -> Heuristic {
        self.heuristic
    }

    /// The board size it is for.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The pattern databases, for `pdb`.
    pub fn pattern_set(&self) -> Option<&'static PatternSet> {
        match self.tables {
            Tables::Pdb(set) => Some(set),
            _ => None,
        }
    }

    /// The estimate for `board`.
    ///
    /// # Panics
    /// If `board` is not of this evaluator's size (for the table heuristics).
    pub fn estimate(&self, board: &Board) -> u32 {
        match (self.heuristic, self.tables) {
            (_, Tables::Walking(table)) => table.estimate(board),
            (_, Tables::Pdb(set)) => set.estimate(board),
            (Heuristic::Misplaced, _) => distance::misplaced(board),
            (Heuristic::LinearConflict, _) => distance::linear_conflict(board),
            (Heuristic::Inadmissible, _) => distance::inadmissible(board),
            _ => distance::manhattan(board),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for h in Heuristic::ALL {
            assert_eq!(h.name().parse(), Ok(h));
            assert!(!h.description().is_empty());
        }
        assert_eq!("Linear_Conflict".parse(), Ok(Heuristic::LinearConflict));
        let err = "euclid".parse::<Heuristic>().unwrap_err();
        assert!(err.to_string().contains("walking-distance"));
        assert_eq!(Heuristic::ALL.iter().filter(|h| !h.admissible()).count(), 1);
    }

    #[test]
    fn walking_distance_refuses_5x5() {
        let cache = PdbCache::new(std::env::temp_dir());
        let err = Evaluator::new(Heuristic::WalkingDistance, Size::Five, &cache).unwrap_err();
        assert_eq!(err, HeuristicError::WalkingDistanceTooLarge);
        assert!(err.to_string().contains("3x3 and 4x4"));
        let e = Evaluator::new(Heuristic::LinearConflict, Size::Five, &cache).unwrap();
        assert_eq!(e.estimate(&Board::goal(Size::Five)), 0);
    }
}
