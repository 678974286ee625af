//! CommonCode and ShortCode, the layout codes of the dnomd343/klotski engine, both ways.
//!
//! CommonCode: 36 bits shown as 9 hex digits. The top 4 bits are the 2x2 block's top-left
//! cell; then one 2-bit slot per remaining piece in scan order, from the high bits (00 empty
//! cell, 01 horizontal 2x1, 10 vertical 1x2, 11 soldier), zero-filled. Trailing zeros may be
//! omitted in text. ShortCode: the rank of a CommonCode among all 29,334,498 valid ones in
//! increasing order, written as 5 base-32 digits from `123456789ABCDEFGHJKMNPQRSTUVWXYZ`.

use std::ops::Range;

use crate::board::Board;
use crate::error::{CodeProblem, LayoutError, LayoutErrorAt};
use crate::geometry::FULL;
use crate::grid::trim_range;
use crate::piece::Shape;
use crate::rank_table::{
    slot_cells, RankTable, DEAD, MAX_SLOTS, SLOT_EMPTY, SLOT_HORIZONTAL, SLOT_SOLDIER,
    SLOT_VERTICAL,
};

const SHORT_CODE_DIGITS: &[u8; 32] = b"123456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// The CommonCode of a board.
pub fn common_code(board: Board) -> u64 {
    let (h, v, s) = (board.horizontal(), board.vertical(), board.soldiers());
    let mut filled = Shape::Block.shape() << board.block_head();
    let mut range = 0u32;
    let mut shift = 32;
    while filled != FULL {
        let cell = (!filled).trailing_zeros();
        let bit = 1u32 << cell;
        let (slot, cells) = if h & bit != 0 {
            (SLOT_HORIZONTAL, bit | bit << 1)
        } else if v & bit != 0 {
            (SLOT_VERTICAL, bit | bit << 4)
        } else if s & bit != 0 {
            (SLOT_SOLDIER, bit)
        } else {
            (SLOT_EMPTY, bit)
        };
        shift -= 2;
        range |= slot << shift;
        filled |= cells;
    }
    u64::from(board.block_head()) << 32 | u64::from(range)
}

/// The board a CommonCode stands for, or why it stands for none.
pub fn board_from_common_code(code: u64) -> Result<Board, CodeProblem> {
    if code >> 36 != 0 {
        return Err(CodeProblem::TooManyBits);
    }
    let head = (code >> 32) as u8;
    if Shape::Block.allowed_heads() & (1 << head) == 0 {
        return Err(CodeProblem::BlockHead { cell: head });
    }
    let range = code as u32;
    let mut filled = Shape::Block.shape() << head;
    let (mut h, mut v, mut s) = (0u32, 0u32, 0u32);
    let mut empties = 0;
    let mut shift = 32;
    while filled != FULL {
        if shift == 0 {
            return Err(CodeProblem::NotFilled);
        }
        shift -= 2;
        let slot = (range >> shift) & 3;
        let cell = (!filled).trailing_zeros() as u8;
        let cells = slot_cells(slot, cell, filled).ok_or(CodeProblem::PieceDoesNotFit {
            piece: (32 - shift) / 2,
            cell,
        })?;
        let bit = 1u32 << cell;
        match slot {
            SLOT_HORIZONTAL => h |= bit,
            SLOT_VERTICAL => v |= bit,
            SLOT_SOLDIER => s |= bit,
            _ => empties += 1,
        }
        filled |= cells;
    }
    if shift > 0 && range & ((1u32 << shift) - 1) != 0 {
        return Err(CodeProblem::LeftOver);
    }
    if empties < 2 {
        return Err(CodeProblem::TooFewEmpty { empties });
    }
    Ok(Board::from_parts_unchecked(head, h, v, s))
}

/// The CommonCode as 9 upper-case hex digits.
pub fn format_common_code(code: u64) -> String {
    format!("{code:09X}")
}

/// The CommonCode as hex digits with trailing zeros dropped (`1A9BF0C`), as dnomd343 shortens.
pub fn format_common_code_short(code: u64) -> String {
    if code == 0 {
        return "0".into();
    }
    let full = format_common_code(code);
    full.trim_end_matches('0').to_string()
}

/// Reads a CommonCode of 1 to 9 hex digits (missing trailing digits are zeros).
pub fn parse_common_code(text: &str) -> Result<Board, LayoutError> {
    locate_common_code(text).map_err(|e| e.error)
}

/// [`parse_common_code`], with the byte range in `text` of what is wrong: a character that is
/// not a hex digit, or the whole code.
pub fn locate_common_code(text: &str) -> Result<Board, LayoutErrorAt> {
    let whole = trim_range(text, 0..text.len());
    let digits = &text[whole.clone()];
    let bad = |reason: CodeProblem, span: Range<usize>| {
        let error = LayoutError::BadCommonCode {
            code: digits.to_string(),
            reason,
        };
        LayoutErrorAt::new(error, span)
    };
    let count = digits.chars().count();
    if count == 0 || count > 9 {
        return Err(bad(CodeProblem::Digits { count }, whole));
    }
    let mut code = 0u64;
    for (i, (at, ch)) in digits.char_indices().enumerate() {
        let Some(digit) = ch.to_digit(16) else {
            let start = whole.start + at;
            let reason = CodeProblem::NotHex {
                character: ch,
                position: i + 1,
            };
            return Err(bad(reason, start..start + ch.len_utf8()));
        };
        code = code << 4 | u64::from(digit);
    }
    code <<= 4 * (9 - count);
    board_from_common_code(code).map_err(|reason| bad(reason, whole.clone()))
}

/// The ShortCode number (0-based rank) of a board.
#[inline]
pub fn short_code(board: Board) -> u32 {
    short_codes([board])[0]
}

/// The ShortCode numbers of several boards at once: the walks run in lockstep, so their
/// memory reads overlap instead of waiting on one another.
#[inline]
pub fn short_codes<const N: usize>(boards: [Board; N]) -> [u32; N] {
    short_codes_listing(boards, MAX_SLOTS)
}

/// [`short_codes`] for boards whose CommonCodes list at most `slots` pieces (empty cells
/// included), so the walks can stop there.
#[inline]
pub(crate) fn short_codes_listing<const N: usize>(boards: [Board; N], slots: usize) -> [u32; N] {
    let table = RankTable::get();
    let mut rank = [0u32; N];
    let mut step = [0u32; N];
    for lane in 0..N {
        let head = usize::from(boards[lane].block_head() & 15);
        rank[lane] = table.head_offset[head];
        step[lane] = table.step_start[head];
    }
    for _ in 0..slots.min(MAX_SLOTS) {
        for lane in 0..N {
            let id = (step[lane] & 0xFFFF) as usize;
            let cell = step[lane] >> 16;
            let (Some(next), Some(below)) = (table.step_next.get(id), table.step_below.get(id))
            else {
                continue;
            };
            let b = boards[lane];
            // The bit sets are disjoint, so the slot value comes out without branches.
            let slot = (((b.horizontal() >> cell) & 1) * SLOT_HORIZONTAL)
                | (((b.vertical() >> cell) & 1) * SLOT_VERTICAL)
                | (((b.soldiers() >> cell) & 1) * SLOT_SOLDIER);
            rank[lane] += below[slot as usize];
            step[lane] = next[slot as usize];
        }
    }
    rank
}

/// The board with ShortCode number `rank`, if `rank` is below 29,334,498.
pub fn board_from_short_code(rank: u32) -> Option<Board> {
    let table = RankTable::get();
    if rank >= table.total() {
        return None;
    }
    let head = (0..16).rfind(|&h| table.head_offset[h] <= rank && table.start[h] != DEAD)?;
    let mut rest = rank - table.head_offset[head];
    let mut state = table.start[head];
    let mut code = (head as u64) << 32;
    let mut shift = 32;
    loop {
        let row = &table.states[state as usize];
        if row.is_final() {
            break;
        }
        let slot = (0..4usize)
            .rev()
            .find(|&slot| row.next[slot] != DEAD && row.below[slot] <= rest)?;
        rest -= row.below[slot];
        shift -= 2;
        code |= (slot as u64) << shift;
        state = row.next[slot];
    }
    board_from_common_code(code).ok()
}

/// The ShortCode as 5 characters.
pub fn format_short_code(rank: u32) -> String {
    (0..5)
        .rev()
        .map(|i| char::from(SHORT_CODE_DIGITS[((rank >> (5 * i)) & 31) as usize]))
        .collect()
}

/// Reads a 5-character ShortCode (case-insensitive).
pub fn parse_short_code(text: &str) -> Result<Board, LayoutError> {
    locate_short_code(text).map_err(|e| e.error)
}

/// [`parse_short_code`], with the byte range in `text` of what is wrong: a character outside
/// the ShortCode alphabet, or the whole code.
pub fn locate_short_code(text: &str) -> Result<Board, LayoutErrorAt> {
    let whole = trim_range(text, 0..text.len());
    let code = &text[whole.clone()];
    let bad = |reason: CodeProblem, span: Range<usize>| {
        let error = LayoutError::BadShortCode {
            code: code.to_string(),
            reason,
        };
        LayoutErrorAt::new(error, span)
    };
    let count = code.chars().count();
    if count != 5 {
        return Err(bad(CodeProblem::Characters { count }, whole));
    }
    let mut rank = 0u32;
    for (i, (at, ch)) in code.char_indices().enumerate() {
        let upper = ch.to_ascii_uppercase();
        let Some(digit) = SHORT_CODE_DIGITS
            .iter()
            .position(|&d| char::from(d) == upper)
        else {
            let start = whole.start + at;
            let reason = CodeProblem::NotShortCode {
                character: ch,
                position: i + 1,
            };
            return Err(bad(reason, start..start + ch.len_utf8()));
        };
        rank = rank << 5 | digit as u32;
    }
    board_from_short_code(rank).ok_or_else(|| {
        let reason = CodeProblem::BeyondLast {
            rank,
            total: RankTable::get().total(),
        };
        bad(reason, whole.clone())
    })
}

/// Whether `text` has the shape of a ShortCode (5 characters of its alphabet).
pub fn looks_like_short_code(text: &str) -> bool {
    let text = text.trim();
    text.len() == 5
        && text
            .chars()
            .all(|c| SHORT_CODE_DIGITS.contains(&(c.to_ascii_uppercase() as u8)))
}

/// Whether `text` has the shape of a CommonCode (1 to 9 hex digits).
pub fn looks_like_common_code(text: &str) -> bool {
    let text = text.trim();
    (1..=9).contains(&text.len()) && text.chars().all(|c| c.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{format_grid, parse_grid};

    const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

    #[test]
    fn published_examples() {
        // From the dnomd343/klotski documentation.
        let board = parse_grid(HENGDAO).unwrap();
        assert_eq!(common_code(board), 0x1_A9BF_0C00);
        assert_eq!(format_common_code(common_code(board)), "1A9BF0C00");
        assert_eq!(format_common_code_short(common_code(board)), "1A9BF0C");
        assert_eq!(short_code(board), 4_091_296);
        assert_eq!(format_short_code(short_code(board)), "4WVE1");
        let second = board_from_common_code(0x4_FEA1_3400).unwrap();
        assert_eq!(short_code(second), 10_399_732);
        assert_eq!(format_short_code(10_399_732), "AXCZN");
    }

    #[test]
    fn parses_both_codes() {
        assert_eq!(
            format_grid(parse_common_code("1A9BF0C00").unwrap()),
            HENGDAO
        );
        assert_eq!(format_grid(parse_common_code("1a9bf0c").unwrap()), HENGDAO);
        assert_eq!(format_grid(parse_short_code("4WVE1").unwrap()), HENGDAO);
        assert_eq!(format_grid(parse_short_code("4wve1").unwrap()), HENGDAO);
    }

    #[test]
    fn rejects_bad_codes() {
        assert!(parse_common_code("3A9BF0C00").is_err()); // block head in column 4
        assert!(parse_common_code("1A9BF0C01").is_err()); // bits after a full board
        assert!(parse_common_code("1A9BG0C00").is_err());
        assert!(parse_common_code("1A9BF0C0000").is_err());
        assert!(parse_short_code("4WVE").is_err());
        assert!(parse_short_code("4WVE0").is_err());
        assert!(parse_short_code("ZZZZZ").is_err());
    }

    #[test]
    fn first_and_last_ranks() {
        let total = RankTable::get().total();
        for rank in [0, 1, 2, total / 2, total - 2, total - 1] {
            let board = board_from_short_code(rank).unwrap();
            assert_eq!(short_code(board), rank);
        }
        assert!(board_from_short_code(total).is_none());
        let first = board_from_short_code(0).unwrap();
        let second = board_from_short_code(1).unwrap();
        assert!(common_code(first) < common_code(second));
    }
}
