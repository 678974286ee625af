//! Klotski's own actions: `code` (a layout in every form), `analyze` (distance to the goal,
//! optimal next moves, reachable and farthest positions), `census` (every legal layout split
//! into groups; its figures may be kept) and `classics` (the built-in layouts with their move
//! counts, the names a layout may be given by).

use std::collections::BTreeMap;

use puzzle::{
    ActionInfo, ActionOutput, ActionRequest, ActionTable, ParamSpec, Phrase, PuzzleData,
    PuzzleError, Words,
};
use search::{Limits, StopReason};
use serde::Serialize;

use super::KlotskiGame;
use crate::analysis::{analyze, FarPosition};
use crate::census::{census_all, census_standard, CensusReport};
use crate::classics::{classics, Classic};
use crate::layout::layout_codes;

/// The actions Klotski offers.
pub fn actions() -> Vec<ActionInfo> {
    vec![
        ActionInfo::new("code").on_game(),
        ActionInfo::new("analyze").on_game(),
        ActionInfo::new("census")
            .param(ParamSpec::choice("set", &["both", "all", "standard"]))
            .saves(),
        ActionInfo::new("classics")
            .with_alias("list")
            .lists_names_for("unrecognised"),
    ]
}

/// Runs action `name`.
pub fn run(
    name: &str,
    game: Option<&KlotskiGame>,
    request: &ActionRequest,
    limits: &Limits,
) -> Result<ActionOutput<KlotskiGame>, PuzzleError> {
    match (name, game) {
        ("code", Some(game)) => Ok(codes(game)),
        ("analyze", Some(game)) => analysis(game, limits),
        ("census", None) => census(request.param("set"), limits),
        ("classics", None) => Ok(classics_table()),
        _ => Err(PuzzleError::Internal(format!(
            "klotski has no action {name} on that input"
        ))),
    }
}

fn codes(game: &KlotskiGame) -> ActionOutput<KlotskiGame> {
    let codes = layout_codes(game.board);
    let mut answer = ActionOutput::figures(PuzzleData::of(&codes));
    for row in &codes.rows {
        answer = answer.line(Words::new("klotski-code-row").arg("row", row));
    }
    answer = answer
        .line(Words::new("klotski-code-grid").arg("grid", &codes.grid))
        .line(
            Words::new("klotski-code-common")
                .arg("code", &codes.common_code)
                .arg("short", &codes.common_code_short),
        )
        .line(
            Words::new("klotski-code-short")
                .arg("code", &codes.short_code)
                .arg("number", codes.short_code_number),
        );
    if let (Some(name), Some(pinyin)) = (&codes.name, &codes.pinyin) {
        answer = answer.line(
            Words::new("klotski-code-name")
                .arg("name", name)
                .arg("pinyin", pinyin),
        );
    }
    answer
}

fn stopped(key: &'static str, reason: StopReason) -> PuzzleError {
    PuzzleError::stopped(Phrase::said(Words::new(key)), reason)
}

fn analysis(game: &KlotskiGame, limits: &Limits) -> Result<ActionOutput<KlotskiGame>, PuzzleError> {
    let analysis = analyze(game.board, game.metric, limits)
        .map_err(|reason| stopped("work-analysis", reason))?;
    let moves: Vec<String> = analysis
        .optimal_moves
        .iter()
        .map(|m| {
            format!(
                "{} [{},{}]->[{},{}]",
                m.piece.letter(),
                m.from.row,
                m.from.col,
                m.to.row,
                m.to.col
            )
        })
        .collect();
    let far = |key: &'static str, far: &FarPosition| {
        Words::new(key)
            .arg("moves", far.moves)
            .arg("count", far.count)
            .arg("example", &far.example)
    };
    let mut answer = ActionOutput::figures(PuzzleData::of(&analysis))
        .line(
            Words::new("klotski-analysis-head")
                .arg("layout", &analysis.layout)
                .arg("metric", analysis.metric),
        )
        .line(match analysis.distance {
            Some(d) => Words::new("klotski-analysis-distance").arg("distance", d),
            None => Words::new("klotski-analysis-unsolvable"),
        })
        .line(Words::new("klotski-analysis-moves").arg(
            "moves",
            if moves.is_empty() {
                "-".to_string()
            } else {
                moves.join(", ")
            },
        ))
        .line(
            Words::new("klotski-analysis-reachable")
                .arg("reachable", analysis.reachable)
                .arg("solvable", analysis.solvable_positions),
        )
        .line(far("klotski-analysis-farthest", &analysis.farthest));
    if let Some(hardest) = &analysis.hardest {
        answer = answer.line(far("klotski-analysis-hardest", hardest));
    }
    Ok(answer)
}

fn census(set: &str, limits: &Limits) -> Result<ActionOutput<KlotskiGame>, PuzzleError> {
    let stop = |reason| stopped("work-census", reason);
    let mut reports: Vec<CensusReport> = Vec::new();
    if matches!(set, "all" | "both") {
        reports.push(census_all(limits, &|_| {}).map_err(stop)?);
    }
    if matches!(set, "standard" | "both") {
        reports.push(census_standard(limits).map_err(stop)?);
    }
    let by_set: BTreeMap<String, &CensusReport> =
        reports.iter().map(|r| (r.piece_set.clone(), r)).collect();
    let mut answer = ActionOutput::figures(PuzzleData::of(&by_set));
    for report in &reports {
        answer = answer
            .line(
                Words::new("klotski-census-head")
                    .arg("set", &report.piece_set)
                    .arg("ms", format!("{:.1}", report.elapsed_ms)),
            )
            .line(Words::new("klotski-census-layouts").arg("layouts", report.layouts))
            .line(Words::new("klotski-census-groups").arg("groups", report.groups))
            .line(
                Words::new("klotski-census-solvable")
                    .arg("groups", report.solvable_groups)
                    .arg("layouts", report.solvable_layouts),
            )
            .line(Words::new("klotski-census-largest").arg("layouts", report.largest_group));
        for hardest in &report.hardest {
            answer = answer.line(
                Words::new("klotski-census-hardest")
                    .arg("metric", hardest.metric)
                    .arg("moves", hardest.moves)
                    .arg("layouts", hardest.layouts.join(" ")),
            );
        }
    }
    Ok(answer)
}

/// The classics' figures.
#[derive(Serialize)]
struct ClassicsFigures {
    layouts: &'static [Classic],
}

fn classics_table() -> ActionOutput<KlotskiGame> {
    let count = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
    ActionOutput::figures(PuzzleData::of(&ClassicsFigures {
        layouts: classics(),
    }))
    .table(ActionTable {
        columns: [
            "name",
            "alias",
            "layout",
            "step",
            "straight",
            "unit",
            "reachable",
        ]
        .iter()
        .map(|c| Words::new(format!("klotski-classics-col-{c}")))
        .collect(),
        rows: classics()
            .iter()
            .map(|c| {
                vec![
                    c.name.clone(),
                    c.pinyin.to_string(),
                    c.layout.clone(),
                    count(c.step),
                    count(c.straight),
                    count(c.unit),
                    c.reachable.to_string(),
                ]
            })
            .collect(),
        on_request: false,
    })
}

#[cfg(test)]
mod tests {
    use puzzle::{ActionInput, DynPuzzle, Registered};

    use super::*;
    use crate::Klotski;

    fn run(
        name: &str,
        game: Option<&str>,
        params: &[(&str, &str)],
        limits: &Limits,
    ) -> Result<puzzle::ActionAnswer, PuzzleError> {
        let input = ActionInput::new(game, params);
        Registered::new(Klotski).action(name, &input, limits)
    }

    #[test]
    fn codes_name_a_classic_in_every_form() {
        let answer = run("code", Some("横刀立马"), &[], &Limits::none()).expect("codes");
        let figures = answer.figures.json();
        assert_eq!(figures["grid"], "VCCV/VCCV/VHHV/VSSV/S..S");
        assert_eq!(figures["name"], "横刀立马");
        // the CommonCode reads back as the same layout
        let common = figures["common_code"].as_str().expect("a code");
        let again = run("code", Some(common), &[], &Limits::none()).expect("codes");
        assert_eq!(again.figures.json()["grid"], figures["grid"]);
    }

    #[test]
    fn the_analysis_of_hengdao_lima_finds_its_optimum() {
        // docs/rules/klotski.md: 横刀立马 needs 81 moves in the step metric
        let answer = run("analyze", Some("横刀立马"), &[], &Limits::none()).expect("analysed");
        assert_eq!(answer.figures.json()["distance"], 81);
        assert_eq!(answer.lines[1].key, "klotski-analysis-distance");
        let stopped = run(
            "analyze",
            Some("横刀立马"),
            &[],
            &Limits::none().with_max_expanded(10),
        );
        assert!(
            matches!(stopped, Err(PuzzleError::Stopped { .. })),
            "{stopped:?}"
        );
    }

    #[test]
    fn the_standard_census_has_the_published_figures() {
        // docs/rules/klotski.md: 363,480 layouts in 8,474 groups; 267,115 in 555 solvable
        let answer = run("census", None, &[("set", "standard")], &Limits::none()).expect("done");
        let standard = &answer.figures.json()["standard"];
        assert_eq!(standard["layouts"], 363_480);
        assert_eq!(standard["groups"], 8_474);
        assert_eq!(standard["solvable_groups"], 555);
        assert_eq!(standard["solvable_layouts"], 267_115);
        let hardest: Vec<&str> = answer
            .lines
            .iter()
            .filter(|l| l.key == "klotski-census-hardest")
            .map(|l| l.key.as_ref())
            .collect();
        assert_eq!(hardest.len(), 3);
        let bad = run("census", None, &[("set", "some")], &Limits::none()).unwrap_err();
        assert!(bad.to_string().starts_with("set: "), "{bad}");
    }

    #[test]
    fn the_classics_table_holds_every_classic_with_its_figures() {
        use puzzle::Puzzle as _;
        let answer = run("classics", None, &[], &Limits::none()).expect("the classics");
        let table = answer.table.expect("a table");
        assert_eq!(table.rows.len(), classics().len());
        let hengdao = table
            .rows
            .iter()
            .find(|row| row[0] == "横刀立马")
            .expect("横刀立马");
        assert_eq!(hengdao[3], "81");
        // a classic's step count is the solver's optimum
        for row in table.rows.iter().filter(|row| row[3] != "-").take(5) {
            let game = Klotski.parse(&row[2]).expect("a layout");
            let solved = Klotski
                .solve(&game, super::super::FAST, &Limits::none())
                .expect("solved");
            assert_eq!(
                solved.cost.map(|c| c.to_string()),
                Some(row[3].clone()),
                "{row:?}"
            );
        }
    }
}
