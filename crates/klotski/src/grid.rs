//! The grid text format: rows of `C H V S .` joined by `/` or by line breaks, both ways.
//!
//! Letters pair greedily, left to right and top to bottom: the first unpaired `V` in scan
//! order takes the `V` below it, the first unpaired `H` the `H` to its right, and the four `C`
//! cells must form one 2x2 square. [`locate_grid`] reports the byte range of the text at
//! fault with every error.

use std::ops::Range;

use crate::board::Board;
use crate::error::{LayoutError, LayoutErrorAt};
use crate::geometry::{Cell, COLS, ROWS};
use crate::piece::Shape;

/// One cell of a grid as read: a piece letter or empty.
type GridCells = [[Option<Shape>; COLS]; ROWS];

/// Reads a grid: rows separated by `/` or line breaks; blanks around rows are ignored.
pub fn parse_grid(text: &str) -> Result<Board, LayoutError> {
    locate_grid(text).map_err(|e| e.error)
}

/// The byte range of `text[range]` without its leading and trailing white space (an empty
/// range at its start when it is all blank).
pub(crate) fn trim_range(text: &str, range: Range<usize>) -> Range<usize> {
    let part = &text[range.clone()];
    let lead = part.len() - part.trim_start().len();
    if lead == part.len() {
        return range.start..range.start;
    }
    let trail = part.len() - part.trim_end().len();
    range.start + lead..range.end - trail
}

/// [`parse_grid`], with the byte range in `text` of what is wrong: the character of a bad
/// cell, the extra characters of a long row (the row when it is short), the extra rows, or
/// the whole grid when the fault is the grid as a whole (no block, too few empty cells).
pub fn locate_grid(text: &str) -> Result<Board, LayoutErrorAt> {
    let mut rows: Vec<Range<usize>> = Vec::new();
    let mut start = 0;
    for (i, ch) in text.char_indices().chain([(text.len(), '/')]) {
        if ch == '/' || ch == '\n' {
            let row = trim_range(text, start..i);
            if !row.is_empty() {
                rows.push(row);
            }
            start = i + 1;
        }
    }
    let whole = match (rows.first(), rows.last()) {
        (Some(first), Some(last)) => first.start..last.end,
        _ => {
            let blank = trim_range(text, 0..text.len());
            return Err(LayoutErrorAt::new(LayoutError::Empty, blank));
        }
    };
    if rows.len() != ROWS {
        let span = if rows.len() > ROWS {
            rows[ROWS].start..whole.end
        } else {
            whole
        };
        let found = rows.len();
        return Err(LayoutErrorAt::new(
            LayoutError::WrongRowCount { found },
            span,
        ));
    }
    let mut cells: GridCells = [[None; COLS]; ROWS];
    let mut spans: [[Range<usize>; COLS]; ROWS] = Default::default();
    for (r, row) in rows.iter().enumerate() {
        let chars: Vec<(usize, char)> = text[row.clone()]
            .char_indices()
            .map(|(i, ch)| (row.start + i, ch))
            .collect();
        if chars.len() != COLS {
            let span = match chars.get(COLS) {
                Some(&(extra, _)) => extra..row.end,
                None => row.clone(),
            };
            let error = LayoutError::WrongRowLength {
                row: r,
                found: chars.len(),
            };
            return Err(LayoutErrorAt::new(error, span));
        }
        for (c, &(at, ch)) in chars.iter().enumerate() {
            let span = at..at + ch.len_utf8();
            spans[r][c] = span.clone();
            cells[r][c] = match ch {
                '.' => None,
                _ => match Shape::from_letter(ch) {
                    Some(kind) => Some(kind),
                    None => {
                        let cell = Cell::new(r as u8, c as u8);
                        let error = LayoutError::UnknownCharacter {
                            character: ch,
                            cell,
                        };
                        return Err(LayoutErrorAt::new(error, span));
                    }
                },
            };
        }
    }
    board_from_cells(&cells).map_err(|error| {
        let at = |cell: Cell| spans[usize::from(cell.row)][usize::from(cell.col)].clone();
        let span = match &error {
            // Point at the fifth C when there are too many, at the first when too few.
            LayoutError::WrongBlockCells { cells: n } => {
                let mut blocks = (0..ROWS * COLS)
                    .map(|i| Cell::from_index(i as u8))
                    .filter(|c| {
                        cells[usize::from(c.row)][usize::from(c.col)] == Some(Shape::Block)
                    });
                let nth = if *n > 4 { 4 } else { 0 };
                blocks.nth(nth).map_or(whole.clone(), at)
            }
            other => other.cell().map_or(whole.clone(), at),
        };
        LayoutErrorAt::new(error, span)
    })
}

fn board_from_cells(cells: &GridCells) -> Result<Board, LayoutError> {
    let kind_at = |r: usize, c: usize| cells.get(r).and_then(|row| row.get(c)).copied().flatten();
    let block_cells: Vec<Cell> = (0..ROWS)
        .flat_map(|r| (0..COLS).map(move |c| (r, c)))
        .filter(|&(r, c)| cells[r][c] == Some(Shape::Block))
        .map(|(r, c)| Cell::new(r as u8, c as u8))
        .collect();
    let block_head = match block_cells.len() {
        0 => return Err(LayoutError::NoBlock),
        4 => {
            let head = block_cells[0];
            let (r, c) = (usize::from(head.row), usize::from(head.col));
            let square = [(r, c + 1), (r + 1, c), (r + 1, c + 1)]
                .iter()
                .all(|&(rr, cc)| kind_at(rr, cc) == Some(Shape::Block));
            if !square {
                return Err(LayoutError::BlockNotSquare { cell: head });
            }
            head.index()
        }
        n => return Err(LayoutError::WrongBlockCells { cells: n as u32 }),
    };

    let (mut horizontal, mut vertical, mut soldiers) = (0u32, 0u32, 0u32);
    let mut paired = [[false; COLS]; ROWS];
    let mut empty = 0u32;
    for r in 0..ROWS {
        for c in 0..COLS {
            let cell = Cell::new(r as u8, c as u8);
            let bit = 1u32 << cell.index();
            match cells[r][c] {
                None => empty += 1,
                Some(Shape::Block) => {}
                Some(Shape::Soldier) => soldiers |= bit,
                Some(kind @ Shape::Horizontal) if !paired[r][c] => {
                    if kind_at(r, c + 1) != Some(kind) || paired[r][c + 1] {
                        return Err(LayoutError::BrokenPiece { kind, cell });
                    }
                    paired[r][c + 1] = true;
                    horizontal |= bit;
                }
                Some(kind @ Shape::Vertical) if !paired[r][c] => {
                    if kind_at(r + 1, c) != Some(kind) {
                        return Err(LayoutError::BrokenPiece { kind, cell });
                    }
                    paired[r + 1][c] = true;
                    vertical |= bit;
                }
                Some(_) => {}
            }
        }
    }
    if empty < 2 {
        return Err(LayoutError::TooFewEmpty { found: empty });
    }
    Ok(Board::from_parts_unchecked(
        block_head, horizontal, vertical, soldiers,
    ))
}

/// The grid's rows, top first, each 4 characters.
pub fn grid_rows(board: Board) -> [String; ROWS] {
    let mut chars = [['.'; COLS]; ROWS];
    board.for_each_piece(|piece| {
        let mut bits = piece.cells();
        while bits != 0 {
            let cell = Cell::from_index(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            chars[usize::from(cell.row)][usize::from(cell.col)] = piece.kind.letter();
        }
    });
    chars.map(|row| row.iter().collect())
}

/// The one-line form, rows joined by `/`: `VCCV/VCCV/VHHV/VSSV/S..S`.
pub fn format_grid(board: Board) -> String {
    grid_rows(board).join("/")
}

/// The multi-line form, one row a line.
pub fn format_grid_lines(board: Board) -> String {
    grid_rows(board).join("\n")
}

impl std::fmt::Display for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format_grid(*self))
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board({})", format_grid(*self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

    #[test]
    fn standard_layout_round_trips() {
        let board = parse_grid(HENGDAO).unwrap();
        assert_eq!(format_grid(board), HENGDAO);
        assert_eq!(board.block_head(), 1);
        assert_eq!(board.horizontal(), 1 << 9);
        assert_eq!(board.vertical().count_ones(), 4);
        assert_eq!(board.soldiers().count_ones(), 4);
        assert_eq!(board.empty(), (1 << 17) | (1 << 18));
    }

    #[test]
    fn multi_line_and_lower_case_are_accepted() {
        let text = "  vccv\n  VCCV\n\n VHHV \nVSSV\nS..S\n";
        assert_eq!(format_grid(parse_grid(text).unwrap()), HENGDAO);
    }

    #[test]
    fn stacked_pieces_pair_greedily() {
        let board = parse_grid("VCCV/VCCV/VHHV/VHHV/S..S").unwrap();
        assert_eq!(board.vertical(), 1 | 1 << 3 | 1 << 8 | 1 << 11);
        assert_eq!(board.horizontal(), 1 << 9 | 1 << 13);
    }

    fn error_of(text: &str) -> LayoutError {
        parse_grid(text).unwrap_err()
    }

    #[test]
    fn errors_name_the_fault_and_place() {
        assert_eq!(error_of(""), LayoutError::Empty);
        assert_eq!(
            error_of("VCCV/VCCV/VHHV/VSSV"),
            LayoutError::WrongRowCount { found: 4 }
        );
        assert_eq!(
            error_of("VCCV/VCCV/VHHV/VSSV/S..SS"),
            LayoutError::WrongRowLength { row: 4, found: 5 }
        );
        assert_eq!(
            error_of("VCCV/VCCV/VHXV/VSSV/S..S"),
            LayoutError::UnknownCharacter {
                character: 'X',
                cell: Cell::new(2, 2)
            }
        );
        let msg = error_of("VCCV/VCCV/VHXV/VSSV/S..S").to_string();
        assert!(msg.contains("row 3, column 3"), "{msg}");
        assert!(matches!(
            error_of("VCCV/VCCV/VHHV/VSSV/V..S"),
            LayoutError::BrokenPiece { kind: Shape::Vertical, cell, .. } if cell == Cell::new(4, 0)
        ));
        assert!(matches!(
            error_of("VCCV/VCCV/VHSV/VSSV/S..S"),
            LayoutError::BrokenPiece { kind: Shape::Horizontal, cell, .. } if cell == Cell::new(2, 1)
        ));
        assert_eq!(error_of("VSSV/VSSV/VHHV/VSSV/S..S"), LayoutError::NoBlock);
        assert_eq!(
            error_of("CCCC/CCCC/VHHV/VSSV/S..S"),
            LayoutError::WrongBlockCells { cells: 8 }
        );
        assert_eq!(
            error_of("VCCV/VSCC/VHHV/VSSV/S..S"),
            LayoutError::BlockNotSquare {
                cell: Cell::new(0, 1)
            }
        );
        assert_eq!(
            error_of("VCCV/VCCV/VHHV/VSSV/SS.S"),
            LayoutError::TooFewEmpty { found: 1 }
        );
    }
}
