//! Solves the seed board many times (for profiling with perf).
fn main() {
    let text = include_str!("../data/lianliankan-seed-board.txt");
    let Ok(board) = lianliankan::parse_board(text) else {
        return;
    };
    let rules = lianliankan::Rules::with_max_turns(lianliankan::MaxTurns::Limit(3));
    let puzzle = lianliankan::Puzzle::new(board, rules);
    let mut total = 0;
    for _ in 0..200 {
        total += lianliankan::solve(&puzzle, &search::Limits::none())
            .cost
            .unwrap_or(0);
    }
    println!("{total}");
}
