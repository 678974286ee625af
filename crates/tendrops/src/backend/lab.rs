//! The search lab on Ten Drops: the generic problem ([`TenDropsProblem`]) with the solvers'
//! water-conservation bound, and the inadmissible 2 x that bound. A state (the board and the
//! drops left) is named by the game ID of a game in progress: the board after the taps, with
//! `supply=` the drops left, under the game's rules.

use puzzle::lab::{own_heuristics, run_own_heuristic};
use puzzle::{HeuristicInfo, LabSetup, LabTask, PuzzleError, Words};

use super::game_id::{format, Position, MAX_SUPPLY};
use super::solve::{too_large, BOUND};
use crate::board::{Board, BoardError};
use crate::problem::{State, TenDropsProblem};
use crate::solver::packed::unpack;
use crate::solver::SolveOptions;

/// The water-conservation bound (the default; admissible, its consistency not established)
/// and the inadmissible teaching example.
pub fn heuristics() -> Vec<HeuristicInfo> {
    own_heuristics(
        BOUND,
        Words::new("tendrops-heuristic-about-water-conservation-bound"),
        None,
    )
}

/// Runs `task` on the problem of `position` (boards of at most 42 cells, as the solvers) with
/// the heuristic of `setup`. The goal is any clear board, found forwards only: no goal may be
/// chosen.
pub fn lab<T: LabTask>(
    position: &Position,
    setup: &LabSetup<'_>,
    task: T,
) -> Result<T::Output, PuzzleError> {
    let board = position.board();
    let rules = *position.rules();
    let problem = TenDropsProblem::new(board, &SolveOptions::new(rules))
        .map_err(too_large)?
        .with_max_supply(MAX_SUPPLY);
    let (rows, cols) = (board.rows(), board.cols());
    let name = move |state: &State| match state_board(rows, cols, state) {
        Ok(board) => format(&Position::new(board, rules.with_supply(state.supply))),
        // a packed board always holds drops of 0 to 4 on the game's own size
        Err(e) => format!("(a state that is no board: {e})"),
    };
    run_own_heuristic(problem, name, setup, &heuristics(), None, task)
}

/// The board of a problem's `state` on a `rows` x `cols` game.
fn state_board(rows: usize, cols: usize, state: &State) -> Result<Board, BoardError> {
    let cells = unpack(state.board, rows * cols)[..rows * cols].to_vec();
    Board::from_cells(rows, cols, cells)
}

#[cfg(test)]
mod tests {
    use puzzle::Puzzle as _;

    use super::*;
    use crate::TenDrops;

    /// Every state reachable from small games (the default rules, b-cap timing with empty taps
    /// forbidden, a supply at the cap) is named by a game ID that reads back as that board and
    /// supply, and the game's taps from it lead where the problem's do.
    #[test]
    fn every_state_the_lab_names_reads_back_as_that_board_and_supply() {
        for (text, count) in [
            ("40/31", 1636),
            ("440/013;supply=4", 269),
            ("4404/0130;timing=b-cap;empty-taps=forbid;supply=6", 21),
            ("44/44;supply=1000", 2),
        ] {
            let states = puzzle::conformance::check_lab(&TenDrops, text, 200_000)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(states, count, "{text}");
            let game = TenDrops.parse(text).expect("a game");
            let problem = TenDropsProblem::new(game.board(), &SolveOptions::new(*game.rules()))
                .expect("a small board")
                .with_max_supply(MAX_SUPPLY);
            let space = search::space::explore(&problem, &search::Limits::none(), 200_000)
                .expect("a small space");
            let (rows, cols) = (game.board().rows(), game.board().cols());
            for state in &space.states {
                let board = state_board(rows, cols, state).expect("a board");
                let id = format(&Position::new(
                    board,
                    game.rules().with_supply(state.supply),
                ));
                let back = TenDrops.parse(&id).expect("a game ID");
                let again = TenDropsProblem::new(back.board(), &SolveOptions::new(*back.rules()))
                    .expect("the same size");
                assert_eq!(search::Problem::initial(&again), *state, "{id}");
            }
        }
    }

    #[test]
    fn big_boards_and_chosen_goals_are_refused() {
        let big = TenDrops
            .parse(&["1111111"; 7].join("/"))
            .expect("a 7x7 board");
        let e = lab(&big, &LabSetup::default(), Nothing).expect_err("too big");
        assert_eq!(e.code(), "too_large");
        use puzzle::DynPuzzle as _;
        let request = puzzle::LabRequest {
            goal: Some("00/00".into()),
            max: 10,
            ..Default::default()
        };
        let e = puzzle::Registered::new(TenDrops)
            .state_space("40/31", &request, &search::Limits::none())
            .expect_err("no goal");
        assert_eq!(e.code(), "unsupported");
    }

    struct Nothing;

    impl LabTask for Nothing {
        type Output = ();
        fn run<P: puzzle::LabProblem>(self, _: &P) {}
    }
}
