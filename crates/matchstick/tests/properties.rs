//! Property tests: parse/format round trips, every legal move is accepted, apply then undo
//! restores the state, and every answer's moves redraw exactly the answer.

use matchstick::{parse, Game, GameMove, PuzzleKind, PuzzleSpec, Rules};
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
    fn description_round_trip(text in equation(), k in 1usize..4, kind in 0usize..3) {
        let kind = ["move", "add", "remove"][kind];
        let d = format!("{text};kind={kind};k={k};rules=division").replace(";kind=move", "").replace(";k=1;", ";");
        let spec = PuzzleSpec::parse(&d).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(spec.to_string(), d);
    }

    #[test]
    fn every_legal_move_applies_and_undoes(text in equation(), pick in any::<prop::sample::Index>()) {
        let mut game = Game::from_input(&text, &division(), PuzzleKind::Move, 1)
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
        let report = matchstick::solve(&eq, &rules, PuzzleKind::Move, k, &Limits::none());
        for answer in &report.answers {
            let mut game = Game::new(&eq, &rules, PuzzleKind::Move, k);
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
        let mut game = Game::from_input(&text, &rules, PuzzleKind::Move, k)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let start = game.sticks().to_vec();
        for mv in game.legal_moves() {
            prop_assert_eq!(game.apply(mv), Ok(()));
            prop_assert_eq!(game.undo(), Some(mv));
            prop_assert_eq!(game.sticks(), start.as_slice());
        }
        let report = matchstick::solve(&parse(&text, &rules).map_err(|e| TestCaseError::fail(e.to_string()))?, &rules, PuzzleKind::Move, k, &Limits::none());
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
