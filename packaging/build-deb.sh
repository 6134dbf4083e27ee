#!/bin/sh
# Builds quote_<version>_<arch>.deb from the release binary with dpkg-deb alone (no debhelper, no source
# package): the binary, the man pages (English and Korean), the bash, zsh and fish completions where each shell looks on Debian, the
# copyright and a changelog. Reproducible: every date is SOURCE_DATE_EPOCH (the last commit's), every owner root.
# Usage: packaging/build-deb.sh BINARY OUTDIR    (`make deb` runs it)
# Environment: MAINTAINER (the Maintainer field and the changelog's author).
set -eu

BIN=$1
OUT=$2
# Every path of the package's own is relative to this script, so it runs from any folder.
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(dirname "$HERE")
VERSION=$("$BIN" --version | sed 's/^quote //')
ARCH=$(dpkg --print-architecture)
MAINTAINER=${MAINTAINER:-quote authors <maintainers@users.noreply.a-seed-8fd7c337.example>}
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$HERE" log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH
ROOT=$TOP/.build/deb/quote_${VERSION}_$ARCH
DEB=$OUT/quote_${VERSION}_$ARCH.deb
DOC=$ROOT/usr/share/doc/quote

rm -rf "$ROOT" "$DEB"
umask 022
install -d -m 0755 "$ROOT/DEBIAN" "$ROOT/usr/bin" "$ROOT/usr/share/man/man1" "$ROOT/usr/share/man/ko/man1" "$DOC" \
    "$ROOT/usr/share/bash-completion/completions" "$ROOT/usr/share/zsh/vendor-completions" \
    "$ROOT/usr/share/fish/vendor_completions.d" "$ROOT/usr/share/lintian/overrides"

install -m 0755 "$BIN" "$ROOT/usr/bin/quote"
# The compilers' .comment goes, as dh_strip takes it; the binary is stripped already.
objcopy --remove-section=.comment "$ROOT/usr/bin/quote"
gzip -9n < "$TOP/man/quote.1" > "$ROOT/usr/share/man/man1/quote.1.gz"
gzip -9n < "$TOP/man/ko/quote.1" > "$ROOT/usr/share/man/ko/man1/quote.1.gz"
# zsh's vendor-completions, not site-functions, is on Debian's default fpath.
"$BIN" completions bash > "$ROOT/usr/share/bash-completion/completions/quote"
"$BIN" completions zsh > "$ROOT/usr/share/zsh/vendor-completions/_quote"
"$BIN" completions fish > "$ROOT/usr/share/fish/vendor_completions.d/quote.fish"

cp "$HERE/copyright" "$DOC/copyright"
# Why the binary is not a PIE, for lintian (and a reader of the package).
cp "$HERE/lintian-overrides" "$ROOT/usr/share/lintian/overrides/quote"
# A native package (no Debian revision in the version), so changelog.gz, not changelog.Debian.gz.
{
    printf 'quote (%s) unstable; urgency=medium\n\n  * Release %s.\n\n' "$VERSION" "$VERSION"
    printf ' -- %s  %s\n' "$MAINTAINER" "$(LC_ALL=C date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n > "$DOC/changelog.gz"
find "$ROOT/usr" -type f ! -path '*/usr/bin/*' -exec chmod 0644 {} +

(cd "$ROOT" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) > "$ROOT/DEBIAN/md5sums"
# As dpkg-gencontrol counts it: each file's KiB rounded up, 1 for each folder.
SIZE=$(find "$ROOT" -path "$ROOT/DEBIAN" -prune -o \( -type f -o -type l \) -printf 'f %s\n' -o -printf 'd\n' |
    awk '$1 == "f" { n += int(($2 + 1023) / 1024); next } { n += 1 } END { print n }')
cat > "$ROOT/DEBIAN/control" <<CONTROL
Package: quote
Version: $VERSION
Architecture: $ARCH
Maintainer: $MAINTAINER
Installed-Size: $SIZE
Depends: libc6, libcurl4 | libcurl3-gnutls
Recommends: bash-completion
Section: utils
Priority: optional
Description: print a quote from quote APIs, fortune files or a built-in collection
 quote prints a quote in the terminal: from keyless quote APIs (the Korean
 Happiness API by default, ZenQuotes, DummyJSON, a Korean advice API), from
 an API described in its config file, from the fortune files already
 installed, or from a collection built into the binary. It keeps the last
 quote, a history of what it showed, and the quotes saved.
 .
 It is built for shells, pipes, prompts and cron: it starts faster than
 fortune, never waits past its deadline, never lets a server's control
 characters reach the terminal, and writes its files atomically. libcurl is
 opened at run time, on the first fetch.
CONTROL
chmod 0644 "$ROOT/DEBIAN/control" "$ROOT/DEBIAN/md5sums"

dpkg-deb --root-owner-group -Zxz --build "$ROOT" "$DEB" >/dev/null
echo "$DEB"
