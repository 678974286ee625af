//! `puzzlelab.Problem`: one game of a puzzle as an AIMA-style search problem that aima3's
//! search functions run unchanged (they call `initial`, `actions`, `result`, `goal_test`,
//! `path_cost` and `h`), and `puzzlelab.State`, its states.
//!
//! Speed: a state is a small object holding its number in the problem's [`GameTable`] (the
//! typed game stays in Rust), so `result` never parses a game ID. Each state's moves are
//! expanded once and kept ([`Expansions`]), so `result` and `path_cost` are lookups. A search
//! of hundreds of thousands of states holds, per state, its typed game, its `State` object
//! (left out of Python's garbage collector, which has nothing to find in it), its game ID as
//! a `str` and its moves.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use i18n::Lang;
use puzzle::{DynPuzzle, GameTable, StateIndex, TableMove};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use search::Cost;

use crate::expansions::{Expansions, KeptMove};
use crate::voice;

/// Tells the problems apart (states of one problem compare by number).
static NEXT_TAG: AtomicU64 = AtomicU64::new(1);

/// A state of a `Problem`: a game, named by its canonical game ID. `str(state)` is that ID;
/// states hash, compare equal and order as their game IDs do (a state also equals its game ID
/// as a `str`), so they work in sets, dicts and priority queues.
#[pyclass(module = "puzzlelab", frozen, name = "State")]
pub struct State {
    tag: u64,
    index: StateIndex,
    name: Box<str>,
    text: Py<PyString>,
    hash: isize,
}

#[pymethods]
impl State {
    /// The canonical game ID.
    fn __str__(&self, py: Python<'_>) -> Py<PyString> {
        self.text.clone_ref(py)
    }

    /// `State('...')`.
    fn __repr__(&self) -> String {
        format!("State({:?})", &*self.name)
    }

    /// The hash of the game ID (so a state and its game ID as a `str` hash alike).
    fn __hash__(&self) -> isize {
        self.hash
    }

    /// Compares game IDs (with another state or a `str`).
    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let ordering = if let Ok(state) = other.cast::<State>() {
            let state = state.get();
            if state.tag == self.tag && state.index == self.index {
                std::cmp::Ordering::Equal
            } else {
                self.name.cmp(&state.name)
            }
        } else if let Ok(text) = other.cast::<PyString>() {
            let text: String = text.extract()?;
            (*self.name).cmp(text.as_str())
        } else {
            return Ok(py.NotImplemented());
        };
        Ok(op
            .matches(ordering)
            .into_pyobject(py)?
            .to_owned()
            .into_any()
            .unbind())
    }

    /// The canonical game ID.
    #[getter]
    fn game(&self, py: Python<'_>) -> Py<PyString> {
        self.text.clone_ref(py)
    }
}

/// The `State` object of the table's state number `index` of the problem tagged `tag`.
fn new_state(py: Python<'_>, table: &dyn GameTable, tag: u64, index: usize) -> PyResult<Py<State>> {
    let index = StateIndex::try_from(index)
        .map_err(|_| PyValueError::new_err("too many states for one problem"))?;
    let name = table.game_id(index).into_boxed_str();
    let text = PyString::new(py, &name);
    let hash = text.hash()?;
    let state = Py::new(
        py,
        State {
            tag,
            index,
            name,
            text: text.unbind(),
            hash,
        },
    )?;
    // SAFETY: `state` is a live object of a class with garbage-collector support (every
    // pyclass has it), so untracking it is allowed, and its deallocation untracks again
    // harmlessly. A State refers to one str and nothing else (the class is frozen and cannot
    // be subclassed), so it can never be part of a reference cycle: the collector has nothing
    // to find in it, and a search's hundreds of thousands of states no longer slow every
    // collection down.
    unsafe { pyo3::ffi::PyObject_GC_UnTrack(state.as_ptr().cast()) };
    Ok(state)
}

/// One game of a puzzle as a search problem in the manner of aima-python's `Problem`:
/// `Problem("n-puzzle", "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5")`. States are `State`
/// objects (a `str` game ID is accepted wherever a state is), actions are moves in their
/// notation (what `puzzlelab <id> moves` prints). aima3's `breadth_first_search`,
/// `uniform_cost_search`, `astar_search`, `iterative_deepening_search`... run on it as they
/// are. A bad game ID raises `InputError` (a `ValueError`) saying where, in `lang` (else
/// the language `set_language` or the environment chose). A Python subclass may override
/// any method (its own `h`, say); its constructor takes `(puzzle, game)` as this one does.
#[pyclass(module = "puzzlelab", subclass)]
pub struct Problem {
    puzzle: &'static dyn DynPuzzle,
    table: Box<dyn GameTable>,
    tag: u64,
    states: Vec<Py<State>>,
    expansions: Expansions,
    initial: Py<State>,
    goal: Option<Py<State>>,
    lang: Lang,
    scratch: Vec<TableMove>,
}

impl Problem {
    /// Makes the `State` objects of the states the table met since the last call.
    fn sync_states(&mut self, py: Python<'_>) -> PyResult<()> {
        for index in self.states.len()..self.table.len() {
            let state = new_state(py, &*self.table, self.tag, index)?;
            self.states.push(state);
        }
        Ok(())
    }

    /// The number of `state` (a `State` or a game ID), interning it when new.
    fn index_of(&mut self, state: &Bound<'_, PyAny>) -> PyResult<StateIndex> {
        if let Ok(known) = state.cast::<State>() {
            let known = known.get();
            if known.tag == self.tag {
                return Ok(known.index);
            }
            let name = known.name.clone();
            return self.intern(state.py(), &name);
        }
        let text: String = state.extract().map_err(|_| {
            PyValueError::new_err(
                "a state is a puzzlelab.State or a game ID (str), or a node with .state",
            )
        })?;
        self.intern(state.py(), &text)
    }

    fn intern(&mut self, py: Python<'_>, text: &str) -> PyResult<StateIndex> {
        let index = self
            .table
            .intern(text)
            .map_err(|e| voice::input_error(py, &e, text, self.lang))?;
        self.sync_states(py)?;
        Ok(index)
    }

    /// The moves of `index`, expanded when first asked for.
    fn expansion(&mut self, py: Python<'_>, index: StateIndex) -> PyResult<&[KeptMove]> {
        if index as usize >= self.states.len() {
            return Err(PyValueError::new_err("that state is not of this problem"));
        }
        if self.expansions.get(index).is_none() {
            let mut moves = std::mem::take(&mut self.scratch);
            self.table.successors(index, &mut moves);
            self.sync_states(py)?;
            let kept = self.expansions.keep(py, index, &moves);
            self.scratch = moves;
            kept?;
        }
        self.expansions
            .get(index)
            .ok_or_else(|| PyValueError::new_err("that state is not of this problem"))
    }

    /// The move `action` of `index`: its place among the actions, read from its text when it
    /// is not one of the strings `actions` returned.
    fn find_move(
        &mut self,
        py: Python<'_>,
        index: StateIndex,
        action: &Bound<'_, PyAny>,
    ) -> PyResult<(StateIndex, Cost)> {
        self.expansion(py, index)?;
        let texts = &self.expansions;
        let moves = texts.get(index).unwrap_or_default();
        if let Some(m) = moves
            .iter()
            .find(|m| texts.text(m.text).as_ptr() == action.as_ptr())
        {
            return Ok((m.next, m.cost));
        }
        let text: String = action
            .extract()
            .map_err(|_| PyValueError::new_err("an action is a move's text (a str)"))?;
        if let Some(m) = moves.iter().find(|m| {
            texts
                .text(m.text)
                .bind(py)
                .to_cow()
                .is_ok_and(|listed| listed == text)
        }) {
            return Ok((m.next, m.cost));
        }
        // another spelling of a move (spaces, its JSON form): played from the game ID
        let game = self.table.game_id(index);
        let stepped = self
            .puzzle
            .step(&game, &text, None)
            .map_err(|e| voice::input_error(py, &e, &text, self.lang))?;
        let next = self.intern(py, &stepped.game)?;
        Ok((next, stepped.cost))
    }

    fn state(&self, py: Python<'_>, index: StateIndex) -> PyResult<Py<State>> {
        self.states
            .get(index as usize)
            .map(|s| s.clone_ref(py))
            .ok_or_else(|| PyValueError::new_err("that state is not of this problem"))
    }

    /// The state of a node (anything with `.state`) or of a state.
    fn index_of_node(&mut self, node: &Bound<'_, PyAny>) -> PyResult<StateIndex> {
        if node.cast::<State>().is_ok() || node.cast::<PyString>().is_ok() {
            return self.index_of(node);
        }
        let state = node.getattr(pyo3::intern!(node.py(), "state"))?;
        self.index_of(&state)
    }
}

#[pymethods]
impl Problem {
    /// `Problem(puzzle, game, *, lang=None)`: the game ID `game` (any accepted form; rule
    /// variants after `;`) of the puzzle `puzzle` (one of `puzzlelab.puzzles()`).
    #[new]
    #[pyo3(signature = (puzzle, game, *, lang = None))]
    fn new(py: Python<'_>, puzzle: &str, game: &str, lang: Option<&str>) -> PyResult<Self> {
        let lang = voice::pick(lang)?;
        let found = crate::find(puzzle)?;
        let mut table = found.game_table();
        let start = table
            .intern(game)
            .map_err(|e| voice::input_error(py, &e, game, lang))?;
        let goals = table.goals(start);
        let tag = NEXT_TAG.fetch_add(1, Ordering::Relaxed);
        let states = (0..table.len())
            .map(|index| new_state(py, &*table, tag, index))
            .collect::<PyResult<Vec<_>>>()?;
        let pick = |index: StateIndex| {
            states
                .get(index as usize)
                .map(|s| s.clone_ref(py))
                .ok_or_else(|| PyValueError::new_err("the table lost a state"))
        };
        let initial = pick(start)?;
        let goal = match goals.as_deref() {
            Some([goal]) => Some(pick(*goal)?),
            _ => None,
        };
        Ok(Problem {
            puzzle: found,
            table,
            tag,
            expansions: Expansions::default(),
            states,
            initial,
            goal,
            lang,
            scratch: Vec::new(),
        })
    }

    /// The puzzle's id.
    #[getter]
    fn puzzle(&self) -> &'static str {
        self.puzzle.info().id
    }

    /// The initial state.
    #[getter]
    fn initial(&self, py: Python<'_>) -> Py<State> {
        self.initial.clone_ref(py)
    }

    /// The one goal state where the puzzle has one (a sliding puzzle's), else `None`: then
    /// `goal_test` is the puzzle's own test (Klotski's block at the exit, a cleared board).
    #[getter]
    fn goal(&self, py: Python<'_>) -> Option<Py<State>> {
        self.goal.as_ref().map(|g| g.clone_ref(py))
    }

    /// How many states this problem has met (interned) so far.
    #[getter]
    fn state_count(&self) -> usize {
        self.table.len()
    }

    /// The legal moves of `state`, in their notation, in a stable order (a tuple).
    fn actions(&mut self, py: Python<'_>, state: &Bound<'_, PyAny>) -> PyResult<Py<PyTuple>> {
        let index = self.index_of(state)?;
        self.expansion(py, index)?;
        let moves = self.expansions.get(index).unwrap_or_default();
        Ok(self.expansions.actions(py, moves)?.unbind())
    }

    /// The state `action` leads to from `state`. An action is one of `actions(state)` (or
    /// another spelling of it); anything else raises `InputError`.
    fn result(
        &mut self,
        py: Python<'_>,
        state: &Bound<'_, PyAny>,
        action: &Bound<'_, PyAny>,
    ) -> PyResult<Py<State>> {
        let index = self.index_of(state)?;
        let (next, _) = self.find_move(py, index, action)?;
        self.state(py, next)
    }

    /// Whether `state` is solved.
    fn goal_test(&mut self, state: &Bound<'_, PyAny>) -> PyResult<bool> {
        let index = self.index_of(state)?;
        Ok(self.table.is_solved(index))
    }

    /// `c` plus the cost of `action` from `state1`, in the puzzle's metric (taps, sticks,
    /// turns + 1...). Klotski: each action moves one piece any distance and costs 1; the step
    /// metric's rule that a piece moving again costs nothing more is not applied (aima's
    /// path_cost does not see the action before), which changes no optimum: merging two
    /// moves of one piece is always one action.
    fn path_cost(
        &mut self,
        py: Python<'_>,
        c: &Bound<'_, PyAny>,
        state1: &Bound<'_, PyAny>,
        action: &Bound<'_, PyAny>,
        state2: &Bound<'_, PyAny>,
    ) -> PyResult<Py<PyAny>> {
        let _ = state2;
        let index = self.index_of(state1)?;
        let (_, cost) = self.find_move(py, index, action)?;
        Ok(c.add(cost)?.unbind())
    }

    /// The default admissible heuristic (the search lab's default, `default` in
    /// `puzzlelab.heuristics(puzzle)`) at a node (anything with `.state`) or a state.
    fn h(&mut self, node: &Bound<'_, PyAny>) -> PyResult<Cost> {
        let index = self.index_of_node(node)?;
        Ok(self.table.heuristic(index))
    }

    /// The search lab's heuristic called `name` (`manhattan`, `inadmissible`...; the names
    /// `puzzlelab <id> heuristics` lists) as a callable on nodes and states, its values
    /// cached per state.
    fn heuristic(slf: Bound<'_, Self>, name: &str) -> PyResult<Heuristic> {
        let py = slf.py();
        let (initial, lang) = {
            let problem = slf.borrow();
            (problem.initial.get().index, problem.lang)
        };
        let first = slf
            .borrow()
            .table
            .named_heuristic(initial, name)
            .map_err(|e| voice::puzzle_error(py, e, name, lang))?;
        let mut cache = HashMap::new();
        cache.insert(initial, first);
        Ok(Heuristic {
            problem: slf.unbind(),
            name: name.to_string(),
            cache: Mutex::new(cache),
        })
    }

    fn __repr__(&self) -> String {
        format!(
            "Problem({:?}, {:?})",
            self.puzzle.info().id,
            &*self.initial.get().name
        )
    }
}

/// A named heuristic of a `Problem` (from `Problem.heuristic(name)`): call it on a node
/// (anything with `.state`) or a state for its estimate of the cost left.
#[pyclass(module = "puzzlelab", frozen)]
pub struct Heuristic {
    problem: Py<Problem>,
    name: String,
    cache: Mutex<HashMap<StateIndex, Cost>>,
}

#[pymethods]
impl Heuristic {
    /// The estimate at a node or a state.
    fn __call__(&self, py: Python<'_>, node: &Bound<'_, PyAny>) -> PyResult<Cost> {
        let mut problem = self.problem.bind(py).borrow_mut();
        let index = problem.index_of_node(node)?;
        if let Some(&known) = self
            .cache
            .lock()
            .ok()
            .and_then(|c| c.get(&index).copied())
            .as_ref()
        {
            return Ok(known);
        }
        let h = problem
            .table
            .named_heuristic(index, &self.name)
            .map_err(|e| voice::puzzle_error(py, e, &self.name, problem.lang))?;
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(index, h);
        }
        Ok(h)
    }

    /// The heuristic's name.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    fn __repr__(&self) -> String {
        format!("Heuristic({:?})", self.name)
    }
}
