//! Reading a layout in any accepted form (grid, built-in name, CommonCode, ShortCode) and
//! writing all forms at once.

use serde::Serialize;

use crate::board::Board;
use crate::classics::find_classic;
use crate::codes::{
    common_code, format_common_code, format_common_code_short, format_short_code,
    locate_common_code, locate_short_code, looks_like_common_code, looks_like_short_code,
    parse_short_code, short_code,
};
use crate::error::{LayoutError, LayoutErrorAt};
use crate::grid::{format_grid, locate_grid, trim_range};

/// Reads a layout given as a grid (`VCCV/VCCV/VHHV/VSSV/S..S` or one row a line), a built-in
/// name (`横刀立马`, `hengdaolima`), a CommonCode (9 hex digits, trailing zeros optional) or a
/// ShortCode (5 characters). A grid is anything with `/` or a line break in it.
pub fn parse_layout(text: &str) -> Result<Board, LayoutError> {
    locate_layout(text).map_err(|e| e.error)
}

/// Longest text echoed back in an [`LayoutError::Unrecognised`] message.
const ECHOED_CHARS: usize = 40;

/// [`parse_layout`], with the byte range in `text` of what is wrong (see [`locate_grid`],
/// [`crate::locate_common_code`], [`crate::locate_short_code`]); a text that is no layout at
/// all is pointed at as a whole.
pub fn locate_layout(text: &str) -> Result<Board, LayoutErrorAt> {
    let whole = trim_range(text, 0..text.len());
    let trimmed = &text[whole.clone()];
    let offset = whole.start;
    if trimmed.is_empty() {
        return Err(LayoutErrorAt::new(LayoutError::Empty, whole));
    }
    if trimmed.contains(['/', '\n']) {
        return locate_grid(trimmed).map_err(|e| e.shifted(offset));
    }
    if let Some(classic) = find_classic(trimmed) {
        return Ok(classic.board);
    }
    for (prefix, short) in [("common:", false), ("short:", true)] {
        if let Some(code) = strip_prefix_ignore_case(trimmed, prefix) {
            let at = offset + prefix.len();
            let parsed = if short {
                locate_short_code(code)
            } else {
                locate_common_code(code)
            };
            return parsed.map_err(|e| e.shifted(at));
        }
    }
    let shifted = |e: LayoutErrorAt| e.shifted(offset);
    if looks_like_short_code(trimmed) && !looks_like_common_code(trimmed) {
        return locate_short_code(trimmed).map_err(shifted);
    }
    if looks_like_common_code(trimmed) {
        // A 5-digit string could be either code; the full 9-digit CommonCode is unambiguous,
        // so 5 hex digits are read as a ShortCode first when that is valid.
        if looks_like_short_code(trimmed) {
            if let Ok(board) = parse_short_code(trimmed) {
                return Ok(board);
            }
        }
        return locate_common_code(trimmed).map_err(shifted);
    }
    let mut echoed: String = trimmed.chars().take(ECHOED_CHARS).collect();
    if echoed.len() < trimmed.len() {
        echoed.push('…');
    }
    Err(LayoutErrorAt::new(
        LayoutError::Unrecognised { text: echoed },
        whole,
    ))
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// Every text form of a layout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LayoutCodes {
    /// `VCCV/VCCV/VHHV/VSSV/S..S`
    pub grid: String,
    /// The five rows.
    pub rows: Vec<String>,
    /// 9 hex digits, e.g. `1A9BF0C00`.
    pub common_code: String,
    /// The CommonCode without trailing zeros, e.g. `1A9BF0C`.
    pub common_code_short: String,
    /// 5 characters, e.g. `4WVE1`.
    pub short_code: String,
    /// The ShortCode's number (0-based rank among all valid CommonCodes).
    pub short_code_number: u32,
    /// The built-in name, if this is a classic layout.
    pub name: Option<String>,
    /// The built-in name in pinyin, if this is a classic layout.
    pub pinyin: Option<String>,
}

/// All forms of `board`.
pub fn layout_codes(board: Board) -> LayoutCodes {
    let common = common_code(board);
    let short = short_code(board);
    let classic = crate::classics::classics()
        .iter()
        .find(|c| c.board == board);
    LayoutCodes {
        grid: format_grid(board),
        rows: crate::grid::grid_rows(board).to_vec(),
        common_code: format_common_code(common),
        common_code_short: format_common_code_short(common),
        short_code: format_short_code(short),
        short_code_number: short,
        name: classic.map(|c| c.name.clone()),
        pinyin: classic.map(|c| c.pinyin.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

    #[test]
    fn every_form_reads_the_same_board() {
        let expected = parse_grid(HENGDAO).unwrap();
        for text in [
            HENGDAO,
            "VCCV\nVCCV\nVHHV\nVSSV\nS..S\n",
            "横刀立马",
            "hengdaolima",
            "1A9BF0C00",
            "1A9BF0C",
            "common:1a9bf0c",
            "4WVE1",
            "short:4wve1",
        ] {
            assert_eq!(parse_layout(text), Ok(expected), "{text}");
        }
    }

    #[test]
    fn codes_of_hengdao() {
        let codes = layout_codes(parse_grid(HENGDAO).unwrap());
        assert_eq!(codes.common_code, "1A9BF0C00");
        assert_eq!(codes.common_code_short, "1A9BF0C");
        assert_eq!(codes.short_code, "4WVE1");
        assert_eq!(codes.name.as_deref(), Some("横刀立马"));
    }

    #[test]
    fn unknown_words_are_refused() {
        assert!(matches!(
            parse_layout("hello"),
            Err(LayoutError::Unrecognised { .. })
        ));
        assert_eq!(parse_layout("  "), Err(LayoutError::Empty));
    }
}
