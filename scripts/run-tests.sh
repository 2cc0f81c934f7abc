#!/usr/bin/env bash
# Install what the tests need, then run the whole test suite (unit, notebooks with nbval, browser tests).
#
# Used by the README's test command and by .ci/run. Safe to run again: it installs only what is missing.
# - Debian's chromium (browser tests), poppler-utils (PDF page checks) and liblouis-bin (braille-ready
#   files: lou_translate), with apt-get when run as root;
# - this package with its test extras, into the active virtual environment, or else into ./.venv
#   (made here if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${VIRTUAL_ENV:-}" ] && [ -x "$VIRTUAL_ENV/bin/python" ]; then
  PYTHON="$VIRTUAL_ENV/bin/python"
else
  [ -x .venv/bin/python ] || python3 -m venv .venv
  PYTHON="$PWD/.venv/bin/python"
fi
export PATH="$(dirname "$PYTHON"):$PATH"

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || need_apt+=(poppler-utils)
command -v lou_translate >/dev/null 2>&1 || need_apt+=(liblouis-bin)
fc-list 2>/dev/null | grep -qi dejavu || need_apt+=(fonts-dejavu-core)
if [ "${#need_apt[@]}" -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "run-tests: installing Debian packages: ${need_apt[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" fonts-liberation >/dev/null
  else
    echo "run-tests: missing Debian packages ${need_apt[*]}; install them (sudo apt-get install ${need_apt[*]}) or run as root" >&2
    exit 1
  fi
fi

echo "run-tests: installing unokit with its test extras into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e ".[test]"

export HYPOTHESIS_PROFILE="${HYPOTHESIS_PROFILE:-ci}"
export PYTHONHASHSEED=0
exec "$PYTHON" -m pytest "$@"
