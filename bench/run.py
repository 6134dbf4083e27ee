#!/usr/bin/env python3
"""Benchmarks quote against curl and fortune on this machine, in one interleaved run.

Each round runs every command once, in turn, so drift in the machine's load touches all of them alike.
Reports the median wall time of each, the ratios the project targets, peak resident memory (measured
apart, under GNU time: a child spawned from Python would inherit Python's own high-water mark), the peak
of a fetch that meets a gzip bomb, and the size of the release binary; prints them, and writes
bench/results.md, which README.md's Performance section quotes.
Usage: bench/run.py [ROUNDS]   (the Makefile's `make bench` builds the release binary first)
"""
import http.server, json, os, platform, shutil, statistics, subprocess, sys, tempfile, threading, time
from datetime import datetime, timezone

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUOTE = os.path.join(ROOT, ".build", "release", "quote")
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 40
WARMUP = 3
FORTUNE = shutil.which("fortune") or "/usr/games/fortune"


def serve_fixture():
    """A loopback server: the fixture quote at any path, and a 100 KB gzip body inflating to 100 MB at /bomb."""
    body = open(os.path.join(ROOT, "Fixtures", "happiness-valid.json"), "rb").read()
    bomb = open(os.path.join(ROOT, "Fixtures", "gzip-bomb-100MB.gz"), "rb").read()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            payload = bomb if self.path == "/bomb" else body
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if payload is bomb:
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/happiness/random-quote"


def run_once(argv, env, expected=0):
    """Wall time of one run in ms, stdout and stderr discarded."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    start = time.perf_counter()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    os.close(devnull)
    if os.waitstatus_to_exitcode(status) != expected:
        sys.exit(f"benchmark command failed: {' '.join(argv)}")
    return elapsed


def peak_memory(argv, env, runs=5, expected=0):
    """The largest peak resident memory of a few runs, in KiB, as GNU time reports it (children included)."""
    peak = 0
    for _ in range(runs):
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", "/dev/stderr"] + argv, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != expected:
            sys.exit(f"benchmark command failed: {' '.join(argv)}: {result.stderr}")
        peak = max(peak, int(result.stderr.strip().splitlines()[-1]))
    return peak


def main():
    for tool in ("curl", "/usr/bin/time"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install curl time fortune-mod fortunes")
    if not os.path.exists(FORTUNE):
        sys.exit("fortune is missing: apt-get install fortune-mod")
    server, url = serve_fixture()
    folder = tempfile.mkdtemp(prefix="quote-bench.")
    cache = os.path.join(folder, "last.json")
    # The fortune source reads the same files as `fortune`: Debian's /usr/share/games/fortunes (the user's own
    # folder under HOME is empty here). `random` keeps each quote in the cache and the history, as users run it.
    env = {"PATH": "/usr/bin:/bin:/usr/games", "HOME": folder, "QUOTE_CACHE_FILE": cache, "LANG": "C.UTF-8"}
    subprocess.run([QUOTE, "today", "--endpoint", url], env=env, check=True, stdout=subprocess.DEVNULL)

    commands = {
        "quote random --no-cache": [QUOTE, "random", "--no-cache", "--endpoint", url],
        "curl -s URL": [shutil.which("curl"), "-s", url],
        "quote today (cache hit)": [QUOTE, "today", "--endpoint", url],
        "quote last": [QUOTE, "last"],
        "quote --version": [QUOTE, "--version"],
        "fortune": [FORTUNE],
        "quote random --source fortune": [QUOTE, "random", "--source", "fortune"],
        "quote random --source fortune --no-cache": [QUOTE, "random", "--source", "fortune", "--no-cache"],
    }
    times = {name: [] for name in commands}
    for round_number in range(WARMUP + ROUNDS):
        for name, argv in commands.items():
            elapsed = run_once(argv, env)
            if round_number >= WARMUP:
                times[name].append(elapsed)
    peaks = {name: peak_memory(argv, env) for name, argv in commands.items()}
    bomb_url = url.rsplit("/", 2)[0] + "/bomb"
    bomb_peak = peak_memory([QUOTE, "random", "--no-cache", "--retries", "0", "--endpoint", bomb_url], env, expected=65)
    server.shutdown()
    shutil.rmtree(folder)

    median = {name: statistics.median(values) for name, values in times.items()}
    ratios = [
        ("quote today (cache hit) / fortune", median["quote today (cache hit)"] / median["fortune"], 1.1),
        ("quote last / fortune", median["quote last"] / median["fortune"], 1.1),
        ("quote --version / fortune", median["quote --version"] / median["fortune"], None),
        ("quote random / curl", median["quote random --no-cache"] / median["curl -s URL"], 1.4),
        ("quote random --source fortune / fortune", median["quote random --source fortune"] / median["fortune"], 1.2),
        ("quote random --source fortune --no-cache / fortune", median["quote random --source fortune --no-cache"] / median["fortune"], 1.2),
    ]
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    lines = [
        f"# Benchmark results",
        "",
        f"{datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}; {os.cpu_count()} cores, {cpu}; "
        f"{platform.system()} {platform.release()}; {swift}.",
        f"{ROUNDS} interleaved rounds after {WARMUP} warm-up rounds, loopback HTTP server with a fixture quote; "
        f"fortune files: {len([n for n in os.listdir('/usr/share/games/fortunes') if n.endswith('.dat')])} indexed files in /usr/share/games/fortunes.",
        "",
        "| command | median ms | peak RSS MiB |",
        "| --- | ---: | ---: |",
    ]
    cell = lambda text: text.replace("|", "\\|")  # a pipe inside a table cell
    lines += [f"| `{cell(name)}` | {median[name]:.1f} | {peaks[name] / 1024:.1f} |" for name in commands]
    lines += ["", "| ratio | value | target |", "| --- | ---: | ---: |"]
    for name, value, target in ratios:
        verdict = "" if target is None else (f"≤ {target} ✓" if value <= target else f"≤ {target} ✗")
        lines.append(f"| {cell(name)} | {value:.2f}× | {verdict} |")
    quote_peak = max(peaks[name] for name in commands if name.startswith("quote")) / 1024
    size = os.path.getsize(QUOTE) / (1 << 20)
    mark = lambda ok: "✓" if ok else "✗"
    lines += [
        "",
        f"Peak memory of every quote command: {quote_peak:.1f} MiB (target ≤ 20 MiB {mark(quote_peak <= 20)}).",
        f"Peak memory of a fetch meeting a gzip bomb (100 KB inflating to 100 MB): {bomb_peak / 1024:.1f} MiB "
        f"(target ≤ 32 MiB {mark(bomb_peak / 1024 <= 32)}).",
        f"Release binary: {size:.1f} MiB (target ≤ 16 MiB {mark(size <= 16)}).",
    ]
    report = "\n".join(lines) + "\n"
    print(report)
    with open(os.path.join(ROOT, "bench", "results.md"), "w") as out:
        out.write(report)


if __name__ == "__main__":
    main()
