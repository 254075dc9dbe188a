#!/usr/bin/env bash
# `npm test`: installs what is missing, then runs the whole suite. Every step runs even when an earlier
# one failed, so one run shows everything that is wrong; the exit code is non-zero if any step failed.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# Sourced without `||`, so its `set -e` stops this script at the first failing install step.
ETALAGE_NEEDS_BROWSERS=1 source scripts/bootstrap.sh
set +e
installed_in=$SECONDS
rm -rf reports && mkdir -p reports
export CI_REPORT=1

failed=()
timings=("$(printf '  %-60s %5d s' "install (pnpm, dependencies, browsers)" "$installed_in")")
step() {
  local name="$1"; shift
  echo; echo "━━ $name"
  local started=$SECONDS
  if "$@"; then echo "✓ $name ($((SECONDS - started)) s)"; else echo "✗ $name failed"; failed+=("$name"); fi
  timings+=("$(printf '  %-60s %5d s' "$name" $((SECONDS - started)))")
}

step "type check" tsc -p tsconfig.json --noEmit
if [ -f examples/storefront/tsconfig.json ]; then step "type check (storefront)" tsc -p examples/storefront/tsconfig.json --noEmit; fi
step "build packages" pnpm -r --filter "./packages/**" run build
step "unit, component, story and contract tests (vitest)" vitest run
step "Storybook build" storybook build -o storybook-static --quiet
step "end-to-end tests (Playwright: Debian Chromium; Firefox ESR and WebKitGTK through e2e/engines)" playwright test
# After the end-to-end tests, so that the listing budget uses the chunks Chromium really loaded.
step "size budget" node scripts/size.mjs

echo
echo "Step times"
printf '%s\n' "${timings[@]}"
printf '  %-60s %5d s\n' "whole run, install included" "$SECONDS"
node scripts/test-summary.mjs "${failed[@]}"
exit $(( ${#failed[@]} > 0 ))
