//! `puzzlelab serve`: runs the web app with its database. On a loopback address the server
//! has one user and every write is allowed; on any other address it is a teacher's server
//! for a class: pages are answered for the IP addresses and the `--allow-host` names, and
//! writes (libraries, saved games, records, imports) need the token (`--token`, or one the
//! server makes and prints with a warning).

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
                report.library.puzzle,
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
    /// A host name the pages may be opened by, besides IP addresses (repeatable); others are
    /// refused.
    #[arg(long = "allow-host", value_name = "NAME")]
    pub allow_hosts: Vec<String>,
    /// The token that lets requests change libraries, saved games and records
    /// (`Authorization: Bearer TOKEN`); a server on the network makes one when none is given.
    #[arg(long, value_name = "TOKEN")]
    pub token: Option<String>,
}

/// Who may reach and write to the server, from its address and flags.
fn access(args: &ServeArgs) -> anyhow::Result<(web::AllowedHosts, Option<web::WriteToken>)> {
    let mut hosts = web::AllowedHosts::default();
    for name in &args.allow_hosts {
        let plain = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-._".contains(c));
        if !plain {
            anyhow::bail!(
                "--allow-host {name:?}: give a host name such as puzzles.school.example, without a scheme or a port"
            );
        }
        hosts = hosts.with_name(name);
    }
    let token = match &args.token {
        Some(text) => {
            Some(web::WriteToken::new(text).map_err(|e| anyhow::anyhow!("--token: {e}"))?)
        }
        None if !args.addr.ip().is_loopback() => Some(
            web::WriteToken::random()
                .context("cannot make a token from the system's random generator")?,
        ),
        None => None,
    };
    Ok((hosts, token))
}

/// Says, at start, that a server on the network is a class's: the token, and how to use it.
fn announce_network_server(local: SocketAddr, hosts: &web::AllowedHosts, token: &web::WriteToken) {
    println!("teacher's token: {}", token.as_str());
    let host = hosts
        .names()
        .first()
        .cloned()
        .unwrap_or_else(|| "127.0.0.1".to_string());
    eprintln!(
        "warning: this server is reachable from the network: anyone who can reach {local} can open the pages, play, solve and use the lab"
    );
    eprintln!(
        "  changing libraries, saved games and records needs the teacher's token (Authorization: Bearer TOKEN); pages without it keep their saves and records in the browser"
    );
    eprintln!(
        "  open http://{host}:{}/#token={} on the teacher's own computer to give its pages the token; keep the token to yourself",
        local.port(),
        token.as_str()
    );
    if hosts.names().is_empty() {
        eprintln!(
            "  the pages are answered for IP addresses only: add --allow-host NAME to open them by a host name"
        );
    }
}

pub fn run(args: ServeArgs, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    if !(args.max_solve_seconds.is_finite() && args.max_solve_seconds > 0.0) {
        anyhow::bail!("--max-solve-seconds must be a positive number");
    }
    let max_time = std::time::Duration::try_from_secs_f64(args.max_solve_seconds)
        .unwrap_or(std::time::Duration::MAX);
    let (hosts, token) = access(&args)?;
    let db_path = ctx.db_path()?;
    let mut store = ctx.open_store()?;
    install_builtin_libraries(&mut store, registry)
        .with_context(|| format!("in the database {}", db_path.display()))?;
    let mut policy = web::LimitPolicy::default();
    policy.max_time = max_time;
    policy.default_time = policy.default_time.min(policy.max_time);
    let mut state =
        web::AppState::new(registry.clone(), store, policy).with_allowed_hosts(hosts.clone());
    if let Some(token) = &token {
        state = state.with_write_token(token.clone());
    }

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
        match &token {
            Some(token) if !local.ip().is_loopback() => {
                announce_network_server(local, &hosts, token)
            }
            Some(_) => eprintln!("writes need the token given with --token"),
            None => {}
        }
        eprintln!("database: {}", db_path.display());
        eprintln!("press Ctrl-C to stop");
        web::serve(listener, state)
            .await
            .context("the web server failed")
    })
}
