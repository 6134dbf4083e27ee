# quote: build, test, install. `make run` and `make test` are the two set-up commands.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR  := $(PREFIX)/bin
MANDIR  := $(PREFIX)/share/man/man1

.PHONY: all build test run release install uninstall clean

all: build

## build: debug build of everything, tests included
build:
	$(SWIFT) build --build-tests

## test: the whole suite (unit, URLProtocol stub, end to end on 127.0.0.1); no internet needed
test: build
	$(SWIFT) test

## release: optimised binary at .build/release/quote
release:
	$(SWIFT) build -c release --product quote

## run: fetch and print one quote with the release binary
run: release
	.build/release/quote random

## install: the release binary to $(PREFIX)/bin and the man page to $(PREFIX)/share/man/man1
install: release
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)"
	install -m 755 .build/release/quote "$(DESTDIR)$(BINDIR)/quote"
	install -m 644 man/quote.1 "$(DESTDIR)$(MANDIR)/quote.1"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/quote" "$(DESTDIR)$(MANDIR)/quote.1"

clean:
	rm -rf .build
