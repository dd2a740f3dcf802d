#!/usr/bin/env bash
# Two sitegen binaries, full builds of one catalog, alternated: A, B, A, B, … so that a change in the machine's
# load falls on both. Prints each run and the medians of wall, user and sys time (GNU time), and of user+sys, the
# CPU the build spent, which another process on the machine disturbs far less than wall time.
# Usage: Benchmarks/compare_binaries.sh BINARY_A BINARY_B CONTENT [RUNS]     (RUNS: pairs, default 5)
# Each binary builds `--full` into its own output folder beside CONTENT, with the default theme it embeds.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 BINARY_A BINARY_B CONTENT [RUNS]" >&2; exit 2; }
a=$(readlink -f "$1"); b=$(readlink -f "$2"); content=$(readlink -f "$3"); runs=${4:-5}
work=$(dirname "$content")
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for run in $(seq "$runs"); do
  for which in A B; do
    bin=$a; [ "$which" = B ] && bin=$b
    out="$work/out-$which"
    rm -rf "$out"
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$bin" build --content "$content" --output "$out" --full --quiet >"$work/log" 2>&1
    read -r wall user sys rss <"$work/time"
    pages=$(sed -n 's/^Built \([0-9]*\) pages.*/\1/p' "$work/log")
    printf '%s %s %s %s %s %s\n' "$which" "$wall" "$user" "$sys" "$rss" "$pages" >>"$results"
    printf 'run %d %s: wall %6.2f s  user %6.2f s  sys %5.2f s  cpu %6.2f s  rss %4d MiB  %s pages  (load %s)\n' "$run" "$which" \
      "$wall" "$user" "$sys" "$(echo "$user + $sys" | bc)" "$((rss / 1024))" "$pages" "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
python3 - "$results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
med = {}
for which in "AB":
    mine = [r for r in rows if r[0] == which]
    cols = list(zip(*[(float(r[1]), float(r[2]), float(r[3]), float(r[2]) + float(r[3]), int(r[4]) / 1024) for r in mine]))
    med[which] = [statistics.median(c) for c in cols]
    print("%s medians: wall %.2f s, user %.2f s, sys %.2f s, user+sys %.2f s, peak RSS %.0f MiB, %s pages"
          % (which, *med[which], mine[0][5]))
names = ["wall", "user", "sys", "user+sys", "RSS"]
print("B against A: " + ", ".join("%s %+.1f%%" % (n, 100 * (med["B"][i] / med["A"][i] - 1)) for i, n in enumerate(names)))
PY
