//! `puzzlelab serve` on a network address is a teacher's server for a class: the real binary
//! on 0.0.0.0 with `--allow-host` answers the named host and IP addresses and refuses other
//! names, lets anyone read, play and solve, refuses writes without the token it printed and
//! accepts them with it, and warns that it is reachable from the network.

#[path = "support/server.rs"]
mod server_support;

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::time::Duration;

use server_support::Server;

/// One request over a fresh connection: `(status, body)`.
fn send(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .expect("timeout");
    let mut request = format!("{method} {path} HTTP/1.1\r\nConnection: close\r\n");
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    if !body.is_empty() {
        request.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    request.push_str("\r\n");
    request.push_str(body);
    stream.write_all(request.as_bytes()).expect("write");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let status = answer
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("not an HTTP answer: {answer:?}"));
    let body = answer
        .split_once("\r\n\r\n")
        .map_or(String::new(), |(_, b)| b.to_string());
    (status, body)
}

#[test]
fn a_server_on_the_network_is_the_teachers() {
    let server = Server::start_with_args(&["--addr", "0.0.0.0:0", "--allow-host", "puzzles.test"]);
    let port: u16 = server
        .base_url()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port");
    let token_line = server
        .next_line(Duration::from_secs(10))
        .expect("a line after the address");
    let token = token_line
        .strip_prefix("teacher's token: ")
        .unwrap_or_else(|| panic!("the token is printed: {token_line:?}"))
        .trim()
        .to_string();
    assert_eq!(token.len(), 32, "{token}");
    // the warning is written to standard error beside the token line on standard output:
    // wait until its end (the link with the token) has been read, at most 10 s
    let asked = std::time::Instant::now();
    let mut stderr = server.stderr();
    while !stderr.contains("#token=") && asked.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
        stderr = server.stderr();
    }
    assert!(
        stderr.contains("warning: this server is reachable from the network"),
        "{stderr}"
    );
    assert!(stderr.contains(&format!("#token={token}")), "{stderr}");

    let named = format!("puzzles.test:{port}");
    let by_address = format!("127.0.0.1:{port}");
    let lan = format!("192.0.2.10:{port}");
    // other host names are refused; the named one and addresses read and solve
    let (status, body) = send(port, "GET", "/api/puzzles", &[("Host", "evil.example")], "");
    assert_eq!(status, 403, "{body}");
    for host in [&named, &by_address, &lan] {
        let (status, body) = send(port, "GET", "/api/puzzles", &[("Host", host)], "");
        assert_eq!(status, 200, "{host}: {body}");
    }
    let (status, page) = send(port, "GET", "/klotski", &[("Host", &named)], "");
    assert_eq!(status, 200, "{page}");
    let (status, body) = send(
        port,
        "POST",
        "/api/klotski/solve",
        &[("Host", &named)],
        r#"{"game":"横刀立马"}"#,
    );
    assert_eq!(status, 200, "solving needs no token: {body}");
    assert!(body.contains("\"cost\":81"), "{body}");
    let (status, body) = send(port, "GET", "/api/server", &[("Host", &named)], "");
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("\"writes_need_token\":true"), "{body}");
    assert!(body.contains("\"token_accepted\":false"), "{body}");

    // writes need the token (these bodies and the listing's `?kind=` use the previous release's
    // names, `kind` and `puzzle` for the game, which the server still reads)
    let library = r#"{"kind":"klotski","name":"class"}"#;
    let (status, body) = send(port, "POST", "/api/libraries", &[("Host", &named)], library);
    assert_eq!(status, 401, "{body}");
    assert!(body.contains("token_required"), "{body}");
    let wrong = [
        ("Host", named.as_str()),
        ("Authorization", "Bearer 0123456789abcdef"),
    ];
    let (status, body) = send(port, "POST", "/api/libraries", &wrong, library);
    assert_eq!(status, 403, "{body}");
    let save = r#"{"kind":"klotski","puzzle":"横刀立马","state":"横刀立马","moves":[]}"#;
    let (status, body) = send(port, "POST", "/api/games", &[("Host", &named)], save);
    assert_eq!(status, 401, "saving a game needs the token: {body}");
    let bearer = format!("Bearer {token}");
    let teacher = [("Host", named.as_str()), ("Authorization", bearer.as_str())];
    let (status, body) = send(port, "POST", "/api/libraries", &teacher, library);
    assert!(status == 200 || status == 201, "{status}: {body}");
    let (status, body) = send(port, "POST", "/api/games", &teacher, save);
    assert!(status == 200 || status == 201, "{status}: {body}");
    let (status, body) = send(port, "GET", "/api/server", &teacher, "");
    assert!(body.contains("\"token_accepted\":true"), "{status}: {body}");
    // and everyone reads what the teacher wrote
    let (status, body) = send(
        port,
        "GET",
        "/api/libraries?kind=klotski",
        &[("Host", &lan)],
        "",
    );
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("\"class\""), "{body}");
}

#[test]
fn a_server_on_a_loopback_address_lets_its_one_user_write() {
    let server = Server::start();
    let port: u16 = server
        .base_url()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port");
    let host = format!("127.0.0.1:{port}");
    let (status, body) = send(
        port,
        "POST",
        "/api/libraries",
        &[("Host", &host)],
        r#"{"kind":"klotski","name":"mine"}"#,
    );
    assert!(status == 200 || status == 201, "{status}: {body}");
    let (_, body) = send(port, "GET", "/api/server", &[("Host", &host)], "");
    assert!(body.contains("\"writes_need_token\":false"), "{body}");
    assert!(
        !server.stderr().contains("reachable from the network"),
        "{}",
        server.stderr()
    );
}
