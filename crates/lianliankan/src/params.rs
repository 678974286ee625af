//! Generator parameters as in the seed report: rows m, columns n, pairs k, kinds p,
//! blockers z, with validation messages that name the offending field.

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use crate::board::{MAX_KIND, MAX_SIDE};

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Params {
    /// Rows m.
    pub rows: usize,
    /// Columns n.
    pub cols: usize,
    /// Pairs of tiles k.
    pub pairs: usize,
    /// Tile kinds p (each used at least once).
    pub kinds: usize,
    /// Blockers z.
    pub blockers: usize,
}

/// A parameter that is out of range; `field` is `rows`, `cols`, `pairs`, `kinds` or
/// `blockers`, so a form can show the message beside the right box.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("{}", english(&self.words()))]
pub struct ParamError {
    /// The parameter at fault.
    pub field: &'static str,
    /// What is wrong with it, as catalogue words (`lianliankan-param-*`).
    pub problem: Words,
}

impl ParamError {
    /// The parameter and what is wrong with it, as catalogue words (`FIELD: problem`).
    pub fn words(&self) -> Words {
        Words::new("error-option")
            .arg("key", self.field)
            .word("problem", self.problem.clone())
    }
}

fn fail(field: &'static str, problem: Words) -> Result<(), ParamError> {
    Err(ParamError { field, problem })
}

/// A side out of range, in words.
fn side(value: usize) -> Words {
    Words::new("lianliankan-param-side")
        .arg("max", MAX_SIDE)
        .arg("value", value)
}

impl Params {
    /// The seed reports' board: 6 x 6, 18 pairs of 11 kinds, no blockers.
    pub const SEED_SIX: Params = Params {
        rows: 6,
        cols: 6,
        pairs: 18,
        kinds: 11,
        blockers: 0,
    };

    /// Checks every constraint, the first failure first.
    pub fn validate(&self) -> Result<(), ParamError> {
        if self.rows == 0 || self.rows > MAX_SIDE {
            return fail("rows", side(self.rows));
        }
        if self.cols == 0 || self.cols > MAX_SIDE {
            return fail("cols", side(self.cols));
        }
        if self.pairs == 0 {
            return fail("pairs", Words::new("lianliankan-param-at-least-one"));
        }
        let cells = self.rows * self.cols;
        let tiles = self.pairs.saturating_mul(2);
        if tiles > cells {
            return fail(
                "pairs",
                Words::new("lianliankan-param-pairs")
                    .arg("pairs", self.pairs)
                    .arg("tiles", tiles)
                    .arg("cells", cells),
            );
        }
        if self.kinds == 0 {
            return fail("kinds", Words::new("lianliankan-param-at-least-one"));
        }
        if self.kinds > self.pairs {
            return fail(
                "kinds",
                Words::new("lianliankan-param-kinds")
                    .arg("kinds", self.kinds)
                    .arg("pairs", self.pairs),
            );
        }
        if self.kinds > MAX_KIND as usize {
            return fail(
                "kinds",
                Words::new("lianliankan-param-at-most").arg("max", MAX_KIND),
            );
        }
        if tiles.saturating_add(self.blockers) > cells {
            return fail(
                "blockers",
                Words::new("lianliankan-param-blockers")
                    .arg("pairs", self.pairs)
                    .arg("blockers", self.blockers)
                    .arg("total", tiles.saturating_add(self.blockers))
                    .arg("cells", cells)
                    .arg("rows", self.rows)
                    .arg("cols", self.cols),
            );
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(rows: usize, cols: usize, pairs: usize, kinds: usize, blockers: usize) -> Params {
        Params {
            rows,
            cols,
            pairs,
            kinds,
            blockers,
        }
    }

    #[test]
    fn seed_parameters_are_valid() {
        assert_eq!(params(6, 6, 18, 11, 0).validate(), Ok(()));
        assert_eq!(params(16, 16, 128, 64, 0).validate(), Ok(()));
    }

    #[test]
    fn each_violation_names_its_field() {
        assert_eq!(params(0, 6, 1, 1, 0).validate().unwrap_err().field, "rows");
        assert_eq!(params(6, 33, 1, 1, 0).validate().unwrap_err().field, "cols");
        assert_eq!(params(2, 2, 3, 1, 0).validate().unwrap_err().field, "pairs");
        assert_eq!(params(4, 4, 3, 4, 0).validate().unwrap_err().field, "kinds");
        assert_eq!(params(4, 4, 3, 0, 0).validate().unwrap_err().field, "kinds");
        let err = params(4, 4, 7, 3, 3).validate().unwrap_err();
        assert_eq!(err.field, "blockers");
        assert!(err.to_string().contains("17"), "{err}");
        assert!(err.to_string().starts_with("blockers: "), "{err}");
        assert_eq!(
            params(4, 4, usize::MAX, 1, 0).validate().unwrap_err().field,
            "pairs"
        );
        assert_eq!(
            params(4, 4, 1, 1, usize::MAX).validate().unwrap_err().field,
            "blockers"
        );
    }
}
