#!/usr/bin/env bash
# Starts the browser named by CHROMIUM_BINARY with the arguments given, every
# --disable-features list merged into one: Chromium obeys only the last, and Playwright puts a
# list of its own before the one find-chromium.ts adds.
set -euo pipefail
: "${CHROMIUM_BINARY:?names the browser to start; find-chromium.ts sets it}"
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ "${#features[@]}" -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "$CHROMIUM_BINARY" "${args[@]}"
