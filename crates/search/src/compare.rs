//! Running several algorithms on one instance, for side-by-side comparison tables.
//!
//! ```
//! use search::compare::{applicable_defaults, format_table, run_algorithms};
//! use search::{examples::EightPuzzle, Limits};
//!
//! let puzzle = EightPuzzle::parse("1 2 3/4 5 6/0 7 8").expect("valid");
//! let rows = run_algorithms(&puzzle, &applicable_defaults(&puzzle), &Limits::none().with_max_expanded(100_000));
//! let table = format_table(&rows);
//! assert!(table.lines().next().unwrap_or_default().starts_with("algorithm"));
//! assert_eq!(table.lines().count(), 1 + rows.len());
//! ```

use unicode_width::UnicodeWidthStr;

use crate::{check_supported, run, Algorithm, Limits, Problem, SearchError, Summary};

/// Runs each algorithm on `problem` with the same limits, in order.
pub fn run_algorithms<P: Problem>(
    problem: &P,
    algorithms: &[Algorithm],
    limits: &Limits,
) -> Vec<Result<Summary, SearchError>> {
    algorithms
        .iter()
        .map(|&a| run(problem, a, limits).map(|r| r.summary()))
        .collect()
}

/// [`Algorithm::all_defaults`] without those that cannot run on `problem` (bidirectional BFS
/// when the problem cannot list its goals or search backwards).
pub fn applicable_defaults<P: Problem>(problem: &P) -> Vec<Algorithm> {
    applicable(problem, &Algorithm::all_defaults())
}

/// The algorithms of `candidates` that can run on `problem` (see [`check_supported`]).
pub fn applicable<P: Problem>(problem: &P, candidates: &[Algorithm]) -> Vec<Algorithm> {
    candidates
        .iter()
        .copied()
        .filter(|&a| check_supported(problem, a).is_ok())
        .collect()
}

/// A plain-text table with one line per row: algorithm, length, cost, claim, expanded,
/// generated, duplicates, peak frontier and milliseconds. Errors take a whole line.
pub fn format_table(rows: &[Result<Summary, SearchError>]) -> String {
    let header = [
        "algorithm",
        "length",
        "cost",
        "claim",
        "expanded",
        "generated",
        "duplicates",
        "peak frontier",
        "ms",
    ];
    let dash = || "-".to_string();
    let lines: Vec<Result<Vec<String>, String>> = rows
        .iter()
        .map(|row| match row {
            Ok(s) => Ok(vec![
                s.algorithm.clone(),
                s.length.map_or_else(dash, |l| l.to_string()),
                s.cost.map_or_else(dash, |c| c.to_string()),
                s.claim.to_string(),
                s.stats.expanded.to_string(),
                s.stats.generated.to_string(),
                s.stats.duplicates.to_string(),
                s.stats.peak_frontier.to_string(),
                format!("{:.1}", s.stats.elapsed.as_secs_f64() * 1000.0),
            ]),
            Err(e) => Err(e.to_string()),
        })
        .collect();
    // text columns (algorithm, claim) align left, numbers right
    align_columns(&header, &lines, &[0, 3])
}

/// Rows as a plain-text table under `header`: columns as wide as their widest cell (counted in
/// terminal columns, so a Chinese character takes two), two spaces apart, the columns listed in
/// `left` aligned left and the others right. An `Err` row is a line of its own (a message in
/// place of figures).
pub fn align_columns(
    header: &[&str],
    rows: &[Result<Vec<String>, String>],
    left: &[usize],
) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.width()).collect();
    for cells in rows.iter().flatten() {
        for (w, cell) in widths.iter_mut().zip(cells) {
            *w = (*w).max(cell.width());
        }
    }
    let format_row = |cells: &[String]| {
        let mut line = String::new();
        for (i, (cell, w)) in cells.iter().zip(&widths).enumerate() {
            if i > 0 {
                line.push_str("  ");
            }
            let fill = " ".repeat(w.saturating_sub(cell.width()));
            if left.contains(&i) {
                line.push_str(cell);
                line.push_str(&fill);
            } else {
                line.push_str(&fill);
                line.push_str(cell);
            }
        }
        let mut line = line.trim_end().to_string();
        line.push('\n');
        line
    };
    let header: Vec<String> = header.iter().map(|h| h.to_string()).collect();
    let mut out = format_row(&header);
    for row in rows {
        match row {
            Ok(cells) => out.push_str(&format_row(cells)),
            Err(message) => {
                out.push_str(message);
                out.push('\n');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples::EightPuzzle;

    #[test]
    fn columns_align_in_terminal_columns_with_chinese_text() {
        let rows = vec![
            Ok(vec!["宽度优先搜索".to_string(), "12".to_string()]),
            Ok(vec!["A*".to_string(), "3".to_string()]),
            Err("出错了".to_string()),
        ];
        let table = align_columns(&["算法", "步数"], &rows, &[0]);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(
            lines,
            [
                "算法          步数",
                "宽度优先搜索    12",
                "A*               3",
                "出错了"
            ]
        );
        // every figure ends in the same terminal column
        let ends: Vec<usize> = lines[..3].iter().map(|l| l.width()).collect();
        assert_eq!(ends, [18, 18, 18]);
    }
    use crate::{Claim, Cost, Successor};

    /// A problem without goal states: bidirectional BFS cannot run on it.
    struct Line;

    impl Problem for Line {
        type State = u32;
        type Action = ();
        fn initial(&self) -> u32 {
            0
        }
        fn is_goal(&self, s: &u32) -> bool {
            *s == 3
        }
        fn successors(&self, s: &u32, out: &mut Vec<Successor<u32, ()>>) {
            out.push(Successor {
                action: (),
                state: s + 1,
                cost: 1 as Cost,
            });
        }
    }

    #[test]
    fn filters_and_tabulates() {
        assert_eq!(
            applicable_defaults(&EightPuzzle::GOAL),
            Algorithm::all_defaults()
        );
        let line_algorithms = applicable_defaults(&Line);
        assert!(!line_algorithms.contains(&Algorithm::BidirectionalBfs));
        assert_eq!(line_algorithms.len(), Algorithm::all_defaults().len() - 1);

        let rows = run_algorithms(
            &Line,
            &[Algorithm::Bfs, Algorithm::BidirectionalBfs],
            &Limits::none(),
        );
        assert_eq!(rows[0].as_ref().map(|s| s.cost), Ok(Some(3)));
        // `Line` does not declare unit costs, so BFS only promises the fewest steps.
        assert_eq!(rows[0].as_ref().map(|s| s.claim), Ok(Claim::Heuristic));
        let table = format_table(&rows);
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 3, "{table}");
        assert!(lines[1].starts_with("BFS"), "{table}");
        assert!(lines[2].contains("cannot run on this problem"), "{table}");
    }
}
