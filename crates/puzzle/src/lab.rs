//! What a puzzle gives the search lab, and the lab's work written once for every puzzle.
//!
//! A puzzle lists its heuristics ([`Puzzle::heuristics`](crate::Puzzle::heuristics)) and,
//! in [`Puzzle::lab`](crate::Puzzle::lab), builds its `search::Problem` for a game with the
//! chosen heuristic (and optionally one chosen goal) and hands it, wrapped in a [`Lab`], to
//! a [`LabTask`]. The tasks (trace, heuristic check, state space, experiment runs) are generic
//! over the problem and live here; `dynamic.rs` turns their answers into JSON.

use schemars::JsonSchema;
use search::{Cost, Problem, Successor};
use serde::Serialize;

use crate::error::InputError;
use crate::words::Words;

/// A heuristic a puzzle offers.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HeuristicInfo {
    /// The name requests use: `manhattan`, `inadmissible`.
    pub name: String,
    /// What it counts, in English.
    pub description: String,
    /// What it counts, in words.
    pub description_words: Words,
    /// Whether it never overestimates the cost left.
    pub admissible: bool,
    /// Whether `h(s) <= c(s, t) + h(t)` on every step, when known.
    pub consistent: Option<bool>,
    /// Whether the lab uses it when none is named.
    pub default: bool,
    /// Whether `experiment` runs A* with it when no line-up is given.
    pub experiment: bool,
}

impl HeuristicInfo {
    /// An admissible heuristic that does what `about` says; `consistent` when known.
    pub fn admissible(name: &str, about: Words, consistent: Option<bool>) -> Self {
        HeuristicInfo {
            name: name.into(),
            description: crate::words::english(&about),
            description_words: about,
            admissible: true,
            consistent,
            default: false,
            experiment: false,
        }
    }

    /// The teaching example every puzzle with a heuristic offers: twice `base`, which
    /// overestimates wherever `base` is more than half the true cost.
    pub fn inadmissible_double(base: &str) -> Self {
        let about = Words::new("heuristic-about-double").word("base", Words::heuristic(base));
        HeuristicInfo {
            name: INADMISSIBLE.into(),
            description: crate::words::english(&about),
            description_words: about,
            admissible: false,
            consistent: Some(false),
            default: false,
            experiment: false,
        }
    }

    /// The same, used when none is named.
    pub fn by_default(mut self) -> Self {
        self.default = true;
        self
    }

    /// The same, in the default experiment line-up.
    pub fn in_experiment(mut self) -> Self {
        self.experiment = true;
        self
    }
}

/// The list of a puzzle whose problem has one heuristic of its own (what
/// [`run_own_heuristic`] runs): that heuristic, admissible, used by default and in the
/// experiment's line-up, then the inadmissible 2x teaching example of it.
pub fn own_heuristics(name: &str, about: Words, consistent: Option<bool>) -> Vec<HeuristicInfo> {
    vec![
        HeuristicInfo::admissible(name, about, consistent)
            .by_default()
            .in_experiment(),
        HeuristicInfo::inadmissible_double(name),
    ]
}

/// The name of the deliberately inadmissible heuristic.
pub const INADMISSIBLE: &str = "inadmissible";

/// The heuristic called `name` in `list` (the default one when `None`).
pub fn pick_heuristic<'a>(
    list: &'a [HeuristicInfo],
    name: Option<&str>,
) -> Result<&'a HeuristicInfo, InputError> {
    let names = || list.iter().map(|h| h.name.as_str()).collect::<Vec<_>>();
    match name.map(|n| n.trim().to_ascii_lowercase().replace('_', "-")) {
        None => list
            .iter()
            .find(|h| h.default)
            .or_else(|| list.first())
            .ok_or_else(|| InputError::said("unsupported", Words::new("lab-error-no-heuristic"))),
        Some(n) => list.iter().find(|h| h.name == n).ok_or_else(|| {
            InputError::said(
                "unknown_heuristic",
                Words::new("lab-error-unknown-heuristic")
                    .arg("name", n.clone())
                    .series("names", &names()),
            )
        }),
    }
}

/// What the lab asks a puzzle for.
#[derive(Debug, Clone, Copy, Default)]
pub struct LabSetup<'a> {
    /// The heuristic by name (the puzzle's default when `None`).
    pub heuristic: Option<&'a str>,
    /// One chosen goal position (a game ID), for puzzles whose goal is a set of positions.
    pub goal: Option<&'a str>,
}

impl LabSetup<'_> {
    /// Refuses a chosen goal, for a puzzle whose moves cannot be undone: one goal position
    /// only helps a search that runs backwards from it, and none does here.
    pub fn without_goal(&self) -> Result<(), InputError> {
        match self.goal {
            None => Ok(()),
            Some(_) => Err(InputError::said(
                "unsupported",
                Words::new("lab-error-goal-one-way"),
            )),
        }
    }
}

/// A search problem that can name its states as game IDs.
pub trait LabProblem: Problem {
    /// The game ID of `state` (a page can draw it).
    fn game_id(&self, state: &Self::State) -> String;
}

/// Work the lab does on a puzzle's problem, whatever its type.
pub trait LabTask {
    /// The answer.
    type Output;
    /// Does the work on `problem`.
    fn run<P: LabProblem>(self, problem: &P) -> Self::Output;
}

/// A puzzle's problem as the lab runs it: its heuristic scaled (the inadmissible example is
/// `scale = 2`), its goal optionally narrowed to one chosen state, its states named by
/// `game_id`.
pub struct Lab<P: Problem, G> {
    problem: P,
    game_id: G,
    scale: Cost,
    goal: Option<P::State>,
}

impl<P: Problem, G: Fn(&P::State) -> String> Lab<P, G> {
    /// `problem` as it is, its states named by `game_id`.
    pub fn new(problem: P, game_id: G) -> Self {
        Lab {
            problem,
            game_id,
            scale: 1,
            goal: None,
        }
    }

    /// The same with the heuristic multiplied by `scale` (admissible only when 1).
    pub fn scaled(mut self, scale: Cost) -> Self {
        self.scale = scale;
        self
    }

    /// The same with `goal` as the only goal (it must be one of the problem's goals).
    pub fn with_goal(mut self, goal: P::State) -> Result<Self, InputError> {
        if !self.problem.is_goal(&goal) {
            return Err(InputError::said(
                "bad_goal",
                Words::new("lab-error-goal-unsolved"),
            ));
        }
        self.goal = Some(goal);
        Ok(self)
    }
}

impl<P: Problem, G: Fn(&P::State) -> String> Problem for Lab<P, G> {
    type State = P::State;
    type Action = P::Action;

    fn initial(&self) -> P::State {
        self.problem.initial()
    }

    fn is_goal(&self, state: &P::State) -> bool {
        match &self.goal {
            Some(goal) => state == goal,
            None => self.problem.is_goal(state),
        }
    }

    fn successors(&self, state: &P::State, out: &mut Vec<Successor<P::State, P::Action>>) {
        self.problem.successors(state, out);
    }

    fn heuristic(&self, state: &P::State) -> Cost {
        self.problem.heuristic(state).saturating_mul(self.scale)
    }

    fn heuristic_is_admissible(&self) -> bool {
        self.scale <= 1 && self.problem.heuristic_is_admissible()
    }

    fn unit_costs(&self) -> bool {
        self.problem.unit_costs()
    }

    fn goal_states(&self) -> Option<Vec<P::State>> {
        match &self.goal {
            Some(goal) => Some(vec![goal.clone()]),
            None => self.problem.goal_states(),
        }
    }

    fn predecessors(
        &self,
        state: &P::State,
        out: &mut Vec<Successor<P::State, P::Action>>,
    ) -> bool {
        self.problem.predecessors(state, out)
    }
}

impl<P: Problem, G: Fn(&P::State) -> String> LabProblem for Lab<P, G> {
    fn game_id(&self, state: &P::State) -> String {
        (self.game_id)(state)
    }
}

/// The lab of a puzzle whose problem has one heuristic of its own, listed as `list` (see
/// [`own_heuristics`]): runs `task` on `problem` with the
/// heuristic `setup` names (the inadmissible one doubles the problem's), aimed at `goal`
/// when one is chosen.
pub fn run_own_heuristic<P, G, T>(
    problem: P,
    game_id: G,
    setup: &LabSetup<'_>,
    list: &[HeuristicInfo],
    goal: Option<P::State>,
    task: T,
) -> Result<T::Output, crate::PuzzleError>
where
    P: Problem,
    G: Fn(&P::State) -> String,
    T: LabTask,
{
    let chosen = pick_heuristic(list, setup.heuristic)?;
    let scale = if chosen.name == INADMISSIBLE { 2 } else { 1 };
    let lab = Lab::new(problem, game_id).scaled(scale);
    let lab = match goal {
        Some(goal) => lab.with_goal(goal)?,
        None => lab,
    };
    Ok(task.run(&lab))
}
