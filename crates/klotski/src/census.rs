//! The census: every legal layout split into groups (positions that reach one another), which
//! groups can be solved, and, for the standard piece set, the hardest layouts in each metric.

use std::time::Instant;

use rayon::prelude::*;
use search::{Limits, StopReason};
use serde::Serialize;

use crate::analysis::explore_group;
use crate::board::{Board, PieceCounts};
use crate::class_rank::ClassRanker;
use crate::enumerate::{all_piece_sets, for_each_layout_with_pieces};
use crate::flat_map::FlatMap;
use crate::grid::format_grid;
use crate::metric::Metric;
use crate::moves::for_each_successor;

/// One group of positions that reach one another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GroupInfo {
    /// The member with the smallest CommonCode (so also the smallest ShortCode).
    #[serde(serialize_with = "serialize_grid")]
    pub representative: Board,
    /// Layouts in the group.
    pub size: u64,
    /// Whether the block can reach the exit from its layouts.
    pub solvable: bool,
    /// The pieces of its layouts.
    pub pieces: PieceCounts,
}

fn serialize_grid<S: serde::Serializer>(board: &Board, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&format_grid(*board))
}

/// The hardest solvable layouts in one metric.
#[derive(Debug, Clone, Serialize)]
pub struct Hardest {
    /// The metric.
    pub metric: Metric,
    /// The most moves any layout needs.
    pub moves: u32,
    /// How many layouts need that many moves.
    pub count: usize,
    /// Those layouts in grid form, sorted.
    pub layouts: Vec<String>,
}

/// What a census found.
#[derive(Debug, Clone, Serialize)]
pub struct CensusReport {
    /// `all` or `standard`.
    pub piece_set: String,
    /// Layouts counted.
    pub layouts: u64,
    /// Connected groups they fall into.
    pub groups: u64,
    /// Groups holding a solved layout.
    pub solvable_groups: u64,
    /// Layouts in those groups.
    pub solvable_layouts: u64,
    /// Layouts in the largest group.
    pub largest_group: u64,
    /// Standard set only: the hardest layouts in each metric.
    pub hardest: Vec<Hardest>,
    /// Wall-clock time of the census.
    pub elapsed_ms: f64,
    /// Every group, sorted by representative.
    #[serde(skip)]
    pub group_list: Vec<GroupInfo>,
}

impl CensusReport {
    fn from_groups(piece_set: &str, mut groups: Vec<GroupInfo>, started: Instant) -> Self {
        groups.sort_by_key(|g| crate::codes::common_code(g.representative));
        let solvable: Vec<&GroupInfo> = groups.iter().filter(|g| g.solvable).collect();
        CensusReport {
            piece_set: piece_set.to_string(),
            layouts: groups.iter().map(|g| g.size).sum(),
            groups: groups.len() as u64,
            solvable_groups: solvable.len() as u64,
            solvable_layouts: solvable.iter().map(|g| g.size).sum(),
            largest_group: groups.iter().map(|g| g.size).max().unwrap_or(0),
            hardest: Vec::new(),
            elapsed_ms: started.elapsed().as_secs_f64() * 1000.0,
            group_list: groups,
        }
    }
}

/// A distance and the positions at that distance.
type Farthest = (u32, Vec<Board>);

/// Splits all 29,334,498 legal layouts into groups, using all cores. `progress` is called with
/// the number of layouts scanned since its last call (from several threads).
///
/// A move never changes the pieces, so each piece set is a separate task; within one, layouts
/// are scanned in CommonCode order and each unvisited one starts a search of its group, which
/// marks members in the set's own bitmap, indexed by rank within the set.
pub fn census_all(
    limits: &Limits,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<CensusReport, StopReason> {
    let started = Instant::now();
    let budget = limits.start();
    let mut piece_sets = all_piece_sets();
    // Big piece sets first, so that the last tasks are short ones.
    piece_sets.sort_by_key(|p| std::cmp::Reverse(p.horizontal + p.vertical));
    let per_set: Vec<Result<Vec<GroupInfo>, StopReason>> = piece_sets
        .into_par_iter()
        .map(|pieces| census_piece_set(pieces, &budget, progress))
        .collect();
    let mut groups = Vec::new();
    for set in per_set {
        groups.extend(set?);
    }
    Ok(CensusReport::from_groups("all", groups, started))
}

fn census_piece_set(
    pieces: PieceCounts,
    budget: &search::Budget<'_>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Vec<GroupInfo>, StopReason> {
    let ranker = ClassRanker::new(pieces);
    let mut visited = vec![0u64; (ranker.len() as usize).div_ceil(64)];
    // Sets a bit; returns whether it was clear.
    let visit = |visited: &mut [u64], rank: u32| {
        let (word, bit) = ((rank / 64) as usize, 1u64 << (rank % 64));
        match visited.get_mut(word) {
            Some(w) if *w & bit == 0 => {
                *w |= bit;
                true
            }
            _ => false,
        }
    };
    let mut groups = Vec::new();
    let mut stack: Vec<(Board, Board)> = Vec::new();
    let mut children: Vec<Board> = Vec::with_capacity(32);
    let mut scanned = 0u64;
    let mut stopped = None;
    let mut rank = 0u32;
    for_each_layout_with_pieces(pieces, |_, start| {
        let this = rank;
        rank += 1;
        scanned += 1;
        if stopped.is_some() || !visit(&mut visited, this) {
            return;
        }
        if scanned >= 1 << 16 {
            progress(scanned);
            scanned = 0;
            stopped = budget.interrupted();
        }
        stack.clear();
        stack.push((start, start));
        let mut size = 0u64;
        let mut solvable = false;
        while let Some((board, parent)) = stack.pop() {
            size += 1;
            solvable |= board.is_solved();
            children.clear();
            // The parent is visited already: no need to rank it again.
            for_each_successor(board, Metric::Unit, |_, _, _, child| {
                if child != parent {
                    children.push(child);
                }
            });
            // Rank four children at a time (padding with the board itself, already visited).
            for chunk in children.chunks(4) {
                let lanes = [0, 1, 2, 3].map(|i| chunk.get(i).copied().unwrap_or(board));
                for (child, rank) in chunk.iter().zip(ranker.ranks(lanes)) {
                    if visit(&mut visited, rank) {
                        stack.push((*child, board));
                    }
                }
            }
        }
        // Scanning in CommonCode order, the first member met has the smallest code.
        groups.push(GroupInfo {
            representative: start,
            size,
            solvable,
            pieces,
        });
    });
    progress(scanned);
    match stopped {
        Some(reason) => Err(reason),
        None => Ok(groups),
    }
}

/// The census of the standard piece set (one 2x2, five 2-cell pieces, four soldiers), with
/// the hardest layouts in each metric.
pub fn census_standard(limits: &Limits) -> Result<CensusReport, StopReason> {
    let started = Instant::now();
    let budget = limits.start();
    let mut layouts = Vec::new();
    for pieces in all_piece_sets().into_iter().filter(|p| p.is_standard()) {
        for_each_layout_with_pieces(pieces, |_, board| layouts.push(board));
    }
    let mut seen = FlatMap::with_capacity(layouts.len());
    let mut groups = Vec::new();
    let mut queue = Vec::new();
    for &start in &layouts {
        if !seen.insert(start.raw(), 0) {
            continue;
        }
        if let Some(reason) = budget.interrupted() {
            return Err(reason);
        }
        queue.clear();
        queue.push(start);
        let mut next = 0;
        let mut solvable = false;
        while next < queue.len() {
            let board = queue[next];
            next += 1;
            solvable |= board.is_solved();
            for_each_successor(board, Metric::Unit, |_, _, _, child| {
                if seen.insert(child.raw(), 0) {
                    queue.push(child);
                }
            });
        }
        // Each piece set is listed in CommonCode order, so the first member met is the
        // smallest.
        groups.push(GroupInfo {
            representative: start,
            size: queue.len() as u64,
            solvable,
            pieces: start.piece_counts(),
        });
    }
    let mut report = CensusReport::from_groups("standard", groups, started);
    let solvable: Vec<Board> = report
        .group_list
        .iter()
        .filter(|g| g.solvable)
        .map(|g| g.representative)
        .collect();
    for metric in Metric::ALL {
        let per_group: Vec<Result<Option<Farthest>, StopReason>> = solvable
            .par_iter()
            .map(|&board| Ok(explore_group(board, metric, limits)?.hardest()))
            .collect();
        let mut moves = 0;
        let mut hardest: Vec<Board> = Vec::new();
        for group in per_group {
            let Some((d, boards)) = group? else { continue };
            if d > moves {
                moves = d;
                hardest.clear();
            }
            if d == moves {
                hardest.extend(boards);
            }
        }
        let mut layouts: Vec<String> = hardest.iter().map(|&b| format_grid(b)).collect();
        layouts.sort();
        report.hardest.push(Hardest {
            metric,
            moves,
            count: layouts.len(),
            layouts,
        });
    }
    report.elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_set_figures() {
        // docs/rules/klotski.md: 363,480 layouts in 8,474 groups; 267,115 layouts in 555 groups are
        // solvable; the hardest need 138 / 150 / 179 moves, e.g. 峰回路转.
        let report = census_standard(&Limits::none()).unwrap();
        assert_eq!(report.layouts, 363_480);
        assert_eq!(report.groups, 8_474);
        assert_eq!(report.solvable_groups, 555);
        assert_eq!(report.solvable_layouts, 267_115);
        let moves: Vec<u32> = report.hardest.iter().map(|h| h.moves).collect();
        assert_eq!(moves, vec![138, 150, 179]);
        let fenghui = "SSSV/CCVV/CCVV/.HHV/.SHH".to_string();
        for hardest in &report.hardest {
            assert!(hardest.layouts.contains(&fenghui), "{:?}", hardest.metric);
        }
    }

    /// About 9 s of CPU time, 5 s on two idle cores: the figure that matters most.
    #[test]
    fn every_layout_figures() {
        // docs/rules/klotski.md: 29,334,498 layouts in 25,422 groups.
        let report = census_all(&Limits::none(), &|_| {}).unwrap();
        assert_eq!(report.layouts, 29_334_498);
        assert_eq!(report.groups, 25_422);
        assert_eq!(
            report.group_list.iter().map(|g| g.size).sum::<u64>(),
            report.layouts
        );
        // The standard piece sets found here agree with the standard census.
        let standard: Vec<&GroupInfo> = report
            .group_list
            .iter()
            .filter(|g| g.pieces.is_standard())
            .collect();
        assert_eq!(standard.len(), 8_474);
        assert_eq!(standard.iter().filter(|g| g.solvable).count(), 555);
        assert_eq!(
            standard
                .iter()
                .filter(|g| g.solvable)
                .map(|g| g.size)
                .sum::<u64>(),
            267_115
        );
    }
}
