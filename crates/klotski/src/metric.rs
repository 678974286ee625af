//! The three move metrics: what counts as one move.

use serde::{Deserialize, Serialize};

/// What counts as one move (docs/rules/klotski.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// One piece moves any distance along any path of empty cells, corners included.
    #[default]
    Step,
    /// One piece slides any distance in one straight line.
    Straight,
    /// One piece slides one cell.
    Unit,
}

impl Metric {
    /// The three metrics, the default first.
    pub const ALL: [Metric; 3] = [Metric::Step, Metric::Straight, Metric::Unit];

    /// The name in game IDs and on the command line: `step`, `straight`, `unit`.
    pub const fn name(self) -> &'static str {
        match self {
            Metric::Step => "step",
            Metric::Straight => "straight",
            Metric::Unit => "unit",
        }
    }
}

impl std::fmt::Display for Metric {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A metric name that is not `step`, `straight` or `unit`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown metric '{0}': expected step, straight or unit")]
pub struct ParseMetricError(pub String);

impl std::str::FromStr for Metric {
    type Err = ParseMetricError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "step" | "steps" | "piece" => Ok(Metric::Step),
            "straight" | "line" | "slide" => Ok(Metric::Straight),
            "unit" | "cell" | "units" => Ok(Metric::Unit),
            _ => Err(ParseMetricError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for metric in Metric::ALL {
            assert_eq!(metric.name().parse::<Metric>(), Ok(metric));
        }
        assert!("diagonal".parse::<Metric>().is_err());
    }
}
