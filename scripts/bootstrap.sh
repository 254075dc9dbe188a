#!/usr/bin/env bash
# Installs everything the project needs on a fresh machine that has only Node 20 and npm:
# pnpm (pinned, into .tools/), the workspace dependencies, and Debian's Chromium for browser tests.
# Sourced by start.sh and test.sh so that PATH carries pnpm afterwards.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="10.34.9"
export PATH="$ROOT/.tools/node_modules/.bin:$ROOT/node_modules/.bin:$PATH"
export STORYBOOK_DISABLE_TELEMETRY=1

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION into .tools/"
  npm install --silent --no-save --prefix "$ROOT/.tools" "pnpm@$PNPM_VERSION" >/dev/null
fi

echo "› pnpm install"
(cd "$ROOT" && pnpm install --frozen-lockfile --reporter=silent)

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "› installing Debian's chromium package"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "✗ /usr/bin/chromium is missing: install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
    return 1
  fi
}
if [ "${ETALAGE_NEEDS_CHROMIUM:-0}" = "1" ]; then ensure_chromium; fi
