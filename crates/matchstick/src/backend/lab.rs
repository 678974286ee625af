//! The search lab on matchstick move puzzles: the generic problem ([`MoveProblem`]) with its
//! count of sticks still to move, and the inadmissible 2 x that count. A state (the sticks of
//! every cell) is named by the game ID of the puzzle drawn part-way: its equation with the
//! sticks `taken=` and `placed=` so far.

use puzzle::lab::{own_heuristics, run_own_heuristic};
use puzzle::{HeuristicInfo, InputError, LabSetup, LabTask, PuzzleError, Words};

use super::game_id::format_game;
use crate::game::Game;
use crate::problem::MoveProblem;
use crate::solve::Task;

/// The name of the heuristic, as the solvers list it.
pub(crate) const STICKS_LEFT: &str = "sticks still to change";

/// The sticks still to move (the default; admissible and consistent, since one move puts at
/// most one more stick away from where the puzzle had it) and the inadmissible example.
pub fn heuristics() -> Vec<HeuristicInfo> {
    own_heuristics(
        STICKS_LEFT,
        Words::new("matchstick-heuristic-about-sticks-still-to-change"),
        Some(true),
    )
}

/// Runs `task` on the move problem of `game`, from its drawing as it stands, with the
/// heuristic of `setup`. Add and remove puzzles have no such problem; a goal (any true
/// equation K sticks away) may not be chosen, since no search runs backwards here.
pub fn lab<T: LabTask>(
    game: &Game,
    setup: &LabSetup<'_>,
    task: T,
) -> Result<T::Output, PuzzleError> {
    if game.task() != Task::Move {
        return Err(InputError::said(
            "unsupported",
            Words::new("matchstick-request-lab-task").arg("task", game.task().name()),
        )
        .into());
    }
    let rules = game.layout().rules;
    let problem = MoveProblem::starting_at(game.equation(), &rules, game.k(), game.sticks());
    let name = |sticks: &Vec<u8>| format_game(&game.with_sticks(sticks.clone()));
    run_own_heuristic(problem, name, setup, &heuristics(), None, task)
}

#[cfg(test)]
mod tests {
    use puzzle::Puzzle as _;

    use super::*;
    use crate::Matchstick;

    /// Every drawing reachable from small puzzles (also one started part-way, and one under
    /// other rules) is named by a game ID that reads back as the same sticks.
    #[test]
    fn every_state_the_lab_names_reads_back_as_those_sticks() {
        for (text, count) in [
            ("7+3=9", 161),
            ("1+1=3;k=2", 5941),
            ("7+3=9;taken=2.c;placed=2.e", 161),
            ("6-5=7;rules=seven-with-four+tailless-six-nine", 166),
        ] {
            let states = puzzle::conformance::check_lab(&Matchstick, text, 500_000)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(states, count, "{text}");
            let game = Matchstick.parse(text).expect("a game");
            let rules = game.layout().rules;
            let problem =
                MoveProblem::starting_at(game.equation(), &rules, game.k(), game.sticks());
            let space = search::space::explore(&problem, &search::Limits::none(), 500_000)
                .expect("a small space");
            for state in &space.states {
                let id = format_game(&game.with_sticks(state.clone()));
                let back = Matchstick.parse(&id).expect("a game ID");
                assert_eq!(back.sticks(), state.as_slice(), "{id}");
            }
        }
    }

    #[test]
    fn add_puzzles_and_chosen_goals_are_refused() {
        let add = Matchstick.parse("5+3=9;task=add").expect("a game");
        let e = lab(&add, &LabSetup::default(), Nothing).expect_err("not a move puzzle");
        assert_eq!(e.code(), "unsupported");
        use puzzle::DynPuzzle as _;
        let request = puzzle::LabRequest {
            goal: Some("7+3=9;taken=2.c;placed=2.e".into()),
            max: 10,
            ..Default::default()
        };
        let e = puzzle::Registered::new(Matchstick)
            .state_space("7+3=9", &request, &search::Limits::none())
            .expect_err("no goal");
        assert_eq!(e.code(), "unsupported");
    }

    struct Nothing;

    impl LabTask for Nothing {
        type Output = ();
        fn run<P: puzzle::LabProblem>(self, _: &P) {}
    }
}
