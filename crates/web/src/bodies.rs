//! Each request that comes over a connection, around the app: its body within a deadline, and
//! a connection that stays usable after an answer that did not read the body.
//!
//! - A request's whole body must arrive within [`BodyRules::timeout`] of its headers; a client
//!   that sends it slower is answered a JSON 408 and the connection is closed.
//! - An answer given before the body was read (a 404, 405, 415, a refusal) first reads what is
//!   left of the body, for a moment and up to [`crate::MAX_BODY_BYTES`], so that the next
//!   request on the connection starts where it should; a body that does not end in that time
//!   gets the answer with `Connection: close` instead, and the connection ends after it.
//! - The request carries its peer's address ([`ConnectInfo`]), which tells the app that it
//!   came over the network.
//! - The connection's table ([`crate::connections`]) learns when the connection waits for its
//!   client (a body still coming, or the next request) and when it works for it.

use std::convert::Infallible;
use std::future::Future as _;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::ConnectInfo;
use axum::http::{header, HeaderValue, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use http_body::{Body as _, Frame, SizeHint};
use hyper::body::Incoming;
use tower::ServiceExt as _;

use crate::connections::Connection;
use crate::error::ApiError;

/// How long an answer that did not read the body waits for the rest of it (within the body's
/// own deadline) before it closes the connection instead.
const DRAIN_WAIT: Duration = Duration::from_millis(500);

/// How request bodies are read.
#[derive(Debug, Clone, Copy)]
pub(crate) struct BodyRules {
    /// A request's whole body must arrive within this time of its headers.
    pub(crate) timeout: Duration,
}

/// Why a body could not be read.
#[derive(Debug)]
enum BodyError {
    /// It did not arrive within the deadline.
    TooSlow(Duration),
    /// The connection failed.
    Connection(hyper::Error),
}

impl std::fmt::Display for BodyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BodyError::TooSlow(limit) => write!(
                f,
                "the request body did not arrive within {} s",
                limit.as_secs_f64()
            ),
            BodyError::Connection(e) => write!(f, "reading the request body: {e}"),
        }
    }
}

impl std::error::Error for BodyError {}

/// The body as it comes in, with its deadline; shared between the request (which the app
/// reads, or drops) and [`answer`] (which reads what the app left).
struct ArrivingBody {
    incoming: Incoming,
    deadline: Pin<Box<tokio::time::Sleep>>,
    timeout: Duration,
    ended: bool,
    too_slow: bool,
    bytes: usize,
    connection: Arc<Connection>,
}

impl ArrivingBody {
    fn poll_frame(
        &mut self,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BodyError>>> {
        if self.ended {
            return Poll::Ready(None);
        }
        if self.too_slow || self.deadline.is_elapsed() {
            self.too_slow = true;
            return Poll::Ready(Some(Err(BodyError::TooSlow(self.timeout))));
        }
        match Pin::new(&mut self.incoming).poll_frame(cx) {
            Poll::Ready(None) => {
                self.end();
                Poll::Ready(None)
            }
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    self.bytes += data.len();
                }
                if self.incoming.is_end_stream() {
                    self.end();
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => Poll::Ready(Some(Err(BodyError::Connection(e)))),
            Poll::Pending => {
                if self.deadline.as_mut().poll(cx).is_ready() {
                    self.too_slow = true;
                    return Poll::Ready(Some(Err(BodyError::TooSlow(self.timeout))));
                }
                Poll::Pending
            }
        }
    }

    fn end(&mut self) {
        self.ended = true;
        self.connection.works();
    }
}

/// The request's body as the app sees it.
struct TimedBody(Arc<Mutex<ArrivingBody>>);

impl TimedBody {
    fn lock(&self) -> std::sync::MutexGuard<'_, ArrivingBody> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl http_body::Body for TimedBody {
    type Data = Bytes;
    type Error = BodyError;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, BodyError>>> {
        self.lock().poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.lock().ended
    }

    fn size_hint(&self) -> SizeHint {
        self.lock().incoming.size_hint()
    }
}

/// The answer's body; when it has been sent (hyper drops it), the connection waits for the
/// client's next request.
struct AnswerBody {
    body: Body,
    connection: Arc<Connection>,
}

impl http_body::Body for AnswerBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

impl Drop for AnswerBody {
    fn drop(&mut self) {
        self.connection.waits_for_client();
    }
}

/// Reads what is left of the body until it ends, `wait` passes, an error, or more than the
/// largest body accepted; whether it ended.
async fn drain(body: &Arc<Mutex<ArrivingBody>>, wait: Duration) -> bool {
    let rest = std::future::poll_fn(|cx| {
        let mut incoming = body.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            match incoming.poll_frame(cx) {
                Poll::Ready(None) => return Poll::Ready(true),
                Poll::Ready(Some(Ok(_))) if incoming.bytes <= crate::MAX_BODY_BYTES => {}
                Poll::Ready(_) => return Poll::Ready(false),
                Poll::Pending => return Poll::Pending,
            }
        }
    });
    tokio::time::timeout(wait, rest).await.unwrap_or(false)
}

/// The JSON 408 for a body that came too slowly.
fn too_slow(timeout: Duration) -> Response {
    let seconds = timeout.as_secs_f64();
    let mut response = ApiError::said(
        StatusCode::REQUEST_TIMEOUT,
        "body_timeout",
        puzzle::Words::new("error-body-timeout").arg("seconds", seconds),
    )
    .into_response();
    crate::guard::add_security_headers(response.headers_mut());
    response
}

/// Answers one request that came over a connection from `peer` with `app` (see the module's
/// documentation).
pub(crate) async fn answer(
    app: axum::Router,
    request: Request<Incoming>,
    rules: BodyRules,
    connection: Arc<Connection>,
    peer: SocketAddr,
) -> Result<Response, Infallible> {
    let expects_continue = request.headers().contains_key(header::EXPECT);
    let (mut parts, incoming) = request.into_parts();
    let ended = incoming.is_end_stream();
    if ended {
        connection.works();
    } else {
        connection.waits_for_client();
    }
    let deadline = tokio::time::Instant::now() + rules.timeout;
    let body = Arc::new(Mutex::new(ArrivingBody {
        incoming,
        deadline: Box::pin(tokio::time::sleep_until(deadline)),
        timeout: rules.timeout,
        ended,
        too_slow: false,
        bytes: 0,
        connection: Arc::clone(&connection),
    }));
    parts.extensions.insert(ConnectInfo(peer));
    let request = Request::from_parts(parts, Body::new(TimedBody(Arc::clone(&body))));
    let response = app.oneshot(request).await?;

    let (ended, too_slow_already) = {
        let state = body.lock().unwrap_or_else(PoisonError::into_inner);
        (state.ended, state.too_slow)
    };
    let mut response = if too_slow_already {
        too_slow(rules.timeout)
    } else {
        response
    };
    let ended = ended
        || (!too_slow_already && !expects_continue && {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            drain(&body, DRAIN_WAIT.min(left)).await
        });
    if !ended {
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
    }
    connection.works();
    Ok(response.map(|body| Body::new(AnswerBody { body, connection })))
}
