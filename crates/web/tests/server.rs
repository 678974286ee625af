//! The server loop over real sockets: a normal request is answered, a client that never
//! finishes its request headers is disconnected after the header timeout, one that trickles a
//! body gets a 408 after the body timeout, an answer given before the body was read leaves the
//! connection usable (or says it closes), connections beyond the cap are closed at once while
//! the others are served (or take the place of one that waits for its client), and a request
//! must name its host once.

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpListener, TcpStream};

/// Starts a server with `options` on a free loopback port; returns its address.
async fn start(options: web::ServeOptions) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("a free port");
    let addr = listener.local_addr().expect("bound");
    let store = store::Store::open_in_memory().expect("in-memory database");
    let state = web::AppState::new(registry::all(), store, web::LimitPolicy::default());
    tokio::spawn(web::serve_until(
        listener,
        state,
        options,
        std::future::pending(),
    ));
    addr
}

/// Reads until the server closes the connection or `wait` passes; the text and whether it was
/// closed.
async fn read_until_closed(stream: &mut TcpStream, wait: Duration) -> (String, bool) {
    let mut text = Vec::new();
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + wait;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return (String::from_utf8_lossy(&text).into_owned(), true),
            Ok(Ok(n)) => text.extend_from_slice(&buf[..n]),
            Err(_) => return (String::from_utf8_lossy(&text).into_owned(), false),
        }
    }
}

/// Reads one whole answer (head and a `Content-Length` body) from a kept-alive connection:
/// its status, its head (lower case) and its body; `None` when the connection closes first.
async fn read_answer(stream: &mut TcpStream) -> Option<(u16, String, String)> {
    let mut bytes = Vec::new();
    let mut buf = [0u8; 4096];
    let head_end = loop {
        if let Some(at) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            break at + 4;
        }
        let n = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut buf))
            .await
            .ok()?
            .ok()?;
        if n == 0 {
            return None;
        }
        bytes.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&bytes[..head_end]).to_ascii_lowercase();
    let status = head.get(9..12)?.parse().ok()?;
    let length: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    while bytes.len() < head_end + length {
        let n = tokio::time::timeout(Duration::from_secs(10), stream.read(&mut buf))
            .await
            .ok()?
            .ok()?;
        if n == 0 {
            return None;
        }
        bytes.extend_from_slice(&buf[..n]);
    }
    let body = String::from_utf8_lossy(&bytes[head_end..head_end + length]).into_owned();
    Some((status, head, body))
}

async fn health(addr: std::net::SocketAddr, stream: &mut TcpStream) -> String {
    let request = format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("write");
    read_until_closed(stream, Duration::from_secs(10)).await.0
}

#[tokio::test]
async fn a_request_is_answered() {
    let addr = start(web::ServeOptions::default()).await;
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let answer = health(addr, &mut stream).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"ok\":true"), "{answer}");
}

#[tokio::test]
async fn half_sent_headers_are_cut_off() {
    let options = web::ServeOptions {
        header_timeout: Duration::from_millis(500),
        ..web::ServeOptions::default()
    };
    let addr = start(options).await;
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    stream
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        .await
        .expect("write");
    let started = Instant::now();
    let (_, closed) = read_until_closed(&mut stream, Duration::from_secs(5)).await;
    assert!(closed, "the half-sent request was held for 5 s");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "cut off after {:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn connections_beyond_the_cap_are_closed_at_once() {
    let options = web::ServeOptions {
        max_connections: 2,
        ..web::ServeOptions::default()
    };
    let addr = start(options).await;
    // two clients whose requests are being worked on (a 2-second solve each) hold the slots
    let solve = |nodes: u64| {
        let body = format!(
            r#"{{"game":"15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0","algorithm":"idastar/manhattan","limits":{{"max_seconds":2,"max_nodes":{nodes}}}}}"#
        );
        format!(
            "POST /api/n-puzzle/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
    };
    let mut first = TcpStream::connect(addr).await.expect("connect");
    first
        .write_all(solve(40_000_000).as_bytes())
        .await
        .expect("write");
    let mut second = TcpStream::connect(addr).await.expect("connect");
    second
        .write_all(solve(40_000_001).as_bytes())
        .await
        .expect("write");
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut third = TcpStream::connect(addr).await.expect("connect");
    let started = Instant::now();
    let (_, closed) = read_until_closed(&mut third, Duration::from_secs(1)).await;
    assert!(closed, "a third connection was kept beyond the cap of 2");
    assert!(
        started.elapsed() < Duration::from_millis(900),
        "closed at once"
    );
    // the two held ones are answered and served again, and their slots come back
    for stream in [&mut first, &mut second] {
        let (status, _, body) = read_answer(stream).await.expect("the solve's answer");
        assert_eq!(status, 200, "{body}");
        assert!(health(addr, stream).await.starts_with("HTTP/1.1 200"));
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut again = TcpStream::connect(addr).await.expect("connect");
    assert!(health(addr, &mut again).await.starts_with("HTTP/1.1 200"));
}

#[tokio::test]
async fn oversized_requests_get_the_json_envelope_over_the_wire() {
    let addr = start(web::ServeOptions::default()).await;
    let long = "x".repeat(20 * 1024);
    let mut many_headers = String::new();
    for i in 0..150 {
        many_headers.push_str(&format!("X-Filler-{i}: 1\r\n"));
    }
    for (request, status) in [
        (
            format!("GET /api/health?{long} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
            "414",
        ),
        (
            format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n{many_headers}Connection: close\r\n\r\n"),
            "431",
        ),
    ] {
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        stream.write_all(request.as_bytes()).await.expect("write");
        let (answer, _) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
        assert!(answer.starts_with(&format!("HTTP/1.1 {status}")), "{answer}");
        assert!(answer.contains("\"error\":{\"code\""), "{answer}");
    }
}

#[tokio::test]
async fn requests_hyper_refuses_itself_get_the_json_envelope_too() {
    let addr = start(web::ServeOptions::default()).await;
    let huge_header = format!("X-Huge: {}\r\n", "y".repeat(1024 * 1024));
    let mut thousands_of_headers = String::new();
    for i in 0..2000 {
        thousands_of_headers.push_str(&format!("X-Filler-{i}: 1\r\n"));
    }
    for (name, request, status) in [
        (
            "a 1 MiB header (over hyper's read buffer)",
            format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n{huge_header}\r\n"),
            "431",
        ),
        (
            "2,000 headers (over hyper's header count)",
            format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n{thousands_of_headers}\r\n"),
            "431",
        ),
        ("not HTTP at all", "HELLO THERE\r\n\r\n".to_string(), "400"),
    ] {
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        // the server may answer and close before the whole request is sent
        let _ = stream.write_all(request.as_bytes()).await;
        let (answer, closed) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
        assert!(closed, "{name}: the connection stays open");
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status}")),
            "{name}: {answer}"
        );
        let (head, body) = answer.split_once("\r\n\r\n").expect("a head and a body");
        assert!(
            head.to_ascii_lowercase()
                .contains("content-type: application/json"),
            "{name}: {head}"
        );
        let value: serde_json::Value = serde_json::from_str(body).expect("a JSON body");
        assert!(value["error"]["message"].is_string(), "{name}: {body}");
    }
}

#[tokio::test]
async fn trickled_bodies_are_cut_off_with_a_json_408() {
    let options = web::ServeOptions {
        body_timeout: Duration::from_millis(1500),
        ..web::ServeOptions::default()
    };
    let addr = start(options).await;
    // 20 clients send their headers and `{"game":`, then a byte every 400 ms
    let clients: Vec<_> = (0..20)
        .map(|i| {
            tokio::spawn(async move {
                let mut stream = TcpStream::connect(addr).await.expect("connect");
                let head = format!(
                    "POST /api/klotski/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"game\":"
                );
                stream.write_all(head.as_bytes()).await.expect("write");
                let started = Instant::now();
                let reading = async {
                    let mut answer = Vec::new();
                    let mut buf = [0u8; 4096];
                    loop {
                        tokio::select! {
                            read = stream.read(&mut buf) => match read {
                                Ok(0) | Err(_) => break,
                                Ok(n) => answer.extend_from_slice(&buf[..n]),
                            },
                            () = tokio::time::sleep(Duration::from_millis(400)) => {
                                // the next byte; the server may have closed already
                                let _ = stream.write_all(b" ").await;
                            }
                        }
                        if started.elapsed() > Duration::from_secs(15) {
                            break;
                        }
                    }
                    String::from_utf8_lossy(&answer).into_owned()
                };
                let answer = reading.await;
                (i, answer, started.elapsed())
            })
        })
        .collect();
    for client in clients {
        let (i, answer, after) = client.await.expect("client");
        assert!(answer.starts_with("HTTP/1.1 408"), "client {i}: {answer}");
        assert!(
            answer.to_ascii_lowercase().contains("connection: close"),
            "client {i}: {answer}"
        );
        let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
        let value: serde_json::Value = serde_json::from_str(body).expect("a JSON body");
        assert_eq!(value["error"]["code"], "body_timeout", "client {i}: {body}");
        assert_eq!(value["error"]["key"], "error-body-timeout", "client {i}");
        let words =
            serde_json::json!({"key": value["error"]["key"], "args": value["error"]["args"]});
        assert_eq!(
            i18n::said(i18n::Lang::En, &words).as_deref(),
            value["error"]["message"].as_str(),
            "the catalogue's words are the message"
        );
        assert!(i18n::said(i18n::Lang::ZhCn, &words).is_some());
        assert!(
            after >= Duration::from_millis(1500) && after < Duration::from_secs(5),
            "client {i} cut off after {after:?}"
        );
    }
    // the server still answers
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    assert!(health(addr, &mut stream).await.starts_with("HTTP/1.1 200"));
}

#[tokio::test]
async fn answers_given_before_the_body_was_read_keep_the_connection_usable() {
    let addr = start(web::ServeOptions::default()).await;
    // refused before their bodies are read: a path parameter that is not a number (400), no
    // such route (404), a method the route does not take (405), not JSON (415), not this
    // server's host (403)
    let refused = [
        (
            "PUT /api/games/1;2",
            "application/json",
            r#"{"moves":5}"#,
            400,
        ),
        (
            "POST /api/nowhere",
            "application/json",
            r#"{"game":"x"}"#,
            404,
        ),
        ("DELETE /api/puzzles", "application/json", r#"{"a":1}"#, 405),
        ("POST /api/klotski/solve", "text/plain", "hello", 415),
    ];
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let mut reconnects = 0;
    for round in 0..30 {
        let (line, kind, body, status) = refused[round % refused.len()];
        let head = format!(
            "{line} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes()).await.expect("write");
        if round % 2 == 1 {
            // the body in a packet of its own, after the server may have answered
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        stream.write_all(body.as_bytes()).await.expect("write");
        let (got, head, _) = read_answer(&mut stream)
            .await
            .unwrap_or_else(|| panic!("round {round}: no answer to {line}"));
        assert_eq!(got, status, "round {round}: {line}: {head}");
        if head.contains("connection: close") {
            // said so: a client opens a new connection
            reconnects += 1;
            stream = TcpStream::connect(addr).await.expect("connect");
        }
        let next = format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        if let Err(e) = stream.write_all(next.as_bytes()).await {
            panic!("round {round}: after {line} the connection was closed unannounced: {e}");
        }
        let (got, head, body) = read_answer(&mut stream)
            .await
            .unwrap_or_else(|| panic!("round {round}: the request after {line} got no answer"));
        assert_eq!(got, 200, "round {round}: after {line}: {head}{body}");
    }
    assert_eq!(reconnects, 0, "whole small bodies are read, not cut off");

    // a body that does not come: the refusal says the connection closes
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let request = format!(
        "POST /api/nowhere HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{"
    );
    stream.write_all(request.as_bytes()).await.expect("write");
    let started = Instant::now();
    let (got, head, _) = read_answer(&mut stream).await.expect("an answer");
    assert_eq!(got, 404, "{head}");
    assert!(head.contains("connection: close"), "{head}");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_full_server_drops_the_connection_that_waited_longest_for_its_client() {
    let options = web::ServeOptions {
        max_connections: 2,
        ..web::ServeOptions::default()
    };
    let addr = start(options).await;
    let mut slow = Vec::new();
    for _ in 0..2 {
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        let head = format!(
            "POST /api/klotski/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{"
        );
        stream.write_all(head.as_bytes()).await.expect("write");
        slow.push(stream);
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // both places are taken by clients that have waited a while for their bodies
    tokio::time::sleep(Duration::from_millis(600)).await;
    let mut ready = TcpStream::connect(addr).await.expect("connect");
    assert!(
        health(addr, &mut ready).await.starts_with("HTTP/1.1 200"),
        "a ready request is served"
    );
    let (_, closed) = read_until_closed(&mut slow[0], Duration::from_secs(2)).await;
    assert!(closed, "the first slow client made room");
}

#[tokio::test]
async fn a_request_must_name_its_host_once() {
    let addr = start(web::ServeOptions::default()).await;
    for (name, request, status, key) in [
        (
            "no Host",
            "GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n".to_string(),
            "400",
            "error-host-missing",
        ),
        (
            "no Host, HTTP/1.0",
            "GET /api/health HTTP/1.0\r\n\r\n".to_string(),
            "400",
            "error-host-missing",
        ),
        (
            "two Host headers",
            format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
            "400",
            "error-host-twice",
        ),
        (
            "an absolute address naming another host",
            format!("GET http://evil.example/api/health HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
            "400",
            "error-host-disagree",
        ),
        (
            "another host",
            "GET /api/health HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n".to_string(),
            "403",
            "error-host-foreign",
        ),
    ] {
        let mut stream = TcpStream::connect(addr).await.expect("connect");
        stream.write_all(request.as_bytes()).await.expect("write");
        let (answer, _) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
        assert_eq!(answer.get(9..12), Some(status), "{name}: {answer}");
        assert!(answer.contains(key), "{name}: {answer}");
    }
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    let same = format!(
        "GET http://{addr}/api/health HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(same.as_bytes()).await.expect("write");
    let (answer, _) = read_until_closed(&mut stream, Duration::from_secs(10)).await;
    assert!(
        answer.starts_with("HTTP/1.1 200"),
        "an absolute address naming this server: {answer}"
    );
}
