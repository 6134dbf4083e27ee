# quote: build, test, install. `make run` and `make test` are the two set-up commands.
SWIFT   ?= swift
PREFIX  ?= /usr/local
BINDIR  := $(PREFIX)/bin
MANDIR  := $(PREFIX)/share/man/man1
KOMANDIR := $(PREFIX)/share/man/ko/man1
# Completion scripts, where each shell looks for them by default.
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR  := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d

# An import of a target the importer does not declare as a dependency is an error, not a warning: the target
# graph in Package.swift (and ARCHITECTURE.md) is held by the compiler.
CHECK_IMPORTS := --explicit-target-dependency-import-check error
# What swift-format checks and rewrites.
FORMATTED := Sources Tests Fuzz Package.swift

# Linux release binaries carry the Swift runtime, so they run where no toolchain is installed; libcurl is
# opened at run time, so building needs nothing of it. What makes them start fast and small (`make bench` measures
# it; README's Performance section has the figures):
# - libstdc++ linked in, not loaded: loading and initialising libstdc++.so took a millisecond and 1 MiB at every
#   run. The Swift runtime's libraries ask for -lstdc++; a linker script named libstdc++.so, in a folder searched
#   before the system's, answers with the static archive.
# - No RUNPATH ($$ORIGIN would have the loader look for the C libraries beside the binary first).
# - libgcc's unwinder linked in (-static-libgcc): one library fewer to load, 0.1 ms less at every run. Nothing the
#   binary loads throws C++ exceptions across it; glibc still opens libgcc_s itself if it ever cancels a thread.
# - Linked by the toolchain's lld, and the functions and data the everyday commands touch laid out together, what a
#   kept `quote today` touches first, then what most commands touch first (Sources/quote/quote.order, which `make
#   order` writes): a run maps 2 MiB less of the binary, and copies 30 fewer pages of its data (a kept `quote today`
#   232 page faults before, 184 after; 153 before its own run was traced and laid out first, 144 after, where
#   `--version` takes 123). A name in it that the link no longer finds (a function renamed or moved) fails `make
#   release STRICT_ORDER=1`, as CI builds it: the list is a build input, kept in step.
# - A position-dependent executable (-no-pie): the Swift runtime's metadata holds 38,000 absolute addresses, and a
#   PIE has the loader relocate every page that holds one at every start: 110 page faults and 0.4 ms of the 1.9 ms
#   `quote --version` took, and what put a fetch at 1.22-1.26 times `curl -s` instead of 1.20 (README's Performance).
#   The libraries, the stack and the heap are still placed at random; what is lost is the randomness of the
#   binary's own addresses, in a program of memory-safe code (packaging/lintian-overrides says so to lintian).
# - No symbol table for others to link against (--no-export-dynamic): an executable exports nothing, where
#   SwiftPM's link exported 3,500 of quote's own symbols.
ORDER_FILE := $(CURDIR)/Sources/quote/quote.order
# Generic types at concrete arguments (`[CommandName: Phrase]`, `Setting<Bool>`) reached through their metadata
# accessors, not through mangled names the runtime demangles at first use: a demangled name's conformances are
# looked up by scanning every conformance record in the binary, which was a third of `random --offline`'s
# instructions (3.6 M; 2.5 M without) and 1.7 M of a fetch's. Costs 20 KB of binary.
# Every function in a section of its own (-function-sections), so that the order above can place each: without it
# swiftc gives its own section only to a module's public functions, and the specializations, once-initializers and
# outlined copies of each file share one that the link moves whole. A kept `quote today` took 51 faults in the
# binary's code, `--version` 33; laid out function by function, 39 and 29, and both start about 15% sooner.
OPTIMIZE_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections
ifeq ($(shell uname -s),Linux)
STATIC_CXX := $(CURDIR)/.build/static-libstdc++
LINK_FLAGS := --static-swift-stdlib --disable-local-rpath -Xswiftc -L$(STATIC_CXX) \
	-Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xlinker --no-export-dynamic \
	-Xswiftc -Xclang-linker -Xswiftc -static-libgcc
RELEASE_FLAGS := $(LINK_FLAGS) -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker -s
LINK_INPUTS := $(STATIC_CXX)/libstdc++.so
endif
RELEASE_FLAGS := $(OPTIMIZE_FLAGS) $(RELEASE_FLAGS)

# What the suite drives besides the toolchain, as "what to look for:Debian package": zsh, fish and tmux for the
# completion scripts; GNU time for peak memory; strace to watch what a run flushes and connects; openssl and python3 for the
# TLS tests; util-linux's unshare for the run without libcurl; fortune-mod (strfile to index test fortune files, and
# fortune itself, which quote fortune is held against on Debian's databases, fortunes and fortunes-min); faketime
# to move a run's clock (--every's windows); bsdutils' script, which runs a fortune in a pseudo-terminal; the locales'
# sources, which a test compiles into its own folder (localedef, LOCPATH) for -f's decimal comma; libcurl itself, which
# the binary loads at run time.
TEST_PACKAGES := /usr/bin/zsh:zsh /usr/bin/fish:fish /usr/bin/tmux:tmux /usr/bin/time:time /usr/bin/strace:strace \
	/usr/bin/openssl:openssl /usr/bin/python3:python3 /usr/bin/unshare:util-linux /usr/bin/strfile:fortune-mod \
	/usr/games/fortune:fortune-mod /usr/share/games/fortunes/art.dat:fortunes /usr/share/games/fortunes/riddles.dat:fortunes-min \
	/usr/bin/faketime:faketime /usr/bin/script:bsdutils /usr/share/i18n/locales/de_DE:locales libcurl.so.4:libcurl4

# What `make deb` needs to build and check the package.
DEB_PACKAGES := /usr/bin/dpkg-deb:dpkg /usr/bin/objcopy:binutils /usr/bin/lintian:lintian

# Installs the Debian packages of $(1), "what to look for:package" pairs, that are missing (as root, with
# apt-get: one line on the screen, apt-get's own progress in .build/packages.log), or names the apt-get line and stops.
define install-missing
	@missing=""; \
	for pair in $(1); do \
		what=$${pair%%:*}; package=$${pair##*:}; \
		case "$$what" in \
			/*) [ -e "$$what" ] && continue ;; \
			*) /sbin/ldconfig -p | grep -q "$$what" && continue ;; \
		esac; \
		case "$$missing " in *" $$package "*) ;; *) missing="$$missing $$package" ;; esac; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			mkdir -p .build; echo "installing with apt-get:$$missing (.build/packages.log)"; \
			{ DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
				DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
			} > .build/packages.log 2>&1 || { tail -n 20 .build/packages.log; echo "apt-get failed (.build/packages.log)"; exit 1; }; \
		else \
			echo "packages are missing; install them with:"; \
			echo "  sudo apt-get install -y$$missing"; \
			exit 1; \
		fi; \
	fi
endef

# Removes the configuration $(2) built under the scratch folder $(1) when it was built with other flags than $(3), and
# keeps $(3) beside it: SwiftPM builds again what changed, not what a changed -Xfrontend flag compiles otherwise
# (-function-sections, added, left every object as it was, and the release as slow).
define forget-if-built-otherwise
	@mkdir -p $(1); if [ "$$(cat $(1)/$(2).flags 2>/dev/null)" != '$(3)' ]; then \
		rm -rf "$$(readlink -f $(1)/$(2))" $(1)/$(2); echo '$(3)' > $(1)/$(2).flags; fi
endef

# What `make order` and `make bench` need besides the toolchain.
ORDER_PACKAGES := /usr/bin/valgrind:valgrind /usr/bin/nm:binutils
BENCH_PACKAGES := /usr/bin/curl:curl /usr/games/fortune:fortune-mod /usr/bin/time:time \
	/usr/share/games/fortunes/riddles.dat:fortunes-min /usr/share/games/fortunes/art.dat:fortunes /usr/bin/jq:jq \
	/usr/bin/strace:strace

.PHONY: all help build test test-packages lint format golden run release order install uninstall deb clean bench fuzz

all: build

## help: this list of targets
help:
	@sed -n 's/^## \([a-z-]*\): /  \1\t/p' $(MAKEFILE_LIST) | expand -t 18

## build: debug build of everything, tests included
build:
	$(SWIFT) build --build-tests $(CHECK_IMPORTS)

## test: the whole suite (unit, libcurl and URLSession transports, end to end on 127.0.0.1); no internet needed
# A screenful when all passes: the build and the run each go to a log under .build/; what is shown is the build's
# errors and warnings, every failing test in full, what was skipped and why, and the runner's closing line.
test: test-packages
	@mkdir -p .build; echo "building the package and its tests (.build/test-build.log)"
	@$(SWIFT) build --build-tests $(CHECK_IMPORTS) > .build/test-build.log 2>&1; status=$$?; \
		grep -E '(error|warning):' .build/test-build.log | sort -u | head -40; \
		[ $$status = 0 ] || { echo "the build failed (.build/test-build.log)"; exit $$status; }
	@python3 -m unittest discover -q -s bench -p 'test_*.py' > .build/bench-tests.log 2>&1 \
		|| { cat .build/bench-tests.log; echo "bench/'s own tests failed (.build/bench-tests.log)"; exit 1; }
	@echo "running the suite (.build/test.log)"
	@python3 .ci/summarize-tests.py .build/test.log -- $(SWIFT) test --skip-build $(CHECK_IMPORTS)

## test-packages: installs the Debian packages the suite needs (as root), or names the apt-get line and stops
test-packages:
ifeq ($(shell uname -s),Linux)
	$(call install-missing,$(TEST_PACKAGES))
else
	@echo "not Linux: no Debian packages to install"
endif

## lint: swift-format's checks, as .swift-format sets them; any finding fails
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)
	@# A key path literal (`map(\.name)`) is built at run time, its classes' metadata with it: 0.1 M instructions
	@# at its first use, where a closure costs nothing. Sources use closures.
	@if grep -rnE '\\\.[A-Za-z_]' Sources --include='*.swift'; then echo "key path literals above: write a closure"; exit 1; fi
	@# A module only one platform has (Glibc, Darwin, FoundationNetworking, …) is imported inside its `#if canImport`:
	@# an import outside one fails the macOS build, which this machine cannot try.
	@find Sources Tests -name '*.swift' -exec awk 'FNR == 1 { depth = 0 } /^#if/ { depth++ } /^#endif/ { depth-- } \
		depth == 0 && /^(@_exported )?import (Glibc|Musl|Darwin|WinSDK|Android|FoundationEssentials|FoundationNetworking)$$/ \
		{ print FILENAME ":" FNR ": " $$0; found = 1 } END { exit found }' {} + \
		|| { echo "platform imports above outside #if canImport: wrap them"; exit 1; }

## format: rewrite the code as swift-format lays it out
format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMATTED)

## golden: rewrite Fixtures/golden/ (help, a usage error, quote config, completions) and the man pages' generated parts
golden:
	$(SWIFT) build --product quote && $(SWIFT) build --product QuoteDocs
	Fixtures/golden/regenerate.sh .build/debug/quote

## release: the optimised binary at .build/release/quote; says so when Sources/quote/quote.order names what is gone
# A stale order costs speed, not correctness: a developer's build goes on; STRICT_ORDER=1 fails instead, and CI then
# rewrites the order (make order) and builds again, so that what ships is laid out. A function an object shares with
# others (a specialization, an outlined copy) is kept once: lld's word that it did not place the copies it dropped
# says nothing about the order, and is not shown.
release: $(LINK_INPUTS)
	$(call forget-if-built-otherwise,.build,release,$(RELEASE_FLAGS))
	@# SwiftPM links again when an object changed, not when the order did: a binary older than the order goes, so that
	@# what `make order` wrote is laid out.
	@if [ -e .build/release/quote ] && [ $(ORDER_FILE) -nt .build/release/quote ]; then rm -f .build/release/quote; fi
	@$(SWIFT) build -c release --product quote $(RELEASE_FLAGS) > .build/release.log 2>&1; \
		status=$$?; grep -v -e 'symbol ordering file: no such symbol' -e 'unable to order discarded symbol' .build/release.log; \
		[ $$status = 0 ] || exit $$status; \
		stale=$$(grep -c 'symbol ordering file: no such symbol' .build/release.log); \
		if [ "$$stale" != 0 ]; then \
			echo "Sources/quote/quote.order names $$stale functions that are gone: run make order"; \
			[ -z "$(STRICT_ORDER)" ] || { rm -f .build/release/quote; exit 1; }; \
		fi
	@# lld writes the binary through a mapping, which leaves the page cache holding it in 4 KiB pages; written again
	@# with write(2), as install(1) writes a copy, it is held in larger ones, and every run maps it in fewer faults
	@# (--version 134 against 123, a kept today 163 against 150). In place and with its time kept, so that SwiftPM
	@# sees the file it linked and links nothing again; once for each link (the stamp), never while it runs.
	@if [ ! -e .build/release.rewritten ] || [ .build/release/quote -nt .build/release.rewritten ]; then \
		cp -p .build/release/quote .build/release.copy && cat .build/release.copy > .build/release/quote \
		&& touch -r .build/release.copy .build/release/quote && touch .build/release.rewritten; \
		rm -f .build/release.copy; \
	fi

$(STATIC_CXX)/libstdc++.so:
	@archive=$$($(dir $(shell command -v $(SWIFT)))clang -print-file-name=libstdc++.a); \
	[ -f "$$archive" ] || { echo "libstdc++.a not found: apt-get install libstdc++-12-dev"; exit 1; }; \
	mkdir -p $(@D) && echo "INPUT($$archive)" > $@

## order: rewrite Sources/quote/quote.order from what the everyday commands run and touch, traced by valgrind (about ten minutes)
order: $(LINK_INPUTS)
	$(call install-missing,$(ORDER_PACKAGES))
	$(call forget-if-built-otherwise,.build/order,release,$(OPTIMIZE_FLAGS) $(LINK_FLAGS))
	$(SWIFT) build -c release --product quote $(OPTIMIZE_FLAGS) $(LINK_FLAGS) --scratch-path .build/order
	python3 bench/order.py .build/order/release/quote $(ORDER_FILE)

## run: print the quote of the day with the release binary (from the offline collection, with a note, without a network)
run: release
	.build/release/quote today

## install: quote to $(PREFIX)/bin, the man page and the bash, zsh and fish completions under $(PREFIX)/share
install: release
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(KOMANDIR)" "$(DESTDIR)$(BASHDIR)" "$(DESTDIR)$(ZSHDIR)" \
		"$(DESTDIR)$(FISHDIR)"
	install -m 755 .build/release/quote "$(DESTDIR)$(BINDIR)/quote"
	install -m 644 man/quote.1 "$(DESTDIR)$(MANDIR)/quote.1"
	install -m 644 man/ko/quote.1 "$(DESTDIR)$(KOMANDIR)/quote.1"
	.build/release/quote completions bash > "$(DESTDIR)$(BASHDIR)/quote"
	.build/release/quote completions zsh > "$(DESTDIR)$(ZSHDIR)/_quote"
	.build/release/quote completions fish > "$(DESTDIR)$(FISHDIR)/quote.fish"

## uninstall: remove what make install put under $(PREFIX)
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/quote" "$(DESTDIR)$(MANDIR)/quote.1" "$(DESTDIR)$(KOMANDIR)/quote.1" "$(DESTDIR)$(BASHDIR)/quote" \
		"$(DESTDIR)$(ZSHDIR)/_quote" "$(DESTDIR)$(FISHDIR)/quote.fish"

## deb: quote_<version>_<arch>.deb in this folder, from the release binary with dpkg-deb alone; lintian checks it
deb: release
	$(call install-missing,$(DEB_PACKAGES))
	@deb=$$(packaging/build-deb.sh .build/release/quote .) && lintian --fail-on error,warning "$$deb" && echo "built $$deb"

## bench: time quote against curl and fortune, interleaved, with peak memory; writes bench/results.md
bench: release
	$(call install-missing,$(BENCH_PACKAGES))
	python3 bench/run.py $(ROUNDS)

## fuzz: build the libFuzzer target and run it for FUZZ_SECONDS (default 60)
fuzz:
	FUZZ_SECONDS=$(or $(FUZZ_SECONDS),60) Fuzz/run.sh

## clean: remove everything built
clean:
	rm -rf .build
