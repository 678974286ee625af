//! The server loop over real sockets: a normal request is answered, a client that never
//! finishes its request headers is disconnected after the header timeout, and connections
//! beyond the cap are closed at once while the others are served.

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
    // two idle clients hold the two slots
    let mut first = TcpStream::connect(addr).await.expect("connect");
    let mut second = TcpStream::connect(addr).await.expect("connect");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut third = TcpStream::connect(addr).await.expect("connect");
    let (_, closed) = read_until_closed(&mut third, Duration::from_secs(3)).await;
    assert!(closed, "a third connection was kept beyond the cap of 2");
    // the two held ones are still served, and their slots come back
    assert!(health(addr, &mut first).await.starts_with("HTTP/1.1 200"));
    assert!(health(addr, &mut second).await.starts_with("HTTP/1.1 200"));
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
