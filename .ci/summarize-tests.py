#!/usr/bin/env python3
"""Runs the suite the way `make test` shows it: a screenful when everything passes, every failure in full.

Usage: summarize-tests.py LOG -- COMMAND [ARGUMENTS...]

COMMAND's whole output goes to LOG. What reaches the terminal: each failing test's lines (Swift Testing's `✘`
lines with the lines that continue them, which name the test, file:line and the expectation; XCTest's
`error:` lines), each test or suite skipped and why, and the test runner's own closing line
(`Test run with N tests in M suites passed after …`), which CI reads. XCTest's empty run (`Executed 0 tests`)
and every passing test's lines stay in LOG. Exits with COMMAND's status.
"""

import subprocess
import sys

# The symbols Swift Testing starts an event's line with; a line that starts with none continues the one before.
EVENT_SYMBOLS = ("◇", "✔", "✘", "➜", "↳", "􀟈", "􁁛", "􀢄", "􀙟", "􀄵")


def main() -> int:
    if len(sys.argv) < 4 or sys.argv[2] != "--":
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    log_path, command = sys.argv[1], sys.argv[3:]
    shown = 0
    closing = None
    continuing = False
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
        assert process.stdout is not None
        for line in process.stdout:
            log.write(line)
            text = line.rstrip("\n")
            if text.startswith(("✔ Test run with", "✘ Test run with")):
                closing = text
                continuing = False
                continue
            if text.startswith("↳"):
                # A comment of the event before it: shown with a failure.
                show = continuing
            elif text.startswith(EVENT_SYMBOLS):
                # A failure: the test's issue (its name, file:line and expectation), and the lines that continue it.
                continuing = text.startswith("✘ Test") and " recorded an issue" in text
                show = continuing or text.startswith("➜")
            elif text.startswith(("Test Suite ", "\t Executed ", "Test Case ")):
                show = continuing = False
            else:
                show = continuing or ": error: " in text
            if show:
                print(text, flush=True)
                shown += 1
        status = process.wait()
    if closing:
        print(closing)
    elif status != 0:
        print(f"the test runner ended with status {status} before its closing line; its output is in {log_path}")
    if status != 0:
        print(f"(the whole output: {log_path})")
    return status


if __name__ == "__main__":
    sys.exit(main())
