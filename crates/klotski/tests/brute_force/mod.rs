//! A plain, obviously correct Klotski solver for checking the fast one: pieces as a list of
//! (letter, row, column), moves found by trying every cell, positions keyed by their grid text.

#![allow(dead_code)] // each test file uses a different part of this module

use std::collections::{HashMap, VecDeque};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rule {
    Step,
    Straight,
    Unit,
}

pub type Pieces = Vec<(char, i32, i32)>;

fn size(letter: char) -> (i32, i32) {
    match letter {
        'C' => (2, 2),
        'H' => (1, 2),
        'V' => (2, 1),
        _ => (1, 1),
    }
}

fn cells(piece: (char, i32, i32)) -> Vec<(i32, i32)> {
    let (h, w) = size(piece.0);
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            out.push((piece.1 + r, piece.2 + c));
        }
    }
    out
}

/// Reads a grid like `VCCV/VCCV/VHHV/VSSV/S..S` by claiming each letter's cells in scan order.
pub fn read(grid: &str) -> Pieces {
    let rows: Vec<Vec<char>> = grid.split('/').map(|r| r.chars().collect()).collect();
    let mut taken = vec![vec![false; 4]; 5];
    let mut pieces = Vec::new();
    for r in 0..5 {
        for c in 0..4 {
            let letter = rows[r][c];
            if letter == '.' || taken[r][c] {
                continue;
            }
            let piece = (letter, r as i32, c as i32);
            for (rr, cc) in cells(piece) {
                taken[rr as usize][cc as usize] = true;
            }
            pieces.push(piece);
        }
    }
    pieces
}

pub fn key(pieces: &Pieces) -> String {
    let mut grid = vec![vec!['.'; 4]; 5];
    for &p in pieces {
        for (r, c) in cells(p) {
            grid[r as usize][c as usize] = p.0;
        }
    }
    grid.iter()
        .map(|row| row.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("/")
}

fn fits(pieces: &Pieces, moving: usize, piece: (char, i32, i32)) -> bool {
    cells(piece).iter().all(|&(r, c)| {
        (0..5).contains(&r)
            && (0..4).contains(&c)
            && pieces
                .iter()
                .enumerate()
                .all(|(i, &other)| i == moving || !cells(other).contains(&(r, c)))
    })
}

const DIRECTIONS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

pub fn next_positions(pieces: &Pieces, rule: Rule) -> Vec<Pieces> {
    let mut out = Vec::new();
    for i in 0..pieces.len() {
        let start = pieces[i];
        let mut ends: Vec<(i32, i32)> = Vec::new();
        match rule {
            Rule::Unit | Rule::Straight => {
                for (dr, dc) in DIRECTIONS {
                    let mut at = (start.1, start.2);
                    loop {
                        at = (at.0 + dr, at.1 + dc);
                        if !fits(pieces, i, (start.0, at.0, at.1)) {
                            break;
                        }
                        ends.push(at);
                        if rule == Rule::Unit {
                            break;
                        }
                    }
                }
            }
            Rule::Step => {
                let mut seen = vec![(start.1, start.2)];
                let mut todo = vec![(start.1, start.2)];
                while let Some(at) = todo.pop() {
                    for (dr, dc) in DIRECTIONS {
                        let to = (at.0 + dr, at.1 + dc);
                        if !seen.contains(&to) && fits(pieces, i, (start.0, to.0, to.1)) {
                            seen.push(to);
                            todo.push(to);
                            ends.push(to);
                        }
                    }
                }
            }
        }
        for (r, c) in ends {
            let mut next = pieces.clone();
            next[i] = (start.0, r, c);
            out.push(next);
        }
    }
    out
}

/// (optimal moves or None, number of positions reachable from the start).
pub fn solve(grid: &str, rule: Rule) -> (Option<u32>, usize) {
    let start = read(grid);
    let mut depth: HashMap<String, u32> = HashMap::new();
    depth.insert(key(&start), 0);
    let mut queue = VecDeque::from([start]);
    let mut best = None;
    while let Some(pieces) = queue.pop_front() {
        let d = depth[&key(&pieces)];
        let solved = pieces.contains(&('C', 3, 1));
        if solved && best.is_none() {
            best = Some(d);
        }
        for next in next_positions(&pieces, rule) {
            if let std::collections::hash_map::Entry::Vacant(slot) = depth.entry(key(&next)) {
                slot.insert(d + 1);
                queue.push_back(next);
            }
        }
    }
    (best, depth.len())
}
