//! The HTTP server loop: the app on a bound listener, with the limits a server on a shared
//! machine needs against slow or greedy clients. A client that does not send its request
//! headers within [`ServeOptions::header_timeout`] is disconnected (half-sent requests cannot
//! pile up), and so is one that does not send a request's body within
//! [`ServeOptions::body_timeout`] (after a JSON 408; see [`crate::bodies`]). At most
//! [`ServeOptions::max_connections`] connections are served at once, so the process never runs
//! out of file descriptors: a new one beyond them takes the place of the connection that has
//! waited longest for its client, or is closed at once when none waits (see
//! [`crate::connections`]). A failed `accept` (out of descriptors, say) is waited out instead
//! of ending the server. While it runs, free memory is given back to the system every few
//! seconds.

use std::sync::Arc;
use std::time::Duration;

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};

use crate::bodies::{self, BodyRules};
use crate::connections::{Connections, MIN_STALL};
use crate::protocol_errors::JsonProtocolErrors;
use crate::state::AppState;

/// How the server treats connections.
#[derive(Debug, Clone, Copy)]
pub struct ServeOptions {
    /// A client must send its request headers within this time.
    pub header_timeout: Duration,
    /// A client must send a request's whole body within this time of its headers.
    pub body_timeout: Duration,
    /// Connections served at once (see the module's documentation for what happens to more).
    pub max_connections: usize,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            max_connections: 512,
        }
    }
}

/// The most connections a server takes, whatever descriptors it may open (an idle connection
/// costs some kilobytes of buffers).
pub const MAX_CONNECTIONS: usize = 4096;
/// Descriptors kept for the database, its journal and the process's own files.
const RESERVED_DESCRIPTORS: usize = 64;

impl ServeOptions {
    /// The defaults, with the connection cap sized from the file descriptors this process may
    /// open: the soft limit is first raised to the hard one (as far as [`MAX_CONNECTIONS`]
    /// needs), so that thousands of idle connections cannot starve the others.
    pub fn for_this_process() -> Self {
        let descriptors = raise_descriptor_limit(MAX_CONNECTIONS + RESERVED_DESCRIPTORS);
        ServeOptions {
            max_connections: descriptors
                .saturating_sub(RESERVED_DESCRIPTORS)
                .clamp(1, MAX_CONNECTIONS),
            ..ServeOptions::default()
        }
    }
}

/// Raises the soft limit on open files towards `wanted` (never above the hard limit); returns
/// the soft limit in force afterwards.
#[cfg(unix)]
fn raise_descriptor_limit(wanted: usize) -> usize {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit only read and write the struct passed by pointer.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 1024;
        }
        let wanted = libc::rlim_t::try_from(wanted).unwrap_or(libc::rlim_t::MAX);
        if limit.rlim_cur < wanted {
            let raised = libc::rlimit {
                rlim_cur: wanted.min(limit.rlim_max),
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit = raised;
            }
        }
    }
    usize::try_from(limit.rlim_cur).unwrap_or(usize::MAX)
}

#[cfg(not(unix))]
fn raise_descriptor_limit(_wanted: usize) -> usize {
    ServeOptions::default().max_connections + RESERVED_DESCRIPTORS
}

/// Stops a background task when the server loop ends.
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Connections the system may hold for the server before it accepts them (the kernel caps it
/// at `net.core.somaxconn`); a burst larger than the backlog makes clients retry after a
/// second.
pub const LISTEN_BACKLOG: u32 = 4096;

/// Listens on `addr` with a backlog of [`LISTEN_BACKLOG`].
pub fn bind(addr: std::net::SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() {
        tokio::net::TcpSocket::new_v4()?
    } else {
        tokio::net::TcpSocket::new_v6()?
    };
    // a restarted server can listen again at once, whatever the old connections' state
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// How long the loop waits after a failed `accept` before it tries again.
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);

/// Serves the app on `listener` with `options` until `shutdown` completes. The app also
/// answers for the address it listens on (see [`crate::AllowedHosts::listening_on`]).
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    state: AppState,
    options: ServeOptions,
    shutdown: impl std::future::Future<Output = ()>,
) -> std::io::Result<()> {
    let ip = listener.local_addr()?.ip();
    let hosts = state.hosts.clone().listening_on(ip);
    let app = crate::app(state.with_allowed_hosts(hosts));
    let connections = Connections::new(options.max_connections, MIN_STALL);
    let rules = BodyRules {
        timeout: options.body_timeout,
    };
    let trimmer = tokio::spawn(crate::memory::keep_giving_back());
    let _stop_trimming = AbortOnDrop(trimmer);
    tokio::pin!(shutdown);
    loop {
        let accepted = tokio::select! {
            () = &mut shutdown => return Ok(()),
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(_) => {
                tokio::time::sleep(ACCEPT_BACKOFF).await;
                continue;
            }
        };
        let Some(place) = connections.admit() else {
            drop(stream); // every place is taken by a connection that works: closed at once
            continue;
        };
        let app = app.clone();
        let connection = Arc::clone(&place.connection);
        let service = hyper::service::service_fn(move |request| {
            bodies::answer(app.clone(), request, rules, Arc::clone(&connection), peer)
        });
        tokio::spawn(async move {
            let serving = http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(options.header_timeout)
                // room above the app's own limits, so that most oversized requests get its JSON
                // 414 or 431; hyper's own 431 for larger ones is made JSON by `JsonProtocolErrors`
                .max_headers(4 * crate::MAX_HEADERS)
                .serve_connection(TokioIo::new(JsonProtocolErrors::new(stream)), service);
            // a client that goes away or breaks the protocol ends its own connection only; one
            // that waits too long may be closed for a newcomer
            tokio::select! {
                _ = serving => {}
                () = place.connection.closed_for_another() => {}
            }
            drop(place);
        });
    }
}
