//! `puzzlelab serve`: runs the web app with its database. On a loopback address the server
//! has one user and every write is allowed; on any other address it is a teacher's server
//! for a class: pages are answered for the IP addresses and the `--allow-host` names, and
//! writes (libraries, saved games, records, imports) need the token (`--token`, or one the
//! server makes and prints with a warning).

use std::net::SocketAddr;

use clap::Args;

use puzzle::{Registry, Words};

use super::common::{warn, Context};
use super::failure::{refused, WithWords};
use super::voice::Voice;

/// Installs the built-in libraries of the puzzles whose engine changed since the database last
/// saw them (all of them on first run; nothing, and no puzzle work, when none changed). A row
/// left out is named on standard error.
pub fn install_builtin_libraries(
    store: &mut store::Store,
    registry: &Registry,
) -> anyhow::Result<()> {
    let reports = web::entries::install_builtin_libraries(store, registry, &search::Limits::none())
        .context_words(|| Words::new("cli-cannot-fill-libraries"))?;
    for report in reports {
        for row in &report.left_out {
            warn(
                &Words::new("cli-library-leaves-out")
                    .arg("puzzle", &report.library.puzzle)
                    .arg("library", &report.library.name)
                    .arg("game", row.name.as_deref().unwrap_or(&row.description))
                    .arg("reason", &row.reason),
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
            return Err(refused(Words::new("cli-bad-allow-host").arg("name", name)));
        }
        hosts = hosts.with_name(name);
    }
    let token = match &args.token {
        Some(text) => Some(web::WriteToken::new(text).map_err(|e| {
            refused(Words::new("cli-bad-token").word("problem", e.words().clone()))
        })?),
        None if !args.addr.ip().is_loopback() => {
            Some(web::WriteToken::random().context_words(|| Words::new("cli-cannot-make-token"))?)
        }
        None => None,
    };
    Ok((hosts, token))
}

/// Says, at start, that a server on the network is a class's: the token, and how to use it.
fn announce_network_server(local: SocketAddr, hosts: &web::AllowedHosts, token: &web::WriteToken) {
    let voice = Voice::current();
    println!(
        "{}",
        voice.text("cli-teachers-token", &[("token", token.as_str().into())])
    );
    let host = hosts
        .names()
        .first()
        .cloned()
        .unwrap_or_else(|| "127.0.0.1".to_string());
    warn(&Words::new("cli-network-server").arg("address", local));
    eprintln!("  {}", voice.text("cli-network-writes", &[]));
    eprintln!(
        "  {}",
        voice.text(
            "cli-network-give-token",
            &[(
                "url",
                format!("http://{host}:{}/#token={}", local.port(), token.as_str()).into()
            ),],
        )
    );
    if hosts.names().is_empty() {
        eprintln!("  {}", voice.text("cli-network-ip-only", &[]));
    }
}

pub fn run(args: ServeArgs, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    if !(args.max_solve_seconds.is_finite() && args.max_solve_seconds > 0.0) {
        return Err(refused(
            Words::new("cli-bad-max-solve-seconds").arg("given", args.max_solve_seconds),
        ));
    }
    let max_time = std::time::Duration::try_from_secs_f64(args.max_solve_seconds)
        .unwrap_or(std::time::Duration::MAX);
    let (hosts, token) = access(&args)?;
    let db_path = ctx.db_path()?;
    let mut store = ctx.open_store()?;
    install_builtin_libraries(&mut store, registry)
        .context_words(|| Words::new("cli-in-database").arg("path", db_path.display()))?;
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
        .context_words(|| Words::new("cli-cannot-start-runtime"))?;
    runtime.block_on(async move {
        let listener = web::bind(args.addr)
            .context_words(|| Words::new("cli-cannot-listen").arg("address", args.addr))?;
        let local = listener
            .local_addr()
            .context_words(|| Words::new("cli-cannot-read-address"))?;
        let voice = Voice::current();
        // the first line is the one scripts wait for: its URL stays the last word
        println!(
            "{}",
            voice.text(
                "cli-listening",
                &[("url", format!("http://{local}").into())]
            )
        );
        match &token {
            Some(token) if !local.ip().is_loopback() => {
                announce_network_server(local, &hosts, token)
            }
            Some(_) => eprintln!("{}", voice.text("cli-writes-need-token", &[])),
            None => {}
        }
        eprintln!(
            "{}",
            voice.text(
                "cli-database",
                &[("path", db_path.display().to_string().into())]
            )
        );
        eprintln!("{}", voice.text("cli-press-ctrl-c", &[]));
        web::serve(listener, state)
            .await
            .context_words(|| Words::new("cli-server-failed"))
    })
}
