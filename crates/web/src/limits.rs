//! How much work one request may ask for: server-wide ceilings, and what a request asks; and
//! from when its time counts: its [`Arrival`], so that the time a job waits for a slot is part
//! of its `max_seconds`.

use std::time::{Duration, Instant};

use axum::extract::{FromRequestParts, Request};
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::Response;
use serde::Deserialize;

/// When a request arrived at the app (its headers were read). A job's time limit counts from
/// it: the time it waits in line is part of its `max_seconds`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Arrival(pub(crate) Instant);

/// Notes each request's [`Arrival`] (the first layer of the app).
pub(crate) async fn note_arrival(mut request: Request, next: Next) -> Response {
    request
        .extensions_mut()
        .get_or_insert_with(|| Arrival(Instant::now()));
    next.run(request).await
}

impl<S: Send + Sync> FromRequestParts<S> for Arrival {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(parts
            .extensions
            .get::<Arrival>()
            .copied()
            .unwrap_or_else(|| Arrival(Instant::now())))
    }
}

/// Server-wide ceilings on the work behind one request.
#[derive(Debug, Clone, Copy)]
pub struct LimitPolicy {
    /// Expansion budget when the request names none, and the most it may name.
    pub default_nodes: u64,
    /// The most a request may name.
    pub max_nodes: u64,
    /// Time budget when the request names none, and the most it may name.
    pub default_time: Duration,
    /// The most a request may name.
    pub max_time: Duration,
    /// How many heavy computations may run at once (others wait for a slot).
    pub concurrent_jobs: usize,
    /// The most memory one job may hold, in bytes (checked where the program counts memory,
    /// as `puzzlelab` does; see `search::memory`).
    pub max_memory: u64,
    /// The longest a request waits in line for a job slot.
    pub max_wait: Duration,
    /// The most requests that may wait in line at once (more are told the server is busy).
    pub max_waiting: usize,
    /// A proven solve or hint that took at least this long is also kept in the database.
    pub store_proven_after: Duration,
    /// How many cheap computations (parse, one move) may run at once, and their time cap.
    pub quick_jobs: usize,
    /// The time cap of the quick lane.
    pub quick_time: Duration,
}

impl Default for LimitPolicy {
    fn default() -> Self {
        Self {
            default_nodes: 5_000_000,
            max_nodes: 50_000_000,
            default_time: Duration::from_secs(10),
            max_time: Duration::from_secs(60),
            max_memory: 384 * 1024 * 1024,
            concurrent_jobs: 2,
            max_wait: Duration::from_secs(30),
            max_waiting: 64,
            store_proven_after: Duration::from_secs(1),
            quick_jobs: 16,
            quick_time: Duration::from_secs(2),
        }
    }
}

/// What a request may ask for (`"limits": {"max_nodes": .., "max_seconds": ..}`): a JSON
/// object, never an array (which serde would otherwise read field by field).
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[serde(try_from = "serde_json::Map<String, serde_json::Value>")]
pub struct RequestLimits {
    /// A node budget (capped by the policy).
    pub max_nodes: Option<u64>,
    /// A time budget in seconds (capped by the policy; not a positive number means the default).
    pub max_seconds: Option<f64>,
}

/// The fields of [`RequestLimits`], read from an object (the component `Limits` of the API
/// document).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Limits")]
pub(crate) struct LimitFields {
    /// A node budget (capped by the server's).
    max_nodes: Option<u64>,
    /// A time budget in seconds (capped by the server's; not a positive number means the
    /// default).
    max_seconds: Option<f64>,
}

impl TryFrom<serde_json::Map<String, serde_json::Value>> for RequestLimits {
    type Error = String;

    fn try_from(fields: serde_json::Map<String, serde_json::Value>) -> Result<Self, String> {
        let LimitFields {
            max_nodes,
            max_seconds,
        } = serde_json::from_value(serde_json::Value::Object(fields))
            .map_err(|e| format!("limits: {e}"))?;
        Ok(RequestLimits {
            max_nodes,
            max_seconds,
        })
    }
}

impl LimitPolicy {
    /// When the work of a request that arrived at `arrival` must end: its time limit (what it
    /// asked for, capped by the policy) after its arrival.
    pub(crate) fn deadline(&self, requested: Option<RequestLimits>, arrival: Arrival) -> Instant {
        let time = self.limits(requested).max_time.unwrap_or(self.max_time);
        arrival
            .0
            .checked_add(time)
            .unwrap_or_else(|| arrival.0 + self.max_time)
    }

    /// The limits for one request: what it asked for, capped by the policy.
    pub fn limits(&self, requested: Option<RequestLimits>) -> search::Limits {
        let requested = requested.unwrap_or_default();
        let nodes = requested
            .max_nodes
            .unwrap_or(self.default_nodes)
            .min(self.max_nodes);
        let time = match requested.max_seconds {
            // try_from: a huge number is "as long as allowed", never an overflow panic
            Some(s) if s.is_finite() && s > 0.0 => Duration::try_from_secs_f64(s)
                .unwrap_or(Duration::MAX)
                .min(self.max_time),
            _ => self.default_time,
        };
        search::Limits::none()
            .with_max_expanded(nodes)
            .with_max_time(time)
            .with_max_memory(self.max_memory)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_cannot_exceed_the_ceilings() {
        let policy = LimitPolicy::default();
        let limits = policy.limits(Some(RequestLimits {
            max_nodes: Some(u64::MAX),
            max_seconds: Some(1e20),
        }));
        assert_eq!(limits.max_expanded, Some(policy.max_nodes));
        assert_eq!(limits.max_time, Some(policy.max_time));
    }

    #[test]
    fn limits_are_an_object_of_known_fields() {
        let ok: RequestLimits =
            serde_json::from_str(r#"{"max_nodes": 5, "max_seconds": null}"#).expect("an object");
        assert_eq!(ok.max_nodes, Some(5));
        assert!(serde_json::from_str::<RequestLimits>("[null, null]").is_err());
        let unknown = serde_json::from_str::<RequestLimits>(r#"{"max_node": 5}"#)
            .expect_err("a misspelt field");
        assert!(unknown.to_string().contains("max_node"), "{unknown}");
    }

    #[test]
    fn defaults_apply_when_nothing_is_asked() {
        let policy = LimitPolicy::default();
        let limits = policy.limits(None);
        assert_eq!(limits.max_expanded, Some(policy.default_nodes));
        assert_eq!(limits.max_time, Some(policy.default_time));
        let nan = policy.limits(Some(RequestLimits {
            max_nodes: None,
            max_seconds: Some(f64::NAN),
        }));
        assert_eq!(nan.max_time, Some(policy.default_time));
    }
}
