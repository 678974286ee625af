//! The difficulty levels a rating falls into, and their names.

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use super::{EXPERT_FROM, HARD_FROM, MEDIUM_FROM};

/// A difficulty level. Parses `easy`, `medium`, `hard`, `expert` (and `unclearable`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Score below [`super::MEDIUM_FROM`]: most orders work.
    Easy,
    /// Score below [`super::HARD_FROM`]: some planning pays.
    Medium,
    /// Score below [`super::EXPERT_FROM`]: few open pairs, costly detours.
    Hard,
    /// Score from [`super::EXPERT_FROM`]: traps, many orders get stuck.
    Expert,
    /// No clearing exists (proven).
    Unclearable,
}

impl Level {
    /// The levels a generator can be asked for.
    pub const PLAYABLE: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name, as parsed back.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Unclearable => "unclearable",
        }
    }

    /// The level of a score of a clearable board.
    pub fn of_score(score: f64) -> Level {
        if score < MEDIUM_FROM {
            Level::Easy
        } else if score < HARD_FROM {
            Level::Medium
        } else if score < EXPERT_FROM {
            Level::Hard
        } else {
            Level::Expert
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct LevelParseError(pub String);

impl LevelParseError {
    /// The name and the levels a generator can be asked for, as catalogue words (the
    /// interface's `error-bad-level`).
    pub fn words(&self) -> Words {
        let levels: Vec<&str> = Level::PLAYABLE.iter().map(|l| l.name()).collect();
        Words::new("error-bad-level")
            .arg("level", &self.0)
            .word("puzzle", Words::new("lianliankan-name"))
            .arg("levels", levels.join(", "))
    }
}

impl std::str::FromStr for Level {
    type Err = LevelParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        [
            Level::Easy,
            Level::Medium,
            Level::Hard,
            Level::Expert,
            Level::Unclearable,
        ]
        .into_iter()
        .find(|l| l.name() == wanted)
        .ok_or_else(|| LevelParseError(s.trim().to_string()))
    }
}
