//! The three move metrics: what counts as one move.

use puzzle::words::english;
use puzzle::Words;
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

    /// Its name as catalogue words (`klotski-metric-step`, ...).
    pub fn words(self) -> Words {
        Words::new(format!("klotski-metric-{}", self.name()))
    }
}

impl std::fmt::Display for Metric {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A metric name that is not `step`, `straight` or `unit`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseMetricError(pub String);

impl ParseMetricError {
    /// Its catalogue words (`error-bad-choice`, as every rule's value says it): the name
    /// given and the metrics there are.
    pub fn words(&self) -> Words {
        let names: Vec<&str> = Metric::ALL.iter().map(|m| m.name()).collect();
        Words::new("error-bad-choice")
            .arg("value", &self.0)
            .arg("rule", "metric")
            .arg("choices", names.join(", "))
    }
}

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
        let e = "diagonal".parse::<Metric>().expect_err("no such metric");
        assert_eq!(
            e.to_string(),
            "'diagonal' is not a value of metric: use step, straight, unit"
        );
    }
}
