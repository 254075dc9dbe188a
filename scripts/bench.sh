#!/usr/bin/env bash
# `npm run bench`: installs what is missing (pnpm, dependencies, Debian's Chromium), builds the packages when the
# embed is not built, then runs the benchmark (bench/run.mjs; its options pass through: npm run bench -- --no-lighthouse).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
ETALAGE_NEEDS_CHROMIUM=1 source scripts/bootstrap.sh
if [ ! -f packages/embed/dist/embed.js ]; then pnpm -r --filter "./packages/**" run build; fi
exec node bench/run.mjs "$@"
