#!/usr/bin/env bash
# sitegen check benchmark: builds the real catalog (and, given sizes, generated ones) and times `sitegen check`.
# Usage (from anywhere): Benchmarks/check.sh [N...]     N: also a generated catalog of N items (gen_catalog.py)
# Environment:
#   SITEGEN_BIN      binary to measure (default .build/release/sitegen; build it with `swift build -c release`)
#   SITEGEN_CATALOG  the real catalog's content folder (default ../shared/data/catalog/content beside the repository)
#   RUNS             timed runs of check per catalog (default 5); the first, untimed, warms the page cache
#   BENCH_DIR        where the sites go (default /dev/shm, else a mktemp -d folder); KEEP=1 keeps them
# Needs GNU time (apt-get install -y time) for CPU time and peak RSS.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/.." && pwd)
bin=$(readlink -f "${SITEGEN_BIN:-$repo/.build/release/sitegen}") || true
catalog=${SITEGEN_CATALOG:-$repo/../shared/data/catalog/content}
runs=${RUNS:-5}
[ -n "$bin" ] && [ -x "$bin" ] || { echo "no sitegen binary at ${SITEGEN_BIN:-.build/release/sitegen}: swift build -c release" >&2; exit 2; }
[ -d "$catalog" ] || { echo "no catalog at $catalog; set SITEGEN_CATALOG" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "GNU time is not installed: apt-get install -y time" >&2; exit 2; }

if [ -n "${BENCH_DIR:-}" ]; then work=$(mktemp -d "$BENCH_DIR/sitegen-check.XXXXXX")
elif [ -d /dev/shm ] && [ -w /dev/shm ]; then work=$(mktemp -d /dev/shm/sitegen-check.XXXXXX)
else work=$(mktemp -d); fi
cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "kept $work" >&2; else rm -rf "$work"; fi; }
trap cleanup EXIT

echo "# sitegen check benchmark"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); revision: $(git -C "$repo" rev-parse --short HEAD)"
echo "- binary: $bin, built $(date -u -r "$bin" '+%Y-%m-%d %H:%M UTC')"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'); load before: $(uptime | sed 's/.*load average: //')"
echo "- $runs timed runs each, after one untimed run; wall, user and sys from GNU time; the check's own summary line last"
echo
echo "| catalog | pages | XML files | links | output | wall min | wall median | user+sys median | peak RSS | problems |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"

# bench NAME SITE -- builds SITE, then times `sitegen check` in it RUNS times and prints a table row.
bench() {
  local name=$1 site=$2 walls=() cpus=() rss=0 summary status pages xml links problems
  (cd "$site" && "$bin" build --quiet >/dev/null)
  (cd "$site" && "$bin" check >/dev/null 2>&1) || true
  for _ in $(seq "$runs"); do
    status=0
    (cd "$site" && /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$bin" check >"$work/out" 2>"$work/err") || status=$?
    read -r wall user sys peak <"$work/time"
    walls+=("$wall"); cpus+=("$(echo "$user + $sys" | bc -l)")
    if [ "$peak" -gt "$rss" ]; then rss=$peak; fi
  done
  summary=$(grep -h '^Checked' "$work/out" "$work/err" | tail -n 1)
  # "Checked 2640 pages and 5 XML files, 67000 links in 0.40 s: no problems." (the XML part only when there are some)
  local pattern='^Checked ([0-9]+) pages?( and ([0-9]+) XML files?)?, ([0-9]+) links? in .*: (no|[0-9]+) problems?\.$'
  [[ $summary =~ $pattern ]] || { echo "unexpected summary from sitegen check: $summary" >&2; exit 1; }
  pages=${BASH_REMATCH[1]}; xml=${BASH_REMATCH[3]:-0}; links=${BASH_REMATCH[4]}; problems=${BASH_REMATCH[5]/no/0}
  printf '| %s | %s | %s | %s | %s | %.2f s | %.2f s | %.2f s | %.0f MiB | %s |\n' "$name" "$pages" "$xml" "$links" \
    "$(du -sh "$site/public" | cut -f1)" "$(printf '%s\n' "${walls[@]}" | sort -n | head -1)" \
    "$(printf '%s\n' "${walls[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")" \
    "$(printf '%s\n' "${cpus[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")" "$(echo "$rss / 1024" | bc -l)" "$problems"
  echo "  $name (exit $status): $summary" >>"$work/notes"
}

mkdir -p "$work/real"
cp -R "$catalog" "$work/real/content"
printf 'title = "Real catalog"\nbase_url = "https://example.org/shelf/"\n' >"$work/real/sitegen.toml"
bench "real ($(basename "$(dirname "$catalog")"))" "$work/real"
rm -rf "$work/real"

for n in "$@"; do
  mkdir -p "$work/gen-$n"
  python3 "$here/gen_catalog.py" "$n" "$work/gen-$n/content" >/dev/null
  bench "generated, N=$n" "$work/gen-$n"
  rm -rf "$work/gen-$n"
done

echo
echo "Summary lines of the last run:"
cat "$work/notes"
echo "- load after: $(uptime | sed 's/.*load average: //')"
