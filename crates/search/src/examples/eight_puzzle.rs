//! The 8-puzzle: eight numbered tiles and a blank on a 3x3 board; a move slides a tile next to
//! the blank into it. The goal is `123456780` (tiles in order, blank last).
//!
//! Text formats, moves, heuristic and solvability are documented on [`EightPuzzle`].

use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use crate::{Cost, Problem, Successor};

/// A move, named by the direction in which the **blank** moves (the tile next to the blank on
/// that side slides the opposite way). `Up` moves the blank one row up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// The blank moves one row up.
    Up,
    /// The blank moves one row down.
    Down,
    /// The blank moves one column left.
    Left,
    /// The blank moves one column right.
    Right,
}

impl Move {
    /// Every move, in the order successors are generated.
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The move that undoes this one.
    pub fn opposite(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
        }
    }

    /// (row, column) change of the blank.
    fn delta(self) -> (isize, isize) {
        match self {
            Move::Up => (-1, 0),
            Move::Down => (1, 0),
            Move::Left => (0, -1),
            Move::Right => (0, 1),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Move::Up => "up",
            Move::Down => "down",
            Move::Left => "left",
            Move::Right => "right",
        })
    }
}

/// Why a text is not an 8-puzzle position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("the puzzle is empty: give the 9 cells row by row, e.g. 123456780 or \"1 2 3/4 5 6/7 8 0\" (0 is the blank)")]
    /// Nothing was given.
    Empty,
    #[error("expected 3 rows separated by '/' (or one row of 9 cells), found {rows} rows")]
    /// Not 3 rows.
    WrongRowCount {
        /// The rows found.
        rows: usize,
    },
    #[error("row {row} has {cells} cells; each row needs exactly 3")]
    /// A row without 3 cells.
    WrongRowLength {
        /// The row (1-based).
        row: usize,
        /// Its cells.
        cells: usize,
    },
    #[error("expected 9 cells, found {cells}")]
    /// Not 9 cells.
    WrongCellCount {
        /// The cells found.
        cells: usize,
    },
    #[error(
        "'{found}' (cell {cell}) is not a tile: use digits 1-8, and 0, '_' or '.' for the blank"
    )]
    /// A character that is no tile.
    InvalidCell {
        /// The character.
        found: char,
        /// Its cell (1-based).
        cell: usize,
    },
    #[error("tile {tile} appears twice (0 is the blank) and tile {missing} is missing; every tile 0-8 must appear once")]
    /// A tile given twice.
    DuplicateTile {
        /// The repeated tile.
        tile: u8,
        /// The tile missing instead.
        missing: u8,
    },
}

/// A position from which the goal cannot be reached.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{position} cannot reach 123456780: its tiles have {inversions} inversions, an odd number, and every move keeps the parity; swapping two tiles makes it solvable")]
pub struct Unsolvable {
    /// The position, in compact form.
    pub position: String,
    /// Pairs of tiles (blank excluded) in the wrong order, reading row by row.
    pub inversions: u32,
}

/// A position of the 8-puzzle, which is also the [`Problem`] of solving it from there.
///
/// As a problem: the initial state is this position, the goal is `123456780`, every move costs
/// 1, the heuristic is the Manhattan distance (admissible and consistent), and predecessors
/// are available, so bidirectional BFS works.
///
/// A position is written as its cells row by row, `0` (or `_` or `.`) for the blank, either as
/// nine characters (`"867254301"`) or as three rows separated by `/` or newlines, with optional
/// spaces or commas between cells (`"8 6 7/2 5 4/3 0 1"`). [`Display`](std::fmt::Display)
/// writes the compact form; the alternate form (`{:#}`) writes a 3-line grid with `_` for the
/// blank. Both parse back.
///
/// ```
/// use search::examples::{EightPuzzle, Move};
/// use search::{run, Algorithm, Claim, Limits};
///
/// let puzzle: EightPuzzle = "1 2 3/4 0 6/7 5 8".parse().expect("valid");
/// assert!(puzzle.is_solvable());
/// let report = run(&puzzle, Algorithm::IdaStar, &Limits::none()).expect("IDA* runs");
/// let solution = report.solution.expect("solvable");
/// assert_eq!(solution.actions, vec![Move::Down, Move::Right]);
/// assert_eq!(report.claim, Claim::Optimal);
/// ```
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct EightPuzzle {
    /// Row-major cells, 0 = blank.
    cells: [u8; 9],
    /// Index of the blank in `cells`.
    blank: u8,
}

impl EightPuzzle {
    /// The solved position, `123456780`.
    pub const GOAL: EightPuzzle = EightPuzzle {
        cells: [1, 2, 3, 4, 5, 6, 7, 8, 0],
        blank: 8,
    };

    /// Parses a position (see [`EightPuzzle`] for the accepted forms).
    pub fn parse(text: &str) -> Result<Self, ParseError> {
        let rows: Vec<&str> = text
            .split(['/', '\n'])
            .map(str::trim)
            .filter(|row| !row.is_empty())
            .collect();
        let cells_of = |row: &str| -> Vec<char> {
            row.chars()
                .filter(|c| !c.is_whitespace() && *c != ',')
                .collect()
        };
        let cells: Vec<char> = match rows.len() {
            0 => return Err(ParseError::Empty),
            1 => cells_of(rows[0]),
            3 => {
                let mut all = Vec::with_capacity(9);
                for (r, row) in rows.iter().enumerate() {
                    let row_cells = cells_of(row);
                    if row_cells.len() != 3 {
                        return Err(ParseError::WrongRowLength {
                            row: r + 1,
                            cells: row_cells.len(),
                        });
                    }
                    all.extend(row_cells);
                }
                all
            }
            rows => return Err(ParseError::WrongRowCount { rows }),
        };
        if cells.len() != 9 {
            return Err(ParseError::WrongCellCount { cells: cells.len() });
        }
        let mut tiles = [0u8; 9];
        for (i, &c) in cells.iter().enumerate() {
            tiles[i] = match c {
                '0' | '_' | '.' => 0,
                '1'..='8' => c as u8 - b'0',
                _ => {
                    return Err(ParseError::InvalidCell {
                        found: c,
                        cell: i + 1,
                    })
                }
            };
        }
        Self::from_cells(tiles)
    }

    /// A position from its cells, row by row, 0 for the blank.
    pub fn from_cells(cells: [u8; 9]) -> Result<Self, ParseError> {
        let mut seen = [false; 9];
        for (i, &tile) in cells.iter().enumerate() {
            if tile > 8 {
                let found = char::from_digit(u32::from(tile), 10).unwrap_or('?');
                return Err(ParseError::InvalidCell { found, cell: i + 1 });
            }
            if seen[tile as usize] {
                let missing = (0..9u8).find(|&t| !cells.contains(&t)).unwrap_or(tile);
                return Err(ParseError::DuplicateTile { tile, missing });
            }
            seen[tile as usize] = true;
        }
        let blank = cells.iter().position(|&t| t == 0).unwrap_or(8) as u8;
        Ok(EightPuzzle { cells, blank })
    }

    /// The cells, row by row, 0 for the blank.
    pub fn cells(&self) -> [u8; 9] {
        self.cells
    }

    /// The tile at (`row`, `col`), both 0-2; 0 is the blank.
    ///
    /// # Panics
    /// If `row` or `col` is above 2.
    pub fn tile(&self, row: usize, col: usize) -> u8 {
        assert!(
            row < 3 && col < 3,
            "the board is 3x3; ({row}, {col}) is outside it"
        );
        self.cells[row * 3 + col]
    }

    /// (row, column) of the blank.
    pub fn blank(&self) -> (usize, usize) {
        (self.blank as usize / 3, self.blank as usize % 3)
    }

    /// Whether this is the goal, `123456780`.
    pub fn is_solved(&self) -> bool {
        *self == Self::GOAL
    }

    /// Pairs of tiles (blank excluded) out of order, reading row by row.
    pub fn inversions(&self) -> u32 {
        let tiles: Vec<u8> = self.cells.iter().copied().filter(|&t| t != 0).collect();
        let mut count = 0;
        for (i, &a) in tiles.iter().enumerate() {
            count += tiles[i + 1..].iter().filter(|&&b| b < a).count() as u32;
        }
        count
    }

    /// Whether the goal can be reached: exactly the positions with an even number of
    /// [inversions](Self::inversions) (half of the 9!/1 arrangements, 181,440 positions).
    pub fn is_solvable(&self) -> bool {
        self.inversions().is_multiple_of(2)
    }

    /// `Ok` if the goal can be reached, else an error explaining why not.
    pub fn check_solvable(&self) -> Result<(), Unsolvable> {
        let inversions = self.inversions();
        if inversions.is_multiple_of(2) {
            Ok(())
        } else {
            Err(Unsolvable {
                position: self.to_string(),
                inversions,
            })
        }
    }

    /// Sum over tiles of their row and column distance to their goal cell: a lower bound on
    /// the number of moves left.
    pub fn manhattan_distance(&self) -> u32 {
        let mut total = 0;
        for (i, &tile) in self.cells.iter().enumerate() {
            if tile != 0 {
                let goal = tile as usize - 1;
                total += (i / 3).abs_diff(goal / 3) + (i % 3).abs_diff(goal % 3);
            }
        }
        total as u32
    }

    /// The position after `m`, or `None` if the blank would leave the board.
    pub fn apply(&self, m: Move) -> Option<EightPuzzle> {
        let (row, col) = self.blank();
        let (dr, dc) = m.delta();
        let row = row.checked_add_signed(dr).filter(|&r| r < 3)?;
        let col = col.checked_add_signed(dc).filter(|&c| c < 3)?;
        let target = row * 3 + col;
        let mut next = *self;
        next.cells.swap(self.blank as usize, target);
        next.blank = target as u8;
        Some(next)
    }

    /// The moves possible from here, in [`Move::ALL`] order.
    pub fn legal_moves(&self) -> impl Iterator<Item = Move> + '_ {
        Move::ALL.into_iter().filter(|&m| self.apply(m).is_some())
    }

    /// The cells packed 4 bits each (an injective key, used for hashing).
    fn packed(&self) -> u64 {
        self.cells
            .iter()
            .fold(0u64, |acc, &t| (acc << 4) | u64::from(t))
    }
}

impl Hash for EightPuzzle {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.packed());
    }
}

impl FromStr for EightPuzzle {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        EightPuzzle::parse(s)
    }
}

impl fmt::Display for EightPuzzle {
    /// `867254301`; with `{:#}` a 3-line grid such as `8 6 7\n2 5 4\n3 _ 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            for row in 0..3 {
                if row > 0 {
                    f.write_str("\n")?;
                }
                for col in 0..3 {
                    if col > 0 {
                        f.write_str(" ")?;
                    }
                    match self.cells[row * 3 + col] {
                        0 => f.write_str("_")?,
                        t => write!(f, "{t}")?,
                    }
                }
            }
            Ok(())
        } else {
            self.cells.iter().try_for_each(|t| write!(f, "{t}"))
        }
    }
}

impl fmt::Debug for EightPuzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EightPuzzle({self})")
    }
}

impl Problem for EightPuzzle {
    type State = EightPuzzle;
    type Action = Move;

    fn initial(&self) -> EightPuzzle {
        *self
    }

    fn is_goal(&self, state: &EightPuzzle) -> bool {
        state.is_solved()
    }

    fn successors(&self, state: &EightPuzzle, out: &mut Vec<Successor<EightPuzzle, Move>>) {
        for m in Move::ALL {
            if let Some(next) = state.apply(m) {
                out.push(Successor {
                    action: m,
                    state: next,
                    cost: 1,
                });
            }
        }
    }

    fn heuristic(&self, state: &EightPuzzle) -> Cost {
        Cost::from(state.manhattan_distance())
    }

    fn heuristic_is_admissible(&self) -> bool {
        true
    }

    fn unit_costs(&self) -> bool {
        true
    }

    fn goal_states(&self) -> Option<Vec<EightPuzzle>> {
        Some(vec![EightPuzzle::GOAL])
    }

    /// Moves are reversible: `p` precedes `state` by `m` when `state` precedes `p` by the
    /// opposite of `m`.
    fn predecessors(
        &self,
        state: &EightPuzzle,
        out: &mut Vec<Successor<EightPuzzle, Move>>,
    ) -> bool {
        for m in Move::ALL {
            if let Some(previous) = state.apply(m.opposite()) {
                out.push(Successor {
                    action: m,
                    state: previous,
                    cost: 1,
                });
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> EightPuzzle {
        match EightPuzzle::parse(text) {
            Ok(p) => p,
            Err(e) => panic!("{text:?} should parse: {e}"),
        }
    }

    #[test]
    fn parses_every_accepted_form_and_round_trips() {
        let compact = parse("867254301");
        for text in [
            "8 6 7/2 5 4/3 0 1",
            "867/254/301",
            "8,6,7\n2,5,4\n3,_,1\n",
            " 8 6 7 2 5 4 3 . 1 ",
        ] {
            assert_eq!(parse(text), compact, "{text:?}");
        }
        assert_eq!(compact.to_string(), "867254301");
        assert_eq!(format!("{compact:#}"), "8 6 7\n2 5 4\n3 _ 1");
        assert_eq!(parse(&format!("{compact:#}")), compact);
        assert_eq!(parse(&compact.to_string()), compact);
        assert_eq!(compact.blank(), (2, 1));
        assert_eq!(compact.tile(0, 0), 8);
        assert_eq!(parse("123456780"), EightPuzzle::GOAL);
        assert!(EightPuzzle::GOAL.is_solved());
    }

    #[test]
    fn rejects_bad_text_with_a_precise_error() {
        let cases: [(&str, ParseError); 7] = [
            ("", ParseError::Empty),
            ("  / \n", ParseError::Empty),
            ("12345678", ParseError::WrongCellCount { cells: 8 }),
            ("123/456", ParseError::WrongRowCount { rows: 2 }),
            (
                "123/4567/80",
                ParseError::WrongRowLength { row: 2, cells: 4 },
            ),
            (
                "123456789",
                ParseError::InvalidCell {
                    found: '9',
                    cell: 9,
                },
            ),
            (
                "113456780",
                ParseError::DuplicateTile {
                    tile: 1,
                    missing: 2,
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(EightPuzzle::parse(text), Err(expected), "{text:?}");
        }
        let message = EightPuzzle::parse("12345678x")
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(message.contains("'x' (cell 9) is not a tile"), "{message}");
        assert!(EightPuzzle::from_cells([1, 2, 3, 4, 5, 6, 7, 8, 9]).is_err());
    }

    #[test]
    fn solvability_follows_inversion_parity() {
        assert!(parse("123456780").is_solvable());
        assert!(parse("867254301").is_solvable());
        let swapped = parse("213456780");
        assert_eq!(swapped.inversions(), 1);
        assert!(!swapped.is_solvable());
        let err = swapped.check_solvable().unwrap_err();
        assert_eq!(err.inversions, 1);
        assert!(
            err.to_string().contains("213456780 cannot reach 123456780"),
            "{err}"
        );
        assert!(parse("867254301").check_solvable().is_ok());
    }

    #[test]
    fn moves_heuristic_and_predecessors_agree() {
        let p = parse("123456780");
        assert_eq!(
            p.legal_moves().collect::<Vec<_>>(),
            vec![Move::Up, Move::Left]
        );
        assert_eq!(p.apply(Move::Down), None);
        let up = p.apply(Move::Up).expect("blank can go up");
        assert_eq!(up.to_string(), "123450786");
        assert_eq!(up.manhattan_distance(), 1);
        assert_eq!(parse("867254301").manhattan_distance(), 21);
        // Every successor step s -> t is a predecessor step of t, with the same action.
        let mut succ = Vec::new();
        let mut pred = Vec::new();
        for start in ["867254301", "123456780", "123405786", "012345678"] {
            let s = parse(start);
            succ.clear();
            s.successors(&s, &mut succ);
            for step in &succ {
                pred.clear();
                assert!(s.predecessors(&step.state, &mut pred));
                assert!(pred
                    .iter()
                    .any(|p| p.state == s && p.action == step.action && p.cost == 1));
                assert_eq!(step.state.apply(step.action.opposite()), Some(s));
            }
        }
    }
}
