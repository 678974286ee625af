//! The errors hyper answers by itself, before a request reaches the app (headers over its
//! buffer, a request that is not HTTP), in the same JSON envelope as every other error.
//!
//! hyper writes such an answer as a bare head: an error status, `connection: close`,
//! `content-length: 0` and no `content-type`. The app never answers like that (its errors
//! are JSON), so [`JsonProtocolErrors`] wraps a connection and replaces exactly those heads
//! with a complete JSON answer, the connection still closing after it.

use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection whose bare error heads written by hyper become JSON answers.
pub struct JsonProtocolErrors<S> {
    inner: S,
    /// The answer written in place of a bare head, how much of it is written, and the length
    /// of the head it replaces (reported to hyper as written once the answer is out).
    replacing: Option<(Vec<u8>, usize, usize)>,
}

impl<S> JsonProtocolErrors<S> {
    pub fn new(inner: S) -> Self {
        JsonProtocolErrors {
            inner,
            replacing: None,
        }
    }
}

/// The JSON answer for a bare head hyper wrote, or `None` when `head` is not one.
fn json_answer(head: &[u8]) -> Option<Vec<u8>> {
    let text = std::str::from_utf8(head).ok()?;
    let (status_line, rest) = text.split_once("\r\n")?;
    if !rest.ends_with("\r\n\r\n") {
        return None;
    }
    let status: u16 = status_line
        .strip_prefix("HTTP/1.1 ")?
        .get(..3)?
        .parse()
        .ok()?;
    if !(400..600).contains(&status) {
        return None;
    }
    let lower = rest.to_ascii_lowercase();
    let bare = lower.contains("connection: close\r\n")
        && lower.contains("content-length: 0\r\n")
        && !lower.contains("content-type:");
    if !bare {
        return None;
    }
    let (code, message) = match status {
        431 => (
            "headers_too_large",
            format!(
                "the request's headers are too large (more than the server reads); send at most {} headers and {} KiB",
                crate::MAX_HEADERS,
                crate::MAX_HEADER_BYTES / 1024
            ),
        ),
        414 => (
            "uri_too_long",
            format!(
                "the request's address is too long; at most {} KiB",
                crate::MAX_URI_BYTES / 1024
            ),
        ),
        400 => (
            "bad_request",
            "the request is not valid HTTP/1.1".to_string(),
        ),
        _ => ("error", status_line[9..].trim().to_string()),
    };
    let body = serde_json::json!({ "error": { "code": code, "message": message } }).to_string();
    Some(
        format!(
            "{status_line}\r\nconnection: close\r\ncontent-type: application/json\r\n\
             content-security-policy: {}\r\nx-content-type-options: nosniff\r\n\
             content-length: {}\r\n\r\n{body}",
            crate::CONTENT_SECURITY_POLICY,
            body.len()
        )
        .into_bytes(),
    )
}

impl<S: AsyncRead + Unpin> AsyncRead for JsonProtocolErrors<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for JsonProtocolErrors<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.replacing.is_none() {
            match json_answer(buf) {
                Some(answer) => this.replacing = Some((answer, 0, buf.len())),
                None => return Pin::new(&mut this.inner).poll_write(cx, buf),
            }
        }
        while let Some((answer, written, replaced)) = this.replacing.as_mut() {
            if *written == answer.len() {
                let replaced = *replaced;
                this.replacing = None;
                return Poll::Ready(Ok(replaced));
            }
            let n = ready!(Pin::new(&mut this.inner).poll_write(cx, &answer[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        Poll::Ready(Ok(0))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }

    // not vectored: hyper then writes a head (and its body) as one buffer, which is what
    // `json_answer` looks at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hypers_bare_error_heads_become_json() {
        let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\nconnection: close\r\ncontent-length: 0\r\ndate: Thu, 26 Nov 2026 21:17:13 GMT\r\n\r\n";
        let answer = String::from_utf8(json_answer(head).expect("replaced")).unwrap();
        assert!(answer.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"));
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head.contains(&format!("content-length: {}", body.len())));
        assert!(head.contains("content-type: application/json"));
        let value: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(value["error"]["code"], "headers_too_large");
    }

    #[test]
    fn the_apps_own_answers_pass_untouched() {
        for head in [
            &b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: application/json\r\ncontent-length: 12\r\n\r\n{\"error\":{}}"[..],
            b"HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n",
            b"part of a body that mentions HTTP/1.1 431",
        ] {
            assert!(json_answer(head).is_none(), "{}", String::from_utf8_lossy(head));
        }
    }
}
