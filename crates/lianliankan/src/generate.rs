//! Board generation from a seed: random deals, and deals that are guaranteed clearable.
//!
//! Without gravity a clearable deal is built backwards: pairs are placed one at a time on
//! cells that the pair could be removed from at that moment, so removing them in the reverse
//! order is a legal clearing. Under gravity tiles move, so random deals are drawn until the
//! exact solver finds a clearing (within the limits given).
//!
//! [`generate_rated`] draws clearable boards until one has the difficulty level asked for
//! (by the model of [`crate::rating`]).

use puzzle::words::english;
use puzzle::Words;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::{Limits, StopReason};

use crate::board::{Board, Cell};
use crate::params::{ParamError, Params};
use crate::puzzle::Puzzle;
use crate::rating::{rate_within, Level, Rating, RatingOptions};
use crate::reach::{reachable_ends, Rows, PADDED};
use crate::rules::{Gravity, Rules};
use crate::solver::{decide_from, remaining};

/// Why no board came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// A parameter is out of range.
    #[error(transparent)]
    Params(#[from] ParamError),
    /// Every attempt failed.
    #[error("{}", english(&self.words()))]
    GaveUp {
        /// Deals tried.
        attempts: usize,
    },
    /// The limits stopped the search before a board was found.
    #[error("{}", english(&self.words()))]
    Stopped {
        /// Which limit.
        reason: StopReason,
        /// Deals tried.
        attempts: usize,
    },
    /// Boards were made, but none of the level asked for.
    #[error("{}", english(&self.words()))]
    NoLevel {
        /// The level asked for.
        level: Level,
        /// Boards made and rated.
        attempts: usize,
        /// The levels of the boards that were made, e.g. `12 easy, 3 medium`.
        found: String,
        /// Every board made was easier than asked (else some were harder).
        want_harder: bool,
    },
}

impl GenerateError {
    /// Why no board came out and what to do, as catalogue words.
    pub fn words(&self) -> Words {
        match self {
            GenerateError::Params(e) => e.words(),
            GenerateError::GaveUp { attempts } => {
                Words::new("lianliankan-not-found-board").arg("attempts", attempts)
            }
            GenerateError::Stopped { reason, attempts } => Words::new("error-stopped-after")
                .word("what", Words::new("work-generator"))
                .arg("attempts", attempts)
                .word("reason", Words::stop_reason(*reason)),
            GenerateError::NoLevel {
                level,
                attempts,
                found,
                want_harder,
            } => Words::new(if *want_harder {
                "lianliankan-not-found-level-harder"
            } else {
                "lianliankan-not-found-level-easier"
            })
            .word("level", Words::level(level.name()))
            .arg("attempts", attempts)
            .arg("found", found),
        }
    }
}

/// How many boards [`generate_rated`] makes and rates before giving up.
pub const RATED_ATTEMPTS: usize = 60;

/// A board made for a difficulty level, with its rating.
#[derive(Debug, Clone)]
pub struct RatedBoard {
    /// The board.
    pub board: Board,
    /// Its rating (of the level asked for).
    pub rating: Rating,
    /// Boards made and rated to find it.
    pub attempts: usize,
}

/// Whether attempt `attempt` builds a deal that is clearable by construction (open, mostly
/// easy) rather than a random deal kept only when a clearing is found (where the harder
/// boards are). Easy boards use constructed deals two times in three, the other levels
/// random ones two times in three.
fn constructed_deal(level: Level, attempt: usize) -> bool {
    (level == Level::Easy) == (attempt % 3 != 2)
}

/// A clearable board of difficulty `level` under `rules`: boards from seeds `seed`,
/// `seed + 1`, ... are made and rated (with `options`) until one has that level, at most
/// [`RATED_ATTEMPTS`] of them and all within `limits` (the ratings too: see
/// [`crate::rating::rate_within`]). Every board returned has a clearing (found by the solver
/// or by a playout of the rating).
pub fn generate_rated(
    params: &Params,
    rules: Rules,
    level: Level,
    seed: u64,
    options: &RatingOptions,
    limits: &Limits,
) -> Result<RatedBoard, GenerateError> {
    params.validate()?;
    let budget = limits.start();
    let mut found = [0usize; 5];
    let mut attempts = 0;
    while attempts < RATED_ATTEMPTS && budget.interrupted().is_none() {
        let constructed = constructed_deal(level, attempts);
        let attempt_seed = seed.wrapping_add(attempts as u64);
        attempts += 1;
        let left = remaining(limits, &budget);
        let Ok(board) = generate(params, rules, constructed, attempt_seed, &left) else {
            continue;
        };
        let puzzle = Puzzle::new(board, rules);
        let rating = match rate_within(&puzzle, options, &remaining(limits, &budget)) {
            Ok(rating) => rating,
            // the limits cut this rating short: its level is not to be trusted
            Err(reason) => return Err(GenerateError::Stopped { reason, attempts }),
        };
        if rating.measures.solvable != Some(true) {
            continue;
        }
        found[rating.level as usize] += 1;
        if rating.level == level {
            return Ok(RatedBoard {
                board: puzzle.board().clone(),
                rating,
                attempts,
            });
        }
    }
    if let Some(reason) = budget.interrupted() {
        return Err(GenerateError::Stopped { reason, attempts });
    }
    let seen: Vec<Level> = Level::PLAYABLE
        .into_iter()
        .filter(|&l| found[l as usize] > 0)
        .collect();
    let summary: Vec<String> = seen
        .iter()
        .map(|&l| format!("{} {l}", found[l as usize]))
        .collect();
    Err(GenerateError::NoLevel {
        level,
        attempts,
        found: if summary.is_empty() {
            "none clearable".to_string()
        } else {
            summary.join(", ")
        },
        want_harder: seen.iter().all(|&l| l < level),
    })
}

/// How many fresh deals to try before giving up.
const ATTEMPTS: usize = 200;

/// The kind of each of the `pairs` pairs: every kind at least once, the rest at random.
fn pair_kinds(rng: &mut ChaCha8Rng, pairs: usize, kinds: usize) -> Vec<u32> {
    let mut list: Vec<u32> = (1..=kinds as u32).collect();
    while list.len() < pairs {
        list.push(rng.random_range(1..=kinds as u32));
    }
    list.shuffle(rng);
    list
}

/// A random deal: blockers and tiles on random cells.
fn random_deal(rng: &mut ChaCha8Rng, params: &Params) -> Vec<Cell> {
    let cells = params.rows * params.cols;
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    let mut out = vec![Cell::Empty; cells];
    for &i in &order[..params.blockers] {
        out[i] = Cell::Blocker;
    }
    let kinds = pair_kinds(rng, params.pairs, params.kinds);
    let mut tiles: Vec<u32> = kinds.iter().flat_map(|&k| [k, k]).collect();
    tiles.shuffle(rng);
    for (&i, kind) in order[params.blockers..].iter().zip(tiles) {
        out[i] = Cell::Tile(kind);
    }
    out
}

/// A perfect matching of open cells into dominoes (4-neighbours), kept while pairs are placed:
/// two adjacent tiles always connect, so as long as the cells still to fill can be tiled by
/// dominoes the construction can never get stuck.
pub(crate) struct Dominoes {
    cols: usize,
    rows: usize,
    open: Vec<bool>,
    partner: Vec<Option<usize>>,
}

impl Dominoes {
    /// A perfect domino matching of `cells`, if there is one.
    pub(crate) fn new(rows: usize, cols: usize, cells: &[(usize, usize)]) -> Option<Dominoes> {
        let mut open = vec![false; rows * cols];
        for &(r, c) in cells {
            open[r * cols + c] = true;
        }
        let mut d = Dominoes {
            cols,
            rows,
            open,
            partner: vec![None; rows * cols],
        };
        for &(r, c) in cells {
            let v = r * cols + c;
            if (r + c) % 2 == 0 && d.partner[v].is_none() {
                let mut seen = vec![false; rows * cols];
                if !d.augment(v, &mut seen) {
                    return None;
                }
            }
        }
        Some(d)
    }

    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = (v / self.cols, v % self.cols);
        let up = (r > 0).then(|| v - self.cols);
        let down = (r + 1 < self.rows).then(|| v + self.cols);
        let left = (c > 0).then(|| v - 1);
        let right = (c + 1 < self.cols).then(|| v + 1);
        [up, down, left, right]
            .into_iter()
            .flatten()
            .filter(|&u| self.open[u])
    }

    /// Kuhn's augmenting path from the unmatched cell `v`.
    fn augment(&mut self, v: usize, seen: &mut [bool]) -> bool {
        let neighbours: Vec<usize> = self.neighbours(v).collect();
        for u in neighbours {
            if seen[u] {
                continue;
            }
            seen[u] = true;
            let ok = match self.partner[u] {
                None => true,
                Some(w) => self.augment(w, seen),
            };
            if ok {
                self.partner[u] = Some(v);
                self.partner[v] = Some(u);
                return true;
            }
        }
        false
    }

    /// Takes cells `a` and `b` out if the rest can still be tiled; otherwise changes nothing.
    fn take(&mut self, a: usize, b: usize) -> bool {
        if self.partner[a] == Some(b) {
            self.open[a] = false;
            self.open[b] = false;
            self.partner[a] = None;
            self.partner[b] = None;
            return true;
        }
        let (Some(a2), Some(b2)) = (self.partner[a], self.partner[b]) else {
            return false;
        };
        let saved = self.partner.clone();
        self.open[a] = false;
        self.open[b] = false;
        self.partner[a] = None;
        self.partner[b] = None;
        self.partner[a2] = None;
        self.partner[b2] = None;
        let mut seen = vec![false; self.open.len()];
        if self.augment(a2, &mut seen) {
            return true;
        }
        self.open[a] = true;
        self.open[b] = true;
        self.partner = saved;
        false
    }
}

/// Places the pairs `kinds` on exactly the cells `targets` (board row, col) of a board whose
/// other cells are `base` (blockers and empties, plus any fixed tiles), so that removing the
/// pairs in reverse order of placement is legal with at most `max_turns` turns.
pub fn place_clearable(
    rng: &mut ChaCha8Rng,
    rows: usize,
    cols: usize,
    base: &[Cell],
    targets: &[(usize, usize)],
    kinds: &[u32],
    max_turns: u32,
) -> Option<Vec<Cell>> {
    let mut free: Rows = [0; PADDED];
    for (r, row) in free.iter_mut().enumerate().take(rows + 2) {
        *row = (1u64 << (cols + 2)) - 1;
        if r >= 1 && r <= rows {
            for c in 0..cols {
                if base[(r - 1) * cols + c] != Cell::Empty {
                    *row &= !(1u64 << (c + 1));
                }
            }
        }
    }
    let mut dominoes = Dominoes::new(rows, cols, targets);
    let mut cells = base.to_vec();
    let mut open: Vec<(usize, usize)> = targets.to_vec();
    for &kind in kinds {
        open.shuffle(rng);
        let mut placed = None;
        for i in 0..open.len() {
            let (ar, ac) = open[i];
            let src = (ar + 1, ac + 1);
            free[src.0] &= !(1u64 << src.1);
            let ends = reachable_ends(&free, rows + 2, src, max_turns);
            let mut choices: Vec<usize> = (0..open.len())
                .filter(|&j| j != i && ends[open[j].0 + 1] & (1u64 << (open[j].1 + 1)) != 0)
                .collect();
            choices.shuffle(rng);
            let fits = |j: usize, dominoes: &mut Option<Dominoes>| match dominoes {
                None => true,
                Some(d) => d.take(ar * cols + ac, open[j].0 * cols + open[j].1),
            };
            if let Some(j) = choices.iter().copied().find(|&j| fits(j, &mut dominoes)) {
                placed = Some((i, j));
                break;
            }
            free[src.0] |= 1u64 << src.1;
        }
        let (i, j) = placed?;
        let ((ar, ac), (br, bc)) = (open[i], open[j]);
        free[br + 1] &= !(1u64 << (bc + 1));
        cells[ar * cols + ac] = Cell::Tile(kind);
        cells[br * cols + bc] = Cell::Tile(kind);
        let (hi, lo) = (i.max(j), i.min(j));
        open.swap_remove(hi);
        open.swap_remove(lo);
    }
    Some(cells)
}

/// A clearable deal without gravity, built backwards.
fn clearable_deal(rng: &mut ChaCha8Rng, params: &Params, max_turns: u32) -> Option<Vec<Cell>> {
    let cells = params.rows * params.cols;
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    let mut base = vec![Cell::Empty; cells];
    for &i in &order[..params.blockers] {
        base[i] = Cell::Blocker;
    }
    let targets: Vec<(usize, usize)> = order[params.blockers..params.blockers + 2 * params.pairs]
        .iter()
        .map(|&i| (i / params.cols, i % params.cols))
        .collect();
    let kinds = pair_kinds(rng, params.pairs, params.kinds);
    place_clearable(
        rng,
        params.rows,
        params.cols,
        &base,
        &targets,
        &kinds,
        max_turns,
    )
}

/// Generates a board from `seed`. With `clearable`, a full clearing under `rules` is
/// guaranteed (by construction, or under gravity by the solver within `limits`, which bound
/// the whole call).
/// Under gravity the returned board is already settled.
pub fn generate(
    params: &Params,
    rules: Rules,
    clearable: bool,
    seed: u64,
    limits: &Limits,
) -> Result<Board, GenerateError> {
    params.validate()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let build = |cells: Vec<Cell>| Board::new(params.rows, params.cols, cells);
    let budget = limits.start();
    let mut attempts = 0;
    while attempts < ATTEMPTS {
        if budget.interrupted().is_some() {
            break;
        }
        attempts += 1;
        let cells = if clearable && rules.gravity == Gravity::None {
            match clearable_deal(&mut rng, params, rules.max_turns.as_u32()) {
                Some(cells) => cells,
                None => continue,
            }
        } else {
            random_deal(&mut rng, params)
        };
        let Ok(board) = build(cells) else { continue };
        if rules.gravity == Gravity::None {
            return Ok(board);
        }
        let puzzle = Puzzle::new(board, rules);
        let settled = puzzle.board_at(puzzle.initial().words());
        if !clearable
            || decide_from(&puzzle, &puzzle.initial(), &remaining(limits, &budget)).solvable
                == Some(true)
        {
            return Ok(settled);
        }
    }
    if let Some(reason) = budget.interrupted() {
        return Err(GenerateError::Stopped { reason, attempts });
    }
    Err(GenerateError::GaveUp { attempts })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::rate;
    use crate::rules::MaxTurns;

    #[test]
    fn same_seed_same_board() {
        let params = Params::SEED_SIX;
        let rules = Rules::with_max_turns(MaxTurns::Limit(3));
        let a = generate(&params, rules, true, 7, &Limits::none());
        let b = generate(&params, rules, true, 7, &Limits::none());
        assert_eq!(a, b);
        let c = generate(&params, rules, true, 8, &Limits::none());
        assert_ne!(a, c);
    }

    #[test]
    fn rated_boards_have_the_level_asked_for() {
        let params = Params::SEED_SIX;
        let options = RatingOptions::default();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let made = generate_rated(
                &params,
                Rules::default(),
                level,
                5,
                &options,
                &Limits::none(),
            )
            .expect("a board at this level");
            assert_eq!(made.rating.level, level);
            assert_eq!(made.rating.measures.solvable, Some(true));
            let again = rate(
                &Puzzle::new(made.board.clone(), Rules::default()),
                &options,
                &Limits::none(),
            );
            assert_eq!(again, made.rating, "the rating is reproducible");
        }
    }

    #[test]
    fn an_impossible_level_is_a_clear_error() {
        // one pair on a 1 x 2 board is as easy as it gets
        let params = Params {
            rows: 1,
            cols: 2,
            pairs: 1,
            kinds: 1,
            blockers: 0,
        };
        let options = RatingOptions::default();
        let err = generate_rated(
            &params,
            Rules::default(),
            Level::Expert,
            1,
            &options,
            &Limits::none(),
        )
        .expect_err("no expert board of one pair");
        let text = err.to_string();
        assert!(
            text.contains("no expert board found in 60 attempts"),
            "{text}"
        );
        assert!(text.contains("easy"), "{text}");
        assert!(text.contains("harder boards"), "{text}");
    }

    #[test]
    fn counts_match_the_parameters() {
        let params = Params {
            rows: 5,
            cols: 7,
            pairs: 12,
            kinds: 5,
            blockers: 4,
        };
        for clearable in [false, true] {
            let board = generate(&params, Rules::default(), clearable, 3, &Limits::none())
                .expect("generates");
            assert_eq!(board.tile_count(), 24);
            assert_eq!(board.blocker_count(), 4);
            assert_eq!(board.kinds().len(), 5);
        }
    }
}
