//! What every request goes through before and after its route, whatever the route:
//!
//! - the request must name its host once (one `Host` header; an absolute address must name
//!   the same host; a request that came over the network without a `Host` is refused), and
//!   that host must be this server's (a loopback name, an IP address it listens on, a name
//!   given with `--allow-host`), so that a web page whose host name was rebound to this
//!   server's address cannot use the API;
//! - a request that changes or computes (anything but GET and HEAD) from another site is
//!   refused: its `Origin` must be this server's, and `Sec-Fetch-Site` must not say
//!   `cross-site`;
//! - on a server with a write token (a server for a class, see [`crate::access`]), a request
//!   that changes stored data (anything but GET and HEAD outside a puzzle's own routes, which
//!   compute and store nothing) must carry the token: 401 without it, 403 with another;
//! - every answer carries security headers (a Content-Security-Policy that allows this
//!   server's own scripts and styles only and no framing, `nosniff`, no referrer);
//! - an error of the API that a framework layer answered in plain text (a method not
//!   allowed, a path parameter that is not a number) is turned into the JSON error envelope;
//! - a request line or headers too long for any honest client get a JSON 414 or 431 (hyper,
//!   underneath, only cuts off what is larger still, see [`crate::server`]), and a handler
//!   that panics answers a JSON 500 instead of dropping the connection.

use std::net::{IpAddr, SocketAddr};
use std::panic::AssertUnwindSafe;

use futures_util::FutureExt as _;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use puzzle::Words;

use crate::access::{credentials, Credentials};
use crate::error::ApiError;
use crate::state::AppState;

/// The host names a request may name in its `Host` header: always the loopback names
/// (`localhost`, `127.0.0.1`, `[::1]`), and those a server adds: the addresses it listens on,
/// any IP address when it listens on every interface (an address, unlike a name, cannot be
/// rebound to another server), and the names given with `--allow-host`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AllowedHosts {
    ips: Vec<IpAddr>,
    any_ip: bool,
    names: Vec<String>,
}

impl AllowedHosts {
    /// The hosts for a server listening on `ip`: the loopback names, and `ip` itself (any IP
    /// address when `ip` is every interface's).
    pub fn for_listener(ip: IpAddr) -> Self {
        AllowedHosts::default().listening_on(ip)
    }

    /// The same hosts, and those of a server listening on `ip`.
    pub fn listening_on(mut self, ip: IpAddr) -> Self {
        if ip.is_unspecified() {
            self.any_ip = true;
        } else if !self.ips.contains(&ip) {
            self.ips.push(ip);
        }
        self
    }

    /// The same hosts and the host name `name` (`--allow-host`; any case, without a port;
    /// an IP address is taken as one).
    pub fn with_name(mut self, name: &str) -> Self {
        let name = name.trim().trim_end_matches('.').to_ascii_lowercase();
        if let Ok(ip) = name.parse::<IpAddr>() {
            if !self.ips.contains(&ip) {
                self.ips.push(ip);
            }
        } else if !name.is_empty() && !self.names.contains(&name) {
            self.names.push(name);
        }
        self
    }

    /// The names given with [`AllowedHosts::with_name`].
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Whether `host` (a `Host` header value, with or without a port) is allowed.
    pub fn allows(&self, host: &str) -> bool {
        let name = host_name(host);
        if name.eq_ignore_ascii_case("localhost") {
            return true;
        }
        if let Ok(ip) = name.parse::<IpAddr>() {
            return ip.is_loopback() || self.any_ip || self.ips.contains(&ip);
        }
        let name = name.trim_end_matches('.');
        self.names.iter().any(|n| n.eq_ignore_ascii_case(name))
    }
}

/// `host` without its port and brackets: `[::1]:8080` -> `::1`, `localhost:80` -> `localhost`.
fn host_name(host: &str) -> &str {
    let host = host.trim();
    if let Some(rest) = host.strip_prefix('[') {
        return rest.split(']').next().unwrap_or(rest);
    }
    match host.rsplit_once(':') {
        Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => name,
        _ => host,
    }
}

/// The `host[:port]` part of an `Origin` header (`http://127.0.0.1:8080` -> `127.0.0.1:8080`).
fn origin_authority(origin: &str) -> Option<&str> {
    let (_, rest) = origin.split_once("://")?;
    Some(rest.split('/').next().unwrap_or(rest))
}

/// A 400 for a request that does not name its host once.
fn bad_host(words: Words) -> ApiError {
    ApiError::said(StatusCode::BAD_REQUEST, "bad_host", words)
}

/// The host a request names: its one `Host` header, or the authority of an absolute address
/// (which must agree with the header). A request that came over the network (it has a peer
/// address) must name one; a request made inside the process (tests) may name none.
fn named_host(request: &Request) -> Result<Option<String>, ApiError> {
    let mut headers = request.headers().get_all(header::HOST).iter();
    let header = headers.next();
    if headers.next().is_some() {
        return Err(bad_host(Words::new("error-host-twice")));
    }
    let header = match header.map(|h| h.to_str()) {
        None => None,
        Some(Ok(text)) => Some(text.trim()),
        Some(Err(_)) => return Err(bad_host(Words::new("error-host-unreadable"))),
    };
    let absolute = request.uri().authority().map(|a| a.as_str());
    match (header, absolute) {
        (Some(header), Some(absolute)) if !header.eq_ignore_ascii_case(absolute) => Err(bad_host(
            Words::new("error-host-disagree")
                .arg("address", absolute)
                .arg("header", header),
        )),
        (None, None)
            if request
                .extensions()
                .get::<ConnectInfo<SocketAddr>>()
                .is_some() =>
        {
            Err(bad_host(Words::new("error-host-missing")))
        }
        (header, absolute) => Ok(header.or(absolute).map(str::to_owned)),
    }
}

/// Whether a request of `method` to `path` changes stored data: anything but GET, HEAD and
/// OPTIONS, except the routes of a puzzle (`/api/{puzzle}/...`: parse, move, solve, the lab,
/// a puzzle's own actions), which compute and store nothing.
fn writes(state: &AppState, method: &Method, path: &str) -> bool {
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return false;
    }
    let puzzle = path
        .strip_prefix("/api/")
        .and_then(|rest| rest.split('/').next());
    puzzle.is_none_or(|id| state.registry.find(id).is_err())
}

/// The refusal of a write without the server's token (when it has one), if it is refused.
fn write_refusal(state: &AppState, headers: &HeaderMap) -> Option<Response> {
    let token = state.write_token.as_ref()?;
    match credentials(headers) {
        Credentials::Bearer(given) if token.matches(given) => None,
        Credentials::None => {
            let mut response = ApiError::said(
                StatusCode::UNAUTHORIZED,
                "token_required",
                Words::new("error-token-required"),
            )
            .into_response();
            response.headers_mut().insert(
                header::WWW_AUTHENTICATE,
                HeaderValue::from_static("Bearer realm=\"puzzlelab\""),
            );
            Some(response)
        }
        Credentials::Bearer(_) | Credentials::Other => Some(
            ApiError::said(
                StatusCode::FORBIDDEN,
                "bad_token",
                Words::new("error-token-wrong"),
            )
            .into_response(),
        ),
    }
}

/// Refuses requests that do not name this server as their host, state-changing requests from
/// another site, and writes without the server's token.
pub async fn check_host_and_origin(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let host = match named_host(&request) {
        Ok(host) => host,
        Err(refused) => return refused.into_response(),
    };
    if let Some(host) = &host {
        if !state.hosts.allows(host) {
            return ApiError::said(
                StatusCode::FORBIDDEN,
                "forbidden",
                Words::new("error-host-foreign").arg("host", host),
            )
            .into_response();
        }
    }
    let headers = request.headers();
    let reads_only = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    if !reads_only {
        let cross_site = headers
            .get("sec-fetch-site")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("cross-site"));
        let origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok());
        let foreign_origin = match (origin, &host) {
            (Some("null"), _) => true,
            (Some(origin), Some(host)) => {
                origin_authority(origin).is_none_or(|a| !a.eq_ignore_ascii_case(host))
            }
            _ => false,
        };
        if cross_site || foreign_origin {
            return ApiError::said(
                StatusCode::FORBIDDEN,
                "forbidden",
                Words::new("error-other-site"),
            )
            .into_response();
        }
    }
    if writes(&state, request.method(), request.uri().path()) {
        if let Some(refused) = write_refusal(&state, headers) {
            return refused;
        }
    }
    next.run(request).await
}

/// The Content-Security-Policy of every answer: this server's own scripts, styles, images and
/// API only, no plugins, no framing by other sites.
pub const CONTENT_SECURITY_POLICY: &str =
    "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// Adds the security headers to every answer.
pub async fn security_headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    add_security_headers(response.headers_mut());
    response
}

/// The security headers of every answer, for answers made outside the app (see
/// [`crate::bodies`]).
pub(crate) fn add_security_headers(headers: &mut HeaderMap) {
    for (name, value) in [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
}

/// Longest request target (path and query) answered, in bytes.
pub const MAX_URI_BYTES: usize = 8 * 1024;
/// Most header bytes (names and values) answered.
pub const MAX_HEADER_BYTES: usize = 32 * 1024;
/// Most headers answered.
pub const MAX_HEADERS: usize = 100;

/// Answers a JSON 414 or 431 to a request whose target or headers are too long, and a JSON
/// 500 when the route panics (the panic is printed by the process's panic hook, not sent).
pub async fn sizes_and_panics(request: Request, next: Next) -> Response {
    let uri_bytes = request.uri().to_string().len();
    if uri_bytes > MAX_URI_BYTES {
        return ApiError::said(
            StatusCode::URI_TOO_LONG,
            "uri_too_long",
            Words::new("error-uri-too-long")
                .arg("bytes", uri_bytes)
                .arg("most", MAX_URI_BYTES),
        )
        .into_response();
    }
    let headers = request.headers();
    let header_bytes: usize = headers
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len())
        .sum();
    if headers.len() > MAX_HEADERS || header_bytes > MAX_HEADER_BYTES {
        return ApiError::said(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "headers_too_large",
            Words::new("error-headers-too-large")
                .arg("headers", headers.len())
                .arg("bytes", header_bytes)
                .arg("most_headers", MAX_HEADERS)
                .arg("most_bytes", MAX_HEADER_BYTES),
        )
        .into_response();
    }
    match AssertUnwindSafe(next.run(request)).catch_unwind().await {
        Ok(response) => response,
        Err(_) => ApiError::said(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            puzzle::Words::new("error-server-failed"),
        )
        .into_response(),
    }
}

/// Turns an API error that is not JSON (answered by a framework layer: 405, a path parameter
/// that does not parse) into the JSON error envelope, keeping its status.
pub async fn json_errors(request: Request, next: Next) -> Response {
    let is_api = request.uri().path().starts_with("/api/") || request.uri().path() == "/api";
    let method = request.method().clone();
    let response = next.run(request).await;
    let status = response.status();
    if !is_api || !(status.is_client_error() || status.is_server_error()) {
        return response;
    }
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if is_json {
        return response;
    }
    let allow = response.headers().get(header::ALLOW).cloned();
    let detail = match axum::body::to_bytes(response.into_body(), 4096).await {
        Ok(bytes) if !bytes.trim_ascii().is_empty() => {
            String::from_utf8_lossy(&bytes).trim().to_owned()
        }
        _ => status.canonical_reason().unwrap_or("error").to_owned(),
    };
    let (code, words) = match status {
        StatusCode::METHOD_NOT_ALLOWED => (
            "method_not_allowed",
            match allow.as_ref().and_then(|a| a.to_str().ok()) {
                Some(allowed) => Words::new("error-method-not-allowed")
                    .arg("method", &method)
                    .arg("allowed", allowed),
                None => Words::new("error-method-not-allowed-here").arg("method", &method),
            },
        ),
        StatusCode::BAD_REQUEST => (
            "invalid_input",
            Words::new("error-request-invalid").arg("detail", &detail),
        ),
        StatusCode::NOT_FOUND => (
            "not_found",
            Words::new("error-not-found").arg("detail", &detail),
        ),
        _ => (
            "error",
            Words::new("error-http")
                .arg("status", status.as_u16())
                .arg("detail", &detail),
        ),
    };
    let mut response = ApiError::said(status, code, words).into_response();
    if let Some(allow) = allow {
        response.headers_mut().insert(header::ALLOW, allow);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_panicking_route_answers_a_json_500() {
        use tower::ServiceExt as _;
        let app = axum::Router::new()
            .route(
                "/api/boom",
                axum::routing::get(|| async {
                    if std::hint::black_box(true) {
                        panic!("secret internals");
                    }
                }),
            )
            .layer(axum::middleware::from_fn(sizes_and_panics));
        let request = Request::get("/api/boom")
            .body(axum::body::Body::empty())
            .unwrap();
        let response = app
            .oneshot(request)
            .await
            .expect("an answer, not a dropped connection");
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = axum::body::to_bytes(response.into_body(), 4096)
            .await
            .unwrap();
        let value: serde_json::Value = serde_json::from_slice(&body).expect("JSON");
        assert_eq!(value["error"]["code"], "internal");
        assert!(
            !value.to_string().contains("secret"),
            "the panic's text is not sent: {value}"
        );
    }

    #[test]
    fn host_names_are_read_without_ports() {
        assert_eq!(host_name("localhost:8080"), "localhost");
        assert_eq!(host_name("[::1]:8080"), "::1");
        assert_eq!(host_name("127.0.0.1"), "127.0.0.1");
        assert_eq!(
            origin_authority("http://127.0.0.1:8080"),
            Some("127.0.0.1:8080")
        );
        assert_eq!(origin_authority("null"), None);
    }

    #[test]
    fn loopback_servers_answer_loopback_names_only() {
        let local = AllowedHosts::for_listener("127.0.0.1".parse().unwrap());
        for ok in [
            "localhost:8080",
            "127.0.0.1:8080",
            "[::1]:80",
            "LOCALHOST",
            "127.0.0.2",
        ] {
            assert!(local.allows(ok), "{ok}");
        }
        for bad in [
            "evil.example:8080",
            "127.0.0.1.evil.example",
            "192.168.1.5",
            "",
        ] {
            assert!(!local.allows(bad), "{bad}");
        }
        let lan = AllowedHosts::for_listener("192.168.1.5".parse().unwrap());
        assert!(lan.allows("192.168.1.5:8080") && lan.allows("localhost"));
        assert!(!lan.allows("evil.example"));
        assert!(!lan.allows("192.168.1.6"));
    }

    #[test]
    fn every_interface_answers_addresses_and_the_names_given() {
        let class = AllowedHosts::for_listener("0.0.0.0".parse().unwrap())
            .with_name("Puzzles.School.Example.");
        for ok in [
            "puzzles.school.example:8080",
            "PUZZLES.SCHOOL.EXAMPLE",
            "puzzles.school.example.",
            "192.168.1.5:8080",
            "[fe80::1]:8080",
            "localhost",
        ] {
            assert!(class.allows(ok), "{ok}");
        }
        for bad in ["evil.example", "puzzles.school.example.evil.example", ""] {
            assert!(!class.allows(bad), "{bad}");
        }
        assert_eq!(class.names(), ["puzzles.school.example"]);
    }
}
