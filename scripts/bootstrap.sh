#!/usr/bin/env bash
# Installs everything the project needs on a fresh machine that has only Node 20 and npm:
# pnpm (pinned, into .tools/), the workspace dependencies, and Debian's packages for the browser tests
# (Chromium, Firefox ESR, WebKitGTK's MiniBrowser with WebKitWebDriver, Xvfb, and Java for the Nu Html Checker).
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

# Debian's browsers for the end-to-end tests, never downloaded builds: Chromium's headless shell (Playwright's
# projects: the same Blink as Chromium, a fifth less CPU a page without the full browser's UI layer; Chromium
# itself for the benchmark and for CHROMIUM_PATH=/usr/bin/chromium), Firefox ESR
# (WebDriver BiDi through puppeteer-core) and WebKitGTK's MiniBrowser with WebKitWebDriver (package
# webkit2gtk-driver, which pulls in libwebkit2gtk-4.1-0 and its MiniBrowser) under Xvfb, and a Java runtime for
# the Nu Html Checker (vnu-jar, e2e/storefront/valid-html.e2e.ts), and the template engines of @etalage/templates
# (Twig 3 on PHP's CLI, Jinja2 3 on Debian's Python). Each package is named with the file the tests start or load;
# the missing ones are installed in one apt-get call, nothing when all are there.
package_binary() {
  case "$1" in
    chromium) echo /usr/bin/chromium ;;
    chromium-headless-shell) echo /usr/bin/chromium-headless-shell ;;
    firefox-esr) echo /usr/bin/firefox-esr ;;
    webkit2gtk-driver) echo /usr/bin/WebKitWebDriver ;;
    xvfb) echo /usr/bin/Xvfb ;;
    default-jre-headless) echo /usr/bin/java ;;
    php-cli) echo /usr/bin/php ;;
    php-twig) echo /usr/share/php/Twig/Environment.php ;;
    python3-jinja2) echo /usr/lib/python3/dist-packages/jinja2/__init__.py ;;
  esac
}
ensure_packages() {
  local missing=()
  for package in "$@"; do
    if [ ! -e "$(package_binary "$package")" ]; then missing+=("$package"); fi
  done
  # The MiniBrowser WebKitWebDriver starts (libwebkit2gtk-4.1-0, under the architecture's library folder).
  if [[ " $* " == *" webkit2gtk-driver "* ]] && ! compgen -G '/usr/lib/*/webkit2gtk-4.1/MiniBrowser' >/dev/null; then
    missing+=(libwebkit2gtk-4.1-0)
  fi
  if [ ${#missing[@]} -eq 0 ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "› installing Debian's ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "✗ the tests need Debian's ${missing[*]} (missing here): run as root, or install them with" >&2
    echo "  sudo apt-get install ${missing[*]}" >&2
    return 1
  fi
}
# npm test: every engine; the benchmark: Chromium only.
if [ "${ETALAGE_NEEDS_BROWSERS:-0}" = "1" ]; then
  ensure_packages chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb default-jre-headless php-cli php-twig python3-jinja2
elif [ "${ETALAGE_NEEDS_CHROMIUM:-0}" = "1" ]; then
  ensure_packages chromium
fi
