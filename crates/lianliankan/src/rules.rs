//! Rule options: the turn limit per removal and the gravity variant.

use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

/// Where tiles slide after each removal (Onet variants). Under gravity the board settles
/// before play starts, too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Gravity {
    /// Tiles stay where they are (the classic game).
    #[default]
    None,
    /// Tiles slide down their column.
    Down,
    /// Tiles slide up their column.
    Up,
    /// Tiles slide left along their row.
    Left,
    /// Tiles slide right along their row.
    Right,
    /// Top half slides down, bottom half slides up, toward the middle row line.
    TowardMiddleRow,
    /// Top half slides up, bottom half slides down, away from the middle row line.
    AwayFromMiddleRow,
    /// Left half slides right, right half slides left, toward the middle column line.
    TowardMiddleCol,
    /// Left half slides left, right half slides right, away from the middle column line.
    AwayFromMiddleCol,
}

impl Gravity {
    /// Every variant, `None` first.
    pub const ALL: [Gravity; 9] = [
        Gravity::None,
        Gravity::Down,
        Gravity::Up,
        Gravity::Left,
        Gravity::Right,
        Gravity::TowardMiddleRow,
        Gravity::AwayFromMiddleRow,
        Gravity::TowardMiddleCol,
        Gravity::AwayFromMiddleCol,
    ];

    /// The command-line spelling.
    pub fn name(self) -> &'static str {
        match self {
            Gravity::None => "none",
            Gravity::Down => "down",
            Gravity::Up => "up",
            Gravity::Left => "left",
            Gravity::Right => "right",
            Gravity::TowardMiddleRow => "toward-middle-row",
            Gravity::AwayFromMiddleRow => "away-from-middle-row",
            Gravity::TowardMiddleCol => "toward-middle-col",
            Gravity::AwayFromMiddleCol => "away-from-middle-col",
        }
    }
}

impl std::fmt::Display for Gravity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The highest turn limit a text may name (above it, write `any`).
const MAX_TURN_TEXT: u32 = 1000;

/// A rule option that does not parse: the text given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum RuleParseError {
    /// Not the name of a [`Gravity`].
    Gravity(String),
    /// Not a turn limit ([`MaxTurns`]).
    Turns(String),
}

impl RuleParseError {
    /// The text, what it should be and the values there are, as catalogue words (the game
    /// ID's words for the same mistakes).
    pub fn words(&self) -> Words {
        match self {
            RuleParseError::Gravity(text) => {
                let names: Vec<&str> = Gravity::ALL.iter().map(|g| g.name()).collect();
                Words::new("error-bad-choice")
                    .arg("value", text)
                    .arg("rule", "gravity")
                    .arg("choices", names.join(", "))
            }
            RuleParseError::Turns(text) => Words::new("lianliankan-error-turns")
                .arg("value", text)
                .arg("max", MAX_TURN_TEXT),
        }
    }
}

impl FromStr for Gravity {
    type Err = RuleParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let wanted = s.trim().to_ascii_lowercase();
        Gravity::ALL
            .into_iter()
            .find(|g| g.name() == wanted)
            .ok_or_else(|| RuleParseError::Gravity(s.trim().to_string()))
    }
}

/// The most turns a path may make: a number, or unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MaxTurns {
    /// At most this many turns.
    Limit(u32),
    /// Any number of turns.
    Any,
}

impl MaxTurns {
    /// The limit as a number, with `Any` as `u32::MAX`.
    pub fn as_u32(self) -> u32 {
        match self {
            MaxTurns::Limit(t) => t,
            MaxTurns::Any => u32::MAX,
        }
    }
}

impl Serialize for MaxTurns {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            MaxTurns::Limit(t) => s.serialize_u32(*t),
            MaxTurns::Any => s.serialize_str("any"),
        }
    }
}

impl std::fmt::Display for MaxTurns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MaxTurns::Limit(t) => write!(f, "{t}"),
            MaxTurns::Any => f.write_str("any"),
        }
    }
}

impl FromStr for MaxTurns {
    type Err = RuleParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("any") || t.eq_ignore_ascii_case("unlimited") {
            return Ok(MaxTurns::Any);
        }
        match t.parse::<u32>() {
            Ok(n) if n <= MAX_TURN_TEXT => Ok(MaxTurns::Limit(n)),
            _ => Err(RuleParseError::Turns(t.to_string())),
        }
    }
}

/// The rules a board is played under. The default is the classic game: at most 2 turns,
/// no gravity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Rules {
    /// The most turns a path may make.
    pub max_turns: MaxTurns,
    /// Where tiles slide after each removal.
    pub gravity: Gravity,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            max_turns: MaxTurns::Limit(2),
            gravity: Gravity::None,
        }
    }
}

impl Rules {
    /// The classic rules with another turn limit.
    pub fn with_max_turns(max_turns: MaxTurns) -> Self {
        Rules {
            max_turns,
            ..Rules::default()
        }
    }

    /// The seed report's modes: 1 = at most 2 turns; 2 = more turns (3); 3 = more turns
    /// with blockers allowed (3, blockers are part of the board).
    pub fn report_mode(mode: u8) -> Option<Rules> {
        match mode {
            1 => Some(Rules::with_max_turns(MaxTurns::Limit(2))),
            2 | 3 => Some(Rules::with_max_turns(MaxTurns::Limit(3))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gravity_names_round_trip() {
        for g in Gravity::ALL {
            assert_eq!(g.name().parse::<Gravity>(), Ok(g));
        }
        assert!("sideways".parse::<Gravity>().is_err());
    }

    #[test]
    fn max_turns_parse() {
        assert_eq!("2".parse::<MaxTurns>(), Ok(MaxTurns::Limit(2)));
        assert_eq!("any".parse::<MaxTurns>(), Ok(MaxTurns::Any));
        assert!("-1".parse::<MaxTurns>().is_err());
        assert!("two".parse::<MaxTurns>().is_err());
    }
}
