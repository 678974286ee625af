//! Roman numerals written with I, V and X: the canonical forms of 1..=39 and their values.

use std::sync::OnceLock;

use crate::glyphs::Numeral;

/// The largest value I, V and X can write canonically (XXXIX).
pub const MAX_ROMAN: u32 = 39;

/// The canonical numeral of `value` (1..=39), e.g. 14 -> XIV.
pub fn numeral_of(value: u32) -> Option<Vec<Numeral>> {
    if !(1..=MAX_ROMAN).contains(&value) {
        return None;
    }
    let mut out = vec![Numeral::X; (value / 10) as usize];
    let units: &[Numeral] = match value % 10 {
        0 => &[],
        1 => &[Numeral::I],
        2 => &[Numeral::I, Numeral::I],
        3 => &[Numeral::I, Numeral::I, Numeral::I],
        4 => &[Numeral::I, Numeral::V],
        5 => &[Numeral::V],
        6 => &[Numeral::V, Numeral::I],
        7 => &[Numeral::V, Numeral::I, Numeral::I],
        8 => &[Numeral::V, Numeral::I, Numeral::I, Numeral::I],
        _ => &[Numeral::I, Numeral::X],
    };
    out.extend_from_slice(units);
    Some(out)
}

/// Longest canonical numeral (XXXVIII).
const MAX_DIGITS: usize = 7;

fn code(numerals: &[Numeral]) -> Option<usize> {
    if numerals.is_empty() || numerals.len() > MAX_DIGITS {
        return None;
    }
    Some(numerals.iter().fold(0usize, |acc, n| {
        acc * 4
            + match n {
                Numeral::I => 1,
                Numeral::V => 2,
                Numeral::X => 3,
            }
    }))
}

fn table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![0u8; 1 << (2 * MAX_DIGITS)];
        for v in 1..=MAX_ROMAN {
            if let Some(c) = numeral_of(v).as_deref().and_then(code) {
                t[c] = v as u8;
            }
        }
        t
    })
}

/// The value of a canonical numeral, `None` for anything else (IIII, VV, IL...).
pub fn numeral_value(numerals: &[Numeral]) -> Option<u32> {
    let c = code(numerals)?;
    match table()[c] {
        0 => None,
        v => Some(u32::from(v)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Vec<Numeral> {
        s.chars()
            .map(|c| match c {
                'I' => Numeral::I,
                'V' => Numeral::V,
                _ => Numeral::X,
            })
            .collect()
    }

    #[test]
    fn canonical_numerals_round_trip() {
        for v in 1..=MAX_ROMAN {
            let n = numeral_of(v).unwrap_or_default();
            assert_eq!(numeral_value(&n), Some(v));
        }
    }

    #[test]
    fn known_values_and_non_canonical_forms() {
        assert_eq!(numeral_value(&parse("XIV")), Some(14));
        assert_eq!(numeral_value(&parse("XXXIX")), Some(39));
        for bad in ["IIII", "VV", "IIV", "VX", "IXI", "XXXX", ""] {
            assert_eq!(numeral_value(&parse(bad)), None, "{bad}");
        }
    }
}
