//! The Python package `puzzlelab` (module `puzzlelab._puzzlelab`, re-exported by
//! `python/puzzlelab/__init__.py`): every puzzle of the registry as an AIMA-style search
//! problem ([`problem::Problem`], states [`problem::State`]), and the command line's check and
//! solve answers as dicts. The rules stay in the puzzle crates; this crate only translates.

mod expansions;
mod problem;
mod voice;

use std::sync::OnceLock;
use std::time::Duration;

use puzzle::{DynPuzzle, Registry, StepDetail};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use search::Limits;
use serde::Serialize;

/// Every puzzle, built once for the life of the interpreter.
fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(registry::all)
}

/// The puzzle called `id`, or a `ValueError` listing the ids.
pub(crate) fn find(id: &str) -> PyResult<&'static dyn DynPuzzle> {
    registry()
        .find(id)
        .map_err(|words| PyValueError::new_err(puzzle::words::english(&words)))
}

/// `timeout` seconds as limits (`None`: no limit).
fn limits(timeout: Option<f64>) -> PyResult<Limits> {
    match timeout {
        None => Ok(Limits::none()),
        Some(t) => Duration::try_from_secs_f64(t)
            .map(|d| Limits::none().with_max_time(d))
            .map_err(|_| {
                PyValueError::new_err(format!("timeout={t}: give seconds, 0 or more, or None"))
            }),
    }
}

/// A typed answer as the dict its JSON makes (through `json.loads`, so the keys and values
/// are exactly the command line's `--json`).
fn as_dict<'py>(py: Python<'py>, answer: &impl Serialize) -> PyResult<Bound<'py, PyDict>> {
    let text = serde_json::to_string(answer)
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    let loaded = py.import("json")?.call_method1("loads", (text,))?;
    Ok(loaded.cast_into::<PyDict>()?)
}

/// The ids of every puzzle, in menu order: `klotski`, `lianliankan`, `matchstick`,
/// `tendrops`, `n-puzzle`.
#[pyfunction]
fn puzzles() -> Vec<&'static str> {
    registry().ids()
}

/// The puzzle's example game ID: one its default solver solves in well under a second.
#[pyfunction]
fn example(puzzle: &str) -> PyResult<&'static str> {
    Ok(find(puzzle)?.info().example)
}

/// The search lab's heuristics of the puzzle: a list of dicts `{name, description,
/// admissible, consistent, default, experiment}`, the names `Problem.heuristic` takes;
/// `Problem.h` is the one marked `default`.
#[pyfunction]
fn heuristics<'py>(py: Python<'py>, puzzle: &str) -> PyResult<Bound<'py, PyAny>> {
    let list = find(puzzle)?.heuristics();
    let text = serde_json::to_string(&list)
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    py.import("json")?.call_method1("loads", (text,))
}

/// Sets the language of error messages for every later call: `"zh-CN"` or `"en"`; `None`
/// goes back to the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`).
#[pyfunction]
#[pyo3(signature = (lang))]
fn set_language(lang: Option<&str>) -> PyResult<()> {
    voice::set_chosen(lang.map(voice::parse_lang).transpose()?);
    Ok(())
}

/// Checks an answer: `moves` (in their notation, as `Problem.actions` lists them, or their
/// JSON form) replayed from `game` and rated against the optimum the puzzle's default solver
/// proves within `timeout` seconds (`None`: no limit). Returns the command line's `check
/// --json` answer as a dict: `legal`, `solved`, `cost`, `optimum` (None when not proven),
/// `lower_bound`, `verdict` (`optimal`, `valid`, `unsolved` or `illegal`), `illegal` (the
/// first refused move: `index`, `move`, `error`), `game`, `moves`, `played`, `end`, `status`.
/// A bad game ID raises `InputError` (a `ValueError`) with its line and column.
#[pyfunction]
#[pyo3(signature = (puzzle, game, moves, *, timeout = Some(60.0), lang = None))]
fn check<'py>(
    py: Python<'py>,
    puzzle: &str,
    game: &str,
    moves: Vec<String>,
    timeout: Option<f64>,
    lang: Option<&str>,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = voice::pick(lang)?;
    let found = find(puzzle)?;
    let limits = limits(timeout)?;
    let answer = py
        .detach(|| found.check(game, &moves, &limits))
        .map_err(|e| voice::puzzle_error(py, e, game, lang))?;
    as_dict(py, &answer)
}

/// Solves `game` with `solver` (the puzzle's default exact solver when `None`) within
/// `timeout` seconds (`None`: no limit). Returns the command line's `solve --json` answer as
/// a dict: `algorithm`, `solver`, `claim`, `cost`, `lower_bound`, `stats`, `game`, `steps`
/// (each with `move_text`, `cost`, `g`, `h`, `f`, `game`), `summary` and the puzzle's own
/// fields. A bad game ID raises `InputError` (a `ValueError`) with its line and column.
#[pyfunction]
#[pyo3(signature = (puzzle, game, solver = None, *, timeout = Some(60.0), lang = None))]
fn solve<'py>(
    py: Python<'py>,
    puzzle: &str,
    game: &str,
    solver: Option<&str>,
    timeout: Option<f64>,
    lang: Option<&str>,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = voice::pick(lang)?;
    let found = find(puzzle)?;
    let limits = limits(timeout)?;
    let answer = py
        .detach(|| found.solve(game, solver, StepDetail::Games, &limits))
        .map_err(|e| voice::puzzle_error(py, e, game, lang))?;
    as_dict(py, &answer)
}

/// The module: functions, the problem and state classes, the input error.
#[pymodule]
fn _puzzlelab(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(puzzles, m)?)?;
    m.add_function(wrap_pyfunction!(example, m)?)?;
    m.add_function(wrap_pyfunction!(heuristics, m)?)?;
    m.add_function(wrap_pyfunction!(set_language, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(solve, m)?)?;
    m.add_class::<problem::Problem>()?;
    m.add_class::<problem::State>()?;
    m.add_class::<problem::Heuristic>()?;
    m.add("InputError", m.py().get_type::<voice::InputError>())?;
    Ok(())
}
