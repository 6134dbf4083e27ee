#!/usr/bin/env bash
# Rewrites the golden files from a built binary (`make golden` passes the debug one): what help, a command's help, a usage error,
# `quote config` and the completion scripts print, in both languages, run as the golden tests run them: an
# environment of HOME (a home that is the same on every machine, with no config file) and the locale alone.
set -euo pipefail
quote=$(realpath "${1:?usage: regenerate.sh PATH-TO-QUOTE}")
cd "$(dirname "$0")"
for lang in C.UTF-8:txt ko_KR.UTF-8:ko.txt; do
  locale=${lang%%:*} suffix=${lang##*:}
  run() { env -i HOME=/home/someone LANG="$locale" "$@"; }
  run "$quote" --help > "help.$suffix"
  run "$quote" help today > "help-today.$suffix"
  run "$quote" --max-length many 2> "usage-error.$suffix" || true
  run QUOTE_SOURCE=zenquotes "$quote" config --timeout 5 > "config.$suffix"
done
for shell in bash zsh fish; do
  env -i HOME=/home/someone LANG=C.UTF-8 "$quote" completions "$shell" > "completion.$shell"
done
