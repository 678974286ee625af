//! The heuristics, by name: [`Heuristic`] says what each is, [`Evaluator`] computes one
//! towards a goal (loading its tables first when it has any). Every one of them measures the
//! distance to the evaluator's [`Goal`], the standard one or any other.
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

use puzzle::words::english;
use puzzle::Words;
use serde::{Serialize, Serializer};

use crate::board::Board;
use crate::goal::{Frame, Goal};
use crate::pdb::{canonical_blanks, Partition, PatternSet, PdbCache};
use crate::size::Size;

pub use walking::{walking_distance, walking_table, walking_table_for, WalkingTable};

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

    /// One line on what it counts, as catalogue words (`n-puzzle-heuristic-about-*`).
    pub fn about(self) -> Words {
        Words::new(format!("n-puzzle-heuristic-about-{}", self.name()))
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
#[error("{}", english(&self.words()))]
pub struct ParseHeuristicError {
    /// The text as given.
    pub input: String,
}

impl ParseHeuristicError {
    /// Its catalogue words (`n-puzzle-request-heuristic-name`): the name and the heuristics
    /// there are.
    pub fn words(&self) -> Words {
        Words::new("n-puzzle-request-heuristic-name").arg("input", &self.input)
    }
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
#[error("{}", english(&self.words()))]
pub enum HeuristicError {
    /// The walking distance tables for 5x5 are not built.
    WalkingDistanceTooLarge,
    /// Pattern databases of another board size.
    PartitionSize {
        /// The partition asked for.
        partition: Partition,
        /// The board size.
        size: Size,
    },
}

impl HeuristicError {
    /// Why the heuristic does not work on the board, as catalogue words
    /// (`n-puzzle-request-*`), with the heuristics to use instead.
    pub fn words(&self) -> Words {
        match self {
            HeuristicError::WalkingDistanceTooLarge => {
                Words::new("n-puzzle-request-walking-distance-size")
            }
            HeuristicError::PartitionSize { partition, size } => {
                Words::new("n-puzzle-request-partition-size")
                    .arg("partition", partition)
                    .arg("for", partition.size())
                    .arg("size", size)
            }
        }
    }
}

/// The frame in which the pattern databases see `goal` (see [`crate::pdb`]).
pub fn pdb_frame(goal: &Goal) -> Frame {
    Frame::towards(goal, canonical_blanks(goal.size()))
}

/// A heuristic ready to evaluate boards of one size towards one goal.
#[derive(Debug, Clone, Copy)]
pub struct Evaluator {
    heuristic: Heuristic,
    goal: Goal,
    tables: Tables,
}

#[derive(Debug, Clone, Copy)]
enum Tables {
    None,
    Walking {
        rows: &'static WalkingTable,
        cols: &'static WalkingTable,
    },
    /// The databases of the goal's canonical goal, and the frame that takes a board there
    /// (none when the goal is its own canonical goal).
    Pdb {
        set: &'static PatternSet,
        frame: Option<Frame>,
    },
}

impl Evaluator {
    /// Prepares `heuristic` towards the standard goal of `size`: the walking distance builds
    /// its table at first use, `pdb` loads the default partition's databases through `cache`
    /// (process-wide, once).
    pub fn new(
        heuristic: Heuristic,
        size: Size,
        cache: &PdbCache,
    ) -> Result<Evaluator, HeuristicError> {
        Evaluator::towards(heuristic, &Goal::standard(size), cache)
    }

    /// Prepares `heuristic` towards `goal`: the walking distance builds the tables of the
    /// goal blank's row and column at first use, `pdb` loads (or builds) the default
    /// partition's databases for the goal's canonical goal through `cache` (process-wide,
    /// once; see [`crate::pdb`]).
    pub fn towards(
        heuristic: Heuristic,
        goal: &Goal,
        cache: &PdbCache,
    ) -> Result<Evaluator, HeuristicError> {
        let size = goal.size();
        let tables = match heuristic {
            Heuristic::WalkingDistance => {
                let table = |line| {
                    walking_table_for(size, line).ok_or(HeuristicError::WalkingDistanceTooLarge)
                };
                Tables::Walking {
                    rows: table(size.row(goal.blank()))?,
                    cols: table(size.col(goal.blank()))?,
                }
            }
            Heuristic::Pdb => {
                let frame = pdb_frame(goal);
                let set = cache.shared_for(Partition::default_for(size), frame.canonical().blank());
                return Ok(Evaluator::pdb_framed(set, goal, frame));
            }
            _ => Tables::None,
        };
        Ok(Evaluator {
            heuristic,
            goal: *goal,
            tables,
        })
    }

    /// The `pdb` heuristic on the given databases (any partition), towards their goal
    /// ([`PatternSet::goal`]: the standard goal for the sets of [`PdbCache::shared`]).
    pub fn pdb(set: &'static PatternSet) -> Evaluator {
        Evaluator {
            heuristic: Heuristic::Pdb,
            goal: set.goal(),
            tables: Tables::Pdb { set, frame: None },
        }
    }

    /// The `pdb` heuristic on the given databases towards `goal`, when they are the ones of its
    /// canonical goal (see [`pdb_frame`]); `None` otherwise.
    pub fn pdb_towards(set: &'static PatternSet, goal: &Goal) -> Option<Evaluator> {
        let frame = pdb_frame(goal);
        (set.blank() == frame.canonical().blank() && set.size() == goal.size())
            .then(|| Evaluator::pdb_framed(set, goal, frame))
    }

    fn pdb_framed(set: &'static PatternSet, goal: &Goal, frame: Frame) -> Evaluator {
        Evaluator {
            heuristic: Heuristic::Pdb,
            goal: *goal,
            tables: Tables::Pdb {
                set,
                frame: (!frame.is_identity()).then_some(frame),
            },
        }
    }

    /// Which heuristic this is.
    pub fn heuristic(&self) -> Heuristic {
        self.heuristic
    }

    /// The board size it is for.
    pub fn size(&self) -> Size {
        self.goal.size()
    }

    /// The goal it measures the distance to.
    pub fn goal(&self) -> &Goal {
        &self.goal
    }

    /// The pattern databases, for `pdb`.
    pub fn pattern_set(&self) -> Option<&'static PatternSet> {
        match self.tables {
            Tables::Pdb { set, .. } => Some(set),
            _ => None,
        }
    }

    /// The frame a board must be seen in for this heuristic's tables, when it is not the
    /// identity (`pdb` towards a goal that is not its own canonical goal).
    pub fn frame(&self) -> Option<&Frame> {
        match &self.tables {
            Tables::Pdb { frame, .. } => frame.as_ref(),
            _ => None,
        }
    }

    /// The same heuristic inside [`Evaluator::frame`]: towards the canonical goal, taking
    /// boards already seen in the frame (itself when there is no frame).
    pub fn in_frame(&self) -> Evaluator {
        match self.tables {
            Tables::Pdb {
                set,
                frame: Some(frame),
            } => Evaluator {
                heuristic: self.heuristic,
                goal: *frame.canonical(),
                tables: Tables::Pdb { set, frame: None },
            },
            _ => *self,
        }
    }

    /// The estimate for `board`.
    ///
    /// # Panics
    /// If `board` is not of this evaluator's size (for the table heuristics).
    pub fn estimate(&self, board: &Board) -> u32 {
        let goal = &self.goal;
        match (self.heuristic, self.tables) {
            (_, Tables::Walking { rows, cols }) => walking_distance(rows, cols, board, goal),
            (_, Tables::Pdb { set, frame: None }) => set.estimate(board),
            (
                _,
                Tables::Pdb {
                    set,
                    frame: Some(frame),
                },
            ) => set.estimate(&frame.apply(board)),
            (Heuristic::Misplaced, _) => distance::misplaced(board, goal),
            (Heuristic::LinearConflict, _) => distance::linear_conflict(board, goal),
            (Heuristic::Inadmissible, _) => distance::inadmissible(board, goal),
            _ => distance::manhattan(board, goal),
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
            let about = h.about();
            assert_ne!(
                english(&about),
                about.key,
                "the catalogue lacks {}",
                about.key
            );
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

    #[test]
    fn every_heuristic_is_zero_at_any_goal() {
        let cache = crate::test_cache();
        for text in [
            "1 2 3/8 0 4/7 6 5",
            "0 1 2/3 4 5/6 7 8",
            "8 7 6/5 4 3/2 0 1",
        ] {
            let goal = Goal::new(text.parse().unwrap());
            for h in Heuristic::ALL {
                let e = Evaluator::towards(h, &goal, &cache).unwrap();
                assert_eq!(e.estimate(goal.board()), 0, "{h} at {text}");
                assert_eq!(e.goal(), &goal);
            }
        }
    }
}
