#!/usr/bin/env bash
# sitegen build benchmark: full build and incremental rebuilds on a generated catalog.
# Usage (from anywhere): Benchmarks/run.sh [N...]        default: 1000 10000 50000
# Environment:
#   SITEGEN_GEN   catalog generator, called as `GEN N DIR` (default Benchmarks/gen_catalog.py)
#   SITEGEN_BIN   binary to measure (default .build/release/sitegen; build it with `swift build -c release`)
#   RUNS          runs of the repeatable scenarios (full build, no-change rebuild); default 3
#   CHANGE_RUNS   runs of each change scenario (3-6); default 1
#   BENCH_DIR     where catalogs and output go (default /dev/shm, else a mktemp -d folder)
#   KEEP=1        keep the work folder (its path is printed)
# Needs python3 and GNU time (apt-get install -y time). See Benchmarks/README.md.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/.." && pwd)
cd "$repo"
gen=$(readlink -f "${SITEGEN_GEN:-$here/gen_catalog.py}") || true
bin=$(readlink -f "${SITEGEN_BIN:-.build/release/sitegen}") || true
runs=${RUNS:-3}
change_runs=${CHANGE_RUNS:-1}
measure="python3 $here/measure.py"
if [ $# -eq 0 ]; then set -- 1000 10000 50000; fi

[ -n "$gen" ] && [ -f "$gen" ] || { echo "no catalog generator at ${SITEGEN_GEN:-$here/gen_catalog.py}; set SITEGEN_GEN" >&2; exit 2; }
[ -n "$bin" ] && [ -x "$bin" ] || { echo "no sitegen binary at ${SITEGEN_BIN:-.build/release/sitegen}: swift build -c release" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "GNU time is not installed: apt-get install -y time" >&2; exit 2; }

if [ -n "${BENCH_DIR:-}" ]; then work=$(mktemp -d "$BENCH_DIR/sitegen-bench.XXXXXX")
elif [ -d /dev/shm ] && [ -w /dev/shm ]; then work=$(mktemp -d /dev/shm/sitegen-bench.XXXXXX)
else work=$(mktemp -d); fi
cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "kept $work" >&2; else rm -rf "$work"; fi; }
trap cleanup EXIT
results=$work/results.tsv; : >"$results"
notes=$work/notes.txt; : >"$notes"

help=$("$bin" build --help 2>&1 || true)   # captured first: grep -q on a pipe could SIGPIPE the binary under pipefail
if grep -q -- '--full' <<<"$help"; then full_flag=(--full); full_how="--full (output deleted first as well)"
else full_flag=(); full_how="no --full in this binary: output folder deleted before each full build"; fi

echo "# sitegen benchmark"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "- revision: $(git -C "$repo" rev-parse --short HEAD)$(git -C "$repo" diff --quiet HEAD -- Sources Package.swift Templates || echo ' (uncommitted changes in Sources/Templates)') ($(git -C "$repo" log -1 --format=%s | cut -c1-80))"
echo "- binary: $bin ($("$bin" --version 2>/dev/null || echo '?')), built $(date -u -r "$bin" '+%Y-%m-%d %H:%M UTC')"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(uname -sr)"
echo "- memory (free -g): $(free -g | awk '/^Mem:/ {print $2 " GiB total, " $7 " GiB available"}'); work folder: $work ($(df -h "$work" | awk 'NR==2 {print $1 ", " $4 " free"}'))"
echo "- load before: $(uptime | sed 's/.*load average: //')"
echo "- generator: $gen; full build: $full_how; RUNS=$runs CHANGE_RUNS=$change_runs"
echo

# run_build N SCENARIO [extra sitegen args] -- one timed build in the current site folder; appends to results.
prev_snap=""
run_build() {
  local n=$1 scenario=$2; shift 2
  local c0 c1 t rss user sys pages files touched changed=- added=- removed=- others
  touch "$work/stamp"; sleep 0.05
  read -r b0 c0 < <($measure cpu)
  if ! SITEGEN_TIMING=1 /usr/bin/time -f '%e %M %U %S' -o "$work/time" \
      "$bin" build --templates Templates --output public --quiet "$@" >"$work/out" 2>"$work/err"; then
    echo "sitegen failed ($scenario, N=$n):" >&2; tail -5 "$work/err" >&2; exit 1
  fi
  read -r b1 c1 < <($measure cpu)
  read -r t rss user sys < <(tail -1 "$work/time")
  # other processes' share of the machine during the run: all busy jiffies minus sitegen's own CPU time
  others=$(awk -v b="$((b1 - b0))" -v c="$((c1 - c0))" -v u="$user" -v s="$sys" \
    'BEGIN { o = (b - (u + s) * 100) / (c > 0 ? c : 1) * 100; if (o < 0) o = 0; printf "%.0f", o }')
  local summary; summary=$(grep -m1 '^Built ' "$work/out" || tail -1 "$work/out")
  pages=$(sed -n -e 's/^Built \([0-9]*\) pages.*/\1/p' -e 's/^Nothing changed: \([0-9]*\) pages.*/\1/p' <<<"$summary"); pages=${pages:-?}
  files=$(find public -type f | wc -l)
  touched=$(find public -type f -newer "$work/stamp" | wc -l)
  $measure snap public "$work/snap.new" $prev_snap
  if [ -n "$prev_snap" ]; then read -r changed added removed < <($measure diff "$prev_snap" "$work/snap.new"); fi
  mv "$work/snap.new" "$work/snap"; prev_snap=$work/snap
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$scenario" "$t" "$rss" "$pages" "$files" \
    "$touched" "$changed" "$added" "$removed" "$others" >>"$results"
  cp "$work/err" "$work/timing.$n.${scenario%% *}.$(wc -l <"$results")"
  printf '  %-28s %7.2f s  %6.0f MiB  touched %6s  new bytes %s+%s/%s  others %s%%  | %s\n' "$scenario" "$t" \
    "$(echo "$rss / 1024" | bc -l)" "$touched" "$changed" "$added" "$removed" "$others" "$summary" >&2
}

for n in "$@"; do
  site=$work/site-$n
  echo "N=$n: generating catalog ($(uptime | sed 's/.*load average: /load /'))" >&2
  mkdir -p "$site"
  python3 "$gen" "$n" "$site/content" >/dev/null
  cp -R "$repo/Templates" "$site/Templates"   # scenario 6 edits the site's copy, never the repository's
  cd "$site"
  echo "N=$n: $(du -sh content | cut -f1) of content; load before builds: $(uptime | sed 's/.*load average: //')" >>"$notes"

  # 1. full build, output absent
  prev_snap=""
  for _ in $(seq "$runs"); do rm -rf public; run_build "$n" "1 full build" "${full_flag[@]}"; done
  full_timings=$(ls "$work"/timing."$n".1.*)
  # 2. rebuild, nothing changed
  for _ in $(seq "$runs"); do run_build "$n" "2 rebuild, no change"; done
  noop_timings=$(ls "$work"/timing."$n".2.*)

  # Change scenarios are chained: each rebuild follows the previous one and measures exactly one change.
  movie=$(find content/movies -name '*.json' | sort | sed -n 1p)   # sed, not head: no SIGPIPE under pipefail
  new_id=$(( $(find content/movies -name '*.json' -printf '%f\n' | sed 's/\.json$//' | sort -n | tail -1) + 1 ))
  # 3. one movie's overview edited (the edit stays for the next scenarios)
  for k in $(seq "$change_runs"); do
    $measure edit-overview "$movie" "(bench edit $k)"
    run_build "$n" "3 rebuild, 1 movie edited"
  done
  # 4. one movie added (a copy of another with a new id), 5. the same movie removed again
  for _ in $(seq "$change_runs"); do
    $measure copy-movie "$movie" "content/movies/$new_id.json" "$new_id"
    run_build "$n" "4 rebuild, 1 movie added"
    rm "content/movies/$new_id.json"
    run_build "$n" "5 rebuild, 1 movie removed"
  done
  # 6. one template changed: an attribute of the footer of layout.html, which every page uses (its text is
  # the strings table's `site.footer`, so an edit of the placeholder text would change no page)
  for k in $(seq "$change_runs"); do
    sed -i "s|<footer class=\"site-footer\"[^>]*>|<footer class=\"site-footer\" data-bench=\"bench $k\">|" Templates/layout.html
    grep -q "bench $k" Templates/layout.html || { echo "could not edit Templates/layout.html's footer" >&2; exit 1; }
    run_build "$n" "6 rebuild, layout.html edited"
  done

  echo "N=$n: SITEGEN_TIMING medians: full build: $($measure phases $full_timings); no-change rebuild: $($measure phases $noop_timings)" >>"$notes"
  cd "$repo"
  rm -rf "$site"
done

$measure table "$results"
echo
echo "Columns: wall and RSS from /usr/bin/time (RSS: the largest of the runs); pages from sitegen's summary line;"
echo "pages/s and ms/page for full builds only; touched = output files whose mtime is newer than a stamp taken"
echo "just before the build (find public -newer), one value per run; new bytes = changed+added/removed files"
echo "by content (sha1) against the previous build; other CPU load = busy CPU time not spent by sitegen,"
echo "as % of the machine during the run (fuzzers, other builds), one value per run."
echo
sed 's/^/- /' "$notes"
echo "- load after: $(uptime | sed 's/.*load average: //')"
