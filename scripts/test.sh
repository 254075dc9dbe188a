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

# Steps side by side: each writes to its own log, shown whole when it ends (tsc runs on one core; the packages'
# declaration builds, the longest part of the build, mostly on one too).
side_by_side() {
  local names=() pids=() logs=() index=0
  while [ $# -gt 0 ]; do
    local name="$1"; shift
    local command=()
    while [ $# -gt 0 ] && [ "$1" != "--" ]; do command+=("$1"); shift; done
    [ $# -gt 0 ] && shift
    local log="reports/step-$index.log"
    # Each records its own duration: they end in any order.
    ( started=$SECONDS; "${command[@]}"; code=$?; echo $((SECONDS - started)) >"$log.seconds"; exit $code ) >"$log" 2>&1 &
    names+=("$name"); pids+=($!); logs+=("$log"); index=$((index + 1))
  done
  for i in "${!pids[@]}"; do
    echo; echo "━━ ${names[$i]}"
    local code=0
    wait "${pids[$i]}" || code=$?
    cat "${logs[$i]}"
    local took; took=$(cat "${logs[$i]}.seconds" 2>/dev/null || echo 0)
    if [ $code -eq 0 ]; then echo "✓ ${names[$i]} ($took s)"; else echo "✗ ${names[$i]} failed"; failed+=("${names[$i]}"); fi
    timings+=("$(printf '  %-60s %5d s' "${names[$i]} (side by side)" "$took")")
  done
}

side_by_side \
  "type check" bash -c 'tsc -p tsconfig.json --noEmit && tsc -p examples/storefront/tsconfig.json --noEmit' -- \
  "build packages" pnpm -r --no-sort --filter "./packages/**" run build
# The built packages as published: each packed, its tarball checked (scripts/check-packages.mjs).
step "package checks (publint, are the types wrong)" node scripts/check-packages.mjs
step "import cycles" node scripts/check-import-cycles.mjs
step "one error path (no direct console.error/warn in packages)" node scripts/check-console.mjs
step "unit, component, story and contract tests (vitest)" vitest run
# Adding a widget is adding its folder: one widget of each kind scaffolded in a copy of the workspace passes there.
step "scaffold (pnpm new-widget, one of each kind, in a copy of the workspace)" tsx scripts/check-scaffold.ts
step "Storybook build" storybook build -o storybook-static --quiet
step "end-to-end tests (Playwright: Debian's Chromium headless shell; Firefox ESR and WebKitGTK through e2e/engines)" playwright test
# After the end-to-end tests, so that the listing budget uses the chunks Chromium really loaded.
step "size budget" node scripts/size.mjs

echo
echo "Step times"
printf '%s\n' "${timings[@]}"
printf '  %-60s %5d s\n' "whole run, install included" "$SECONDS"
node scripts/test-summary.mjs "${failed[@]}"
exit $(( ${#failed[@]} > 0 ))
