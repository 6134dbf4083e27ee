#!/usr/bin/env python3
"""Writes Sources/quote/quote.order: the functions the everyday commands run, which the release link places together.

The release binary is 14 MB, most of it the Swift standard library and Foundation; a run touches a few thousand
functions spread across all of it, and the kernel maps each touched page with its neighbours (64 KB at a time),
so a scattered few thousand functions made 5.8 MB of the binary resident. Laid out together (lld's
--symbol-ordering-file), they take about 3.7 MB: 2 MiB less at every run, and faster starts. A stale list costs
nothing but that gain, so `make release` fails on a name the link no longer finds, and this is run again.

Runs an unstripped release build (the Makefile's `make order` builds it) under valgrind's callgrind, which
records every function a run enters, for each everyday command against a loopback server, and writes their
names of those the binary defines (libc's and libcurl's are not the link's to place), sorted, one per line.
Usage: bench/order.py BINARY OUTPUT
"""
import os, re, shutil, subprocess, sys, tempfile

from loopback import serve_fixture

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORTUNES = "/usr/share/games/fortunes"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    binary, output = sys.argv[1], sys.argv[2]
    if not shutil.which("valgrind"):
        sys.exit("valgrind is missing: apt-get install valgrind")
    server, url = serve_fixture()
    home = tempfile.mkdtemp(prefix="quote-order.")
    # valgrind 3.19 gives up on the DWARF 5 that clang writes for the C targets; the names it records come from the
    # symbol table, so it traces a copy without debug information.
    traced = os.path.join(home, "quote")
    subprocess.run(["strip", "--strip-debug", "-o", traced, binary], check=True)
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"}
    # A home of its own for the pool: filled by refresh, then a run that takes from it (no refill in the background).
    pooled = dict(env, HOME=os.path.join(home, "pooled"), QUOTE_API_URL=url, QUOTE_REFILL="manual")
    os.makedirs(pooled["HOME"])
    commands = [
        (["random", "--endpoint", url], env), (["random", "--no-cache", "--endpoint", url], env),
        (["today", "--endpoint", url], env), (["today"], env), (["last"], env), (["history", "-n", "5"], env),
        (["save"], env), (["saved"], env), (["random", "--offline"], env), (["random", "--source", "saved", "--no-cache"], env),
        (["--every", "15m", "--offline"], env), (["--version"], env), (["refresh"], pooled), (["random"], pooled),
    ]
    if os.path.isdir(FORTUNES):
        commands.append((["random", "--source", "fortune", "--match", "love", "--no-cache"], env))
        commands.append((["random", "--source", "fortune", "--no-cache"], dict(env, QUOTE_FORTUNE_PATH=FORTUNES)))
        commands.append((["fortune"], env))
        commands.append((["fortune", "-m", "the"], env))
    names = set()
    for arguments, environment in commands:
        out = os.path.join(home, "callgrind.out")
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}", traced] + arguments,
                       env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        for line in open(out, errors="replace"):
            match = re.match(r"c?fn=\(\d+\) (\S+)", line)
            if match:
                names.add(match.group(1))
    server.shutdown()
    shutil.rmtree(home)
    defined = subprocess.run(["nm", "--defined-only", "--format=just-symbols", binary], capture_output=True, text=True,
                             check=True).stdout.split()
    names &= set(defined)
    with open(output, "w") as out:
        out.write("".join(name + "\n" for name in sorted(names)))
    print(f"{len(names)} functions written to {os.path.relpath(output, ROOT)}")


if __name__ == "__main__":
    main()
