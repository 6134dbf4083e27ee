#!/usr/bin/env python3
"""Writes Sources/quote/quote.order: the functions the everyday commands run, which the release link places together.

The release binary is 14 MB, most of it the Swift standard library and Foundation; a run touches a few thousand
functions spread across all of it, and the kernel maps each touched page with its neighbours (64 KB at a time),
so a scattered few thousand functions made 5.8 MB of the binary resident. Laid out together (lld's
--symbol-ordering-file), they take about 3.7 MB: 2 MiB less at every run, and faster starts. A stale list costs
nothing but that gain, so `make release` fails on a name the link no longer finds, and this is run again.

The data too: a run's first store to a page of the binary's data copies the page (2.5 us each here), and the
Swift runtime's caches, tokens and metadata that a run writes were spread over 85 pages of 2.5 MB; laid out
together, the same writes touch 54, and every command starts 7% sooner.

Runs an unstripped release build (the Makefile's `make order` builds it) under valgrind's callgrind, which
records every function a run enters, and under its lackey, which records every load and store, for each everyday
command against a loopback server. Writes the names of the functions, then of the data, that the binary defines
(libc's and libcurl's are not the link's to place), one per line: those the most commands use first, by name
among equals.
Usage: bench/order.py BINARY OUTPUT
"""
import bisect, os, re, shutil, subprocess, sys, tempfile

from loopback import serve_fixture

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORTUNES = "/usr/share/games/fortunes"
# What the linker defines itself, with a section's bounds (`__start_swift5_protocols`): no symbol it can move.
LINKER_DEFINED = {"_GLOBAL_OFFSET_TABLE_", "_DYNAMIC", "__ehdr_start", "__executable_start", "__bss_start", "_edata",
                  "edata", "_end", "end", "_etext", "etext", "__dso_handle", "__GNU_EH_FRAME_HDR"}


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    binary, output = sys.argv[1], sys.argv[2]
    if not shutil.which("valgrind"):
        sys.exit("valgrind is missing: apt-get install valgrind")
    server, url = serve_fixture()
    home = tempfile.mkdtemp(prefix="quote-order.")
    # The server and the traces go whatever happens: a server left behind outlives the build.
    try:
        (functions, kept_functions), (data, kept_data) = traced_uses(binary, url, home)
    finally:
        server.shutdown()
        shutil.rmtree(home)
    defined = set(subprocess.run(["nm", "--defined-only", "--format=just-symbols", binary], capture_output=True,
                                 text=True, check=True).stdout.split())
    names = ordered(functions, kept_functions, defined) + ordered(data, kept_data, defined)
    with open(output, "w") as out:
        out.write("".join(name + "\n" for name in names))
    print(f"{len(names)} functions and data written to {os.path.relpath(output, ROOT)}")


def traced_uses(binary, url, home):
    """How many everyday commands enter each function and touch each datum of `binary`, traced in `home`."""
    # valgrind 3.19 gives up on the DWARF 5 that clang writes for the C targets; the names it records come from the
    # symbol table, so it traces a copy without debug information.
    traced = os.path.join(home, "quote")
    subprocess.run(["strip", "--strip-debug", "-o", traced, binary], check=True)
    layout = DataLayout(traced)
    functions, data, kept_functions, kept_data = {}, {}, set(), set()
    out = os.path.join(home, "trace.out")
    # The commands once under each tool, each time from a home of its own, so that both see the same runs.
    for arguments, environment, kept in everyday(url, os.path.join(home, "callgrind")):
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", traced]
                       + arguments, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        tally(functions, kept_functions, entered(out), kept)
    for arguments, environment, kept in everyday(url, os.path.join(home, "lackey")):
        # Every load and store, for the data it touched: lackey writes one line an access (read through a pipe: a
        # file of them was gigabytes, most of the time this took), and so slowly that a fetch needs more than its
        # 10 seconds.
        fetches = url in arguments or "QUOTE_API_URL" in environment
        reader, writer = os.pipe()
        process = subprocess.Popen(
            ["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-fd={writer}", traced] + arguments
            + (["--timeout", "120"] if fetches else []), env=environment, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, pass_fds=(writer,))
        os.close(writer)
        with os.fdopen(reader, errors="replace") as trace:
            tally(data, kept_data, layout.touched(trace), kept)
        if process.wait() != 0:
            sys.exit(f"valgrind --tool=lackey failed on quote {' '.join(arguments)}")
    return (functions, kept_functions), (data, kept_data)


def everyday(url, home):
    """The everyday commands, each with its environment and whether it is the kept `today`, against `url`, with their
    files under `home`."""
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"}
    # A home of its own for the pool: filled by refresh, then a run that takes from it (no refill in the background).
    pooled = dict(env, HOME=os.path.join(home, "pooled"), QUOTE_API_URL=url, QUOTE_REFILL="manual")
    os.makedirs(pooled["HOME"])
    # `today` twice: the day's first run chooses, the second shows the choice kept, as every shell start after it
    # does; that second run's functions and data are laid out first.
    kept = ["today", "--endpoint", url]
    commands = [
        (["random", "--endpoint", url], env), (["random", "--no-cache", "--endpoint", url], env),
        (["today", "--endpoint", url], env), (kept, env), (["today"], env), (["last"], env), (["history", "-n", "5"], env),
        (["save"], env), (["saved"], env), (["random", "--offline"], env), (["random", "--source", "saved", "--no-cache"], env),
        (["--every", "15m", "--offline"], env), (["--version"], env), (["refresh"], pooled), (["random"], pooled),
    ]
    if os.path.isdir(FORTUNES):
        commands.append((["random", "--source", "fortune", "--match", "love", "--no-cache"], env))
        commands.append((["random", "--source", "fortune", "--no-cache"], dict(env, QUOTE_FORTUNE_PATH=FORTUNES)))
        commands.append((["fortune"], env))
        commands.append((["fortune", "-m", "the"], env))
    return [(arguments, environment, arguments is kept) for arguments, environment in commands]


def entered(trace):
    """The functions a callgrind profile entered."""
    names = set()
    for line in open(trace, errors="replace"):
        match = re.match(r"c?fn=\(\d+\) (\S+)", line)
        if match:
            names.add(match.group(1))
    return names


def tally(uses, kept_names, names, kept):
    """Counts one more command for each of `names`, and keeps them among `kept_names` when they are the kept run's."""
    for name in names:
        uses[name] = uses.get(name, 0) + 1
    if kept:
        kept_names |= names


def ordered(uses, kept, defined):
    """The names the binary defines: what the kept `quote today` uses first, then the others; within each, those the
    most commands use first, by name among equals. A run then touches the front of the list and the few pages of its
    own, where a list in name order spread every run's over all of it; and the kept quote of the day, the run of
    every shell start and prompt, touches one stretch, where the counts alone scattered its own functions among
    the other commands' (it faulted in 10 pages of code more than `--version`; laid out first, 3)."""
    placeable = (name for name in uses if name in defined and name not in LINKER_DEFINED
                 and not name.startswith(("__start_", "__stop_")))
    return sorted(placeable, key=lambda name: (name not in kept, -uses[name], name))


class DataLayout:
    """Where the data of a binary is, symbol by symbol: what an address a run touched belongs to."""

    def __init__(self, binary):
        loads = [line.split() for line in subprocess.run(["readelf", "-lW", binary], capture_output=True, text=True,
                                                         check=True).stdout.splitlines() if line.strip().startswith("LOAD")]
        # Every segment but the code: read-only data, relocated data, data and bss.
        spans = [(int(load[2], 16), int(load[2], 16) + int(load[5], 16)) for load in loads if "E" not in load[6:-1]]
        self.low, self.high = min(low for low, _ in spans), max(high for _, high in spans)
        symbols = []
        for line in subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True,
                                   check=True).stdout.splitlines():
            parts = line.split(" ", 2)
            if len(parts) == 3 and parts[1] in "bBdDrRvV":
                symbols.append((int(parts[0], 16), parts[2]))
        self.starts = [start for start, _ in symbols]
        self.names = [name for _, name in symbols]

    def touched(self, trace):
        """The data symbols a lackey trace (its lines) loads from or stores to."""
        names = set()
        for line in trace:
            if len(line) > 4 and line[0] == " " and line[1] in "LSM":
                address = int(line[3:line.index(",")], 16)
                if self.low <= address < self.high:
                    index = bisect.bisect_right(self.starts, address) - 1
                    if index >= 0:
                        names.add(self.names[index])
        return names


if __name__ == "__main__":
    main()
