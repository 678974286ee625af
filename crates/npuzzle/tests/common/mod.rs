//! Shared by the integration tests: one pattern database directory for all of them, and an
//! independent breadth-first search that knows nothing of the crate's boards or moves.

#![allow(dead_code)]

use std::collections::HashMap;

use npuzzle::{PdbCache, SolveOptions};

/// The directory tests keep pattern databases in (files are checked before use, so runs
/// and processes share them safely).
pub fn cache() -> PdbCache {
    PdbCache::new(std::env::temp_dir().join("npuzzle-test-pdb"))
}

pub fn options() -> SolveOptions {
    SolveOptions::with_cache(cache())
}

/// Distances from the goal (tiles 1.. in order, blank last) of every position within
/// `max_depth` moves on a `width x width` board, by plain breadth-first search over cell
/// vectors. Independent of the crate: its own move rule (swap the blank with a neighbour).
pub fn distances_from_goal(width: usize, max_depth: u8) -> HashMap<Vec<u8>, u8> {
    let cells = width * width;
    let goal: Vec<u8> = (1..cells as u8).chain([0]).collect();
    distances_from(&goal, max_depth)
}

/// Distances from `goal` (its cells row by row, 0 the blank) of every position within
/// `max_depth` moves, by the same plain breadth-first search.
pub fn distances_from(goal: &[u8], max_depth: u8) -> HashMap<Vec<u8>, u8> {
    let width = (1..=5)
        .find(|w| w * w == goal.len())
        .expect("a square board");
    let goal = goal.to_vec();
    let mut dist = HashMap::new();
    dist.insert(goal.clone(), 0u8);
    let mut layer = vec![goal];
    for depth in 1..=max_depth {
        let mut next = Vec::new();
        for state in &layer {
            let blank = state.iter().position(|&c| c == 0).expect("one blank");
            let (r, c) = (blank / width, blank % width);
            let mut neighbours = Vec::new();
            if r > 0 {
                neighbours.push(blank - width);
            }
            if r + 1 < width {
                neighbours.push(blank + width);
            }
            if c > 0 {
                neighbours.push(blank - 1);
            }
            if c + 1 < width {
                neighbours.push(blank + 1);
            }
            for n in neighbours {
                let mut child = state.clone();
                child.swap(blank, n);
                if !dist.contains_key(&child) {
                    dist.insert(child.clone(), depth);
                    next.push(child);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        layer = next;
    }
    dist
}

/// Replays `moves` (tile numbers) on `board` and tells whether they are legal and end solved.
pub fn reaches_goal(board: &npuzzle::Board, moves: &[u8]) -> bool {
    let mut b = *board;
    b.apply_all(moves).is_ok() && b.is_solved()
}

/// Every position within `max_depth` moves of the goal with its distance, as boards, in a
/// fixed order.
pub fn boards_near_goal(width: usize, max_depth: u8) -> Vec<(npuzzle::Board, u32)> {
    let mut all: Vec<(npuzzle::Board, u32)> = distances_from_goal(width, max_depth)
        .into_iter()
        .map(|(cells, d)| {
            let board = npuzzle::Board::from_cells(&cells).expect("a permutation");
            (board, u32::from(d))
        })
        .collect();
    all.sort_by_key(|(b, _)| b.pack());
    all
}

/// How a heuristic changes along moves: moves seen, moves that change it by more than 1
/// (an inconsistency), and the largest such change.
#[derive(Debug, Default)]
pub struct Steps {
    pub moves: usize,
    pub jumps: usize,
    pub largest: u32,
}

impl Steps {
    /// Records every move from `board`, whose estimate is `h`.
    pub fn record(
        &mut self,
        board: &npuzzle::Board,
        h: u32,
        estimate: impl Fn(&npuzzle::Board) -> u32,
    ) {
        for mv in board.legal_moves() {
            let next = board.after(mv).expect("a legal move");
            let step = h.abs_diff(estimate(&next));
            self.moves += 1;
            if step > 1 {
                self.jumps += 1;
                self.largest = self.largest.max(step);
            }
        }
    }
}
