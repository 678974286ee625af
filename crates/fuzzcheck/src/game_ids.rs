//! Game IDs of every puzzle: parse, canonical form, position, legal moves.

use std::sync::OnceLock;

use puzzle::{DynPuzzle, Registry};

/// Most legal moves of one position played.
const MOVES_PLAYED: usize = 64;

/// Every puzzle of the registry, built once.
pub fn puzzles() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(registry::all)
}

/// The first byte picks the puzzle (modulo their number), the rest (UTF-8, invalid bytes
/// replaced) is its game ID; see [`check_game_id`].
pub fn game_ids(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let registry = puzzles();
    let ids = registry.ids();
    let Some(puzzle) = registry.get(ids[usize::from(pick) % ids.len()]) else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    check_game_id(puzzle, &text);
    walk(puzzle, &text, rest);
}

/// Most moves of one walk.
const WALK: usize = 16;

/// From `text` (when it parses), plays up to 16 legal moves in a row, the `i`-th chosen by
/// the `i`-th byte of `choices` (cyclically), each with the move before it as `previous`
/// (the metrics that merge a piece's consecutive moves): every listed move plays, and each
/// position reached has a stable canonical ID and is not `playing` without a move.
///
/// # Panics
/// When one of these does not hold.
pub fn walk(puzzle: &dyn DynPuzzle, text: &str, choices: &[u8]) {
    let id = puzzle.info().id;
    let Ok(mut game) = puzzle.canonical(text) else {
        return;
    };
    if choices.is_empty() {
        return;
    }
    let mut previous: Option<serde_json::Value> = None;
    for step in 0..WALK {
        let position = puzzle.position(&game).unwrap_or_else(|e| {
            panic!("{id}: walk from {text:?}, step {step}: {game:?} does not parse: {e}")
        });
        let moves = &position.legal_moves;
        if moves.is_empty() {
            assert!(
                position.status != puzzle::Status::Playing,
                "{id}: walk from {text:?}: {game:?} has no move, yet is playing"
            );
            return;
        }
        let mv = moves[usize::from(choices[step % choices.len()]) % moves.len()].json();
        let played = puzzle
            .play(&game, mv, previous.as_ref())
            .unwrap_or_else(|e| {
                panic!("{id}: walk from {text:?}: legal move {mv} on {game:?} (after {previous:?}) is refused: {e}")
            });
        let after = played.position.game;
        match puzzle.canonical(&after) {
            Ok(again) if again == after => {}
            other => panic!("{id}: walk from {text:?}: after {mv} on {game:?}: {after:?} is not a stable ID: {other:?}"),
        }
        previous = Some(mv.clone());
        game = after;
    }
}

/// Checks `text` as a game ID of `puzzle`: refused or accepted, never a panic, and when it is
/// accepted:
/// - its canonical ID parses to itself (formatting is stable);
/// - `position` accepts it too, says that canonical ID, and is the same as the canonical
///   ID's position (a game ID is the whole game);
/// - a position with no legal move is not `playing`;
/// - each legal move listed (the first 64) plays, and the position after it has a stable
///   canonical ID.
///
/// # Panics
/// When one of these does not hold, with the puzzle, the input and what failed.
pub fn check_game_id(puzzle: &dyn DynPuzzle, text: &str) {
    let id = puzzle.info().id;
    let fail = |what: String| -> ! { panic!("{id}: game ID {text:?}: {what}") };
    let canonical = match puzzle.canonical(text) {
        Ok(c) => c,
        Err(e) => {
            if let Ok(p) = puzzle.position(text) {
                fail(format!(
                    "canonical refuses it ({e}) but position accepts it: {p:?}"
                ));
            }
            return;
        }
    };
    match puzzle.canonical(&canonical) {
        Ok(again) if again == canonical => {}
        Ok(again) => fail(format!("canonical {canonical:?} is not stable: {again:?}")),
        Err(e) => fail(format!(
            "its canonical ID {canonical:?} does not parse: {e}"
        )),
    }
    let position = puzzle
        .position(text)
        .unwrap_or_else(|e| fail(format!("canonical accepts it, position refuses it: {e}")));
    if position.game != canonical {
        fail(format!(
            "position says {} for canonical {canonical:?}",
            position.game
        ));
    }
    if text != canonical {
        let of_canonical = puzzle
            .position(&canonical)
            .unwrap_or_else(|e| fail(format!("position refuses the canonical ID: {e}")));
        if of_canonical != position {
            fail(format!(
                "its position differs from its canonical ID's: {position:?} vs {of_canonical:?}"
            ));
        }
    }
    let moves = &position.legal_moves;
    let count = position.legal_move_count;
    if moves.len() > count {
        fail(format!(
            "legal_move_count {count:?} with {} listed",
            moves.len()
        ));
    }
    if count == 0 && position.status == puzzle::Status::Playing {
        fail("no legal move, yet the status is playing".into());
    }
    for mv in moves
        .iter()
        .take(MOVES_PLAYED)
        .map(puzzle::PuzzleData::json)
    {
        let played = puzzle
            .play(&canonical, mv, None)
            .unwrap_or_else(|e| fail(format!("legal move {mv} is refused: {e}")));
        let after = played.position.game.as_str();
        match puzzle.canonical(after) {
            Ok(again) if again == after => {}
            Ok(again) => fail(format!("after {mv}: {after:?} is not stable: {again:?}")),
            Err(e) => fail(format!("after {mv}: {after:?} does not parse: {e}")),
        }
    }
}
