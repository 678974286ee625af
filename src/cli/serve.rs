//! `puzzlelab serve`: runs the web app with its database.

use std::net::SocketAddr;

use anyhow::Context as _;
use clap::Args;

use super::common::Context;

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on (port 0 picks a free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Longest time one solve may run, in seconds (requests may ask for less).
    #[arg(long, default_value_t = 60.0, value_name = "SECONDS")]
    pub max_solve_seconds: f64,
}

pub fn run(args: ServeArgs, ctx: &Context) -> anyhow::Result<()> {
    if !(args.max_solve_seconds.is_finite() && args.max_solve_seconds > 0.0) {
        anyhow::bail!("--max-solve-seconds must be a positive number");
    }
    let db_path = ctx.db_path()?;
    let mut store = ctx.open_store()?;
    super::builtin::seed_libraries(&mut store).with_context(|| {
        format!(
            "cannot fill the built-in libraries in {}",
            db_path.display()
        )
    })?;
    let mut policy = web::LimitPolicy::default();
    policy.max_time = std::time::Duration::from_secs_f64(args.max_solve_seconds);
    policy.default_time = policy.default_time.min(policy.max_time);
    let state = web::AppState::new(store, policy);

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .with_context(|| {
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
