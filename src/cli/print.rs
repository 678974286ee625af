//! `puzzlelab print`: a printable sheet of a set's games (a set file or a library) as one
//! standalone HTML file, in the manner of Simon Tatham's puzzles' print: each game drawn by its
//! puzzle's own board module (as its page draws it), A4 pages, and an answer key on pages of
//! its own (an optimal solution of each game, from the default solver). The drawing is the web
//! app's print page (`/print`), carried into the file by `web::print`.

use std::path::PathBuf;

use anyhow::anyhow;
use clap::Args;
use puzzle::{Registry, StepDetail, Words};
use search::Limits;
use web::print::{Sheet, SheetGame};

use super::common::Context;
use super::failure::{file_error, refused, unknown_puzzle, Failure, WithWords};
use super::games::{library_games, read_set_file, SetGame};
use super::judge::seconds;
use super::voice::Voice;

/// Most games one sheet prints.
const MAX_PRINTED: usize = 200;

#[derive(Debug, Args)]
pub struct PrintArgs {
    /// A set file: one `puzzle<TAB>game[<TAB>optimum]` per line.
    #[arg(
        long,
        value_name = "FILE",
        required_unless_present = "library",
        conflicts_with = "library"
    )]
    pub set: Option<PathBuf>,
    /// The games of a library of the database instead (its name or id).
    #[arg(long, value_name = "NAME")]
    pub library: Option<String>,
    /// The puzzle whose library it is, when several puzzles have a library of that name.
    #[arg(long, value_name = "ID", requires = "library")]
    pub puzzle: Option<String>,
    /// The HTML file to write (open it in a browser and print it).
    #[arg(long, value_name = "FILE")]
    pub html: PathBuf,
    /// With an answer key (the default).
    #[arg(long, overrides_with = "no_answers")]
    pub answers: bool,
    /// Without the answer key.
    #[arg(long = "no-answers")]
    pub no_answers: bool,
    /// The sheet's title (default: the words for "Puzzle sheet", or the library's name).
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Seconds the solver may take per game for the answer key.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0)]
    pub timeout: f64,
}

pub fn run(args: PrintArgs, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    // the sheet speaks the command line's language (`--lang`)
    let lang = Voice::current().lang();
    let limits = Limits::none().with_max_time(seconds("--timeout", args.timeout)?);
    let (games, title, subtitle) = match (&args.set, &args.library) {
        (Some(path), _) => {
            let games = read_set_file(path, registry)?;
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            (games, None, name)
        }
        (None, Some(name)) => {
            let mut store = ctx.open_store()?;
            super::serve::install_builtin_libraries(&mut store, registry)?;
            let (library, rows) = library_games(&store, name, args.puzzle.as_deref())?;
            let games = rows.into_iter().map(|(_, g)| g).collect();
            (games, Some(library.name), String::new())
        }
        (None, None) => return Err(refused(Words::new("cli-give-games"))),
    };
    if games.len() > MAX_PRINTED {
        return Err(refused(
            Words::new("cli-print-too-many")
                .arg("count", games.len())
                .arg("most", MAX_PRINTED),
        ));
    }
    let answers = !args.no_answers;
    let mut printed = Vec::with_capacity(games.len());
    for game in &games {
        printed.push(sheet_game(registry, game, answers, &limits)?);
    }
    let sheet = Sheet {
        title: args.title.or(title),
        subtitle,
        answers,
        games: printed,
    };
    let page = web::print::standalone_sheet(&sheet, lang).map_err(|e| anyhow!(e))?;
    std::fs::write(&args.html, page).map_err(|e| file_error("cli-cannot-write", &args.html, e))?;
    super::common::print_text(&Voice::current().text(
        if answers {
            "cli-wrote-sheet-answers"
        } else {
            "cli-wrote-sheet"
        },
        &[
            ("path", args.html.display().to_string().into()),
            ("count", games.len().into()),
        ],
    ))
}

/// One game of the sheet: its position and, for the key, its solution.
fn sheet_game(
    registry: &Registry,
    game: &SetGame,
    answers: bool,
    limits: &Limits,
) -> anyhow::Result<SheetGame> {
    let puzzle = registry.find(&game.puzzle).map_err(unknown_puzzle)?;
    let position = puzzle
        .position(&game.game)
        .map_err(|e| Failure::input(&e, &game.game, None))
        .context_words(|| Words::new("as-written").arg("text", &game.origin))?;
    let (solution, error) = if answers {
        match puzzle.solve(&game.game, None, StepDetail::Games, limits) {
            Ok(solution) => (Some(solution), None),
            Err(e) => (None, Some(Failure::puzzle(e, &game.game).message)),
        }
    } else {
        (None, None)
    };
    Ok(SheetGame {
        puzzle: game.puzzle.clone(),
        game: game.game.clone(),
        optimum: game.optimum,
        position,
        solution,
        error,
    })
}
