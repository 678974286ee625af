//! The search lab on Lianliankan: the generic problem ([`ClearingProblem`]) with its matching
//! bound, and the inadmissible 2 x that bound. A state (the tiles left) is named by the game
//! ID of the board it leaves under the game's rules: a board with some pairs cleared, its
//! tiles where gravity moved them.

use ::puzzle::lab::{own_heuristics, run_own_heuristic};
use ::puzzle::{HeuristicInfo, LabSetup, LabTask, PuzzleError, Words};

use super::game_id::format_board_game;
use super::solve::BOUND;
use super::Position;
use crate::solver::problem::ClearingProblem;

/// The matching bound (the default, admissible and consistent: see [`crate::bound`] and
/// [`crate::solver::gravity_bound`]) and the inadmissible teaching example.
pub fn heuristics() -> Vec<HeuristicInfo> {
    own_heuristics(
        BOUND,
        Words::new("lianliankan-heuristic-about-matching-bound"),
        Some(true),
    )
}

/// Runs `task` on the clearing problem of `game` with the heuristic of `setup`. There is one
/// goal (the empty board) and no search backwards, so no goal may be chosen.
pub fn lab<T: LabTask>(
    game: &Position,
    setup: &LabSetup<'_>,
    task: T,
) -> Result<T::Output, PuzzleError> {
    let puzzle = game.puzzle();
    let rules = game.rules();
    run_own_heuristic(
        ClearingProblem::new(puzzle),
        |state: &Vec<u64>| format_board_game(&puzzle.board_at(state), rules),
        setup,
        &heuristics(),
        None,
        task,
    )
}

#[cfg(test)]
mod tests {
    use ::puzzle::Puzzle as _;

    use crate::solver::problem::ClearingProblem;
    use crate::Lianliankan;

    /// Every state of a small board, and of the same under gravity, is named by a game ID
    /// that reads back as the same board (and the same moves on).
    #[test]
    fn every_state_the_lab_names_reads_back_as_that_board() {
        for (text, count) in [
            (super::super::EXAMPLE, 163),
            ("1 2 3/3 2 1/4 0 4;gravity=down", 10),
            ("1 2 1 2/2 1 2 1;turns=any", 64),
        ] {
            let states = ::puzzle::conformance::check_lab(&Lianliankan, text, 100_000)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(states, count, "{text}");
            // the board itself, state by state
            let game = Lianliankan.parse(text).expect("a game");
            let problem = ClearingProblem::new(game.puzzle());
            let space = search::space::explore(&problem, &search::Limits::none(), 100_000)
                .expect("a small space");
            for state in &space.states {
                let board = game.puzzle().board_at(state);
                let id = super::format_board_game(&board, game.rules());
                let back = Lianliankan.parse(&id).expect("a game ID");
                assert_eq!(back.board(), &board, "{id}");
                assert_eq!(back.rules(), game.rules(), "{id}");
            }
        }
    }

    #[test]
    fn a_chosen_goal_is_refused() {
        use ::puzzle::DynPuzzle as _;
        let request = ::puzzle::LabRequest {
            goal: Some("0 0".into()),
            max: 10,
            ..Default::default()
        };
        let e = ::puzzle::Registered::new(Lianliankan)
            .state_space("1 1", &request, &search::Limits::none())
            .expect_err("no goal");
        assert_eq!(e.code(), "unsupported");
    }
}
