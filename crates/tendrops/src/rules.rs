//! Rule options: the chain [`Timing`] model and the supply/bonus [`Rules`].

use std::fmt;
use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;
use serde::{Serialize, Serializer};

/// How long a droplet takes to fly, and what happens when several reach one drop together.
///
/// Hop latency A: a droplet reaches a drop `d` cells away `2d - 1` ticks after the burst (it
/// moves half a cell per tick and is absorbed when it touches the drop's cell). Latency B: `d`
/// ticks (one cell per tick, absorbed at the cell's centre).
///
/// Collision `sum`: every droplet reaching one drop in the same tick is absorbed, the drop
/// bursts once and the excess water is lost. `cap`: droplets fill the drop up to 5 and the
/// others fly on through the (now bursting) cell; when only some can be absorbed, droplets
/// travelling up are taken first, then down, left, right.
///
/// In every tick, arrivals are handled before bursts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Timing {
    /// Latency A, sum policy (the default, written against the original Flash game).
    #[default]
    ASum,
    /// Latency A, cap policy.
    ACap,
    /// Latency B, sum policy.
    BSum,
    /// Latency B, cap policy.
    BCap,
}

impl Timing {
    /// The four models, the default first.
    pub const ALL: [Timing; 4] = [Timing::ASum, Timing::ACap, Timing::BSum, Timing::BCap];

    /// `true` for latency A (half a cell per tick).
    pub fn half_cell_ticks(self) -> bool {
        matches!(self, Timing::ASum | Timing::ACap)
    }

    /// `true` for the `cap` collision policy.
    pub fn caps(self) -> bool {
        matches!(self, Timing::ACap | Timing::BCap)
    }

    /// The command-line name: `a-sum`, `a-cap`, `b-sum`, `b-cap`.
    pub fn name(self) -> &'static str {
        match self {
            Timing::ASum => "a-sum",
            Timing::ACap => "a-cap",
            Timing::BSum => "b-sum",
            Timing::BCap => "b-cap",
        }
    }
}

impl fmt::Display for Timing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Timing {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A timing name that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseTimingError {
    /// The name given.
    pub input: String,
}

impl ParseTimingError {
    /// The name and the timing models there are, as catalogue words.
    pub fn words(&self) -> Words {
        Words::new("tendrops-error-timing").arg("value", &self.input)
    }
}

impl FromStr for Timing {
    type Err = ParseTimingError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase().replace('_', "-");
        Timing::ALL
            .into_iter()
            .find(|t| t.name() == lower || t.name().replace('-', "") == lower)
            .ok_or_else(|| ParseTimingError {
                input: s.to_string(),
            })
    }
}

/// Game rules: timing model, whether empty cells may be tapped, supply and bonuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Rules {
    /// The chain timing model.
    pub timing: Timing,
    /// Tapping an empty cell creates a size-1 drop (the original game allows it).
    pub empty_taps: bool,
    /// Drops the player starts a board with.
    pub supply: u32,
    /// One bonus drop per this many bursts caused by one tap (0: no combo bonus).
    pub combo: u32,
    /// Bonus drops for clearing a board (carried to the next one with the rest).
    pub clear_bonus: u32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            timing: Timing::ASum,
            empty_taps: true,
            supply: 10,
            combo: 3,
            clear_bonus: 1,
        }
    }
}

impl Rules {
    /// The same rules under another timing model.
    pub fn with_timing(mut self, timing: Timing) -> Self {
        self.timing = timing;
        self
    }

    /// The same rules with empty taps allowed or not.
    pub fn with_empty_taps(mut self, allowed: bool) -> Self {
        self.empty_taps = allowed;
        self
    }

    /// The same rules with another supply.
    pub fn with_supply(mut self, supply: u32) -> Self {
        self.supply = supply;
        self
    }

    /// The combo bonus for a tap that caused `bursts` bursts.
    pub fn bonus(&self, bursts: u32) -> u32 {
        bursts.checked_div(self.combo).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_names_round_trip() {
        for t in Timing::ALL {
            assert_eq!(t.name().parse::<Timing>(), Ok(t));
        }
        assert_eq!("B_CAP".parse::<Timing>(), Ok(Timing::BCap));
        assert_eq!("asum".parse::<Timing>(), Ok(Timing::ASum));
        assert!("c-sum".parse::<Timing>().is_err());
        assert_eq!(Timing::default(), Timing::ASum);
    }

    #[test]
    fn bonus_is_floor_of_bursts_over_combo() {
        let rules = Rules::default();
        assert_eq!(
            (0..=7).map(|b| rules.bonus(b)).collect::<Vec<_>>(),
            [0, 0, 0, 1, 1, 1, 2, 2]
        );
        let no_combo = Rules {
            combo: 0,
            ..Rules::default()
        };
        assert_eq!(no_combo.bonus(9), 0);
    }
}
