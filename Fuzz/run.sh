#!/usr/bin/env bash
# Builds the libFuzzer target (QuoteFuzz, which Package.swift declares only when QUOTE_FUZZ is set) into a
# scratch path of its own, with the fuzzer and address sanitizers, and runs it for FUZZ_SECONDS (default 60)
# from a seed corpus made of Fixtures/. Findings land in .build/fuzz/findings/; each one becomes a fixture and
# a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
scratch=.build/fuzz
mkdir -p "$scratch/corpus" "$scratch/findings"

# --sanitize=fuzzer: SwiftPM links libFuzzer's main instead of its own. -Xswiftc -sanitize=fuzzer,address: swiftc
# keeps only its last -sanitize= flag, and SwiftPM's own come in no fixed order, so both go in one, last.
# -Xcc -fsanitize=address: the C target too. -use-ld=lld: the default linker warns about every ASan symbol.
QUOTE_FUZZ=1 swift build --scratch-path "$scratch" --product QuoteFuzz --sanitize=fuzzer \
  -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address -Xswiftc -use-ld=lld

# Seeds: every fixture body, behind a width byte ('(' is 40, so 41 columns).
for fixture in Fixtures/*.json Fixtures/*.html Fixtures/golden/*; do
  { printf '('; cat "$fixture"; } > "$scratch/corpus/seed-$(basename "$fixture")"
done

# The runtime's own backtracer would trip AddressSanitizer on a crash; libFuzzer reports it instead.
SWIFT_BACKTRACE=enable=no "$scratch/debug/QuoteFuzz" "$scratch/corpus" -max_total_time="$seconds" \
  -artifact_prefix="$scratch/findings/" -print_final_stats=1 -max_len=4096 -timeout=10 -rss_limit_mb=2048
