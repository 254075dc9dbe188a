#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the embed and serves the reference storefront on http://localhost:3000.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/bootstrap.sh
pnpm -r --filter "./packages/**" run build
export PORT="${PORT:-3000}"
echo "› storefront on http://localhost:$PORT"
exec pnpm --filter @etalage/storefront-example start
