#!/usr/bin/env python3
"""The server's load test: starts `puzzlelab serve` on a fresh database and a free port, then

1. 200 concurrent requests for the same heavy solve (sent by oha, the load generator from
   crates.io: `cargo install oha`), which must all be answered from one computation;
2. 200 concurrent heavy requests that all differ (each its own computation): the server runs
   two at a time, lets 64 wait in line and tells the others at once that it is busy;
3. 2,000 slow connections that never finish their request headers;
4. 500 streamed solves whose pages go away after the first line;

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
import shutil
import socket
import statistics
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
        self.health_failures = 0
        self.rss_kb = []
        self.running = True
        self.threads = [threading.Thread(target=self.ask_health), threading.Thread(target=self.read_memory)]
        for thread in self.threads:
            thread.start()

    def ask_health(self):
        while self.running:
            status, seconds, _, _ = request(self.server, "GET", "/api/health", timeout=5)
            if status == 200:
                self.health.append(seconds * 1000)
            else:
                self.health_failures += 1
            time.sleep(0.05)

    def read_memory(self):
        while self.running:
            self.rss_kb.append(self.server.memory_kb("VmRSS"))
            time.sleep(0.1)

    def stop(self):
        self.running = False
        for thread in self.threads:
            thread.join()


def same_instance(server, oha, requests=200):
    """Phase 1: oha sends `requests` identical heavy solves at once."""
    body = json.dumps({"game": HEAVY, "algorithm": "astar/manhattan", "limits": {"max_seconds": 5, "max_nodes": 50_000_000}})
    started = time.monotonic()
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


def distinct_instances(server, requests=200):
    """Phase 2: `requests` heavy solves at once, each its own computation (a node budget each)."""
    results = [None] * requests

    def one(i):
        body = {"game": HEAVY, "algorithm": "astar/manhattan", "limits": {"max_seconds": 2, "max_nodes": 40_000_000 + i}}
        status, seconds, _, headers = request(server, "POST", "/api/n-puzzle/solve", body)
        results[i] = (status, seconds * 1000, headers.get("Retry-After") or headers.get("retry-after"))

    threads = [threading.Thread(target=one, args=(i,)) for i in range(requests)]
    started = time.monotonic()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    codes = {}
    for status, _, _ in results:
        codes[str(status)] = codes.get(str(status), 0) + 1
    return {
        "requests": requests,
        "wall_s": round(time.monotonic() - started, 2),
        "status_codes": codes,
        "busy_with_retry_after": sum(1 for s, _, r in results if s == 503 and r),
        "answered_latency": percentiles([ms for s, ms, _ in results if s == 200]),
        "busy_latency": percentiles([ms for s, ms, _ in results if s == 503]),
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
        try:
            s = socket.create_connection((server.host, server.port), timeout=10)
            s.sendall((f"POST /api/n-puzzle/solve/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                       f"Content-Length: {len(body)}\r\n\r\n{body}").encode())
            s.recv(256)
            s.close()
        except OSError:
            pass

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
        sys.exit("oha is missing: install it with `cargo install oha`")
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
                ("slow_connections", lambda: slow_connections(server)),
                ("dropped_streams", lambda: dropped_streams(server)),
            ]:
                first_sample = len(watchers.rss_kb)
                report[name] = phase()
                report[name]["peak_rss_mb"] = round(max(watchers.rss_kb[first_sample:], default=0) / 1024, 1)
            ended = time.monotonic()
            health_during_load = list(watchers.health)
            time.sleep(10)
            watchers.stop()
            report["health"] = percentiles(health_during_load)
            report["health"]["failures"] = watchers.health_failures
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
