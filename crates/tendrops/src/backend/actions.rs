//! Ten Drops' own actions: `simulate`, one tap tick by tick (the event stream the page
//! animates: droplets, absorptions, bursts), and `campaign`, the built-in levels with the par
//! of each.

use puzzle::{
    ActionInfo, ActionOutput, ActionRequest, ActionTable, InputError, ParamSpec, PuzzleData,
    PuzzleError, Words,
};
use search::Limits;

use super::play::{self, Tap};
use super::Position;
use crate::board::Pos;
use crate::campaign::campaign;
use crate::events::{simulate, ChainLog, Frame};

/// The actions Ten Drops offers.
pub fn actions() -> Vec<ActionInfo> {
    vec![
        ActionInfo::new("simulate")
            .on_game()
            .param(ParamSpec::text("tap", "2,3")),
        ActionInfo::new("campaign"),
    ]
}

/// Runs action `name`.
pub fn run(
    name: &str,
    game: Option<&Position>,
    request: &ActionRequest,
    _limits: &Limits,
) -> Result<ActionOutput<Position>, PuzzleError> {
    match (name, game) {
        ("simulate", Some(game)) => simulated(game, request.param("tap")),
        ("campaign", None) => Ok(levels()),
        _ => Err(PuzzleError::Internal(format!(
            "tendrops has no action {name} on that input"
        ))),
    }
}

/// The tap of `text` (`ROW,COL`) on `game`, tick by tick; a tap the game refuses is refused
/// with its reason.
fn simulated(game: &Position, text: &str) -> Result<ActionOutput<Position>, PuzzleError> {
    let tap: Pos = text.parse().map_err(|e: crate::board::ParsePosError| {
        InputError::said(
            "bad_value",
            Words::new("tendrops-simulate-bad-tap").word("error", e.words()),
        )
    })?;
    play::apply(game, &Tap::at(tap))?;
    let timing = game.rules().timing;
    let log = simulate(game.board(), tap, timing).map_err(|e| {
        PuzzleError::Internal(format!("a tap the game accepts failed to simulate: {e}"))
    })?;
    let mut answer = ActionOutput::figures(PuzzleData::of(&log)).line(
        Words::new("tendrops-simulate-head")
            .arg("tap", tap)
            .arg("board", game.board())
            .arg("timing", timing),
    );
    for frame in &log.frames {
        answer = answer.line(
            Words::new("tendrops-simulate-tick")
                .arg("tick", format!("{:<3}", frame.tick))
                .word("events", frame_events(&log, frame)),
        );
    }
    Ok(answer
        .line(
            Words::new("tendrops-simulate-total")
                .arg("bursts", log.bursts)
                .arg("lost", log.lost)
                .arg("bonus", game.rules().bonus(log.bursts)),
        )
        .line(Words::new("as-written").arg("text", log.after.to_lines())))
}

/// What happened in one tick, the events joined by `;`.
fn frame_events(log: &ChainLog, frame: &Frame) -> Words {
    let cells = |ps: &[Pos]| {
        ps.iter()
            .map(|p| p.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut parts = Vec::new();
    for (key, list) in [
        ("tendrops-simulate-absorbed", &frame.absorbed),
        ("tendrops-simulate-spilled", &frame.spilled),
        ("tendrops-simulate-passed", &frame.passed),
    ] {
        if !list.is_empty() {
            parts.push(Words::new(key).arg("cells", cells(list)));
        }
    }
    if !frame.left_board.is_empty() {
        parts.push(Words::new("tendrops-simulate-left").arg("count", frame.left_board.len()));
    }
    if !frame.bursts.is_empty() {
        parts.push(Words::new("tendrops-simulate-burst").arg("cells", cells(&frame.bursts)));
    }
    if parts.is_empty() && frame.tick > 0 {
        parts.push(Words::new("tendrops-simulate-flying").arg("count", frame.droplets.len()));
    }
    if frame.tick == 0 && log.bursts == 0 {
        parts.push(Words::new(if log.created {
            "tendrops-simulate-created"
        } else {
            "tendrops-simulate-grew"
        }));
    }
    let mut parts = parts.into_iter().rev();
    let last = parts
        .next()
        .unwrap_or_else(|| Words::new("as-written").arg("text", ""));
    parts.fold(last, |tail, head| {
        Words::new("tendrops-simulate-and")
            .word("head", head)
            .word("tail", tail)
    })
}

/// The campaign as a table: each level's number, board, level and par.
fn levels() -> ActionOutput<Position> {
    let levels = campaign();
    let rows = levels
        .iter()
        .map(|l| {
            vec![
                l.number.to_string(),
                l.board.to_string(),
                l.difficulty.name().to_string(),
                l.par.to_string(),
            ]
        })
        .collect();
    ActionOutput::figures(PuzzleData::of(&CampaignFigures { levels })).table(ActionTable {
        columns: ["number", "board", "level", "par"]
            .iter()
            .map(|c| Words::new(format!("tendrops-campaign-col-{c}")))
            .collect(),
        rows,
        on_request: false,
    })
}

/// The campaign's figures: its levels.
#[derive(serde::Serialize)]
struct CampaignFigures {
    levels: Vec<crate::campaign::CampaignLevel>,
}

#[cfg(test)]
mod tests {
    use puzzle::{ActionInput, DynPuzzle, Puzzle as _, Registered};

    use super::*;
    use crate::TenDrops;

    fn run(
        name: &str,
        game: Option<&str>,
        params: &[(&str, &str)],
    ) -> Result<puzzle::ActionAnswer, PuzzleError> {
        let input = ActionInput::new(game, params);
        Registered::new(TenDrops).action(name, &input, &Limits::none())
    }

    #[test]
    fn a_simulated_tap_follows_the_chain_the_game_plays() {
        let game = "040244/304244/003030/000413/243220/004423";
        let answer = run("simulate", Some(game), &[("tap", "0,1")]).expect("simulated");
        let figures = answer.figures.json();
        // the figures are the engine's log of the same tap
        let position = TenDrops.parse(game).expect("a board");
        let log = simulate(position.board(), Pos::new(0, 1), position.rules().timing)
            .expect("on the board");
        assert_eq!(figures["bursts"], log.bursts);
        assert_eq!(figures["after"], serde_json::json!(log.after));
        // and the board after it is the one playing the tap leaves
        let played = play::apply(&position, &Tap::at(Pos::new(0, 1))).expect("legal");
        assert_eq!(played.game.board(), &log.after);
        assert_eq!(answer.lines.len(), log.frames.len() + 3);
        assert_eq!(answer.lines[1].key, "tendrops-simulate-tick");

        let outside = run("simulate", Some(game), &[("tap", "9,9")]).unwrap_err();
        assert_eq!(outside.code(), "illegal_move");
        let unread = run("simulate", Some(game), &[("tap", "a")]).unwrap_err();
        assert!(unread.to_string().starts_with("tap: 'a'"), "{unread}");
    }

    #[test]
    fn the_campaign_lists_every_level_with_its_par() {
        let answer = run("campaign", None, &[]).expect("the campaign");
        let table = answer.table.expect("a table");
        let levels = campaign();
        assert_eq!(table.rows.len(), levels.len());
        for (row, level) in table.rows.iter().zip(&levels) {
            assert_eq!(row[1], level.board.to_string());
            assert_eq!(row[3], level.par.to_string());
            // the par is the proven optimum of the level under the default rules
            let game = TenDrops.parse(&level.board.to_string()).expect("a board");
            let solved = TenDrops
                .solve(&game, "exact", &Limits::none())
                .expect("solved");
            assert_eq!(
                solved.cost,
                Some(u64::from(level.par)),
                "level {}",
                level.number
            );
        }
        assert_eq!(
            answer.figures.json()["levels"].as_array().map(Vec::len),
            Some(levels.len())
        );
    }
}
