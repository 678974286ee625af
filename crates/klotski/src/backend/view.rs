//! What a page draws ([`KlotskiView`]) and animates ([`KlotskiEffect`]), and how a move is
//! played and counted ([`play`]).

use puzzle::{Applied, InputError};
use serde::Serialize;

use super::game_id::KlotskiGame;
use crate::board::{Board, PieceCounts};
use crate::classics::classics;
use crate::geometry::Cell;
use crate::grid::{format_grid, grid_rows};
use crate::layout::{layout_codes, LayoutCodes};
use crate::metric::Metric;
use crate::moves::{apply_move, step_path, Move};
use crate::piece::Shape;

/// One piece as a page draws it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PieceView {
    /// Its shape: `block`, `horizontal`, `vertical` or `soldier`.
    pub shape: Shape,
    /// Its letter in the grid: `C`, `H`, `V` or `S`.
    pub letter: char,
    /// Row of its top-left cell (0 = top).
    pub row: u8,
    /// Column of its top-left cell (0 = left).
    pub col: u8,
    /// Width in cells.
    pub width: u8,
    /// Height in cells.
    pub height: u8,
}

/// A position as a page draws it: the pieces, the grid, every code and the piece counts.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KlotskiView {
    /// The grid on one line: `VCCV/VCCV/VHHV/VSSV/S..S`.
    pub layout: String,
    /// The five rows of the grid, top first.
    pub rows: Vec<String>,
    /// What counts as one move.
    pub metric: Metric,
    /// The pieces, the block first.
    pub pieces: Vec<PieceView>,
    /// Every text form: grid, CommonCode, ShortCode, and the classic's name and pinyin.
    pub codes: LayoutCodes,
    /// Every classic name of this placement (two classics share one in the public lists).
    pub names: Vec<String>,
    /// Pieces of each shape besides the block.
    pub counts: PieceCounts,
    /// The pieces in words, for one piece and for many ([`PieceCounts::summary`]).
    pub pieces_summary: String,
    /// Whether the pieces are the standard set (five two-cell pieces, four soldiers).
    pub standard: bool,
    /// Whether the block stands at the exit.
    pub solved: bool,
    /// The block's top-left cell when solved, `[3, 1]`.
    pub goal: Cell,
}

/// What a page animates after a move: the piece and the top-left cells it slides through.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KlotskiEffect {
    /// The shape of the piece moved.
    pub piece: Shape,
    /// Its letter.
    pub letter: char,
    /// Its top-left cell before the move.
    pub from: Cell,
    /// Its top-left cell after it.
    pub to: Cell,
    /// The top-left cells it passes through, `from` and `to` included: one-cell slides
    /// around the other pieces (a shortest way; a straight line in the straight metric).
    pub path: Vec<Cell>,
    /// Whether the move goes on with the previous one (the same piece again): it then costs
    /// nothing, and a page may merge the two in its history.
    pub continues: bool,
}

/// The drawing of `game`.
pub fn view(game: &KlotskiGame) -> KlotskiView {
    let board = game.board;
    let pieces = board
        .pieces()
        .into_iter()
        .map(|p| {
            let (width, height) = p.kind.size();
            PieceView {
                shape: p.kind,
                letter: p.kind.letter(),
                row: p.cell.row,
                col: p.cell.col,
                width,
                height,
            }
        })
        .collect();
    let counts = board.piece_counts();
    KlotskiView {
        layout: format_grid(board),
        rows: grid_rows(board).to_vec(),
        metric: game.metric,
        pieces,
        codes: layout_codes(board),
        names: classic_names(board),
        counts,
        pieces_summary: counts.summary(),
        standard: counts.is_standard(),
        solved: board.is_solved(),
        goal: Cell::from_index(crate::board::GOAL_BLOCK_HEAD),
    }
}

/// Every classic name whose placement is `board`, in the classics' order.
pub fn classic_names(board: Board) -> Vec<String> {
    classics()
        .iter()
        .filter(|c| c.board == board)
        .map(|c| c.name.clone())
        .collect()
}

/// Whether `next` goes on with `previous` so that the two count as one move: the same piece
/// again, from where `previous` left it; in the step metric any such move, in the straight
/// metric one in the same direction; never in the unit metric.
pub fn continues(metric: Metric, previous: &Move, next: &Move) -> bool {
    let direction = |m: &Move| {
        (
            i16::from(m.to.row) - i16::from(m.from.row),
            i16::from(m.to.col) - i16::from(m.from.col),
        )
    };
    let again = previous.piece == next.piece && previous.to == next.from;
    again
        && match metric {
            Metric::Step => true,
            Metric::Straight => {
                let (a, b) = (direction(previous), direction(next));
                (a.0.signum(), a.1.signum()) == (b.0.signum(), b.1.signum())
            }
            Metric::Unit => false,
        }
}

/// Plays `mv` on `game`; it costs 0 when it [`continues`] `previous`, else 1.
pub fn play(
    game: &KlotskiGame,
    mv: &Move,
    previous: Option<&Move>,
) -> Result<Applied<KlotskiGame, KlotskiEffect>, InputError> {
    let after = apply_move(game.board, *mv, game.metric)
        .map_err(|e| InputError::said("illegal_move", e.words()))?;
    let continues = previous.is_some_and(|p| continues(game.metric, p, mv));
    Ok(Applied {
        game: game.with_board(after),
        cost: u64::from(!continues),
        effect: KlotskiEffect {
            piece: mv.piece,
            letter: mv.piece.letter(),
            from: mv.from,
            to: mv.to,
            path: step_path(game.board, *mv),
            continues,
        },
    })
}

/// `moves` with every run of moves that go on with each other merged into one (and a piece
/// brought back where its run began dropped), so that no move continues the one before and
/// each costs 1. The result plays from the same start to the same end.
pub fn merge_runs(metric: Metric, moves: &[Move]) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    for &mv in moves {
        match out.last() {
            Some(&last) if continues(metric, &last, &mv) => {
                out.pop();
                if last.from != mv.to {
                    out.push(Move {
                        piece: mv.piece,
                        from: last.from,
                        to: mv.to,
                    });
                }
            }
            _ => out.push(mv),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    fn soldier(from: (u8, u8), to: (u8, u8)) -> Move {
        Move::soldier(from, to)
    }

    fn hengdao(metric: Metric) -> KlotskiGame {
        KlotskiGame::new(parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap(), metric)
    }

    #[test]
    fn a_piece_that_keeps_moving_costs_once_in_the_step_metric() {
        let game = hengdao(Metric::Step);
        let first = soldier((4, 0), (4, 1));
        let one = play(&game, &first, None).unwrap();
        assert_eq!(one.cost, 1);
        let second = soldier((4, 1), (4, 2));
        let two = play(&one.game, &second, Some(&first)).unwrap();
        assert_eq!((two.cost, two.effect.continues), (0, true));
        // another piece after it costs again
        let other = soldier((3, 1), (4, 1));
        assert_eq!(play(&two.game, &other, Some(&second)).unwrap().cost, 1);
        assert_eq!(
            merge_runs(Metric::Step, &[first, second]),
            vec![soldier((4, 0), (4, 2))]
        );
        // there and back again is no move at all
        let back = soldier((4, 1), (4, 0));
        assert!(merge_runs(Metric::Step, &[first, back]).is_empty());
    }

    #[test]
    fn straight_runs_merge_in_one_direction_and_unit_moves_never() {
        let first = soldier((4, 0), (4, 1));
        let on = soldier((4, 1), (4, 2));
        let turn = soldier((4, 1), (3, 1));
        let straight = hengdao(Metric::Straight);
        let one = play(&straight, &first, None).unwrap();
        assert_eq!(play(&one.game, &on, Some(&first)).unwrap().cost, 0);
        assert!(!continues(Metric::Straight, &first, &turn));
        let unit = hengdao(Metric::Unit);
        let one = play(&unit, &first, None).unwrap();
        assert_eq!(play(&one.game, &on, Some(&first)).unwrap().cost, 1);
        assert_eq!(merge_runs(Metric::Unit, &[first, on]).len(), 2);
    }

    #[test]
    fn the_effect_follows_the_piece_round_corners() {
        let game = KlotskiGame::new(
            parse_grid("VCCV/VCCV/VHHV/V.SV/S.SS").unwrap(),
            Metric::Step,
        );
        let mv = soldier((4, 0), (3, 1));
        let applied = play(&game, &mv, None).unwrap();
        assert_eq!(
            applied.effect.path,
            vec![Cell::new(4, 0), Cell::new(4, 1), Cell::new(3, 1)]
        );
        let e = play(&game, &soldier((0, 0), (0, 1)), None).unwrap_err();
        assert_eq!(e.code, "illegal_move");
        assert!(e.message.contains("no 1x1 soldier"), "{}", e.message);
    }

    #[test]
    fn the_view_has_pieces_codes_and_names() {
        let view = view(&hengdao(Metric::Unit));
        assert_eq!(view.pieces.len(), 10);
        assert_eq!(view.pieces[0].letter, 'C');
        assert_eq!((view.pieces[0].width, view.pieces[0].height), (2, 2));
        assert_eq!(view.codes.short_code, "4WVE1");
        assert_eq!(view.names, vec!["横刀立马".to_string()]);
        assert!(view.standard && !view.solved);
        let shared = parse_grid("VCCV/VCCV/HHHH/SHHS/S..S").unwrap();
        assert_eq!(classic_names(shared), vec!["瓮中之鳖", "小燕出巢"]);
    }
}
