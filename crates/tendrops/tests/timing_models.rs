//! Hand-worked chains that pin each timing model: same-tick arrivals, droplets crossing a cell
//! that just burst, droplets leaving the board. The tick-by-tick working is in the comments;
//! coordinates are (row, col), 0-based.

use tendrops::events::{ChainLog, FlightEnd};
use tendrops::{simulate, Board, Pos, Timing};

fn run(board: &str, tap: (usize, usize), timing: Timing) -> ChainLog {
    let board: Board = board.parse().unwrap();
    simulate(&board, Pos::new(tap.0, tap.1), timing).unwrap()
}

/// (tick, cell) of every burst, in order.
fn bursts(log: &ChainLog) -> Vec<(u32, (usize, usize))> {
    log.frames
        .iter()
        .flat_map(|f| f.bursts.iter().map(move |p| (f.tick, (p.row, p.col))))
        .collect()
}

// Board E1, tap (1,2):      2 4 4 1
//                           0 4 4 0
//                           0 0 0 0
// Latency A (t = 2d - 1 for a hop of d cells):
//  t0 (1,2) bursts.  t1 its up/left droplets reach (0,2) and (1,1): both burst.
//  t2 (0,2)'s left droplet (moving left) and (1,1)'s up droplet (moving up) reach (0,1)=4
//     in the same tick; (0,2)'s right droplet makes (0,3) 1 -> 2.
//     sum: both absorbed, (0,1) bursts once, one droplet's water spilled.
//     cap: the up-mover fills (0,1); the left-mover flies on through it and reaches (0,0)
//          at t4 (a hop through a cell takes 2 ticks).
//     (0,1) bursts at t2: its left droplet reaches (0,0) at t3 (2 -> 3), its right droplet
//     crosses the emptied (0,2) and reaches (0,3) at t5 (2 -> 3).
//  sum ends with 3 0 0 3, cap with 4 0 0 3 (the passing droplet adds 1 at t4).
// Latency B (t = d): the same order of events one tick per cell; in cap the passing droplet
//  and (0,1)'s left droplet reach (0,0) together at t3, both absorbed (2 + 2 = 4).
const E1: &str = "2441/0440/0000";

#[test]
fn e1_a_sum_spills_the_second_simultaneous_droplet() {
    let log = run(E1, (1, 2), Timing::ASum);
    assert_eq!(
        bursts(&log),
        vec![(0, (1, 2)), (1, (0, 2)), (1, (1, 1)), (2, (0, 1))]
    );
    assert_eq!(log.after.to_line(), "3003/0000/0000");
    let t2 = &log.frames[2];
    assert_eq!(
        t2.absorbed.iter().filter(|p| **p == Pos::new(0, 1)).count(),
        1
    );
    assert_eq!(t2.spilled, vec![Pos::new(0, 1)]);
    // (0,1)'s right droplet flies over (0,2), emptied at t1, and arrives at t5.
    assert_eq!(log.frames[5].absorbed, vec![Pos::new(0, 3)]);
    // 16 droplets: 6 absorbed (t1: 2, t2: 2, t3: 1, t5: 1), 1 spilled, 9 left the board
    // (the last, (0,1)'s down droplet, at t2 + 5 = t7). Water: 19 + 1 - 4 bursts - 10 = 6.
    assert_eq!((log.bursts, log.lost, log.ticks), (4, 10, 7));
}

#[test]
fn e1_a_cap_lets_the_extra_droplet_fly_on() {
    let log = run(E1, (1, 2), Timing::ACap);
    assert_eq!(log.after.to_line(), "4003/0000/0000");
    let t2 = &log.frames[2];
    assert!(t2.spilled.is_empty());
    assert!(t2.passed.contains(&Pos::new(0, 1)));
    // The up-mover (launched by (1,1)) was absorbed, the left-mover reached (0,0) at t4.
    let absorbed_at = |cell: Pos| {
        log.flights
            .iter()
            .filter(|f| f.end == FlightEnd::Absorbed { cell })
            .map(|f| (f.ended, f.from, f.dir))
            .collect::<Vec<_>>()
    };
    let at_01 = absorbed_at(Pos::new(0, 1));
    assert_eq!(at_01.len(), 1);
    assert_eq!(at_01[0].1, Pos::new(1, 1));
    let mut at_00: Vec<u32> = absorbed_at(Pos::new(0, 0)).iter().map(|a| a.0).collect();
    at_00.sort();
    assert_eq!(at_00, vec![3, 4]);
}

#[test]
fn e1_b_models_arrive_one_cell_per_tick() {
    let sum = run(E1, (1, 2), Timing::BSum);
    assert_eq!(
        bursts(&sum),
        vec![(0, (1, 2)), (1, (0, 2)), (1, (1, 1)), (2, (0, 1))]
    );
    assert_eq!(sum.after.to_line(), "3003/0000/0000");
    // (0,1)'s right droplet crosses (0,2) at t3 and reaches (0,3) at t4.
    assert_eq!(sum.frames[4].absorbed, vec![Pos::new(0, 3)]);
    let cap = run(E1, (1, 2), Timing::BCap);
    assert_eq!(cap.after.to_line(), "4003/0000/0000");
    // Both droplets reach (0,0) at t3 together.
    assert_eq!(cap.frames[3].absorbed, vec![Pos::new(0, 0), Pos::new(0, 0)]);
}

// Board E2, tap (0,0):      4 4 0 0
//                           0 4 4 0
//                           4 0 4 3
// Two routes from the tap to Z = (2,2):
//  alpha: (0,0) -down 2-> (2,0) -right 2-> Z     (2 hops, 4 cells)
//  beta:  (0,0) -> (0,1) -> (1,1) -> (1,2) -> Z  (4 hops of 1 cell)
// Latency A: alpha takes 3 + 3 = 6 ticks, beta 1 + 1 + 1 + 1 = 4. Z bursts at t4 (beta);
//   its right droplet reaches W = (2,3) at t5 (3 -> 4). Alpha's droplet reaches the emptied
//   Z at t6, crosses it and reaches W at t8: W bursts. The board is cleared (7 bursts), in
//   sum and cap alike (no two droplets ever arrive together).
// Latency B: alpha takes 2 + 2 = 4 ticks, beta 4: both reach Z at t4.
//   sum: Z bursts once, one droplet spilled; W gets only Z's droplet: 4 is left at (2,3).
//   cap: the down-mover (beta) fills Z, the right-mover (alpha) flies through; it reaches W at
//   t5 together with Z's right droplet: 3 + 2 = 5, W bursts, the board is cleared.
const E2: &str = "4400/0440/4043";

#[test]
fn e2_a_models_cross_the_cell_that_just_burst() {
    for timing in [Timing::ASum, Timing::ACap] {
        let log = run(E2, (0, 0), timing);
        assert_eq!(
            bursts(&log),
            vec![
                (0, (0, 0)),
                (1, (0, 1)),
                (2, (1, 1)),
                (3, (1, 2)),
                (3, (2, 0)),
                (4, (2, 2)),
                (8, (2, 3))
            ],
            "{timing}"
        );
        assert!(log.after.is_clear());
        assert!(log.frames[6].passed.contains(&Pos::new(2, 2)), "{timing}");
        assert_eq!(log.frames[5].absorbed, vec![Pos::new(2, 3)]);
        assert_eq!(log.frames[8].absorbed, vec![Pos::new(2, 3)]);
    }
}

#[test]
fn e2_b_sum_spills_and_leaves_a_drop() {
    let log = run(E2, (0, 0), Timing::BSum);
    assert_eq!(
        bursts(&log),
        vec![
            (0, (0, 0)),
            (1, (0, 1)),
            (2, (1, 1)),
            (2, (2, 0)),
            (3, (1, 2)),
            (4, (2, 2))
        ]
    );
    assert_eq!(log.frames[4].spilled, vec![Pos::new(2, 2)]);
    assert_eq!(log.after.to_line(), "0000/0000/0004");
}

#[test]
fn e2_b_cap_delivers_two_droplets_in_one_tick() {
    let log = run(E2, (0, 0), Timing::BCap);
    assert_eq!(log.frames[5].absorbed, vec![Pos::new(2, 3), Pos::new(2, 3)]);
    assert_eq!(log.frames[5].bursts, vec![Pos::new(2, 3)]);
    assert!(log.after.is_clear());
    assert_eq!(log.bursts, 7);
}

// Leaving the board: a lone 4 in a corner of a 1x3 board, tap (0,0).
//  A: up and left leave at t1 (edge at half a cell), right crosses (0,1) and reaches (0,2)
//     at t3, down leaves at t1.  B: edges at t1, (0,2) reached at t2.
#[test]
fn droplets_leave_the_board_at_the_edge() {
    let a = run("401", (0, 0), Timing::ASum);
    assert_eq!(a.frames[1].left_board.len(), 3);
    assert_eq!(a.frames[3].absorbed, vec![Pos::new(0, 2)]);
    assert_eq!(a.after.to_line(), "002");
    // At t1 the leaving droplets are half a cell outside the board.
    let up = a.frames[1].droplets.iter().find(|d| d.id == 0).unwrap();
    assert_eq!((up.row, up.col), (-0.5, 0.0));
    let b = run("401", (0, 0), Timing::BSum);
    assert_eq!(b.frames[1].left_board.len(), 3);
    assert_eq!(b.frames[2].absorbed, vec![Pos::new(0, 2)]);
    assert_eq!(b.ticks, 2);
}

#[test]
fn a_tap_below_five_only_grows_the_drop() {
    let log = run("30/00", (0, 0), Timing::ASum);
    assert_eq!((log.bursts, log.ticks, log.frames.len()), (0, 0, 1));
    assert_eq!(log.after.to_line(), "40/00");
    let created = run("30/00", (1, 1), Timing::ASum);
    assert!(created.created);
    assert_eq!(created.after.to_line(), "30/01");
}
