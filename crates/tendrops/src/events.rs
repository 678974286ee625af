//! The event stream of one tap, for animation and for tests that pin the timing models.
//!
//! [`simulate`] runs a tap with a recording observer and returns a [`ChainLog`]: every
//! droplet's flight (where it started, when and how it ended) and one [`Frame`] per tick with
//! droplet positions (fractional cells), absorptions, bursts, droplets passing emptied cells or
//! leaving the board, and the board after the tick.

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use crate::board::{Board, Pos};
use crate::chain::{tap_cells, ChainObserver, ChainScratch, Dir, Grid, TapOutcome};
use crate::rules::Timing;

/// How a droplet's flight ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FlightEnd {
    /// Absorbed by the drop at `cell` (+1).
    Absorbed {
        /// The drop's cell.
        cell: Pos,
    },
    /// Reached the drop at `cell` with others that already filled it: water lost (sum policy).
    Spilled {
        /// The drop's cell.
        cell: Pos,
    },
    /// Reached the edge of the board.
    LeftBoard,
}

/// One droplet from launch to end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Flight {
    /// The droplet's id (launch order, from 0).
    pub id: u32,
    /// The cell that burst and launched it.
    pub from: Pos,
    /// Where it flies.
    pub dir: Dir,
    /// Tick of the launch.
    pub launched: u32,
    /// Tick of the end.
    pub ended: u32,
    /// How it ended.
    pub end: FlightEnd,
}

/// A droplet's position during a tick, in cell units (`row`, `col` may be fractional and may
/// lie half a cell outside the board when it leaves).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct DropletAt {
    /// The droplet's id.
    pub id: u32,
    /// Row, in cells.
    pub row: f64,
    /// Column, in cells.
    pub col: f64,
}

/// Everything that happened in one tick, and the board afterwards.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Frame {
    /// Ticks since the tap.
    pub tick: u32,
    /// Droplets in flight at this tick (including those that end at this tick).
    pub droplets: Vec<DropletAt>,
    /// Drops that absorbed a droplet, once per droplet.
    pub absorbed: Vec<Pos>,
    /// Drops reached by droplets whose water was lost (sum policy), once per droplet.
    pub spilled: Vec<Pos>,
    /// Cells a droplet flew through because their drop was gone (or full, cap policy).
    pub passed: Vec<Pos>,
    /// Ids of droplets that left the board.
    pub left_board: Vec<u32>,
    /// Drops that burst at the end of the tick.
    pub bursts: Vec<Pos>,
    /// The board at the end of the tick.
    pub board: Board,
}

/// The full record of one tap.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ChainLog {
    /// The timing model.
    pub timing: Timing,
    /// The tapped cell.
    pub tap: Pos,
    /// The tap fell on an empty cell and created a drop.
    pub created: bool,
    /// Bursts in the chain, the tapped drop included.
    pub bursts: u32,
    /// Droplets whose water was lost.
    pub lost: u32,
    /// Last tick at which something happened (0 when the tap burst nothing).
    pub ticks: u32,
    /// Every droplet, by id.
    pub flights: Vec<Flight>,
    /// One frame per tick, from tick 0.
    pub frames: Vec<Frame>,
    /// The board after the chain.
    pub after: Board,
}

#[derive(Debug, Clone, Copy)]
enum Event {
    Launched {
        id: u32,
        from: usize,
        dir: Dir,
        tick: u32,
    },
    Absorbed {
        id: u32,
        cell: usize,
        tick: u32,
    },
    Spilled {
        id: u32,
        cell: usize,
        tick: u32,
    },
    Passed {
        cell: usize,
        tick: u32,
    },
    LeftBoard {
        id: u32,
        tick: u32,
    },
    Burst {
        cell: usize,
        tick: u32,
    },
}

#[derive(Default)]
struct Recorder {
    events: Vec<Event>,
}

impl ChainObserver for Recorder {
    fn launched(&mut self, id: u32, from: usize, dir: Dir, tick: u32) {
        self.events.push(Event::Launched {
            id,
            from,
            dir,
            tick,
        });
    }
    fn absorbed(&mut self, id: u32, cell: usize, tick: u32) {
        self.events.push(Event::Absorbed { id, cell, tick });
    }
    fn spilled(&mut self, id: u32, cell: usize, tick: u32) {
        self.events.push(Event::Spilled { id, cell, tick });
    }
    fn passed(&mut self, _id: u32, cell: usize, tick: u32) {
        self.events.push(Event::Passed { cell, tick });
    }
    fn left_board(&mut self, id: u32, tick: u32) {
        self.events.push(Event::LeftBoard { id, tick });
    }
    fn burst(&mut self, cell: usize, tick: u32) {
        self.events.push(Event::Burst { cell, tick });
    }
}

/// Why a tap cannot be simulated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum TapError {
    /// The cell is not on the board.
    OutsideBoard {
        /// The cell.
        pos: Pos,
        /// The board's rows.
        rows: usize,
        /// The board's columns.
        cols: usize,
    },
    /// The cell is empty and the rules forbid creating drops.
    EmptyCell {
        /// The cell.
        pos: Pos,
    },
}

impl TapError {
    /// Why the cell cannot be tapped, as catalogue words (`tendrops-illegal-*`): the cell both
    /// 0-based as in the notation and counted from 1.
    pub fn words(&self) -> Words {
        match *self {
            TapError::OutsideBoard { pos, rows, cols } => {
                cell_words("tendrops-illegal-outside", pos)
                    .arg("rows", rows)
                    .arg("cols", cols)
                    .arg("rows0", rows.saturating_sub(1))
                    .arg("cols0", cols.saturating_sub(1))
            }
            TapError::EmptyCell { pos } => cell_words("tendrops-illegal-empty-cell", pos),
        }
    }
}

/// The words `key` about cell `pos`: `row0`, `col0` from 0 and `row`, `col` from 1.
fn cell_words(key: &'static str, pos: Pos) -> Words {
    Words::new(key)
        .arg("row0", pos.row)
        .arg("col0", pos.col)
        .arg("row", pos.row as u128 + 1)
        .arg("col", pos.col as u128 + 1)
}

/// Runs one tap on a copy of `board` and records everything that happens.
pub fn simulate(board: &Board, tap: Pos, timing: Timing) -> Result<ChainLog, TapError> {
    let index = board.index(tap).ok_or(TapError::OutsideBoard {
        pos: tap,
        rows: board.rows(),
        cols: board.cols(),
    })?;
    let grid = Grid {
        rows: board.rows(),
        cols: board.cols(),
        timing,
    };
    let mut after = board.clone();
    let mut recorder = Recorder::default();
    let outcome = tap_cells(
        after.cells_mut(),
        grid,
        index,
        &mut ChainScratch::default(),
        &mut recorder,
    );
    Ok(build_log(
        board,
        tap,
        index,
        grid,
        outcome,
        &recorder.events,
        after,
    ))
}

fn build_log(
    before: &Board,
    tap: Pos,
    index: usize,
    grid: Grid,
    outcome: TapOutcome,
    events: &[Event],
    after: Board,
) -> ChainLog {
    let pos = |cell: usize| before.pos(cell);
    let mut flights: Vec<Flight> = Vec::new();
    for e in events {
        match *e {
            Event::Launched {
                id,
                from,
                dir,
                tick,
            } => flights.push(Flight {
                id,
                from: pos(from),
                dir,
                launched: tick,
                ended: tick,
                end: FlightEnd::LeftBoard,
            }),
            Event::Absorbed { id, cell, tick } => end_flight(
                &mut flights,
                id,
                tick,
                FlightEnd::Absorbed { cell: pos(cell) },
            ),
            Event::Spilled { id, cell, tick } => end_flight(
                &mut flights,
                id,
                tick,
                FlightEnd::Spilled { cell: pos(cell) },
            ),
            Event::LeftBoard { id, tick } => {
                end_flight(&mut flights, id, tick, FlightEnd::LeftBoard)
            }
            Event::Passed { .. } | Event::Burst { .. } => {}
        }
    }
    let mut board = before.clone();
    board.cells_mut()[index] = (board.cells()[index] + 1).min(crate::board::MAX_DROP + 1);
    let speed = if grid.timing.half_cell_ticks() {
        0.5
    } else {
        1.0
    };
    let mut frames: Vec<Frame> = Vec::new();
    let mut events = events.iter().peekable();
    for tick in 0..=outcome.ticks {
        let mut frame = Frame {
            tick,
            droplets: Vec::new(),
            absorbed: Vec::new(),
            spilled: Vec::new(),
            passed: Vec::new(),
            left_board: Vec::new(),
            bursts: Vec::new(),
            board: board.clone(),
        };
        while let Some(e) = events.next_if(|e| event_tick(e) == tick) {
            match *e {
                Event::Absorbed { cell, .. } => {
                    board.cells_mut()[cell] += 1;
                    frame.absorbed.push(pos(cell));
                }
                Event::Spilled { cell, .. } => frame.spilled.push(pos(cell)),
                Event::Passed { cell, .. } => frame.passed.push(pos(cell)),
                Event::LeftBoard { id, .. } => frame.left_board.push(id),
                Event::Burst { cell, .. } => {
                    board.cells_mut()[cell] = 0;
                    frame.bursts.push(pos(cell));
                }
                Event::Launched { .. } => {}
            }
        }
        frame.droplets = flights
            .iter()
            .filter(|f| f.launched < tick && tick <= f.ended)
            .map(|f| {
                let (dr, dc) = f.dir.delta();
                let dist = f64::from(tick - f.launched) * speed;
                DropletAt {
                    id: f.id,
                    row: f.from.row as f64 + f64::from(dr) * dist,
                    col: f.from.col as f64 + f64::from(dc) * dist,
                }
            })
            .collect();
        frame.board = board.clone();
        frames.push(frame);
    }
    ChainLog {
        timing: grid.timing,
        tap,
        created: outcome.created,
        bursts: outcome.bursts,
        lost: outcome.lost,
        ticks: outcome.ticks,
        flights,
        frames,
        after,
    }
}

fn end_flight(flights: &mut [Flight], id: u32, tick: u32, end: FlightEnd) {
    if let Some(f) = flights.get_mut(id as usize) {
        f.ended = tick;
        f.end = end;
    }
}

fn event_tick(e: &Event) -> u32 {
    match *e {
        Event::Launched { tick, .. }
        | Event::Absorbed { tick, .. }
        | Event::Spilled { tick, .. }
        | Event::Passed { tick, .. }
        | Event::LeftBoard { tick, .. }
        | Event::Burst { tick, .. } => tick,
    }
}
