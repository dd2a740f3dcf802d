#!/usr/bin/env bash
# ../shared/bench/compare-hugo.sh, with the Hugo site given the person and author pages sitegen writes
# (Benchmarks/hugo_people.py), so that both tools build the same kinds of page. The shared script is run as it is,
# from a copy whose to_hugo.py converts with the shared converter and then adds the taxonomies.
# Usage (from the repository root): Benchmarks/compare_hugo_people.sh N [SITEGEN_BINARY] [RUNS]
# Environment: HUGO as for compare-hugo.sh; SHARED_BENCH, the folder of compare-hugo.sh (default ../shared/bench).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
shared=$(readlink -f "${SHARED_BENCH:-$here/../../shared/bench}") || true
[ -f "$shared/compare-hugo.sh" ] || { echo "no compare-hugo.sh in ${SHARED_BENCH:-../shared/bench}: set SHARED_BENCH" >&2; exit 2; }
bench=$(mktemp -d)
trap 'rm -rf "$bench"' EXIT
cp "$shared/compare-hugo.sh" "$shared/gen_catalog.py" "$bench/"
cat >"$bench/to_hugo.py" <<PY
import subprocess, sys
subprocess.run([sys.executable, "$shared/to_hugo.py", *sys.argv[1:]], check=True)
subprocess.run([sys.executable, "$here/hugo_people.py", sys.argv[1], sys.argv[2]], check=True)
PY
bash "$bench/compare-hugo.sh" "$@"
