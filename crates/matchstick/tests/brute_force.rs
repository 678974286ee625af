//! The fast solver against a plain brute force on thousands of random equations under every
//! rule flag. The brute force takes every set of K occupied stick positions and every set of
//! K empty ones, redraws, reads the characters back and evaluates the text with its own
//! simple evaluator; it shares only the glyph drawings (the model) with the library.

use std::collections::BTreeSet;

use matchstick::{parse, solve, GlyphSet, Layout, Rules, StickPos, Task};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::Limits;

/// Evaluates a side's text: optional leading minus, numbers, + - * /, normal precedence.
fn side_value(side: &str, rules: &Rules) -> Option<i128> {
    let mut tokens: Vec<String> = Vec::new();
    for c in side.chars() {
        let joins_number = c.is_ascii_alphanumeric()
            && tokens
                .last()
                .is_some_and(|t| t.chars().all(|d| d.is_ascii_alphanumeric()));
        if joins_number {
            tokens.last_mut()?.push(c);
        } else {
            tokens.push(c.to_string());
        }
    }
    let mut negative_first = false;
    if tokens.first().map(String::as_str) == Some("-") {
        if !rules.leading_minus {
            return None;
        }
        negative_first = true;
        tokens.remove(0);
    }
    if tokens.len().is_multiple_of(2) {
        return None;
    }
    let mut numbers = Vec::new();
    let mut ops = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        if i % 2 == 0 {
            numbers.push(number_value(t, rules)?);
        } else {
            ops.push(t.as_str());
        }
    }
    if negative_first {
        numbers[0] = -numbers[0];
    }
    // first pass: * and /
    let mut terms = vec![numbers[0]];
    let mut signs = vec![1i128];
    for (op, &n) in ops.iter().zip(&numbers[1..]) {
        match *op {
            "*" => *terms.last_mut()? *= n,
            "/" => {
                let t = terms.last_mut()?;
                if n == 0 || *t % n != 0 {
                    return None;
                }
                *t /= n;
            }
            "+" => {
                terms.push(n);
                signs.push(1);
            }
            "-" => {
                terms.push(n);
                signs.push(-1);
            }
            _ => return None,
        }
    }
    Some(terms.iter().zip(&signs).map(|(t, s)| t * s).sum())
}

fn number_value(t: &str, rules: &Rules) -> Option<i128> {
    if t.chars().all(|c| c.is_ascii_digit()) {
        if t.len() > 1 && t.starts_with('0') && !rules.leading_zeros {
            return None;
        }
        return t.parse().ok();
    }
    // Roman: compare with the canonical spelling of 1..=39
    (1..=39).find(|&v| roman(v) == t).map(i128::from)
}

fn roman(v: u32) -> String {
    let units = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
    "X".repeat((v / 10) as usize) + units[(v % 10) as usize]
}

fn text_is_true(text: &str, rules: &Rules) -> bool {
    let sides: Vec<&str> = text.split('=').collect();
    if sides.len() < 2 || (sides.len() > 2 && !rules.equals_may_change) {
        return false;
    }
    let values: Option<Vec<i128>> = sides.iter().map(|s| side_value(s, rules)).collect();
    values.is_some_and(|v| v.windows(2).all(|w| w[0] == w[1]))
}

fn combinations(items: &[StickPos], k: usize) -> Vec<Vec<StickPos>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        for mut rest in combinations(&items[i + 1..], k - 1) {
            rest.insert(0, items[i]);
            out.push(rest);
        }
    }
    out
}

/// Every true equation drawn by taking `removes` sticks and putting `adds` sticks.
fn brute_force_strings(layout: &Layout, adds: usize, removes: usize) -> BTreeSet<String> {
    let initial = layout.initial_sticks();
    let mut occupied = Vec::new();
    let mut empty = Vec::new();
    for (cell, c) in layout.cells.iter().enumerate() {
        if c.is_fixed() {
            continue;
        }
        for slot in 0..c.kind.slot_names().len() as u8 {
            let pos = StickPos { cell, slot };
            if c.sticks & (1 << slot) != 0 {
                occupied.push(pos);
            } else {
                empty.push(pos);
            }
        }
    }
    let mut found = BTreeSet::new();
    for taken in combinations(&occupied, removes) {
        for placed in combinations(&empty, adds) {
            let mut sticks = initial.clone();
            for p in &taken {
                sticks[p.cell] &= !(1 << p.slot);
            }
            for p in &placed {
                sticks[p.cell] |= 1 << p.slot;
            }
            if let Some(symbols) = layout.decode(&sticks) {
                let text: String = symbols.iter().filter_map(|s| s.ascii()).collect();
                if text_is_true(&text, &layout.rules) {
                    found.insert(text);
                }
            }
        }
    }
    found
}

fn brute_force(input: &str, rules: &Rules, task: Task, k: usize) -> BTreeSet<String> {
    let Ok(eq) = parse(input, rules) else {
        panic!("generated {input} does not parse")
    };
    let layout = Layout::new(&eq, rules, k);
    let (adds, removes) = task.budget(k);
    let mut found = brute_force_strings(&layout, adds, removes);
    if rules.glyphs == GlyphSet::Roman {
        for smaller in 0..k {
            let (a, r) = task.budget(smaller);
            for s in brute_force_strings(&layout, a, r) {
                found.remove(&s);
            }
        }
    }
    found
}

fn fast(input: &str, rules: &Rules, task: Task, k: usize) -> BTreeSet<String> {
    let Ok(eq) = parse(input, rules) else {
        panic!("generated {input} does not parse")
    };
    let report = solve(&eq, rules, task, k, &Limits::none());
    assert!(report.complete);
    let set: BTreeSet<String> = report.solutions.iter().cloned().collect();
    assert_eq!(
        set.len(),
        report.solutions.len(),
        "{input}: duplicate answers"
    );
    set
}

/// A random well-formed equation under `rules` with `operands` numbers in all.
fn random_equation(
    rng: &mut ChaCha8Rng,
    rules: &Rules,
    operands: usize,
    max_digits: usize,
) -> String {
    let ops: Vec<char> = match (rules.glyphs, rules.division) {
        (GlyphSet::Roman, _) => vec!['+', '-'],
        (_, true) => vec!['+', '-', '*', '/'],
        (_, false) => vec!['+', '-', '*'],
    };
    let eq_at = rng.random_range(1..operands);
    let mut s = String::new();
    for i in 0..operands {
        if i > 0 {
            let chain = rules.equals_may_change && rng.random_bool(0.15);
            s.push(if i == eq_at || chain {
                '='
            } else {
                ops[rng.random_range(0..ops.len())]
            });
        }
        let side_start = i == 0 || s.ends_with('=');
        if side_start && rules.leading_minus && rng.random_bool(0.2) {
            s.push('-');
        }
        match rules.glyphs {
            GlyphSet::Roman => s.push_str(&roman(rng.random_range(1..=12))),
            GlyphSet::Arabic => {
                let digits = rng.random_range(1..=max_digits);
                for d in 0..digits {
                    let lowest = if d == 0 && digits > 1 && !rules.leading_zeros {
                        1
                    } else {
                        0
                    };
                    s.push(char::from(b'0' + rng.random_range(lowest..=9u8)));
                }
            }
        }
    }
    s
}

fn check(
    rng: &mut ChaCha8Rng,
    rules: &Rules,
    count: usize,
    operands: usize,
    digits: usize,
    k: usize,
) -> usize {
    let mut with_answers = 0;
    for _ in 0..count {
        let input = random_equation(rng, rules, operands, digits);
        for kind in [Task::Move, Task::Add, Task::Remove] {
            let expected = brute_force(&input, rules, kind, k);
            let got = fast(&input, rules, kind, k);
            assert_eq!(
                got,
                expected,
                "{input} under {} ({kind:?} {k})",
                rules.describe()
            );
            with_answers += usize::from(!got.is_empty());
        }
    }
    with_answers
}

#[test]
fn one_stick_agrees_under_every_rule_set() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut with_answers = 0;
    for rules in Rules::all_arabic() {
        with_answers += check(&mut rng, &rules, 60, 3, 2, 1);
    }
    // the comparison is not vacuous: many random equations do have answers
    assert!(
        with_answers > 300,
        "only {with_answers} puzzles had answers"
    );
}

#[test]
fn two_sticks_agree_under_every_rule_set() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut with_answers = 0;
    for rules in Rules::all_arabic() {
        with_answers += check(&mut rng, &rules, 3, 3, 1, 2);
    }
    assert!(with_answers > 50, "only {with_answers} puzzles had answers");
}

#[test]
fn roman_agrees_for_one_and_two_sticks() {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for rules in [
        Rules::roman(),
        Rules {
            equals_may_change: false,
            ..Rules::roman()
        },
    ] {
        check(&mut rng, &rules, 60, 3, 1, 1);
        check(&mut rng, &rules, 6, 3, 1, 2);
    }
}

#[test]
fn the_text_evaluator_itself_is_sound() {
    let r = Rules {
        division: true,
        leading_minus: true,
        equals_may_change: true,
        ..Rules::default()
    };
    assert!(text_is_true("2+3*4=14", &r));
    assert!(text_is_true("-2+4=2", &r));
    assert!(!text_is_true("7/2=3", &r));
    assert!(text_is_true("3=3=3", &r));
    assert!(!text_is_true("3=3=3", &Rules::default()));
    assert!(text_is_true("VII=VI+I", &Rules::roman()));
    assert!(!text_is_true("IIII=IV", &Rules::roman()));
}

#[test]
fn seed_library_agrees_with_brute_force() {
    let rules = Rules::default();
    let library = matchstick::report_equations();
    assert_eq!(library.len(), 15);
    let mut answered = 0;
    for entry in &library {
        for k in 1..=2 {
            let expected = brute_force(&entry.equation, &rules, Task::Move, k);
            assert_eq!(
                fast(&entry.equation, &rules, Task::Move, k),
                expected,
                "{} k={k}",
                entry.equation
            );
            answered += usize::from(!expected.is_empty());
        }
    }
    assert!(answered >= 10);
    // the figures of docs/rules/matchstick.md and of the seed report's own output (its figure 2)
    let one = |e: &str| {
        fast(e, &rules, Task::Move, 1)
            .into_iter()
            .collect::<Vec<_>>()
    };
    assert_eq!(one("7+3=9"), ["7+2=9"]);
    assert_eq!(one("45+46=99"), ["45+48=93", "49+46=95"]);
    for e in ["1-2=72", "25+64=76"] {
        assert!(
            one(e).is_empty() && fast(e, &rules, Task::Move, 2).is_empty(),
            "{e}"
        );
    }
}
