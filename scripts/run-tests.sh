#!/usr/bin/env bash
# Install what the tests need, then run the whole test suite (unit, notebooks with nbval, browser tests).
#
# Used by the README's test command and by .ci/run. Safe to run again: it installs only what is missing.
# - Debian packages, with apt-get when run as root: chromium (browser tests), poppler-utils (PDF page
#   checks), fonts-dejavu-core and fontconfig (text in rendered cards), libcairo2 (cairosvg), liblouis-bin
#   (braille-ready files: lou_translate), and
#   python3-venv when ./.venv must be made and Debian's python3 cannot make it;
# - this package with its test extras, into the active virtual environment, or else into ./.venv
#   (made here with python3 from PATH, 3.10 or newer, if missing). The install is skipped when the
#   environment is already current: a stamp in it (.unokit-test-install, written after each install) holds
#   the SHA-256 of pyproject.toml and this checkout's path, and unokit imports from this checkout. A new
#   environment, a changed pyproject.toml or another checkout installs again; UNOKIT_REINSTALL=1 forces it.
#
#   bash scripts/run-tests.sh --check-install   says whether the install would be skipped (exit 0) or
#                                               why not (exit 1), and does nothing else.
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

# The stamp an up-to-date environment holds: what the editable install was made from.
wanted_stamp() {
  local digest
  digest=$(sha256sum pyproject.toml | cut -d' ' -f1)
  printf 'pyproject.toml sha256 %s\ncheckout %s\n' "$digest" "$PWD"
}

stamp_path() {
  printf '%s\n' "${UNOKIT_INSTALL_STAMP:-$("$PYTHON" -c 'import sys; print(sys.prefix)')/.unokit-test-install}"
}

# Exit 0 when $PYTHON's environment already has this checkout installed with its test extras; else say why
# (on stderr) and exit 1. `python -I` keeps this folder off sys.path, so unokit must come from the install.
install_is_current() {
  [ "${UNOKIT_REINSTALL:-}" = 1 ] && { echo "run-tests: UNOKIT_REINSTALL=1: installing again" >&2; return 1; }
  [ -n "$PYTHON" ] || { echo "run-tests: no virtual environment yet" >&2; return 1; }
  local stamp
  stamp=$(stamp_path)
  [ -f "$stamp" ] || { echo "run-tests: no install stamp ($stamp): installing" >&2; return 1; }
  [ "$(cat "$stamp")" = "$(wanted_stamp)" ] \
    || { echo "run-tests: pyproject.toml or the checkout changed since the last install: installing" >&2; return 1; }
  (cd / && "$PYTHON" -I -c 'import pathlib, sys, unokit
sys.exit(0 if pathlib.Path(unokit.__file__).resolve().is_relative_to(pathlib.Path(sys.argv[1]).resolve()) else 1)' \
    "$PWD") >/dev/null 2>&1 \
    || { echo "run-tests: unokit does not import from $PWD in this environment: installing" >&2; return 1; }
}

if [ "${1:-}" = "--check-install" ]; then
  if install_is_current; then
    echo "run-tests: the environment is current; the install would be skipped"
    exit 0
  fi
  exit 1
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

if install_is_current; then
  echo "run-tests: unokit and its test extras are installed from this checkout (pyproject.toml unchanged): not installing again"
else
  echo "run-tests: installing unokit with its test extras into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
  # pip 22.3 or newer: the wheel tests install into other environments with `pip --python`
  "$PYTHON" -m pip install --quiet --disable-pip-version-check "pip>=22.3"
  "$PYTHON" -m pip install --quiet --disable-pip-version-check -e ".[test]"
  wanted_stamp > "$(stamp_path)"
fi

export HYPOTHESIS_PROFILE="${HYPOTHESIS_PROFILE:-ci}"
# the static site's downloads (Pyodide, wheels), kept between runs (tests/browser/test_static_site.py)
export UNOKIT_SITE_CACHE="${UNOKIT_SITE_CACHE:-$PWD/.cache/unokit-site}"
export PYTHONHASHSEED=0
exec "$PYTHON" -m pytest "$@"
