#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each one for SECONDS (default 300), two at a time (or
# FUZZ_JOBS at a time), against its committed seed corpus plus a work corpus in Fuzz/.work/
# (git-ignored). Prints each fuzzer's final libFuzzer stats. Not part of CI.
#
#   Fuzz/run.sh [seconds] [target ...]
#
# Crashes, timeouts and OOMs are written to Fuzz/.work/artifacts/<target>/.
set -euo pipefail
cd "$(dirname "$0")"

seconds="${1:-300}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(FuzzJSONDecoders FuzzFrontMatter FuzzSanitizer FuzzTemplate)
fi
jobs="${FUZZ_JOBS:-2}"

# --sanitize=fuzzer (not only -Xswiftc -sanitize=fuzzer): SwiftPM then leaves the executables'
# entry point alone (no --defsym main=<Target>_main), so libFuzzer's main is used, and the C targets
# (libyaml in Yams) are instrumented too. -Xswiftc -sanitize=fuzzer,address as well: swiftc keeps
# only its LAST -sanitize= flag, and SwiftPM passes -sanitize=fuzzer -sanitize=address, which
# would leave the Swift code without coverage instrumentation. -parse-as-library keeps main.swift
# from defining a main of its own.
flags=(--sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"  # the Swift backtracer trips ASan on abort()
swift build -c release "${flags[@]}"
bin="$(swift build -c release "${flags[@]}" --show-bin-path)"

run_one() {
    local name="$1"
    local work=".work/corpus/$name" artifacts=".work/artifacts/$name/" log=".work/logs/$name.log"
    mkdir -p "$work" "$artifacts" "$(dirname "$log")"
    local dict=()
    [ -f "Dictionaries/$name.dict" ] && dict=(-dict="Dictionaries/$name.dict")
    # Leak detection is off for FuzzTemplate only: the one leak it reports is FoundationEssentials'
    # FileManager.contents(atPath:) losing its 4 KB buffer on an empty file, not ours (see
    # README.md). ASan still catches memory errors there.
    local leaks=1
    case "$name" in FuzzTemplate) leaks=0 ;; esac
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=$leaks}" "$bin/$name" "$work" "Corpus/$name" "${dict[@]}" \
        -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -detect_leaks=$leaks \
        -print_final_stats=1 -artifact_prefix="$artifacts" >"$log" 2>&1
    local status=$?
    return $status
}

declare -A status
pids=()
for name in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
    echo "== $name: fuzzing for ${seconds}s (log: Fuzz/.work/logs/$name.log)"
    run_one "$name" &
    pids+=($!)
done
failed=0
for i in "${!targets[@]}"; do
    if ! wait "${pids[$i]}"; then failed=1; status[${targets[$i]}]="FOUND A PROBLEM"; else status[${targets[$i]}]="ok"; fi
done

for name in "${targets[@]}"; do
    log=".work/logs/$name.log"
    echo
    echo "== $name: ${status[$name]}"
    # The last status line (#N DONE/... cov: ft: corp: exec/s:) and the final stats.
    grep -E '^#[0-9]+' "$log" | tail -1 || true
    grep -E '^(stat::|SUMMARY|==[0-9]+==ERROR|artifact_prefix|Test unit written)' "$log" || true
done
exit $failed
