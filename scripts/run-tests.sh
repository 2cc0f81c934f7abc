#!/usr/bin/env bash
# Install what the tests need, then run the whole test suite (unit, notebooks with nbval, browser tests).
#
# Used by the README's test command and by .ci/run. Safe to run again: it installs only what is missing.
# - Debian packages, with apt-get when run as root: chromium (browser tests), poppler-utils (PDF page
#   checks), fonts-dejavu-core and fontconfig (text in rendered cards), libcairo2 (cairosvg), liblouis-bin
#   (braille-ready files: lou_translate), and
#   python3-venv when ./.venv must be made and Debian's python3 cannot make it;
# - this package with its test extras, into the active virtual environment, or else into ./.venv
#   (made here with python3 from PATH, 3.10 or newer, if missing).
set -euo pipefail
cd "$(dirname "$0")/.."

# Everything the tests use comes from here: Debian packages installed below and ./.venv (or the active
# virtual environment). Nothing is borrowed from the system Python's site-packages, which may be bare.
if [ -n "${VIRTUAL_ENV:-}" ] && [ -x "$VIRTUAL_ENV/bin/python" ]; then
  PYTHON="$VIRTUAL_ENV/bin/python"
elif [ -x .venv/bin/python ]; then
  PYTHON="$PWD/.venv/bin/python"
else
  PYTHON=""
  command -v python3 >/dev/null 2>&1 || { echo "run-tests: python3 (3.10 or newer) is not on PATH" >&2; exit 1; }
  python3 -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
    || { echo "run-tests: python3 is $(python3 -V 2>&1); unokit needs Python 3.10 or newer" >&2; exit 1; }
fi

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || need_apt+=(poppler-utils)
command -v lou_translate >/dev/null 2>&1 || need_apt+=(liblouis-bin)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need_apt+=(fonts-dejavu-core)
command -v fc-list >/dev/null 2>&1 || need_apt+=(fontconfig)
# cairosvg (a core dependency) loads the system's cairo library
{ ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null; } | grep -q 'libcairo\.so\.2' || need_apt+=(libcairo2)
# Debian's python3 makes virtual environments only with python3-venv (ensurepip)
if [ -z "$PYTHON" ] && ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  need_apt+=("python3-venv")
fi
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

if [ -z "$PYTHON" ]; then
  python3 -m venv .venv
  PYTHON="$PWD/.venv/bin/python"
fi
export PATH="$(dirname "$PYTHON"):$PATH"

echo "run-tests: installing unokit with its test extras into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
# pip 22.3 or newer: the wheel tests install into other environments with `pip --python`
"$PYTHON" -m pip install --quiet --disable-pip-version-check "pip>=22.3"
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e ".[test]"

export HYPOTHESIS_PROFILE="${HYPOTHESIS_PROFILE:-ci}"
# the static site's downloads (Pyodide, wheels), kept between runs (tests/browser/test_static_site.py)
export UNOKIT_SITE_CACHE="${UNOKIT_SITE_CACHE:-$PWD/.cache/unokit-site}"
export PYTHONHASHSEED=0
exec "$PYTHON" -m pytest "$@"
