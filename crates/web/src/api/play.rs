//! The routes every puzzle of the registry answers, under `/api/{id}/`, one JSON shape per
//! route whatever the puzzle (the shapes are documented in `puzzle::dynamic`):
//!
//! - `POST parse` `{game}`: the position (`game` canonical, `status`, `view`, `legal_moves`)
//!   or a 400 whose error has `line` and `column`;
//! - `POST validate` `{game}`: always 200: `{valid: true, game}` or `{valid: false, error:
//!   {code, message, line, column}}`, for checking while the player types;
//! - `POST move` `{game, move, previous?}`: the position after the move, with its `cost`;
//! - `POST hint` `{game, limits?}`; `POST solve` `{game, algorithm?, steps?, limits?}`;
//!   `POST compare` `{game, algorithms?, limits?}` (one budget for the whole comparison);
//!   `POST generate` `{game?, difficulty?, seed?, params?, limits?}` (`game` is a template whose
//!   rules the new game keeps); `POST rate` `{game, limits?}`;
//! - `POST check` `{game, moves, limits?}`: an answer's moves (each its notation or its JSON
//!   form) replayed and rated against the optimum the default solver proves within the limits
//!   (see `puzzle::check`);
//! - `POST {hint|solve|compare|generate|rate|check}/stream`: the same body, answered with a stream of
//!   JSON lines (progress, then the result or the error; see [`crate::jobs`]).
//!
//! Parsing and moves run in the quick lane; everything else runs bounded by the request's
//! limits and the server's ceilings, and stops when the client goes away. Identical jobs in
//! flight run once, and proven solves and hints are kept (see [`crate::jobs`]); a kept answer
//! carries `"cached": true`.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::{get, post};
use axum::{Json, Router};
use puzzle::answers::to_json;
use puzzle::check::MAX_CHECKED_MOVES;
use puzzle::{ExperimentInput, GenerateInput, HeuristicsAnswer, LabRequest, StepDetail, Words};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::schemas::{GameId, MoveForm, OptionValue};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::jobs::{run_quick, run_shared, stream_shared, Computed, ProvenKey, SharedJob};
use crate::limits::{Arrival, LimitFields, RequestLimits};
use crate::state::AppState;

/// Longest game ID accepted, in bytes (the largest boards the puzzles take are about 1,600).
pub const MAX_GAME_BYTES: usize = 16 * 1024;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/{puzzle}/parse", post(parse))
        .route("/{puzzle}/validate", post(validate))
        .route("/{puzzle}/move", post(play_move))
        .route("/{puzzle}/heuristics", get(heuristics))
        .route("/{puzzle}/{job}", post(job))
        .route("/{puzzle}/{job}/stream", post(job_stream))
}

/// The body of parse and validate: the game ID.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct GameRequest {
    #[schemars(with = "GameId")]
    game: String,
}

/// The body of a move: the game, the move, and the position before it when the game has
/// been played from its start (for rules that look back, such as a repeated move).
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct MoveRequest {
    #[schemars(with = "GameId")]
    game: String,
    /// The move: its notation, or its JSON form.
    #[serde(rename = "move")]
    #[schemars(with = "MoveForm")]
    mv: Value,
    /// The position before the move, as `/api/{puzzle}/move` answered it.
    #[serde(default)]
    previous: Option<Value>,
}

/// The body of every bounded job; each job reads the fields it needs ([`Job::fields`]) and
/// refuses the others.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct JobRequest {
    /// The game to work on (generate and experiment: a game whose rules and size the new
    /// games keep).
    #[serde(default)]
    #[schemars(with = "Option<GameId>")]
    game: Option<String>,
    /// The limits of the work, within the server's.
    #[serde(default)]
    #[schemars(with = "Option<LimitFields>")]
    limits: Option<RequestLimits>,
    /// solve: the solver's name (the puzzle's default exact solver when absent); trace: the
    /// generic algorithm (`bfs`, `astar`, `idastar`, `beam:50`...).
    #[serde(default)]
    algorithm: Option<String>,
    /// solve: `views` (default: each step's drawing, for playback) or `games`.
    #[serde(default)]
    #[schemars(extend("enum" = ["views", "games", null]))]
    steps: Option<String>,
    /// compare and experiment: the solvers (the puzzle's default line-up when absent).
    #[serde(default)]
    algorithms: Option<Vec<String>>,
    /// generate: a level name.
    #[serde(default)]
    difficulty: Option<String>,
    /// generate and experiment: the random seed (the clock's when absent).
    #[serde(default)]
    seed: Option<u64>,
    /// generate: the generator's options and rules, by key (strings, numbers or booleans);
    /// experiment: the generator's options of the game the instances come from.
    #[serde(default)]
    #[schemars(with = "Option<BTreeMap<String, OptionValue>>")]
    params: Option<BTreeMap<String, Value>>,
    /// trace, heuristic-check, experiment: the heuristic by name.
    #[serde(default)]
    heuristic: Option<String>,
    /// trace: one chosen goal position, a game ID (the puzzle's own goal test when absent).
    #[serde(default)]
    #[schemars(with = "Option<GameId>")]
    goal: Option<String>,
    /// trace: the most steps recorded.
    #[serde(default)]
    #[schemars(range(min = 1, max = MAX_TRACE_STEPS))]
    max_steps: Option<usize>,
    /// heuristic-check, state-space: the most states listed.
    #[serde(default)]
    #[schemars(range(min = 1, max = MAX_API_STATES))]
    max_states: Option<usize>,
    /// experiment: the exact optimal costs of the instances.
    #[serde(default)]
    #[schemars(length(min = 1, max = MAX_EXPERIMENT_DEPTHS), inner(range(max = MAX_EXPERIMENT_DEPTH)))]
    depths: Option<Vec<u32>>,
    /// experiment: instances per depth (at most 1000 instances in all).
    #[serde(default)]
    #[schemars(range(min = 1, max = MAX_EXPERIMENT_INSTANCES))]
    instances: Option<usize>,
    /// experiment: the older spelling of `params: {"size": N}` (a generator option), kept for
    /// older clients.
    #[serde(default)]
    #[schemars(range(min = 1))]
    size: Option<u64>,
    /// check: the answer's moves, each its notation (a string) or its JSON form.
    #[serde(default)]
    #[schemars(with = "Option<Vec<MoveForm>>", length(max = MAX_CHECKED_MOVES))]
    moves: Option<Vec<Value>>,
}

/// The most steps a trace records (`search::MAX_TRACE_STEPS`).
pub const MAX_TRACE_STEPS: usize = search::MAX_TRACE_STEPS;
/// The most states a heuristic check or a state space lists through the API.
pub const MAX_API_STATES: usize = 250_000;
/// The most instances an experiment runs per depth, and in all (instances x depths).
pub const MAX_EXPERIMENT_INSTANCES: usize = 100;
/// The most runs' instances an experiment may ask for (instances x depths).
pub const MAX_EXPERIMENT_CELLS: usize = 1000;
/// The most depths an experiment asks for.
pub const MAX_EXPERIMENT_DEPTHS: usize = 16;
/// The deepest optimal cost an experiment asks for.
pub const MAX_EXPERIMENT_DEPTH: u32 = 64;
/// The most nodes one experiment run may expand through the API.
const EXPERIMENT_RUN_NODES: u64 = 1_000_000;

/// The jobs a puzzle runs bounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Job {
    Hint,
    Solve,
    Compare,
    Generate,
    Rate,
    Trace,
    HeuristicCheck,
    StateSpace,
    Experiment,
    Check,
}

impl Job {
    /// Every job, in the order the API documents them.
    pub(crate) const ALL: [Job; 10] = [
        Job::Hint,
        Job::Solve,
        Job::Compare,
        Job::Generate,
        Job::Rate,
        Job::Trace,
        Job::HeuristicCheck,
        Job::StateSpace,
        Job::Experiment,
        Job::Check,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            Job::Hint => "hint",
            Job::Solve => "solve",
            Job::Compare => "compare",
            Job::Generate => "generate",
            Job::Rate => "rate",
            Job::Trace => "trace",
            Job::HeuristicCheck => "heuristic-check",
            Job::StateSpace => "state-space",
            Job::Experiment => "experiment",
            Job::Check => "check",
        }
    }

    fn parse(name: &str) -> Result<Job, ApiError> {
        Ok(match name {
            "hint" => Job::Hint,
            "solve" => Job::Solve,
            "compare" => Job::Compare,
            "generate" => Job::Generate,
            "rate" => Job::Rate,
            "trace" => Job::Trace,
            "heuristic-check" => Job::HeuristicCheck,
            "state-space" => Job::StateSpace,
            "experiment" => Job::Experiment,
            "check" => Job::Check,
            other => {
                return Err(ApiError::not_found(
                    Words::new("error-no-route").arg("route", other),
                ))
            }
        })
    }

    /// The fields of [`JobRequest`] this job cannot do without.
    pub(crate) fn required(self) -> &'static [&'static str] {
        match self {
            Job::Generate => &[],
            Job::Experiment => &["depths"],
            Job::Trace => &["game", "algorithm"],
            _ => &["game"],
        }
    }

    /// The fields of [`JobRequest`] this job reads, for the error about the others.
    pub(crate) fn fields(self) -> &'static [&'static str] {
        match self {
            Job::Hint | Job::Rate => &["game", "limits"],
            Job::Solve => &["game", "algorithm", "steps", "limits"],
            Job::Compare => &["game", "algorithms", "limits"],
            Job::Generate => &["game", "difficulty", "seed", "params", "limits"],
            Job::Trace => &[
                "game",
                "algorithm",
                "heuristic",
                "goal",
                "max_steps",
                "limits",
            ],
            Job::HeuristicCheck => &["game", "heuristic", "max_states", "limits"],
            Job::Check => &["game", "moves", "limits"],
            Job::StateSpace => &["game", "max_states", "limits"],
            Job::Experiment => &[
                "game",
                "depths",
                "instances",
                "params",
                "size",
                "seed",
                "algorithms",
                "limits",
            ],
        }
    }
}

pub(crate) fn check_size(game: &str) -> Result<(), ApiError> {
    if game.len() > MAX_GAME_BYTES {
        return Err(ApiError::too_large(
            Words::new("error-game-too-long")
                .arg("bytes", game.len())
                .arg("max", MAX_GAME_BYTES),
        ));
    }
    Ok(())
}

impl JobRequest {
    /// Refuses fields the job does not read (a misspelt or misplaced option must not be
    /// silently ignored).
    fn check(&self, job: Job) -> Result<(), ApiError> {
        let given = [
            ("game", self.game.is_some()),
            ("limits", self.limits.is_some()),
            ("algorithm", self.algorithm.is_some()),
            ("steps", self.steps.is_some()),
            ("algorithms", self.algorithms.is_some()),
            ("difficulty", self.difficulty.is_some()),
            ("seed", self.seed.is_some()),
            ("params", self.params.is_some()),
            ("heuristic", self.heuristic.is_some()),
            ("goal", self.goal.is_some()),
            ("max_steps", self.max_steps.is_some()),
            ("max_states", self.max_states.is_some()),
            ("depths", self.depths.is_some()),
            ("instances", self.instances.is_some()),
            ("size", self.size.is_some()),
            ("moves", self.moves.is_some()),
        ];
        if let Some((name, _)) = given
            .iter()
            .find(|(name, set)| *set && !job.fields().contains(name))
        {
            let fields = job.fields().join(", ");
            return Err(ApiError::invalid(
                Words::new("error-not-an-option")
                    .arg("name", name)
                    .arg("fields", fields),
            ));
        }
        if let Some(game) = &self.game {
            check_size(game)?;
        }
        Ok(())
    }

    fn game(&self) -> Result<&str, ApiError> {
        self.game
            .as_deref()
            .ok_or_else(|| ApiError::invalid(Words::new("error-no-game")))
    }

    fn step_detail(&self) -> Result<StepDetail, ApiError> {
        match self.steps.as_deref() {
            None | Some("views") => Ok(StepDetail::Views),
            Some("games") => Ok(StepDetail::Games),
            Some(other) => Err(ApiError::invalid(
                Words::new("error-steps").arg("steps", other),
            )),
        }
    }

    /// What a lab job reads: the algorithm, heuristic, goal and how much to record or list.
    fn lab_request(&self, job: Job) -> Result<LabRequest, ApiError> {
        let max = match job {
            Job::Trace => {
                let max = self.max_steps.unwrap_or(MAX_TRACE_STEPS);
                if max == 0 || max > MAX_TRACE_STEPS {
                    return Err(ApiError::invalid(
                        Words::new("lab-error-max-steps")
                            .arg("max", max)
                            .arg("most", MAX_TRACE_STEPS),
                    ));
                }
                max
            }
            _ => {
                let max = self.max_states.unwrap_or(MAX_API_STATES);
                if max == 0 || max > MAX_API_STATES {
                    return Err(ApiError::invalid(
                        Words::new("lab-error-max-states")
                            .arg("max", max)
                            .arg("most", MAX_API_STATES),
                    ));
                }
                max
            }
        };
        if job == Job::Trace && self.algorithm.is_none() {
            return Err(ApiError::invalid(Words::new("lab-error-no-algorithm")));
        }
        if let Some(goal) = &self.goal {
            check_size(goal)?;
        }
        Ok(LabRequest {
            algorithm: self.algorithm.clone().unwrap_or_default(),
            heuristic: self.heuristic.clone(),
            goal: self.goal.clone(),
            max,
        })
    }

    /// An experiment within the API's caps.
    fn experiment_input(&self, game: Option<String>) -> Result<ExperimentInput, ApiError> {
        let depths = self
            .depths
            .clone()
            .ok_or_else(|| ApiError::invalid(Words::new("lab-error-no-depths")))?;
        let instances = self.instances.unwrap_or(10);
        if depths.is_empty()
            || depths.len() > MAX_EXPERIMENT_DEPTHS
            || depths.iter().any(|&d| d > MAX_EXPERIMENT_DEPTH)
        {
            return Err(ApiError::invalid(Words::new("lab-error-depths")));
        }
        if instances == 0
            || instances > MAX_EXPERIMENT_INSTANCES
            || instances * depths.len() > MAX_EXPERIMENT_CELLS
        {
            return Err(ApiError::invalid(
                Words::new("lab-error-instances")
                    .arg("instances", instances)
                    .arg("depths", depths.len())
                    .arg("most", MAX_EXPERIMENT_INSTANCES)
                    .arg("cells", MAX_EXPERIMENT_CELLS),
            ));
        }
        // a size the document refuses is refused before the job starts, a stream's too
        if self.size == Some(0) {
            return Err(ApiError::invalid(Words::new("lab-error-size")));
        }
        Ok(ExperimentInput {
            game,
            depths,
            instances,
            seed: self.seed.unwrap_or(1),
            lineup: self.algorithms.clone(),
            blind_max_depth: 12,
            max_nodes_per_run: EXPERIMENT_RUN_NODES,
            max_states: MAX_API_STATES,
        })
    }

    /// check: the moves as the puzzle reads them (a JSON move as its JSON text), at most
    /// [`MAX_CHECKED_MOVES`].
    fn moves(&self) -> Result<Vec<String>, ApiError> {
        let moves = self.moves.as_deref().unwrap_or_default();
        if moves.len() > MAX_CHECKED_MOVES {
            return Err(ApiError::too_large(
                Words::new("error-too-many-moves")
                    .arg("moves", moves.len())
                    .arg("most", MAX_CHECKED_MOVES),
            ));
        }
        Ok(moves
            .iter()
            .map(|mv| match mv {
                Value::String(text) => text.clone(),
                other => other.to_string(),
            })
            .collect())
    }

    /// experiment: the game to generate when generator options are given (`params`, or the
    /// older `size`), with the request's seed.
    fn experiment_game_input(&self) -> Result<Option<GenerateInput>, ApiError> {
        let mut params = param_texts(self.params.as_ref())?;
        if let Some(size) = self.size {
            params.entry("size".to_string()).or_insert(size.to_string());
        }
        Ok((!params.is_empty()).then(|| GenerateInput {
            difficulty: None,
            seed: Some(self.seed.unwrap_or(1)),
            params,
            template: None,
        }))
    }

    fn generate_input(&self) -> Result<GenerateInput, ApiError> {
        let params = param_texts(self.params.as_ref())?;
        Ok(GenerateInput {
            difficulty: self.difficulty.clone(),
            seed: self.seed,
            params,
            template: self.game.clone(),
        })
    }
}

/// A request's `params` (strings, numbers or booleans) as the texts an option's spec checks.
pub(crate) fn param_texts(
    params: Option<&BTreeMap<String, Value>>,
) -> Result<BTreeMap<String, String>, ApiError> {
    let mut texts = BTreeMap::new();
    for (key, value) in params.into_iter().flatten() {
        let text = match value {
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            Value::Bool(b) => b.to_string(),
            other => {
                return Err(ApiError::invalid(
                    Words::new("error-param-value")
                        .arg("key", key)
                        .arg("value", other),
                ))
            }
        };
        texts.insert(key.clone(), text);
    }
    Ok(texts)
}

/// An experiment input that is never used (the experiment job always has one).
fn unreachable_input() -> ExperimentInput {
    ExperimentInput {
        game: None,
        depths: Vec::new(),
        instances: 0,
        seed: 0,
        lineup: None,
        blind_max_depth: 0,
        max_nodes_per_run: 0,
        max_states: 0,
    }
}

/// `GET /api/{id}/heuristics`: the heuristics the search lab offers, each with
/// `admissible` and `consistent` (null when not known), and `bidirectional`: whether the lab
/// searches the puzzle backward (bidirectional search, one chosen goal), with `goal_note`,
/// what the lab says of the goals the puzzle takes.
async fn heuristics(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = state.puzzle(&id)?;
    Ok(Json(to_json(HeuristicsAnswer {
        heuristics: puzzle.heuristics(),
        bidirectional: puzzle.lab_bidirectional(),
        goal_note: puzzle.lab_bidirectional().then(|| puzzle.lab_goal_note()),
    })))
}

async fn parse(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    check_size(&req.game)?;
    state.puzzle(&id)?;
    let value = run_quick(&state.clone(), move |_| {
        Ok(to_json(state.puzzle(&id)?.position(&req.game)?))
    })
    .await?;
    Ok(Json(value))
}

/// Like `parse`, but a game with mistakes is an answer, not an error.
async fn validate(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    state.puzzle(&id)?;
    let answer = if let Err(e) = check_size(&req.game) {
        Err(e)
    } else {
        run_quick(&state.clone(), move |_| {
            Ok(state.puzzle(&id)?.canonical(&req.game)?)
        })
        .await
    };
    Ok(Json(to_json(match answer {
        Ok(game) => Validated {
            valid: true,
            game: Some(game),
            error: None,
        },
        Err(e) => Validated {
            valid: false,
            game: None,
            error: Some(e.body()),
        },
    })))
}

/// `POST /api/{id}/validate`: whether a game ID is right; a wrong one is an answer, not an
/// error.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct Validated {
    /// Whether the game ID reads.
    valid: bool,
    /// Its canonical form, when it reads.
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<String>,
    /// What is wrong and where, when it does not.
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<crate::error::ErrorBody>,
}

async fn play_move(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiJson(req): ApiJson<MoveRequest>,
) -> Result<Json<Value>, ApiError> {
    check_size(&req.game)?;
    state.puzzle(&id)?;
    let value = run_quick(&state.clone(), move |_| {
        Ok(to_json(state.puzzle(&id)?.play(
            &req.game,
            &req.mv,
            req.previous.as_ref(),
        )?))
    })
    .await?;
    Ok(Json(value))
}

/// Checks the request and returns the job: what decides its answer, and the work.
fn prepare(
    state: &AppState,
    id: String,
    job: &str,
    req: JobRequest,
    arrival: Arrival,
) -> Result<
    SharedJob<impl FnOnce(search::Limits) -> Result<Computed, ApiError> + Send + 'static>,
    ApiError,
> {
    let job = Job::parse(job)?;
    req.check(job)?;
    let puzzle = state.puzzle(&id)?;
    // cheap checks before the job waits for a slot: a bad game is a 400 at once
    let input = match job {
        Job::Generate => None,
        Job::Experiment if req.game.is_none() => None,
        _ => Some(puzzle.canonical(req.game()?)?),
    };
    let lab = req.lab_request(job)?;
    let experiment = (job == Job::Experiment)
        .then(|| req.experiment_input(input.clone()))
        .transpose()?;
    let made_input = if job == Job::Experiment {
        req.experiment_game_input()?
    } else {
        None
    };
    let detail = req.step_detail()?;
    let generate = req.generate_input()?;
    let moves = req.moves()?;
    let effective = state.policy.limits(req.limits);
    // a job that draws on the clock's seed is never shared
    let shared = job != Job::Generate || req.seed.is_some();
    let flight_key = shared.then(|| {
        json!([
            id,
            job.name(),
            input,
            req.game,
            req.algorithm,
            req.steps,
            req.algorithms,
            req.difficulty,
            req.seed,
            req.params,
            req.heuristic,
            req.goal,
            req.max_steps,
            req.max_states,
            req.depths,
            req.instances,
            req.size,
            req.moves,
            effective.max_expanded,
            effective.max_time.map(|t| t.as_nanos().to_string()),
        ])
        .to_string()
    });
    let proven_key = match job {
        Job::Solve | Job::Hint => Some(ProvenKey {
            puzzle: id.clone(),
            engine_version: puzzle.info().engine_version.to_owned(),
            key: json!([job.name(), input, req.algorithm, req.steps]).to_string(),
        }),
        _ => None,
    };
    let requested = req.limits;
    let state = state.clone();
    let work = move |limits: search::Limits| {
        let puzzle = state.puzzle(&id)?;
        let game = input.as_deref().unwrap_or_default();
        let value = match job {
            Job::Hint => {
                let hint = puzzle.hint(game, &limits)?;
                return Ok(Computed {
                    proven: hint.optimal || hint.unwinnable,
                    answer: to_json(hint),
                });
            }
            Job::Solve => {
                let solved = puzzle.solve(game, req.algorithm.as_deref(), detail, &limits)?;
                return Ok(Computed {
                    proven: solved.is_proven(),
                    answer: to_json(solved),
                });
            }
            Job::Compare => to_json(puzzle.compare(game, req.algorithms.as_deref(), &limits)?),
            Job::Generate => to_json(puzzle.generate(&generate, &limits)?),
            Job::Rate => to_json(puzzle.rate(game, &limits)?),
            Job::Trace => to_json(puzzle.trace(game, &lab, &limits)?),
            Job::HeuristicCheck => to_json(puzzle.heuristic_check(game, &lab, &limits)?),
            Job::StateSpace => to_json(puzzle.state_space(game, &lab, &limits)?),
            Job::Experiment => {
                let mut input = experiment.unwrap_or_else(unreachable_input);
                if let Some(made) = &made_input {
                    // the instances come from a game the generator makes with the options
                    input.game = Some(puzzle.generate(made, &limits)?.game);
                }
                to_json(puzzle.experiment(&input, &limits)?)
            }
            Job::Check => to_json(puzzle.check(game, &moves, &limits)?),
        };
        Ok(Computed {
            answer: value,
            proven: false,
        })
    };
    Ok(SharedJob {
        flight_key,
        proven_key,
        requested,
        arrival,
        work,
    })
}

async fn job(
    State(state): State<AppState>,
    Path((id, job)): Path<(String, String)>,
    arrival: Arrival,
    ApiJson(req): ApiJson<JobRequest>,
) -> Result<Json<Value>, ApiError> {
    let job = prepare(&state, id, &job, req, arrival)?;
    Ok(Json(run_shared(&state, job).await?))
}

async fn job_stream(
    State(state): State<AppState>,
    Path((id, job)): Path<(String, String)>,
    arrival: Arrival,
    ApiJson(req): ApiJson<JobRequest>,
) -> Result<Response, ApiError> {
    let job = prepare(&state, id, &job, req, arrival)?;
    Ok(stream_shared(&state, job).await)
}
