//! [`Puzzle`]: a board under a set of rules, with the tables every solver shares: tile ids,
//! kinds, the gravity pieces and the lower-bound tables. States are sets of remaining tiles
//! (bitsets as `&[u64]`); [`Puzzle::arrange`] says where they stand and which cells are free.

use std::sync::Arc;

use serde::Serialize;

use crate::board::{Board, Cell, Pos};
use crate::bound::{KindBound, IMPOSSIBLE};
use crate::gravity::{pieces, Piece};
use crate::path::{best_path, Path};
use crate::reach::{min_turns_to, walled_in, Rows, PADDED, UNREACHABLE};
use crate::rules::{Gravity, Rules};
use crate::tileset::{contains, iter_words, words_for, TileSet};

/// One tile of the initial board.
#[derive(Debug, Clone)]
pub struct Tile {
    /// Its kind as written on the board.
    pub kind: u32,
    /// Index into [`Puzzle::kinds`].
    pub kind_index: usize,
    /// Its bit in the kind's local mask.
    pub kind_bit: usize,
    /// Padded (row, col) on the initial board.
    pub home: (usize, usize),
}

/// All tiles of one kind.
#[derive(Debug, Clone)]
pub struct Kind {
    /// The kind as written on the board.
    pub kind: u32,
    /// Its tiles (ids), in reading order.
    pub tiles: Vec<usize>,
}

/// A legal removal: two tile ids and the fewest turns joining them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// One tile id (the smaller).
    pub a: usize,
    /// The other tile id.
    pub b: usize,
    /// The fewest turns of a path joining them.
    pub turns: u32,
}

impl Move {
    /// Cost of the removal: turns + 1.
    pub fn cost(&self) -> u32 {
        self.turns + 1
    }
}

/// Where the remaining tiles of a state stand.
#[derive(Debug, Clone)]
pub struct Arrangement {
    /// Free padded cells (the ring included).
    pub free: Rows,
    /// Padded position of every tile id (meaningless for removed tiles).
    pub pos: Vec<(usize, usize)>,
}

/// A board with its rules and precomputed tables.
#[derive(Debug, Clone)]
pub struct Puzzle {
    board: Board,
    rules: Rules,
    height: usize,
    width: usize,
    tiles: Vec<Tile>,
    kinds: Vec<Kind>,
    /// Padded cells that are not blockers.
    open: Rows,
    pieces: Vec<Piece>,
    /// Per kind (shared with the puzzles made from this one by [`Puzzle::new_like`]).
    bounds: Vec<Arc<KindBound>>,
}

/// A removal as shown to users and sent as JSON.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Removal {
    /// One tile, where it stood.
    pub a: Pos,
    /// The other tile.
    pub b: Pos,
    /// Their kind.
    pub kind: u32,
    /// The turns of the path (its cost is turns + 1).
    pub turns: u32,
    /// The end tiles and corners (ring = -1 and m/n).
    pub path: Vec<Pos>,
}

impl Puzzle {
    /// `board` under `rules`, with every table the solvers share.
    pub fn new(board: Board, rules: Rules) -> Puzzle {
        Puzzle::build(board, rules, None)
    }

    /// [`Puzzle::new`] for a board that came from `earlier`'s by removing tiles (a position
    /// after a move): the bound table of every kind whose tiles stand where they stood in
    /// `earlier`, under the same blockers and rules, is shared rather than built again (a
    /// kind of 16 tiles takes about a millisecond, and replaying a clearing of a 32 x 32
    /// board makes 512 puzzles).
    pub fn new_like(board: Board, rules: Rules, earlier: &Puzzle) -> Puzzle {
        Puzzle::build(board, rules, Some(earlier))
    }

    fn build(board: Board, rules: Rules, earlier: Option<&Puzzle>) -> Puzzle {
        let (rows, cols) = (board.rows(), board.cols());
        let (height, width) = (rows + 2, cols + 2);
        let mut open = [0u64; PADDED];
        for (r, row) in open.iter_mut().enumerate().take(height) {
            *row = (1u64 << width) - 1;
            if r >= 1 && r <= rows {
                for c in 0..cols {
                    if board.cell(r as i32 - 1, c as i32) == Cell::Blocker {
                        *row &= !(1u64 << (c + 1));
                    }
                }
            }
        }
        let mut tiles = Vec::new();
        let mut kinds: Vec<Kind> = Vec::new();
        let mut tile_grid = vec![None; rows * cols];
        for r in 0..rows {
            for c in 0..cols {
                if let Cell::Tile(kind) = board.cell(r as i32, c as i32) {
                    let kind_index = match kinds.iter().position(|k| k.kind == kind) {
                        Some(i) => i,
                        None => {
                            kinds.push(Kind {
                                kind,
                                tiles: Vec::new(),
                            });
                            kinds.len() - 1
                        }
                    };
                    let id = tiles.len();
                    let kind_bit = kinds[kind_index].tiles.len();
                    kinds[kind_index].tiles.push(id);
                    tiles.push(Tile {
                        kind,
                        kind_index,
                        kind_bit,
                        home: (r + 1, c + 1),
                    });
                    tile_grid[r * cols + c] = Some(id);
                }
            }
        }
        let pieces = pieces(
            rows,
            cols,
            rules.gravity,
            |r, c| board.cell(r as i32, c as i32) == Cell::Blocker,
            |r, c| tile_grid[r * cols + c],
        );
        let max_turns = rules.max_turns.as_u32();
        // an earlier puzzle whose bound tables still hold: same blockers, same rules
        let reusable = earlier.filter(|e| e.rules == rules && e.open == open);
        let bounds = kinds
            .iter()
            .map(|k| {
                if rules.gravity != Gravity::None {
                    return Arc::new(KindBound::per_pair());
                }
                let homes: Vec<(usize, usize)> = k.tiles.iter().map(|&t| tiles[t].home).collect();
                if let Some(shared) = reusable.and_then(|e| e.bound_of_tiles_at(k.kind, &homes)) {
                    return shared;
                }
                let mut costs = vec![vec![IMPOSSIBLE; homes.len()]; homes.len()];
                let mut out = vec![0u32; homes.len()];
                for (i, &src) in homes.iter().enumerate() {
                    min_turns_to(&open, height, src, &homes, max_turns, &mut out);
                    for (j, &t) in out.iter().enumerate() {
                        if j != i && t != UNREACHABLE {
                            costs[i][j] = t + 1;
                        }
                    }
                }
                Arc::new(KindBound::new(homes.len(), |i, j| costs[i][j]))
            })
            .collect();
        Puzzle {
            board,
            rules,
            height,
            width,
            tiles,
            kinds,
            open,
            pieces,
            bounds,
        }
    }

    /// The bound table of kind `kind` if its tiles stand at exactly `homes` (in reading
    /// order), shared.
    fn bound_of_tiles_at(&self, kind: u32, homes: &[(usize, usize)]) -> Option<Arc<KindBound>> {
        let index = self.kinds.iter().position(|k| k.kind == kind)?;
        let same = self.kinds[index].tiles.len() == homes.len()
            && self.kinds[index]
                .tiles
                .iter()
                .zip(homes)
                .all(|(&t, &home)| self.tiles[t].home == home);
        same.then(|| Arc::clone(&self.bounds[index]))
    }

    /// Whether this puzzle and `other` share the bound table of kind `kind` (see
    /// [`Puzzle::new_like`]).
    pub fn shares_bound_of(&self, other: &Puzzle, kind: u32) -> bool {
        let index = |p: &Puzzle| p.kinds.iter().position(|k| k.kind == kind);
        match (index(self), index(other)) {
            (Some(a), Some(b)) => Arc::ptr_eq(&self.bounds[a], &other.bounds[b]),
            _ => false,
        }
    }

    /// The board, as given.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Every tile of the board, by id (reading order).
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// Every kind, in order of first appearance.
    pub fn kinds(&self) -> &[Kind] {
        &self.kinds
    }

    /// Number of tiles on the board.
    pub fn tile_count(&self) -> usize {
        self.tiles.len()
    }

    /// The padded cells that are not blockers (the ring included), one row a word as in
    /// [`crate::reach`].
    pub fn open(&self) -> &Rows {
        &self.open
    }

    /// Words per state bitset.
    pub fn words(&self) -> usize {
        words_for(self.tiles.len())
    }

    /// The initial state: every tile present.
    pub fn initial(&self) -> TileSet {
        TileSet::full(self.tiles.len())
    }

    fn max_turns(&self) -> u32 {
        self.rules.max_turns.as_u32()
    }

    /// An arrangement buffer to pass to [`Puzzle::arrange_into`].
    pub fn new_arrangement(&self) -> Arrangement {
        Arrangement {
            free: self.open,
            pos: self.tiles.iter().map(|t| t.home).collect(),
        }
    }

    /// Where the tiles of `state` stand.
    pub fn arrange(&self, state: &[u64]) -> Arrangement {
        let mut arrangement = self.new_arrangement();
        self.arrange_into(state, &mut arrangement);
        arrangement
    }

    /// Fills `out` with the arrangement of `state`.
    pub fn arrange_into(&self, state: &[u64], out: &mut Arrangement) {
        out.free = self.open;
        if self.pieces.is_empty() {
            for t in iter_words(state) {
                let (r, c) = self.tiles[t].home;
                out.free[r] &= !(1u64 << c);
            }
            return;
        }
        for piece in &self.pieces {
            let mut next = 0;
            for &t in &piece.tiles {
                if contains(state, t) {
                    let (r, c) = piece.cells[next];
                    out.pos[t] = (r, c);
                    out.free[r] &= !(1u64 << c);
                    next += 1;
                }
            }
        }
    }

    /// The kind-local mask of kind `k`'s tiles present in `state`.
    #[inline]
    fn kind_mask(&self, state: &[u64], k: usize) -> usize {
        let mut mask = 0usize;
        for (bit, &t) in self.kinds[k].tiles.iter().enumerate() {
            if contains(state, t) {
                mask |= 1 << bit;
            }
        }
        mask
    }

    /// The matching-bound table of kind `k` (index into [`Puzzle::kinds`]).
    pub fn kind_bound(&self, k: usize) -> &KindBound {
        &self.bounds[k]
    }

    /// The lower bound on the cost of clearing `state` ([`IMPOSSIBLE`] or more if it cannot
    /// be cleared).
    pub fn lower_bound(&self, state: &[u64]) -> u32 {
        let mut total = 0u32;
        for k in 0..self.kinds.len() {
            total = total.saturating_add(self.bounds[k].get(self.kind_mask(state, k)));
        }
        total.min(IMPOSSIBLE)
    }

    /// The bound after `mv` is applied to `state`, given the bound `before` of `state`.
    #[inline]
    pub fn lower_bound_after(&self, state: &[u64], before: u32, mv: &Move) -> u32 {
        if before >= IMPOSSIBLE {
            return IMPOSSIBLE;
        }
        let tile = &self.tiles[mv.a];
        let k = tile.kind_index;
        let mask = self.kind_mask(state, k);
        let after = mask & !(1 << tile.kind_bit) & !(1 << self.tiles[mv.b].kind_bit);
        let bound = &self.bounds[k];
        let (old, new) = (bound.get(mask), bound.get(after));
        if new >= IMPOSSIBLE {
            return IMPOSSIBLE;
        }
        before - old + new
    }

    /// Removes the two tiles of `mv` from `state`.
    #[inline]
    pub fn apply(&self, state: &mut [u64], mv: &Move) {
        state[mv.a / 64] &= !(1u64 << (mv.a % 64));
        state[mv.b / 64] &= !(1u64 << (mv.b % 64));
    }

    /// Appends every legal removal in `state` (arranged as `arr`) to `out`, each with its
    /// fewest turns, ordered by tile ids.
    pub fn moves(&self, state: &[u64], arr: &Arrangement, out: &mut Vec<Move>) {
        let mut targets: Vec<(usize, usize)> = Vec::with_capacity(16);
        let mut ids: Vec<usize> = Vec::with_capacity(16);
        let mut turns = vec![0u32; 16];
        for kind in &self.kinds {
            ids.clear();
            ids.extend(kind.tiles.iter().copied().filter(|&t| contains(state, t)));
            if ids.len() < 2 {
                continue;
            }
            if turns.len() < ids.len() {
                turns.resize(ids.len(), 0);
            }
            for i in 0..ids.len() - 1 {
                let (r, c) = arr.pos[ids[i]];
                if walled_in(&arr.free, (r, c)) {
                    // only a tile right next to it can be joined
                    for &t in &ids[i + 1..] {
                        let (tr, tc) = arr.pos[t];
                        if tr.abs_diff(r) + tc.abs_diff(c) == 1 {
                            out.push(Move {
                                a: ids[i],
                                b: t,
                                turns: 0,
                            });
                        }
                    }
                    continue;
                }
                targets.clear();
                targets.extend(ids[i + 1..].iter().map(|&t| arr.pos[t]));
                let out_turns = &mut turns[..targets.len()];
                min_turns_to(
                    &arr.free,
                    self.height,
                    arr.pos[ids[i]],
                    &targets,
                    self.max_turns(),
                    out_turns,
                );
                for (j, &t) in out_turns.iter().enumerate() {
                    if t != UNREACHABLE {
                        out.push(Move {
                            a: ids[i],
                            b: ids[i + 1 + j],
                            turns: t,
                        });
                    }
                }
            }
        }
    }

    /// The fewest turns joining tiles `a` and `b` in `arr`, if within the limit.
    pub fn pair_turns(&self, arr: &Arrangement, a: usize, b: usize) -> Option<u32> {
        let mut out = [0u32];
        min_turns_to(
            &arr.free,
            self.height,
            arr.pos[a],
            &[arr.pos[b]],
            self.max_turns(),
            &mut out,
        );
        (out[0] != UNREACHABLE).then_some(out[0])
    }

    /// A move that is safe to play at once, found among all legal `moves` of `state` (never
    /// under gravity, where tiles move). Removing tiles only frees cells, so pairs never get
    /// dearer and never disconnect. Hence, for the least cost (`any_cost` false): if a kind's
    /// remaining tiles can be matched now into pairs that each cost their empty-board bound, and
    /// that matching is the kind's bound, removing those pairs first loses nothing (with two
    /// tiles this is the dominance rule of docs/rules/lianliankan.md). For mere clearability (`any_cost` true):
    /// any kind whose remaining tiles can be matched into pairs connected now can go at once.
    pub fn forced_move(&self, state: &[u64], moves: &[Move], any_cost: bool) -> Option<Move> {
        if self.rules.gravity != Gravity::None || moves.is_empty() {
            return None;
        }
        let mut start = 0;
        while start < moves.len() {
            let k = self.tiles[moves[start].a].kind_index;
            let mut end = start;
            while end < moves.len() && self.tiles[moves[end].a].kind_index == k {
                end += 1;
            }
            if let Some(mv) = self.forced_in_kind(state, k, &moves[start..end], any_cost) {
                return Some(mv);
            }
            start = end;
        }
        None
    }

    /// The rule of [`Puzzle::forced_move`] for one kind, given that kind's legal moves.
    fn forced_in_kind(
        &self,
        state: &[u64],
        k: usize,
        moves: &[Move],
        any_cost: bool,
    ) -> Option<Move> {
        const MAX_TILES: usize = 10;
        let mask = self.kind_mask(state, k);
        let count = mask.count_ones() as usize;
        if count > MAX_TILES || moves.len() * 2 < count {
            return None;
        }
        let bound = &self.bounds[k];
        let bit = |t: usize| self.tiles[t].kind_bit;
        // usable pairs with their static cost (tight ones only for the least-cost question)
        let usable: Vec<(usize, usize, u32, &Move)> = moves
            .iter()
            .filter_map(|m| {
                let (i, j) = (bit(m.a).min(bit(m.b)), bit(m.a).max(bit(m.b)));
                let cost = bound.pair_cost(i, j)?;
                (any_cost || m.turns + 1 == cost).then_some((i, j, cost, m))
            })
            .collect();
        // every tile must be in a usable pair (cheap test before the tables below)
        let covered = usable
            .iter()
            .fold(0usize, |m, &(i, j, _, _)| m | (1 << i) | (1 << j));
        if covered & mask != mask {
            return None;
        }
        // best[m] = cheapest matching of tile bits m using usable pairs (by static cost)
        let size = self.kinds[k].tiles.len();
        if size > 16 {
            return None;
        }
        let mut best: Vec<u32> = vec![IMPOSSIBLE; 1 << size];
        let mut first: Vec<Option<usize>> = vec![None; 1 << size];
        best[0] = 0;
        // submasks of `mask` in increasing order, so every part comes before the whole
        let mut m = 0usize;
        loop {
            m = m.wrapping_sub(mask) & mask;
            if m == 0 {
                break;
            }
            if m.count_ones() % 2 == 1 {
                continue;
            }
            let low = m.trailing_zeros() as usize;
            for (index, &(i, j, cost, _)) in usable.iter().enumerate() {
                if i != low || m & (1 << j) == 0 {
                    continue;
                }
                let rest = best[m & !(1 << i) & !(1 << j)];
                if rest < IMPOSSIBLE && rest + cost < best[m] {
                    best[m] = rest + cost;
                    first[m] = Some(index);
                }
            }
        }
        let found = if any_cost {
            best[mask] < IMPOSSIBLE
        } else {
            best[mask] == bound.get(mask)
        };
        if !found {
            return None;
        }
        first[mask].map(|index| *usable[index].3)
    }

    /// The relaxation test for dead states (no gravity): pretend a tile may leave on its own
    /// as soon as a path within the turn limit joins it to the cell of any tile of its kind
    /// present in `state` (except partners in `banned`, pairs known to be in no clearing);
    /// the partner leaves with it while its cell stays a target for the others. Leaving only
    /// frees cells, so every real clearing is also a relaxed one. Returns false when some
    /// tile can never leave: then `state` cannot be cleared. Always true under gravity.
    pub fn relaxed_clearable(
        &self,
        state: &[u64],
        arr: &Arrangement,
        banned: &[(usize, usize)],
    ) -> bool {
        self.relaxed_clearable_with(state, arr, &|a, b| !banned.contains(&(a, b)))
    }

    /// [`Puzzle::relaxed_clearable`] with the pairs that may be used given by `allowed(a, b)`
    /// (a < b). With exactly one allowed partner per tile it is exact: greedy removal of
    /// those fixed pairs, which succeeds iff some order clears them.
    pub fn relaxed_clearable_with(
        &self,
        state: &[u64],
        arr: &Arrangement,
        allowed: &dyn Fn(usize, usize) -> bool,
    ) -> bool {
        if self.rules.gravity != Gravity::None {
            return true;
        }
        let mut free = arr.free;
        let mut gone = vec![false; self.tiles.len()];
        let mut left: Vec<usize> = iter_words(state).collect();
        let mut partners: Vec<usize> = Vec::new();
        let mut targets: Vec<(usize, usize)> = Vec::new();
        let mut out: Vec<u32> = Vec::new();
        loop {
            let before = left.len();
            for &t in &left {
                if gone[t] {
                    continue;
                }
                let kind = &self.kinds[self.tiles[t].kind_index];
                partners.clear();
                partners.extend(
                    kind.tiles
                        .iter()
                        .copied()
                        .filter(|&u| u != t && contains(state, u) && allowed(t.min(u), t.max(u))),
                );
                targets.clear();
                targets.extend(partners.iter().map(|&u| arr.pos[u]));
                out.resize(targets.len(), 0);
                min_turns_to(
                    &free,
                    self.height,
                    arr.pos[t],
                    &targets,
                    self.max_turns(),
                    &mut out,
                );
                if let Some(i) = out.iter().position(|&x| x != UNREACHABLE) {
                    // both leave: still optimistic, since others may keep targeting the cells
                    for leaving in [t, partners[i]] {
                        gone[leaving] = true;
                        let (r, c) = arr.pos[leaving];
                        free[r] |= 1u64 << c;
                    }
                }
            }
            left.retain(|&t| !gone[t]);
            if left.is_empty() {
                return true;
            }
            if left.len() == before {
                return false;
            }
        }
    }

    /// Whether tiles `a` and `b` (same kind) could ever be joined: their empty-board bound is
    /// within the turn limit (always true under gravity).
    pub fn pair_possible(&self, a: usize, b: usize) -> bool {
        let (ta, tb) = (&self.tiles[a], &self.tiles[b]);
        ta.kind_index == tb.kind_index
            && a != b
            && self.bounds[ta.kind_index]
                .pair_cost(ta.kind_bit, tb.kind_bit)
                .is_none_or(|c| c < IMPOSSIBLE)
    }

    /// Whether the tiles of kind `k` present in `state` can be paired off using only
    /// possible pairs outside `banned` (pairs with the smaller id first).
    pub fn kind_matchable(&self, state: &[u64], k: usize, banned: &[(usize, usize)]) -> bool {
        let present: Vec<usize> = self.kinds[k]
            .tiles
            .iter()
            .copied()
            .filter(|&t| contains(state, t))
            .collect();
        fn pair_off(rest: &mut Vec<usize>, ok: &dyn Fn(usize, usize) -> bool) -> bool {
            let Some(a) = rest.pop() else { return true };
            for i in 0..rest.len() {
                let b = rest[i];
                if ok(a.min(b), a.max(b)) {
                    rest.swap_remove(i);
                    let found = pair_off(rest, ok);
                    rest.push(b);
                    let last = rest.len() - 1;
                    rest.swap(i, last);
                    if found {
                        rest.push(a);
                        return true;
                    }
                }
            }
            rest.push(a);
            false
        }
        let ok = |a: usize, b: usize| self.pair_possible(a, b) && !banned.contains(&(a, b));
        let mut rest = present;
        rest.len() <= 12 && pair_off(&mut rest, &ok) || rest.len() > 12
    }

    /// Board coordinates of a padded cell.
    pub fn to_pos(&self, cell: (usize, usize)) -> Pos {
        Pos::new(cell.0 as i32 - 1, cell.1 as i32 - 1)
    }

    /// The tile id standing at `pos` in `state`, if any.
    pub fn tile_at(&self, state: &[u64], arr: &Arrangement, pos: Pos) -> Option<usize> {
        if !self.board.contains(pos) {
            return None;
        }
        let cell = ((pos.row + 1) as usize, (pos.col + 1) as usize);
        iter_words(state).find(|&t| arr.pos[t] == cell)
    }

    /// The drawn path (fewest turns, then shortest) for removing `a` and `b` in `arr`.
    pub fn path(&self, arr: &Arrangement, a: usize, b: usize) -> Option<Path> {
        best_path(
            &arr.free,
            self.height,
            self.width,
            arr.pos[a],
            arr.pos[b],
            self.max_turns(),
        )
    }

    /// The user-facing description of `mv` played in `state` (before the removal).
    pub fn describe(&self, arr: &Arrangement, mv: &Move) -> Removal {
        let path = self
            .path(arr, mv.a, mv.b)
            .map(|p| p.points)
            .unwrap_or_default();
        Removal {
            a: self.to_pos(arr.pos[mv.a]),
            b: self.to_pos(arr.pos[mv.b]),
            kind: self.tiles[mv.a].kind,
            turns: mv.turns,
            path,
        }
    }

    /// The board as it stands in `state`.
    pub fn board_at(&self, state: &[u64]) -> Board {
        let arr = self.arrange(state);
        let mut cells: Vec<Cell> = self
            .board
            .cells()
            .iter()
            .map(|&c| {
                if c == Cell::Blocker {
                    Cell::Blocker
                } else {
                    Cell::Empty
                }
            })
            .collect();
        for t in iter_words(state) {
            let (r, c) = arr.pos[t];
            cells[(r - 1) * self.board.cols() + (c - 1)] = Cell::Tile(self.tiles[t].kind);
        }
        Board::new(self.board.rows(), self.board.cols(), cells)
            .unwrap_or_else(|_| self.board.clone())
    }

    /// Replays removals from the initial state, checking each is legal with the stated turns.
    /// Returns the total cost, or a message naming the first illegal step.
    pub fn replay(&self, moves: &[Move]) -> Result<u64, String> {
        let mut state = self.initial();
        let mut cost = 0u64;
        for (step, mv) in moves.iter().enumerate() {
            if mv.a == mv.b || !state.contains(mv.a) || !state.contains(mv.b) {
                return Err(format!("step {}: a tile is not on the board", step + 1));
            }
            if self.tiles[mv.a].kind != self.tiles[mv.b].kind {
                return Err(format!("step {}: tiles of different kinds", step + 1));
            }
            let arr = self.arrange(state.words());
            match self.pair_turns(&arr, mv.a, mv.b) {
                Some(t) if t == mv.turns => {}
                Some(t) => {
                    return Err(format!(
                        "step {}: needs {t} turns, not {}",
                        step + 1,
                        mv.turns
                    ))
                }
                None => return Err(format!("step {}: no path within the turn limit", step + 1)),
            }
            state.remove(mv.a);
            state.remove(mv.b);
            cost += u64::from(mv.cost());
        }
        if !state.is_empty() {
            return Err(format!(
                "{} tiles are left after the last step",
                state.len()
            ));
        }
        Ok(cost)
    }
}
