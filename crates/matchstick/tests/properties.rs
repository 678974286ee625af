//! Property tests: parse/format round trips, every legal move is accepted, apply then undo
//! restores the state, and every answer's moves redraw exactly the answer.

use matchstick::{parse, Game, GameMove, PuzzleSpec, Rules, Task};
use proptest::prelude::*;
use search::Limits;

fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u32..10).prop_map(|n| n.to_string()),
        (10u32..100).prop_map(|n| n.to_string())
    ]
}

/// A well-formed equation under the default rules with division: `a op b (op c) = d`.
fn equation() -> impl Strategy<Value = String> {
    let op = prop::sample::select(vec!['+', '-', '*', '/']);
    (
        number(),
        op.clone(),
        number(),
        prop::option::of((op, number())),
        number(),
    )
        .prop_map(|(a, o1, b, more, d)| {
            let mut s = format!("{a}{o1}{b}");
            if let Some((o2, c)) = more {
                s.push(o2);
                s.push_str(&c);
            }
            s.push('=');
            s.push_str(&d);
            s
        })
}

fn roman_number() -> impl Strategy<Value = String> {
    (1u32..=39).prop_map(|v| {
        let units = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
        "X".repeat((v / 10) as usize) + units[(v % 10) as usize]
    })
}

/// A well-formed Roman equation: `a op b = c`.
fn roman_equation() -> impl Strategy<Value = String> {
    let op = prop::sample::select(vec!['+', '-']);
    (roman_number(), op, roman_number(), roman_number())
        .prop_map(|(a, o, b, c)| format!("{a}{o}{b}={c}"))
}

fn division() -> Rules {
    Rules {
        division: true,
        ..Rules::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn parse_format_round_trip(text in equation()) {
        let eq = parse(&text, &division());
        prop_assert!(eq.is_ok(), "{text}: {:?}", eq);
        let eq = eq.map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(eq.to_string(), text.clone());
        let spaced: String = text.chars().flat_map(|c| [c, ' ']).collect();
        let fancy = spaced.replace('*', "×").replace('/', "÷");
        prop_assert_eq!(parse(&fancy, &division()).map(|e| e.to_string()), Ok(text));
    }

    #[test]
    fn description_round_trip(text in equation(), k in 1usize..4, task in 0usize..3) {
        let task = ["move", "add", "remove"][task];
        let d = format!("{text};task={task};k={k};rules=division").replace(";task=move", "").replace(";k=1;", ";");
        let spec = PuzzleSpec::parse(&d).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(spec.to_string(), d);
    }

    #[test]
    fn every_legal_move_applies_and_undoes(text in equation(), pick in any::<prop::sample::Index>()) {
        let mut game = Game::from_input(&text, &division(), Task::Move, 1)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let start = game.sticks().to_vec();
        let moves = game.legal_moves();
        prop_assert!(!moves.is_empty());
        for &mv in &moves {
            prop_assert_eq!(game.apply(mv), Ok(()));
            prop_assert_eq!(game.sticks_changed(), 1);
            prop_assert_eq!(game.undo(), Some(mv));
            prop_assert_eq!(game.sticks(), start.as_slice());
        }
        // after one move, a second move may only put a stick back
        let mv = moves[pick.index(moves.len())];
        prop_assert_eq!(game.apply(mv), Ok(()));
        for second in game.legal_moves() {
            let mut g = game.clone();
            prop_assert_eq!(g.apply(second), Ok(()));
            prop_assert!(g.sticks_changed() <= 1);
        }
    }

    #[test]
    fn answer_moves_redraw_the_answer(text in equation(), k in 1usize..3) {
        let rules = division();
        let eq = parse(&text, &rules).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let report = matchstick::solve(&eq, &rules, Task::Move, k, &Limits::none());
        for answer in &report.answers {
            let mut game = Game::new(&eq, &rules, Task::Move, k);
            for m in &answer.moves {
                prop_assert_eq!(game.apply(GameMove::Move { from: m.from, to: m.to }), Ok(()));
            }
            prop_assert_eq!(game.sticks(), answer.sticks.as_slice());
            prop_assert_eq!(game.current(), Some(answer.equation.clone()));
            prop_assert!(game.is_solved());
        }
    }

    #[test]
    fn roman_moves_apply_and_undo(text in roman_equation(), k in 1usize..3) {
        let rules = Rules::roman();
        prop_assert_eq!(parse(&text, &rules).map(|e| e.to_string()), Ok(text.clone()));
        let mut game = Game::from_input(&text, &rules, Task::Move, k)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let start = game.sticks().to_vec();
        for mv in game.legal_moves() {
            prop_assert_eq!(game.apply(mv), Ok(()));
            prop_assert_eq!(game.undo(), Some(mv));
            prop_assert_eq!(game.sticks(), start.as_slice());
        }
        let report = matchstick::solve(&parse(&text, &rules).map_err(|e| TestCaseError::fail(e.to_string()))?, &rules, Task::Move, k, &Limits::none());
        for answer in &report.answers {
            let mut g = game.clone();
            for m in &answer.moves {
                prop_assert_eq!(g.apply(GameMove::Move { from: m.from, to: m.to }), Ok(()));
            }
            prop_assert_eq!(g.current(), Some(answer.equation.clone()));
            prop_assert!(g.is_solved());
        }
    }
}

/// A game ID under the interface: an equation with a task, K and rule flags (`division`
/// always, so that every drawn equation parses), plus the picks of a random walk of legal
/// moves to play on it.
fn game_id() -> impl Strategy<Value = (String, Vec<prop::sample::Index>)> {
    let arabic = (equation(), prop::collection::vec(any::<bool>(), 5)).prop_map(|(eq, on)| {
        let optional = [
            "equals-may-change",
            "leading-minus",
            "seven-with-four",
            "tailless-six-nine",
            "leading-zeros",
        ];
        let mut flags: Vec<&str> = optional
            .iter()
            .zip(on)
            .filter(|(_, on)| *on)
            .map(|(f, _)| *f)
            .collect();
        flags.push("division");
        format!("{eq};rules={}", flags.join("+"))
    });
    let roman = roman_equation().prop_map(|eq| format!("{eq};rules=roman+equals-may-change"));
    (
        prop_oneof![4 => arabic, 1 => roman],
        prop::sample::select(vec!["move", "add", "remove"]),
        1usize..4,
        prop::collection::vec(any::<prop::sample::Index>(), 0..4),
    )
        .prop_map(|(base, task, k, walk)| (format!("{base};task={task};k={k}"), walk))
}

/// The game `id` names after the walk `picks` of legal moves.
fn walked(id: &str, picks: &[prop::sample::Index]) -> Result<matchstick::Game, TestCaseError> {
    use puzzle::Puzzle;
    let p = matchstick::Matchstick;
    let mut game = p
        .parse(id)
        .map_err(|e| TestCaseError::fail(format!("{id}: {}", e.with_place())))?;
    for pick in picks {
        let moves = p.legal_moves(&game);
        if moves.is_empty() {
            break;
        }
        let mv = moves[pick.index(moves.len())];
        game = p
            .apply(&game, &mv, None)
            .map_err(|e| TestCaseError::fail(format!("{id}: {mv}: {e}")))?
            .game;
    }
    Ok(game)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn game_ids_round_trip_part_way((id, walk) in game_id()) {
        use puzzle::Puzzle;
        let p = matchstick::Matchstick;
        let game = walked(&id, &walk)?;
        let text = p.format(&game);
        let again = p.parse(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(p.format(&again), text.clone());
        prop_assert_eq!(again.sticks(), game.sticks());
        prop_assert_eq!(again.current(), game.current());
    }

    #[test]
    fn every_legal_move_applies_and_its_reverse_restores((id, walk) in game_id()) {
        use puzzle::Puzzle;
        let p = matchstick::Matchstick;
        let game = walked(&id, &walk)?;
        let before = p.format(&game);
        for mv in p.legal_moves(&game).into_iter().take(300) {
            let applied = p.apply(&game, &mv, None);
            prop_assert!(applied.is_ok(), "{before}: {mv}: {:?}", applied.err());
            let Ok(applied) = applied else { continue };
            let after = p.format(&applied.game);
            prop_assert_eq!(p.parse(&after).map(|g| p.format(&g)), Ok(after.clone()));
            match mv {
                GameMove::Move { from, to } => {
                    let back = GameMove::Move { from: to, to: from };
                    let undone = p.apply(&applied.game, &back, None).map(|a| p.format(&a.game));
                    prop_assert_eq!(undone, Ok(before.clone()), "{}", mv);
                }
                GameMove::Add { at } | GameMove::Remove { at } => {
                    // no reverse move in these puzzles: the drawing differs in that stick only
                    let differ: Vec<usize> = game
                        .sticks()
                        .iter()
                        .zip(applied.game.sticks())
                        .map(|(a, b)| (a ^ b).count_ones() as usize)
                        .collect();
                    prop_assert_eq!(differ.iter().sum::<usize>(), 1);
                    prop_assert_eq!(differ[at.cell], 1);
                }
            }
        }
    }

    #[test]
    fn solutions_replay_from_part_way((id, walk) in game_id()) {
        use puzzle::{Puzzle, Status};
        let p = matchstick::Matchstick;
        let game = walked(&id, &walk)?;
        let solved = p
            .solve(&game, "fast", &Limits::none())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut at = game.clone();
        for mv in &solved.path {
            at = p.apply(&at, mv, None).map_err(|e| TestCaseError::fail(format!("{id}: {e}")))?.game;
        }
        if solved.cost.is_some() {
            prop_assert_eq!(p.status(&at), Status::Solved, "{}", id);
            prop_assert_eq!(solved.cost, Some(solved.path.len() as u64));
        }
        let hint = p.hint(&game, &Limits::none()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(hint.remaining, solved.cost.filter(|&c| c > 0));
    }
}
