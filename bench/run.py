#!/usr/bin/env python3
"""Benchmarks quote against its yardsticks on this machine, in one interleaved run, and prints the ratios.

Each pair (a quote command and what it is measured against) runs in turn, A then B, then B then A the next
round, so drift in the machine's load touches both alike. Reports the median wall time of each command, the
ratio of each pair against the project's target, the peak resident memory of every command that fetches
(measured apart, under GNU time: a child spawned from Python would inherit Python's own high-water mark), the
peak of a fetch that meets a gzip bomb, and the size of the release binary; prints them and writes
bench/results.md, which README.md's Performance section quotes.

The yardstick for start-up is `fortune fortunes literature riddles`: naming the databases keeps it to three
files, where plain `fortune` with Debian's whole `fortunes` package scans dozens and would flatter us.
Usage: bench/run.py [ROUNDS]   (the Makefile's `make bench` builds the release binary first)
"""
import atexit, json, os, platform, shutil, statistics, subprocess, sys, tempfile, time
from datetime import datetime, timezone

from loopback import serve_fixture

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILT = os.path.join(ROOT, ".build", "release", "quote")
QUOTE = BUILT  # the installed copy once main() has made it
ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 40
WARMUP = 3
FORTUNE = shutil.which("fortune") or "/usr/games/fortune"
FORTUNE_FOLDER = "/usr/share/games/fortunes"
DATABASES = ["fortunes", "literature", "riddles"]
FETCH_PEAK_TARGET_MIB = 17
BOMB_PEAK_TARGET_MIB = 24


class Command:
    """One command line, with the environment it runs in and a step that sets its files up before each run."""

    def __init__(self, argv, env, expected=0, prepare=None):
        self.argv, self.env, self.expected, self.prepare = argv, env, expected, prepare
        self.times = []

    def run(self):
        """Times one run in ms, stdout and stderr discarded; the preparation is not timed."""
        if self.prepare:
            self.prepare()
        devnull = os.open(os.devnull, os.O_WRONLY)
        start = time.perf_counter()
        pid = os.posix_spawn(self.argv[0], self.argv, self.env,
                             file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)])
        _, status = os.waitpid(pid, 0)
        elapsed = (time.perf_counter() - start) * 1000
        os.close(devnull)
        if self.expected is not None and os.waitstatus_to_exitcode(status) != self.expected:
            sys.exit(f"benchmark command failed: {' '.join(self.argv)}")
        return elapsed

    @property
    def median(self):
        return statistics.median(self.times)


def forget_requests(env):
    """Forgets the requests the runs in `env` made: the Happiness API's budget is one a second, and a benchmark
    fetches faster than that; each timed fetch is then a real one, never a fallback."""
    shutil.rmtree(os.path.join(env["HOME"], ".local", "state", "quote", "requests"), ignore_errors=True)


def peak_memory(argv, env, runs=5, expected=0):
    """The largest peak resident memory of a few runs, in KiB, as GNU time reports it."""
    peak = 0
    for _ in range(runs):
        forget_requests(env)
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", "/dev/stderr"] + argv, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode != expected:
            sys.exit(f"benchmark command failed: {' '.join(argv)}: {result.stderr}")
        peak = max(peak, int(result.stderr.strip().splitlines()[-1]))
    return peak


def history_lines(count):
    """A history of `count` distinct quotes, as `quote` writes it: one JSON object a line."""
    lines = []
    for number in range(count):
        record = {"author": f"Author {number}", "content": f"Quote number {number}, kept in the history.",
                  "description": None, "fetchedAt": "2026-11-20T08:00:00Z", "id": number, "link": None,
                  "source": "happiness"}
        lines.append(json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
    return "".join(line + "\n" for line in lines)


def pool_lines(count, url):
    """A pool of `count` distinct quotes of the default source fetched now, as `quote` writes one after its header."""
    fetched = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    lines = []
    for number in range(count):
        record = {"author": f"Pooled {number}", "content": f"Pooled quote number {number}.", "description": None,
                  "fetchedAt": fetched, "id": number, "link": None, "source": f"happiness:{url}"}
        lines.append(json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
    return "".join(line + "\n" for line in lines)


def main():
    for tool in ("curl", "/usr/bin/time", "jq", "strace"):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: apt-get install curl time jq strace fortune-mod fortunes")
    if not os.path.exists(FORTUNE):
        sys.exit("fortune is missing: apt-get install fortune-mod fortunes")
    missing = [name for name in DATABASES if not os.path.exists(os.path.join(FORTUNE_FOLDER, name + ".dat"))]
    if missing:
        sys.exit(f"fortune databases missing: {', '.join(missing)}: apt-get install fortunes fortunes-min")
    server, url = serve_fixture()
    folder = tempfile.mkdtemp(prefix="quote-bench.")
    # The server and the files go however the script ends, an error included: a benchmark that stops midway must not
    # leave its server running.
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    atexit.register(server.shutdown)
    global QUOTE
    # Timed as installed, by install(1) as `make install` does: lld writes its output through a mapping, which leaves
    # the page cache holding the build tree's file in 4 KiB pages, where an installed copy is held in larger ones
    # that a run maps in fewer faults (a kept `quote today` 203 against 184): timing the build tree's file timed how
    # it was written.
    QUOTE = os.path.join(folder, "bin", "quote")
    subprocess.run(["install", "-D", "-m", "755", BUILT, QUOTE], check=True)
    env = {"PATH": "/usr/bin:/bin:/usr/games", "HOME": folder, "LANG": "C.UTF-8"}
    subprocess.run([QUOTE, "today", "--endpoint", url], env=env, check=True, stdout=subprocess.DEVNULL)
    # `--source fortune` reads the same three files as the `fortune` it is measured against.
    fortune_env = dict(env, QUOTE_FORTUNE_PATH=":".join(os.path.join(FORTUNE_FOLDER, name) for name in DATABASES))
    full, one = history_lines(1000), history_lines(1)

    def history_env(name, text):
        """An environment whose history file holds `text` again before every run."""
        path = os.path.join(folder, name)

        def reset():
            with open(path, "w") as out:
                out.write(text)
        return dict(env, QUOTE_HISTORY_FILE=path), reset

    full_env, full_reset = history_env("full.jsonl", full)
    empty_env, empty_reset = history_env("empty.jsonl", "")
    one_env, one_reset = history_env("one.jsonl", one)
    short_env, short_reset = history_env("short.jsonl", history_lines(10))

    def saved_env(count):
        """An environment whose saved quotes file holds `count` quotes; the file's path."""
        data = os.path.join(folder, f"saved-{count}")
        os.makedirs(os.path.join(data, "quote"))
        path = os.path.join(data, "quote", "saved.jsonl")
        with open(path, "w") as out:
            out.write(history_lines(count))
        return dict(env, XDG_DATA_HOME=data), path

    saved = {count: saved_env(count) for count in (10, 1000, 5000)}

    # A pool of 500 unseen quotes of the default source, filled again before every run: a pooled `quote`.
    pool_home = os.path.join(folder, "pooled")
    pool_file = os.path.join(pool_home, ".cache", "quote", "pool", "happiness.jsonl")
    os.makedirs(os.path.dirname(pool_file))
    pool_text = json.dumps({"pool": 1, "url": url}, separators=(",", ":"), sort_keys=True) + "\n" + pool_lines(500, url)
    pool_env = dict(env, HOME=pool_home, QUOTE_API_URL=url, QUOTE_POOL="500", QUOTE_REFILL="manual")

    def pool_reset():
        with open(pool_file, "w") as out:
            out.write(pool_text)
        history = os.path.join(pool_home, ".local", "state", "quote", "history.jsonl")
        if os.path.exists(history):
            os.remove(history)

    pool_reset()
    offline_env = dict(env, HOME=pool_home)

    # The quote of the day kept, in a home of its own: every other pair's home has its last quote changed by the
    # commands between two rounds, which a `today` then keeps as the last quote again (a file renamed into place), and
    # the day's choice alone is what is measured here. The row after it measures that keeping on its own.
    kept_env = dict(env, HOME=os.path.join(folder, "kept"))
    os.makedirs(kept_env["HOME"])
    subprocess.run([QUOTE, "today", "--endpoint", url], env=kept_env, check=True, stdout=subprocess.DEVNULL)
    kept_last = os.path.join(kept_env["HOME"], ".cache", "quote", "last.json")
    with open(kept_last, encoding="utf-8") as shown:
        shown_last = shown.read()
    other_env = dict(kept_env, HOME=os.path.join(folder, "kept-other"))
    shutil.copytree(kept_env["HOME"], other_env["HOME"], symlinks=True)
    other_last = os.path.join(other_env["HOME"], ".cache", "quote", "last.json")
    another = json.dumps(dict(json.loads(shown_last), content="Another quote, shown since."), ensure_ascii=False)

    def another_last():
        with open(other_last, "w", encoding="utf-8") as out:
            out.write(another + "\n")
    fortune = Command([FORTUNE] + DATABASES, env)
    everything = dict(env, QUOTE_FORTUNE_PATH=FORTUNE_FOLDER)
    # (name, quote command, yardstick, target ratio)
    pairs = [
        ("quote today (hit) / fortune", Command([QUOTE, "today", "--endpoint", url], env), fortune, 1.0),
        ("quote last / fortune", Command([QUOTE, "last"], env), fortune, 1.0),
        ("quote random --offline / fortune", Command([QUOTE, "random", "--offline"], empty_env, prepare=empty_reset),
         fortune, 1.0),
        ("quote random --offline, history 1,000 / empty",
         Command([QUOTE, "random", "--offline"], full_env, prepare=full_reset),
         Command([QUOTE, "random", "--offline"], empty_env, prepare=empty_reset), 1.15),
        ("quote today (kept) / quote --version", Command([QUOTE, "today", "--endpoint", url], kept_env),
         Command([QUOTE, "--version"], kept_env), 1.1),
        ("quote today (kept, the last quote another) / quote --version",
         Command([QUOTE, "today", "--endpoint", url], other_env, prepare=another_last),
         Command([QUOTE, "--version"], other_env), 1.1),
        ("quote random --no-cache / curl -s",
         Command([QUOTE, "random", "--no-cache", "--endpoint", url], env, prepare=lambda: forget_requests(env)),
         Command([shutil.which("curl"), "-s", url], env), 1.1),
        ("quote --source fortune, 43 databases / fortune",
         Command([QUOTE, "random", "--source", "fortune", "--no-cache"], everything),
         Command([FORTUNE, FORTUNE_FOLDER], env), 1.1),
        ("quote --source fortune --match love / fortune -i -m love",
         Command([QUOTE, "random", "--source", "fortune", "--match", "love", "--no-cache"], fortune_env),
         # fortune-mod's -m exits 1 after printing what it found
         Command([FORTUNE, "-i", "-m", "love"] + DATABASES, env, expected=None), 1.5),
        ("quote random --source saved, 5,000 saved / 10",
         Command([QUOTE, "random", "--source", "saved", "--no-cache"], saved[5000][0]),
         Command([QUOTE, "random", "--source", "saved", "--no-cache"], saved[10][0]), 1.3),
        ("quote saved, 5,000 / jq -r .content", Command([QUOTE, "saved"], saved[5000][0]),
         Command([shutil.which("jq"), "-r", ".content", saved[5000][1]], env), 1.0),
        ("quote history -n 5, history 1,000 / 10",
         Command([QUOTE, "history", "-n", "5"], full_env, prepare=full_reset),
         Command([QUOTE, "history", "-n", "5"], short_env, prepare=short_reset), 1.2),
        ("quote from a pool of 500 / quote random --offline", Command([QUOTE], pool_env, prepare=pool_reset),
         Command([QUOTE, "random", "--offline"], offline_env, prepare=pool_reset), 1.15),
        # quote fortune in fortune's place: every installed database, as each finds them by itself.
        ("quote fortune / fortune", Command([QUOTE, "fortune"], env), Command([FORTUNE], env), 0.8),
        ("quote fortune -m the / fortune -m the", Command([QUOTE, "fortune", "-m", "the"], env),
         Command([FORTUNE, "-m", "the"], env, expected=None), 1.0),
        # -s and -l in .bashrc: through the index's lengths, as fortune finds them.
        ("quote fortune -s / fortune -s", Command([QUOTE, "fortune", "-s"], env), Command([FORTUNE, "-s"], env), 1.0),
        ("quote fortune -l / fortune -l", Command([QUOTE, "fortune", "-l"], env), Command([FORTUNE, "-l"], env), 1.0),
    ]
    # What a run costs as the user's data grows, each measured in the same rounds; a pair's quote command by its name.
    timed = {name: first for name, first, _, _ in pairs}
    growth = [
        ("quote random --source saved", "10 saved", Command([QUOTE, "random", "--source", "saved", "--no-cache"], saved[10][0])),
        ("quote random --source saved", "1,000 saved",
         Command([QUOTE, "random", "--source", "saved", "--no-cache"], saved[1000][0])),
        ("quote random --source saved", "5,000 saved", timed["quote random --source saved, 5,000 saved / 10"]),
        ("quote saved", "10 saved", Command([QUOTE, "saved"], saved[10][0])),
        ("quote saved", "1,000 saved", Command([QUOTE, "saved"], saved[1000][0])),
        ("quote saved", "5,000 saved", timed["quote saved, 5,000 / jq -r .content"]),
        ("quote random --offline", "1 history entry", Command([QUOTE, "random", "--offline"], one_env, prepare=one_reset)),
        ("quote random --offline", "1,000 history entries", timed["quote random --offline, history 1,000 / empty"]),
        ("quote --source fortune", "3 databases",
         Command([QUOTE, "random", "--source", "fortune", "--no-cache"], fortune_env)),
        ("quote --source fortune", "43 databases", timed["quote --source fortune, 43 databases / fortune"]),
    ]
    measured_alone = [command for _, _, command in growth if not any(command in pair for pair in pairs)]
    for round_number in range(WARMUP + ROUNDS):
        for _, first, second, _ in pairs:
            order = (first, second) if round_number % 2 == 0 else (second, first)
            for command in order:
                elapsed = command.run()
                if round_number >= WARMUP:
                    command.times.append(elapsed)
        for command in measured_alone:
            elapsed = command.run()
            if round_number >= WARMUP:
                command.times.append(elapsed)

    # A pooled run opens no connection and loads no libcurl: what strace sees of one.
    pool_reset()
    trace = os.path.join(folder, "pooled.strace")
    subprocess.run(["strace", "-f", "-o", trace, "-e", "trace=connect,openat", QUOTE], env=pool_env,
                   stdout=subprocess.DEVNULL, check=True)
    calls = open(trace).read()
    pooled_clean = "connect(" not in calls and "libcurl" not in calls

    fetching = {
        "quote random": [QUOTE, "random", "--endpoint", url],
        "quote random --no-cache": [QUOTE, "random", "--no-cache", "--endpoint", url],
        "quote random --json": [QUOTE, "random", "--json", "--endpoint", url],
    }
    peaks = {name: peak_memory(argv, env) for name, argv in fetching.items()}
    bomb_url = url.rsplit("/", 2)[0] + "/bomb"
    bomb_peak = peak_memory([QUOTE, "random", "--no-cache", "--retries", "0", "--endpoint", bomb_url], env, expected=65)

    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    cell = lambda text: text.replace("|", "\\|")  # a pipe inside a table cell
    mark = lambda ok: "✓" if ok else "✗"
    lines = [
        "# Benchmark results",
        "",
        f"{datetime.now(timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}; {os.cpu_count()} cores, {cpu}; "
        f"{platform.system()} {platform.release()}; {swift}.",
        f"{ROUNDS} rounds after {WARMUP} warm-up rounds, each pair in turn (the order alternating); a loopback HTTP "
        f"server with a fixture quote, in a process of its own; fortune databases: {' '.join(DATABASES)}.",
        "",
        "| pair | quote ms | yardstick ms | ratio | target |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for name, first, second, target in pairs:
        ratio = first.median / second.median
        lines.append(f"| {cell(name)} | {first.median:.1f} | {second.median:.1f} | {ratio:.2f}× | "
                     f"≤ {target} {mark(ratio <= target)} |")
    lines += [
        "",
        f"A run from the pool, under strace: {'no connect and no libcurl ✓' if pooled_clean else 'a connect or libcurl ✗'}.",
        "",
        "| run | data | ms |",
        "| --- | --- | ---: |",
    ]
    lines += [f"| `{cell(name)}` | {data} | {command.median:.1f} |" for name, data, command in growth]
    fetch_peak = max(peaks.values()) / 1024
    size = os.path.getsize(BUILT) / (1 << 20)
    lines += [
        "",
        "| peak resident memory | MiB |",
        "| --- | ---: |",
    ]
    lines += [f"| `{cell(name)}` | {peak / 1024:.1f} |" for name, peak in peaks.items()]
    lines += [
        "",
        f"Peak memory of a fetch: {fetch_peak:.1f} MiB (target ≤ {FETCH_PEAK_TARGET_MIB} MiB "
        f"{mark(fetch_peak <= FETCH_PEAK_TARGET_MIB)}).",
        f"Peak memory of a fetch meeting a gzip bomb (100 KB inflating to 100 MB): {bomb_peak / 1024:.1f} MiB "
        f"(target ≤ {BOMB_PEAK_TARGET_MIB} MiB {mark(bomb_peak / 1024 <= BOMB_PEAK_TARGET_MIB)}).",
        f"Release binary: {size:.1f} MiB.",
    ]
    report = "\n".join(lines) + "\n"
    print(report)
    with open(os.path.join(ROOT, "bench", "results.md"), "w") as out:
        out.write(report)


if __name__ == "__main__":
    main()
