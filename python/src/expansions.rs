//! The moves of every state a `Problem` has expanded, kept in one arena: per state, where its
//! moves start and how many there are; per move, its text (a number into the shared move
//! texts), where it leads and its cost. A state is expanded once, however often it is asked
//! about, at about 40 bytes a state on the 8-puzzle; each move text is one Python `str`.

use puzzle::{StateIndex, TableMove};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use rustc_hash::FxHashMap;
use search::Cost;

/// One kept move.
#[derive(Debug, Clone, Copy)]
pub struct KeptMove {
    /// Its text's number in [`Expansions::text`].
    pub text: u32,
    /// The state it leads to.
    pub next: StateIndex,
    /// Its cost.
    pub cost: Cost,
}

/// The expanded states' moves and the move texts.
#[derive(Default)]
pub struct Expansions {
    /// Per state number: the start and length of its moves in `moves`, once expanded.
    spans: Vec<Option<(u32, u32)>>,
    moves: Vec<KeptMove>,
    texts: Vec<Py<PyString>>,
    text_numbers: FxHashMap<Box<str>, u32>,
}

fn too_many() -> PyErr {
    PyValueError::new_err("too many moves for one problem")
}

impl Expansions {
    /// The moves of `state`, when it has been expanded.
    pub fn get(&self, state: StateIndex) -> Option<&[KeptMove]> {
        let (start, len) = (*self.spans.get(state as usize)?)?;
        self.moves.get(start as usize..(start + len) as usize)
    }

    /// Keeps `moves` as the moves of `state` and answers them.
    pub fn keep(
        &mut self,
        py: Python<'_>,
        state: StateIndex,
        moves: &[TableMove],
    ) -> PyResult<&[KeptMove]> {
        let start = u32::try_from(self.moves.len()).map_err(|_| too_many())?;
        let len = u32::try_from(moves.len()).map_err(|_| too_many())?;
        start.checked_add(len).ok_or_else(too_many)?;
        for m in moves {
            let text = self.text_number(py, &m.text)?;
            self.moves.push(KeptMove {
                text,
                next: m.next,
                cost: m.cost,
            });
        }
        let at = state as usize;
        if self.spans.len() <= at {
            self.spans.resize(at + 1, None);
        }
        self.spans[at] = Some((start, len));
        Ok(&self.moves[start as usize..])
    }

    /// The Python `str` of move text number `number`.
    pub fn text(&self, number: u32) -> &Py<PyString> {
        &self.texts[number as usize]
    }

    /// The `actions` tuple of `moves`.
    pub fn actions<'py>(
        &self,
        py: Python<'py>,
        moves: &[KeptMove],
    ) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, moves.iter().map(|m| self.text(m.text).bind(py)))
    }

    fn text_number(&mut self, py: Python<'_>, text: &str) -> PyResult<u32> {
        if let Some(&known) = self.text_numbers.get(text) {
            return Ok(known);
        }
        let number = u32::try_from(self.texts.len()).map_err(|_| too_many())?;
        self.texts.push(PyString::new(py, text).unbind());
        self.text_numbers.insert(text.into(), number);
        Ok(number)
    }
}
