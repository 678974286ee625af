//! The checks every [`Puzzle`] implementation must pass, for the puzzle crates' own tests and
//! the registry's contract test: canonical game IDs that round-trip, legal moves that apply
//! and serialise back (in JSON and in their notation, read back by `read_move`), solutions that replay to a solved position at their stated cost,
//! hints that are legal moves, parsers that answer garbage with errors, and games that are
//! equal (`Eq`) exactly when their game IDs are; and, for a puzzle
//! with a search lab, [`check_lab`]: the states it names are the game's own positions. For the
//! engines' error types, [`check_said`]: an error's `Display` is its words' English.

mod lab;

pub use lab::check_lab;

use search::{Claim, Limits};

use crate::backend::{Puzzle, Status};
use crate::words::{english, keys_missing_in_english, WordArg, Words};

/// Checks what an error shows (its `Display`, `shown`) against its `words`: the English
/// catalogue has every message they name (the words among their values too), no variable is
/// left unfilled, and `shown` is their English.
pub fn check_said(shown: &str, words: &Words) -> Result<(), String> {
    let missing = keys_missing_in_english(words);
    if !missing.is_empty() {
        return Err(format!("en.ftl lacks {missing:?}"));
    }
    let said = english(words);
    if said.contains('{') {
        return Err(format!(
            "{}: a variable is left unfilled: {said}",
            words.key
        ));
    }
    if shown != said {
        return Err(format!(
            "{} shows {shown:?}, its words say {said:?}",
            words.key
        ));
    }
    Ok(())
}

/// Inputs no parser may panic on.
const GARBAGE: &[&str] = &[
    "",
    ";",
    ";;=",
    "=",
    "\u{0}",
    "-1",
    "9999999999999999999999",
    "華容道;metric",
    " / / / ",
    "\n\n\n",
];

/// Most legal moves of one position tried.
const MOVES_TRIED: usize = 200;

/// Checks `puzzle` on each of `games` (game IDs), solving each with the default solver within
/// `limits`. The error says which game and which invariant failed.
pub fn check<P: Puzzle>(puzzle: &P, games: &[&str], limits: &Limits) -> Result<(), String> {
    let info = puzzle.info();
    check_game(puzzle, info.example, limits)
        .map_err(|e| format!("the example {:?}: {e}", info.example))?;
    for text in games {
        check_game(puzzle, text, limits).map_err(|e| format!("{text:?}: {e}"))?;
    }
    let example = puzzle
        .parse(info.example)
        .map_err(|e| format!("the example does not parse: {e}"))?;
    for text in GARBAGE {
        // a move's text that is garbage is refused (or read) without a panic
        let _ = puzzle.read_move(&example, text);
    }
    if let Ok(read) = puzzle.read_move(&example, info.move_notation) {
        if read.to_string() != info.move_notation {
            return Err(format!(
                "the move notation's example {:?} is written back as {:?}",
                info.move_notation,
                read.to_string()
            ));
        }
    } else {
        return Err(format!(
            "the move notation's example {:?} does not read",
            info.move_notation
        ));
    }
    for text in GARBAGE {
        // Whatever the answer, it must come back (no panic); an accepted text must round-trip.
        if let Ok(game) = puzzle.parse(text) {
            let id = puzzle.format(&game);
            puzzle
                .parse(&id)
                .map_err(|e| format!("{text:?} parsed, but its ID {id:?} does not: {e}"))?;
        }
    }
    let mut keys: Vec<&str> = info
        .rules
        .iter()
        .chain(&info.generate)
        .map(|s| s.key)
        .collect();
    keys.sort_unstable();
    if keys.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!("an option key is declared twice: {keys:?}"));
    }
    if info.difficulties.is_empty() {
        return Err("no difficulty levels declared".into());
    }
    if puzzle.solvers().is_empty() {
        return Err("no solvers declared".into());
    }
    Ok(())
}

fn round_trip<P: Puzzle>(puzzle: &P, game: &P::Game) -> Result<String, String> {
    let id = puzzle.format(game);
    let again = puzzle
        .parse(&id)
        .map_err(|e| format!("its canonical ID {id:?} does not parse: {e}"))?;
    let id2 = puzzle.format(&again);
    if id2 != id {
        return Err(format!(
            "the canonical ID is not stable: {id:?} then {id2:?}"
        ));
    }
    if again != *game {
        return Err(format!(
            "the game read back from its ID {id:?} is not equal (==) to the game written"
        ));
    }
    Ok(id)
}

/// Games are equal exactly when their game IDs are (tables of games rely on it).
fn equal_as_their_ids<P: Puzzle>(games: &[(String, P::Game)]) -> Result<(), String> {
    for (i, (id_a, a)) in games.iter().enumerate() {
        for (id_b, b) in &games[i + 1..] {
            if (id_a == id_b) != (a == b) {
                return Err(format!(
                    "the games {id_a:?} and {id_b:?} are {} (==) but their IDs are {}",
                    if a == b { "equal" } else { "unequal" },
                    if id_a == id_b { "equal" } else { "unequal" },
                ));
            }
        }
    }
    Ok(())
}

fn check_game<P: Puzzle>(puzzle: &P, text: &str, limits: &Limits) -> Result<(), String> {
    let game = puzzle
        .parse(text)
        .map_err(|e| format!("does not parse: {e}"))?;
    round_trip(puzzle, &game)?;
    let moves = puzzle.legal_moves(&game);
    let mut reached = vec![(puzzle.format(&game), game.clone())];
    for mv in moves.iter().take(MOVES_TRIED) {
        let json =
            serde_json::to_value(mv).map_err(|e| format!("move {mv} does not serialise: {e}"))?;
        let back: P::Move = serde_json::from_value(json.clone())
            .map_err(|e| format!("move {json} does not read back: {e}"))?;
        if &back != mv {
            return Err(format!("move {json} reads back as another move"));
        }
        let text = mv.to_string();
        match puzzle.read_move(&game, &text) {
            Ok(read) if &read == mv => {}
            Ok(_) => return Err(format!("the notation {text:?} reads back as another move")),
            Err(e) => return Err(format!("the notation {text:?} does not read back: {e}")),
        }
        let applied = puzzle
            .apply(&game, mv, None)
            .map_err(|e| format!("legal move {mv} is refused: {e}"))?;
        let id = round_trip(puzzle, &applied.game).map_err(|e| format!("after {mv}: {e}"))?;
        reached.push((id, applied.game));
    }
    equal_as_their_ids::<P>(&reached)?;
    if moves.is_empty() && puzzle.status(&game) == Status::Playing {
        return Err("no legal move, yet the status is 'playing' (should be 'stuck')".into());
    }
    let solver = puzzle
        .solvers()
        .into_iter()
        .next()
        .map(|s| s.name)
        .ok_or("no solvers")?;
    let solved = puzzle
        .solve(&game, &solver, limits)
        .map_err(|e| format!("the default solver failed: {e}"))?;
    if !solved.path.is_empty() {
        let mut at = game.clone();
        let mut cost = 0;
        let mut previous: Option<&P::Move> = None;
        for mv in &solved.path {
            let applied = puzzle
                .apply(&at, mv, previous)
                .map_err(|e| format!("solution move {mv} does not replay: {e}"))?;
            cost += applied.cost;
            at = applied.game;
            previous = Some(mv);
        }
        if puzzle.status(&at) != Status::Solved {
            return Err("the solution does not end solved".into());
        }
        if solved.cost != Some(cost) {
            return Err(format!(
                "the solution costs {cost} by replay, {:?} as stated",
                solved.cost
            ));
        }
    }
    if let (Some(cost), Some(bound)) = (solved.cost, solved.lower_bound) {
        if bound > cost {
            return Err(format!("lower bound {bound} above the cost {cost}"));
        }
        if solved.claim == Claim::Optimal && bound != cost {
            return Err(format!(
                "optimal, but the lower bound {bound} is not the cost {cost}"
            ));
        }
    }
    let hint = puzzle
        .hint(&game, limits)
        .map_err(|e| format!("the hint failed: {e}"))?;
    if let Some(mv) = &hint.mv {
        if !moves.contains(mv) {
            return Err(format!("the hint {mv} is not a legal move"));
        }
    }
    if solved.claim == Claim::Optimal && hint.optimal && hint.remaining != solved.cost {
        return Err(format!(
            "the hint says {:?} left, the optimal solution costs {:?}",
            hint.remaining, solved.cost
        ));
    }
    check_stopped_hint(puzzle, &game)
}

/// A hint cut short by a limit names that limit in its words (a `stop-*` or `claim-stopped-*`
/// message), so that a page can say which limit it met and offer to raise it: checked under a
/// limit of one expanded node, where a hint with no move that proves nothing was stopped.
fn check_stopped_hint<P: Puzzle>(puzzle: &P, game: &P::Game) -> Result<(), String> {
    if puzzle.status(game) != Status::Playing {
        return Ok(());
    }
    let tight = Limits::none().with_max_expanded(1);
    // a refusal as an error names its stop itself (`PuzzleError::Stopped`)
    let Ok(hint) = puzzle.hint(game, &tight) else {
        return Ok(());
    };
    if hint.mv.is_some() || hint.unwinnable {
        return Ok(());
    }
    match &hint.note {
        Some(note) if names_a_stop(&note.words) => Ok(()),
        Some(note) => Err(format!(
            "a hint stopped by a one-node limit does not name the limit in its words: {:?} ({})",
            note.words.key, note.text
        )),
        None => Err("a hint stopped by a one-node limit has no note".into()),
    }
}

/// Whether `words` (or any words among its values) name why a search stopped.
fn names_a_stop(words: &Words) -> bool {
    words.key.starts_with("stop-")
        || words.key.starts_with("claim-stopped-")
        || words.args.values().any(|arg| match arg {
            WordArg::Words(inner) => names_a_stop(inner),
            WordArg::Text(_) => false,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::{Countdown, Game};

    #[test]
    fn an_error_must_show_its_words_english() {
        let words = Words::new("error-fault").arg("detail", "x");
        assert_eq!(check_said(&english(&words), &words), Ok(()));
        assert!(check_said("something else", &words).is_err());
        let nested = Words::new("error-fault").word("detail", Words::new("no-such-key"));
        let error = check_said(&english(&nested), &nested).unwrap_err();
        assert!(error.contains("no-such-key"), "{error}");
    }

    #[test]
    fn games_must_be_equal_exactly_when_their_ids_are() {
        let three = Game { left: 3, max: 2 };
        let two = Game { left: 2, max: 2 };
        let fine = [("3".to_string(), three), ("2".to_string(), two)];
        assert_eq!(equal_as_their_ids::<Countdown>(&fine), Ok(()));
        let one_game_two_ids = [("3".to_string(), three), ("3;max=2".to_string(), three)];
        let error = equal_as_their_ids::<Countdown>(&one_game_two_ids).unwrap_err();
        assert!(
            error.contains("are equal (==) but their IDs are unequal"),
            "{error}"
        );
        let two_games_one_id = [("3".to_string(), three), ("3".to_string(), two)];
        let error = equal_as_their_ids::<Countdown>(&two_games_one_id).unwrap_err();
        assert!(
            error.contains("are unequal (==) but their IDs are equal"),
            "{error}"
        );
    }
}
