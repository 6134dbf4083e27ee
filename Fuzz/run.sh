#!/usr/bin/env bash
# Builds the libFuzzer target and runs it for FUZZ_SECONDS (default 60) from a seed corpus made of Fixtures/.
# Findings land in .build/fuzz/findings/; each one becomes a fixture and a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/findings"

# The libcurl transport is left out: it is not fuzzed, and it needs the CCurl module.
swiftc -sanitize=fuzzer,address -parse-as-library -module-name QuoteFuzz -package-name quote -Onone -g \
  Fuzz/QuoteFuzzer.swift $(find Sources/QuoteCore -name '*.swift' ! -name 'Curl*.swift' ! -name 'LibCurl.swift' | sort) -o "$out/quote-fuzzer"

# Seeds: every fixture body, behind a width byte ('(' is 40, so 41 columns).
for fixture in Fixtures/*.json Fixtures/*.html Fixtures/golden/*; do
  { printf '('; cat "$fixture"; } > "$out/corpus/seed-$(basename "$fixture")"
done

"$out/quote-fuzzer" "$out/corpus" -max_total_time="$seconds" -artifact_prefix="$out/findings/" \
  -print_final_stats=1 -max_len=4096 -timeout=10 -rss_limit_mb=2048
