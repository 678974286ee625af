#!/usr/bin/env python3
"""The server's load test: starts `puzzlelab serve` on a fresh database and a free port, then

1. 200 concurrent requests for the same heavy solve (sent by oha, the load generator from
   crates.io: `cargo install oha`), which must all be answered from one computation;
2. 200 concurrent heavy requests that all differ (each its own computation, 2 s each): the
   server runs two at a time and lets 64 wait; every one must be answered or refused (503 with
   Retry-After) within its max_seconds + 0.5 s of being sent;
3. 60 concurrent different 2-second solves, half of them streams: each answered or refused
   within 3 s of being sent, a refused stream with a plain 503 before it starts;
4. 4,096 slow bodies (headers and `{"game":`, then nothing): each cut off (a 408 after the
   body timeout, or closed for a newcomer when the server is full) while health answers;
5. 2,000 slow connections that never finish their request headers;
6. 500 streamed solves whose pages go away after the first line (or after a second without
   one, while they wait for a slot);

while /api/health is asked every 50 ms and the server's memory is read every 100 ms. It
reports the answers, latency percentiles, the health check's latencies, peak memory and the
memory 10 s after the load ends. Run it from the repository's root:

    cargo build --release && python3 scripts/loadtest.py [--json]
"""

import argparse
import http.client
import json
import os
import re
import resource
import selectors
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

HEAVY = "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0"


def percentiles(values):
    if not values:
        return {"n": 0}
    ordered = sorted(values)

    def at(p):
        return round(ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))], 1)

    return {"n": len(ordered), "p50_ms": at(50), "p90_ms": at(90), "p99_ms": at(99), "max_ms": round(ordered[-1], 1)}


class Server:
    def __init__(self, binary, workdir):
        self.db = os.path.join(workdir, "load.db")
        self.process = subprocess.Popen(
            [binary, "--db", self.db, "serve", "--addr", "127.0.0.1:0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        line = self.process.stdout.readline()
        match = re.search(r"http://([\d.]+):(\d+)", line)
        if not match:
            self.process.kill()
            sys.exit(f"the server did not start: {line!r}")
        self.host, self.port = match.group(1), int(match.group(2))

    def memory_kb(self, field):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def request(server, method, path, body=None, timeout=120):
    """One request; returns (status, seconds, body text, headers)."""
    started = time.monotonic()
    connection = http.client.HTTPConnection(server.host, server.port, timeout=timeout)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = connection.getresponse()
        text = response.read().decode()
        return response.status, time.monotonic() - started, text, dict(response.getheaders())
    except OSError as error:
        return 0, time.monotonic() - started, str(error), {}
    finally:
        connection.close()


class Watchers:
    """Asks /api/health every 50 ms and reads the memory every 100 ms, in the background."""

    def __init__(self, server):
        self.server = server
        self.health = []
        self.health_failures = []
        self.rss_kb = []
        self.running = True
        self.threads = [threading.Thread(target=self.ask_health), threading.Thread(target=self.read_memory)]
        for thread in self.threads:
            thread.start()

    def ask_health(self):
        while self.running:
            status, seconds, _, _ = request(self.server, "GET", "/api/health", timeout=5)
            if status == 200:
                self.health.append((time.monotonic(), seconds * 1000))
            else:
                self.health_failures.append(time.monotonic())
            time.sleep(0.05)

    def health_between(self, start, end):
        """The health check's latencies and failures between two moments."""
        report = percentiles([ms for t, ms in self.health if start <= t <= end])
        report["failures"] = sum(1 for t in self.health_failures if start <= t <= end)
        return report

    def read_memory(self):
        while self.running:
            self.rss_kb.append(self.server.memory_kb("VmRSS"))
            time.sleep(0.1)

    def stop(self):
        self.running = False
        for thread in self.threads:
            thread.join()


def same_instance(server, oha, requests=200):
    """Phase 1: oha sends `requests` identical heavy solves at once (Python threads do when
    oha is not installed)."""
    body = json.dumps({"game": HEAVY, "algorithm": "astar/manhattan", "limits": {"max_seconds": 5, "max_nodes": 50_000_000}})
    started = time.monotonic()
    if oha is None:
        results = [None] * requests

        def one(i):
            status, seconds, _, _ = request(server, "POST", "/api/n-puzzle/solve", json.loads(body))
            results[i] = (status, seconds * 1000)

        threads = [threading.Thread(target=one, args=(i,)) for i in range(requests)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        codes = {}
        for status, _ in results:
            codes[str(status)] = codes.get(str(status), 0) + 1
        return {"requests": requests, "sent_by": "python threads (oha is not installed)",
                "wall_s": round(time.monotonic() - started, 2), "status_codes": codes,
                "latency": percentiles([ms for _, ms in results])}
    out = subprocess.run(
        [oha, "-n", str(requests), "-c", str(requests), "-m", "POST", "-H", "Content-Type: application/json",
         "-d", body, "--no-tui", "--output-format", "json", "-t", "120s",
         f"http://{server.host}:{server.port}/api/n-puzzle/solve"],
        capture_output=True, text=True, check=True,
    )
    report = json.loads(out.stdout)
    latency = report.get("latencyPercentiles", {})
    return {
        "requests": requests,
        "wall_s": round(time.monotonic() - started, 2),
        "status_codes": report.get("statusCodeDistribution", {}),
        "errors": report.get("errorDistribution", {}),
        "latency_ms": {k: round(v * 1000, 1) for k, v in latency.items() if v is not None},
    }


def stream_request(server, path, body, timeout=60):
    """A streamed job read to its end; returns (status, seconds, last line or body, headers)."""
    started = time.monotonic()
    connection = http.client.HTTPConnection(server.host, server.port, timeout=timeout)
    try:
        connection.request("POST", path, body=json.dumps(body), headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        text = response.read().decode()
        last = text.strip().splitlines()[-1] if text.strip() else ""
        return response.status, time.monotonic() - started, last, dict(response.getheaders())
    except OSError as error:
        return 0, time.monotonic() - started, str(error), {}
    finally:
        connection.close()


def concurrent_solves(server, requests, seconds, algorithm, streams=False, nodes=40_000_000):
    """`requests` different solves at once, each with `seconds` of time (every other one a
    stream when `streams`); how long each took from sending to its whole answer."""
    results = [None] * requests

    def one(i):
        body = {"game": HEAVY, "algorithm": algorithm, "limits": {"max_seconds": seconds, "max_nodes": nodes + i}}
        stream = streams and i % 2 == 0
        if stream:
            status, took, last, headers = stream_request(server, "/api/n-puzzle/solve/stream", body)
        else:
            status, took, last, headers = request(server, "POST", "/api/n-puzzle/solve", body)
        retry = headers.get("Retry-After") or headers.get("retry-after")
        kind = headers.get("Content-Type") or headers.get("content-type") or ""
        results[i] = {"status": status, "ms": took * 1000, "retry": retry, "stream": stream, "kind": kind,
                      "result": '"event":"result"' in last}

    threads = [threading.Thread(target=one, args=(i,)) for i in range(requests)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    codes = {}
    for r in results:
        codes[str(r["status"])] = codes.get(str(r["status"]), 0) + 1
    return results, {
        "requests": requests,
        "max_seconds": seconds,
        "wall_s": round(time.monotonic() - started, 2),
        "status_codes": codes,
        "busy_with_retry_after": sum(1 for r in results if r["status"] == 503 and r["retry"]),
        "slowest_ms": round(max(r["ms"] for r in results), 1),
        "answered_latency": percentiles([r["ms"] for r in results if r["status"] == 200]),
        "busy_latency": percentiles([r["ms"] for r in results if r["status"] == 503]),
    }


def distinct_instances(server, requests=200, seconds=2):
    """Phase 2: `requests` heavy solves at once, each its own computation (a node budget each):
    each must end within max_seconds + 0.5 s of being sent."""
    results, report = concurrent_solves(server, requests, seconds, "astar/manhattan")
    bound = (seconds + 0.5) * 1000
    report["within_max_seconds_plus_half"] = sum(1 for r in results if r["status"] in (200, 503) and r["ms"] <= bound)
    return report


def two_second_solves(server, requests=60, seconds=2):
    """Phase 3: `requests` different 2-second solves (IDA*, which runs its whole time in little
    memory), half of them streams: each must end within 3 s of being sent."""
    results, report = concurrent_solves(server, requests, seconds, "idastar/manhattan", streams=True, nodes=41_000_000)
    report["within_3_s"] = sum(1 for r in results if r["status"] in (200, 503) and r["ms"] <= 3000)
    report["streams_refused_plainly"] = sum(
        1 for r in results if r["stream"] and r["status"] == 503 and r["retry"] and r["kind"].startswith("application/json"))
    report["streams_answered_with_result"] = sum(1 for r in results if r["stream"] and r["status"] == 200 and r["result"])
    return report


def slow_bodies(server, count=4096, wait=20.0):
    """Phase 4: `count` connections send a request's headers and the start of its body, then
    nothing; when each is cut off, and how (a 408, or closed to make room for a newcomer)."""
    selector = selectors.DefaultSelector()
    opened = []
    refused = 0
    head = (f"POST /api/n-puzzle/solve HTTP/1.1\r\nHost: {server.host}:{server.port}\r\n"
            "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"game\":").encode()
    started = time.monotonic()
    for _ in range(count):
        try:
            s = socket.create_connection((server.host, server.port), timeout=5)
            s.sendall(head)
            s.setblocking(False)
            selector.register(s, selectors.EVENT_READ, {"sent": time.monotonic(), "data": b""})
            opened.append(s)
        except OSError:
            refused += 1
    sent_in = time.monotonic() - started
    cut = []
    answered_408 = 0
    open_now = len(opened)
    while open_now and time.monotonic() - started < wait:
        for key, _ in selector.select(timeout=0.5):
            s, state = key.fileobj, key.data
            try:
                data = s.recv(4096)
            except OSError:
                data = b""
            if data:
                state["data"] += data
                continue
            if state["data"].startswith(b"HTTP/1.1 408"):
                answered_408 += 1
            cut.append(time.monotonic() - state["sent"])
            selector.unregister(s)
            s.close()
            open_now -= 1
    for key in list(selector.get_map().values()):
        key.fileobj.close()
    return {
        "connections": count,
        "refused_at_connect": refused,
        "sent_in_s": round(sent_in, 2),
        "cut_off": len(cut),
        "cut_off_with_408": answered_408,
        "closed_for_newcomers": len(cut) - answered_408,
        "still_open_after_s": wait if open_now else None,
        "slowest_cut_off_s": round(max(cut), 1) if cut else None,
    }


def slow_connections(server, count=2000, hold=12.0):
    """Phase 3: `count` connections send half a request and wait; how many the server cut off."""
    sockets = []
    refused = 0
    for _ in range(count):
        try:
            s = socket.create_connection((server.host, server.port), timeout=5)
            s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            s.setblocking(False)
            sockets.append(s)
        except OSError:
            refused += 1
    time.sleep(hold)
    closed = 0
    for s in sockets:
        try:
            data = s.recv(1)
            if data == b"":
                closed += 1
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
        s.close()
    return {"connections": count, "refused_at_connect": refused, "cut_off_within_s": hold, "cut_off": closed}


def dropped_streams(server, count=500):
    """Phase 4: `count` streamed solves, each dropped after its first line; then how long until
    nothing waits or runs any more."""
    def one(i):
        body = json.dumps({"game": HEAVY, "algorithm": "astar/manhattan", "limits": {"max_seconds": 30, "max_nodes": 45_000_000 + i}})
        s = None
        try:
            # a stream that waits for a slot sends nothing: the page leaves after a second
            s = socket.create_connection((server.host, server.port), timeout=1)
            s.sendall((f"POST /api/n-puzzle/solve/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                       f"Content-Length: {len(body)}\r\n\r\n{body}").encode())
            s.recv(256)
        except OSError:
            pass
        finally:
            if s is not None:
                s.close()

    threads = [threading.Thread(target=one, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    dropped_at = time.monotonic()
    while time.monotonic() - dropped_at < 30:
        status, _, text, _ = request(server, "GET", "/api/health", timeout=5)
        if status == 200 and json.loads(text).get("waiting") == 0:
            break
        time.sleep(0.05)
    line_clear = time.monotonic() - dropped_at
    status, seconds, _, _ = request(server, "POST", "/api/klotski/solve", {"game": "横刀立马"})
    return {"streams": count, "line_empty_after_s": round(line_clear, 2), "next_solve_status": status,
            "next_solve_ms": round(seconds * 1000, 1)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default="target/release/puzzlelab")
    parser.add_argument("--oha", default=shutil.which("oha") or os.path.expanduser("~/.cargo/bin/oha"))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    if not os.path.exists(args.oha):
        print("oha is missing (`cargo install oha`): phase 1 is sent by Python threads", file=sys.stderr)
        args.oha = None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))

    with tempfile.TemporaryDirectory() as workdir:
        server = Server(args.binary, workdir)
        try:
            report = {"start_rss_mb": round(server.memory_kb("VmRSS") / 1024, 1)}
            watchers = Watchers(server)
            for name, phase in [
                ("same_instance", lambda: same_instance(server, args.oha)),
                ("distinct_instances", lambda: distinct_instances(server)),
                ("two_second_solves", lambda: two_second_solves(server)),
                ("slow_bodies", lambda: slow_bodies(server)),
                ("slow_connections", lambda: slow_connections(server)),
                ("dropped_streams", lambda: dropped_streams(server)),
            ]:
                first_sample = len(watchers.rss_kb)
                began = time.monotonic()
                report[name] = phase()
                report[name]["health"] = watchers.health_between(began, time.monotonic())
                report[name]["peak_rss_mb"] = round(max(watchers.rss_kb[first_sample:], default=0) / 1024, 1)
            ended = time.monotonic()
            report["health"] = watchers.health_between(0, ended)
            time.sleep(10)
            watchers.stop()
            report["peak_rss_mb"] = round(server.memory_kb("VmHWM") / 1024, 1)
            report["rss_10s_after_mb"] = round(server.memory_kb("VmRSS") / 1024, 1)
            report["waited_after_load_s"] = round(time.monotonic() - ended, 1)
        finally:
            server.stop()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        for key, value in report.items():
            print(f"{key}: {json.dumps(value)}")


if __name__ == "__main__":
    main()
