//! The matchstick puzzle's own actions: `equation`, an equation's sides and truth, and
//! `catalogue`, every two-operand puzzle of a space with its answers and rating (the summary
//! as lines, every puzzle as a table printed on request).

use std::collections::BTreeMap;

use puzzle::{
    ActionInfo, ActionOutput, ActionRequest, ActionTable, InputError, ParamSpec, Phrase,
    PuzzleData, PuzzleError, Words,
};
use search::{Limits, Stats};
use serde::Serialize;

use super::game_id::FLAGS;
use crate::catalogue::{catalogue, CatalogueError};
use crate::description::set_flag;
use crate::eval::{is_true, side_values};
use crate::game::Game;
use crate::layout::Layout;
use crate::rules::Rules;
use crate::space::Space;

/// The actions the matchstick puzzle offers.
pub fn actions() -> Vec<ActionInfo> {
    vec![
        ActionInfo::new("equation").on_game(),
        ActionInfo::new("catalogue")
            .param(
                ParamSpec::text("k", "1,2")
                    .with_default("1,2")
                    .with_alias("moves"),
            )
            .param(ParamSpec::integer("digits", 1, 3, 2))
            .param(ParamSpec::flags("rules", FLAGS)),
    ]
}

/// Runs action `name`.
pub fn run(
    name: &str,
    game: Option<&Game>,
    request: &ActionRequest,
    limits: &Limits,
) -> Result<ActionOutput<Game>, PuzzleError> {
    match (name, game) {
        ("equation", Some(game)) => Ok(equation(game)),
        ("catalogue", None) => catalogued(request, limits),
        _ => Err(PuzzleError::Internal(format!(
            "matchstick has no action {name} on that input"
        ))),
    }
}

/// An equation's figures.
#[derive(Debug, Serialize)]
struct EquationFigures {
    equation: String,
    valid: bool,
    sides: Option<Vec<String>>,
    #[serde(rename = "true")]
    truth: bool,
    sticks: u32,
}

fn equation(game: &Game) -> ActionOutput<Game> {
    let rules = game.spec().rules;
    let equation = game.equation();
    let sides: Option<Vec<String>> = side_values(equation.symbols(), &rules)
        .map(|values| values.iter().map(ToString::to_string).collect());
    let truth = is_true(equation.symbols(), &rules);
    let sticks = Layout::new(equation, &rules, 1).stick_count();
    let first = match &sides {
        Some(sides) => Words::new(if truth {
            "matchstick-equation-true"
        } else {
            "matchstick-equation-false"
        })
        .arg("equation", equation)
        .arg("sides", sides.join(" = ")),
        None => Words::new("matchstick-equation-inexact").arg("equation", equation),
    };
    ActionOutput::figures(PuzzleData::of(&EquationFigures {
        equation: equation.to_string(),
        valid: true,
        sides,
        truth,
        sticks,
    }))
    .line(first)
    .line(Words::new("matchstick-equation-sticks").arg("sticks", sticks))
}

/// The catalogue's summary figures.
#[derive(Debug, Serialize)]
struct CatalogueFigures {
    true_equations: usize,
    puzzles: usize,
    by_moves_and_difficulty: Vec<Count>,
    rules: Rules,
    stats: Stats,
}

/// How many puzzles need `moves` sticks at one difficulty.
#[derive(Debug, Serialize)]
struct Count {
    moves: usize,
    difficulty: &'static str,
    puzzles: usize,
}

fn catalogued(request: &ActionRequest, limits: &Limits) -> Result<ActionOutput<Game>, PuzzleError> {
    let moves = sticks_moved(request.param("k"))?;
    let mut rules = Rules::default();
    for flag in request.param("rules").split('+').filter(|f| !f.is_empty()) {
        set_flag(&mut rules, flag);
    }
    let space = Space {
        operands: vec![2],
        max_digits: request.number("digits") as u32,
        ..Space::default()
    };
    let found = catalogue(&rules, &space, &moves, limits).map_err(|e| match e {
        CatalogueError::Stopped(reason) => {
            PuzzleError::stopped(Phrase::said(Words::new("work-catalogue")), reason)
        }
        CatalogueError::ShapeChangingRules | CatalogueError::TooLarge => {
            InputError::said("bad_value", e.words()).into()
        }
    })?;
    let mut counts: BTreeMap<(usize, &'static str), usize> = BTreeMap::new();
    for e in &found.entries {
        *counts
            .entry((e.moves, e.rating.difficulty.name()))
            .or_default() += 1;
    }
    let mut answer = ActionOutput::figures(PuzzleData::of(&CatalogueFigures {
        true_equations: found.true_equations,
        puzzles: found.entries.len(),
        by_moves_and_difficulty: counts
            .iter()
            .map(|(&(moves, difficulty), &puzzles)| Count {
                moves,
                difficulty,
                puzzles,
            })
            .collect(),
        rules: found.rules,
        stats: found.stats,
    }))
    .line(
        Words::new("matchstick-catalogue-summary")
            .arg("equations", found.true_equations)
            .arg("puzzles", found.entries.len())
            .arg(
                "ms",
                format!("{:.2}", found.stats.elapsed.as_secs_f64() * 1000.0),
            ),
    );
    for ((k, difficulty), n) in &counts {
        answer = answer.line(
            Words::new("matchstick-catalogue-count")
                .arg("moves", k)
                .word("level", Words::level(difficulty))
                .arg("puzzles", n),
        );
    }
    Ok(answer.table(ActionTable {
        columns: ["equation", "moves", "answers", "difficulty", "score"]
            .iter()
            .map(|c| Words::new(format!("matchstick-catalogue-col-{c}")))
            .collect(),
        rows: found
            .entries
            .iter()
            .map(|e| {
                vec![
                    e.equation.clone(),
                    e.moves.to_string(),
                    e.answers.join(" "),
                    e.rating.difficulty.name().to_string(),
                    format!("{:.2}", e.rating.score),
                ]
            })
            .collect(),
        on_request: true,
    }))
}

/// The K values of `text` (`1,2`), each 1 to 3.
fn sticks_moved(text: &str) -> Result<Vec<usize>, InputError> {
    let refused = || {
        InputError::said(
            "bad_value",
            Words::new("matchstick-catalogue-bad-k").arg("value", text),
        )
    };
    let mut moves = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match part.parse::<usize>() {
            Ok(k @ 1..=3) if !moves.contains(&k) => moves.push(k),
            Ok(1..=3) => {}
            _ => return Err(refused()),
        }
    }
    if moves.is_empty() {
        return Err(refused());
    }
    moves.sort_unstable();
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use puzzle::{ActionInput, DynPuzzle, Registered};

    use super::*;
    use crate::Matchstick;

    fn run(
        name: &str,
        game: Option<&str>,
        params: &[(&str, &str)],
    ) -> Result<puzzle::ActionAnswer, PuzzleError> {
        let input = ActionInput::new(game, params);
        Registered::new(Matchstick).action(name, &input, &Limits::none())
    }

    #[test]
    fn an_equation_says_its_sides_truth_and_sticks() {
        let wrong = run("equation", Some("6+4=4"), &[]).expect("an equation");
        let figures = wrong.figures.json();
        assert_eq!(figures["sides"], serde_json::json!(["10", "4"]));
        assert_eq!(figures["true"], false);
        // 6 (6 sticks) + (2) 4 (4) = (2) 4 (4)
        assert_eq!(figures["sticks"], 18);
        let right = run("equation", Some("-5+3=-2;rules=leading-minus"), &[]).expect("valid");
        assert_eq!(right.figures.json()["true"], true);
        assert_eq!(right.lines[0].key, "matchstick-equation-true");
    }

    /// The catalogue's counts are the entries': every entry's answers are true equations
    /// `moves` sticks away, and a small space is counted again by brute force.
    #[test]
    fn the_catalogue_counts_its_entries() {
        use puzzle::Puzzle as _;
        let answer = run("catalogue", None, &[("digits", "1"), ("k", "1")]).expect("built");
        let figures = answer.figures.json();
        let table = answer.table.expect("every puzzle");
        assert!(table.on_request);
        assert_eq!(figures["puzzles"], table.rows.len());
        let counted: u64 = figures["by_moves_and_difficulty"]
            .as_array()
            .expect("counts")
            .iter()
            .map(|c| c["puzzles"].as_u64().unwrap_or(0))
            .sum();
        assert_eq!(counted as usize, table.rows.len());
        // the catalogue's own rules (a division, when its space has one)
        let space = Space {
            operands: vec![2],
            max_digits: 1,
            ..Space::default()
        };
        let rules = space.rules_for(&Rules::default()).describe();
        for row in table.rows.iter().take(40) {
            let game = Matchstick
                .parse(&format!("{};rules={rules}", row[0]))
                .expect("an equation");
            let solved = Matchstick
                .solve(&game, "fast", &Limits::none())
                .expect("solved");
            assert_eq!(solved.cost, Some(1), "{row:?}");
        }
        let bad = run("catalogue", None, &[("k", "4")]).unwrap_err();
        assert!(bad.to_string().starts_with("k: '4'"), "{bad}");
        let roman = run("catalogue", None, &[("rules", "roman")]).unwrap_err();
        assert_eq!(roman.code(), "bad_value");
    }

    /// More digits than the catalogue packs is bad input, never a fault of ours: the option's
    /// range refuses it, and the catalogue's own refusal (were the range wider) says so too.
    #[test]
    fn too_many_digits_is_bad_input() {
        for digits in ["4", "8"] {
            let refused = run("catalogue", None, &[("digits", digits)]).unwrap_err();
            assert_eq!(refused.code(), "bad_value", "{refused}");
            assert_eq!(refused.words().key, "error-option", "{refused}");
        }
        let request = ActionRequest {
            params: [("k", "1"), ("digits", "8"), ("rules", "")]
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .into(),
            seed: 0,
        };
        let refused = catalogued(&request, &Limits::none()).unwrap_err();
        assert_eq!(refused.code(), "bad_value", "{refused}");
        assert_eq!(refused.words().key, "matchstick-catalogue-too-large");
        assert!(
            refused.to_string().contains("at most 7 digits"),
            "{refused}"
        );
    }
}
