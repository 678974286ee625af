//! `puzzlelab serve`: runs the web app with its database.

use std::net::SocketAddr;

use anyhow::Context as _;
use clap::Args;

use puzzle::Registry;

use super::common::Context;

/// Installs the built-in libraries of the puzzles whose engine changed since the database last
/// saw them (all of them on first run; nothing, and no puzzle work, when none changed). A row
/// left out is named on standard error.
pub fn install_builtin_libraries(
    store: &mut store::Store,
    registry: &Registry,
) -> anyhow::Result<()> {
    let reports = web::entries::install_builtin_libraries(store, registry, &search::Limits::none())
        .context("cannot fill the built-in puzzle libraries")?;
    for report in reports {
        for row in &report.left_out {
            eprintln!(
                "warning: the built-in {} library {:?} leaves out {}: {}",
                report.library.kind,
                report.library.name,
                row.name.as_deref().unwrap_or(&row.description),
                row.reason
            );
        }
    }
    Ok(())
}

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Longest time one solve may run, in seconds (requests may ask for less).
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS")]
    pub max_solve_seconds: f64,
}

pub fn run(args: ServeArgs, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    if !(args.max_solve_seconds.is_finite() && args.max_solve_seconds > 0.0) {
        anyhow::bail!("--max-solve-seconds must be a positive number");
    }
    let max_time = std::time::Duration::try_from_secs_f64(args.max_solve_seconds)
        .unwrap_or(std::time::Duration::MAX);
    let db_path = ctx.db_path()?;
    let mut store = ctx.open_store()?;
    install_builtin_libraries(&mut store, registry)
        .with_context(|| format!("in the database {}", db_path.display()))?;
    let mut policy = web::LimitPolicy::default();
    policy.max_time = max_time;
    policy.default_time = policy.default_time.min(policy.max_time);
    let state = web::AppState::new(registry.clone(), store, policy);

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        let listener = web::bind(args.addr).with_context(|| {
            format!(
                "cannot listen on {} (is another server using it? try --addr 127.0.0.1:0)",
                args.addr
            )
        })?;
        let local = listener
            .local_addr()
            .context("cannot read the bound address")?;
        println!("Puzzle Lab listening on http://{local}");
        eprintln!("database: {}", db_path.display());
        eprintln!("press Ctrl-C to stop");
        web::serve(listener, state)
            .await
            .context("the web server failed")
    })
}
