# quote: build, test, install. `make run` and `make test` are the two set-up commands.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR  := $(PREFIX)/bin
MANDIR  := $(PREFIX)/share/man/man1
LIBEXEC := $(PREFIX)/libexec/quote

# Linux release binaries carry the Swift runtime (no toolchain needed to run them); linking
# FoundationNetworking statically needs libcurl's development package.
ifeq ($(shell uname -s),Linux)
RELEASE_FLAGS := --static-swift-stdlib -Xlinker -s
RELEASE_DEPS  := linux-deps
endif

.PHONY: all build test run release install uninstall clean bench fuzz linux-deps

all: build

## build: debug build of everything, tests included
build:
	$(SWIFT) build --build-tests

## test: the whole suite (unit, URLProtocol stub, end to end on 127.0.0.1); no internet needed
test: build
	$(SWIFT) test

## release: optimised binaries at .build/release: quote, and quote-fetch, the network helper it runs
release: $(RELEASE_DEPS)
	$(SWIFT) build -c release --product quote $(RELEASE_FLAGS)
	$(SWIFT) build -c release --product quote-fetch $(RELEASE_FLAGS)

linux-deps:
	@dpkg -s libcurl4-openssl-dev >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq --no-install-recommends libcurl4-openssl-dev; }

## run: fetch and print one quote with the release binary
run: release
	.build/release/quote random

## install: quote to $(PREFIX)/bin, its helper to $(PREFIX)/libexec/quote, the man page to $(PREFIX)/share/man/man1
install: release
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(LIBEXEC)" "$(DESTDIR)$(MANDIR)"
	install -m 755 .build/release/quote "$(DESTDIR)$(BINDIR)/quote"
	install -m 755 .build/release/quote-fetch "$(DESTDIR)$(LIBEXEC)/quote-fetch"
	install -m 644 man/quote.1 "$(DESTDIR)$(MANDIR)/quote.1"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/quote" "$(DESTDIR)$(LIBEXEC)/quote-fetch" "$(DESTDIR)$(MANDIR)/quote.1"

## bench: time quote against curl, jq and fortune, interleaved; writes bench/results.md
bench: release
	@command -v curl >/dev/null && command -v jq >/dev/null && [ -x /usr/games/fortune ] && [ -x /usr/bin/time ] || \
		{ apt-get update -qq && apt-get install -y -qq --no-install-recommends curl jq time fortune-mod fortunes-min; }
	python3 bench/run.py $(ROUNDS)

## fuzz: build the libFuzzer target and run it for FUZZ_SECONDS (default 60)
fuzz:
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) Fuzz/run.sh

clean:
	rm -rf .build
