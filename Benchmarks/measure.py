#!/usr/bin/env python3
"""Helpers for Benchmarks/run.sh (standard library only).

  measure.py cpu                      "busy total" jiffies from /proc/stat (all CPUs)
  measure.py snap DIR OUT [PREVIOUS]  record every file under DIR: path -> (mtime_ns, sha1, size, inode); a file
                                      whose mtime, size and inode are PREVIOUS's keeps its hash unread
  measure.py diff OLD NEW             "changed added removed" between two snapshots (by content)
  measure.py edit-overview FILE TAG   append TAG to a movie's overview (rewrites the JSON)
  measure.py copy-movie SRC DST ID    copy a movie JSON to DST with its "id" set to ID
  measure.py phases FILE...           median per phase of SITEGEN_TIMING=1 lines ("load 1.2 s, ...")
  measure.py table RESULTS            the Markdown table for run.sh's results file
"""
import hashlib
import json
import os
import pickle
import statistics
import sys


def cpu():
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    # user nice system idle iowait irq softirq steal guest guest_nice; guest is already in user
    user, nice, system, idle, iowait, irq, softirq, steal = (fields + [0] * 8)[:8]
    busy = user + nice + system + irq + softirq + steal
    print(busy, busy + idle + iowait)


def snap(root, out, previous=None):
    # Reading every file again after every run made run.sh at 1M items hash 31 GB a run (ten minutes on a virtual
    # disk); sitegen writes a changed file anew (a new inode and mtime), so the others keep their hashes.
    known = {}
    if previous:
        with open(previous, "rb") as f:
            known = pickle.load(f)
    files = {}
    for d, _, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            key = os.path.relpath(p, root)
            st = os.lstat(p)
            old = known.get(key)
            if old is not None and len(old) == 4 and old[0] == st.st_mtime_ns and old[2:] == (st.st_size, st.st_ino):
                files[key] = old
                continue
            with open(p, "rb") as f:
                h = hashlib.sha1(f.read()).digest()
            files[key] = (st.st_mtime_ns, h, st.st_size, st.st_ino)
    with open(out, "wb") as f:
        pickle.dump(files, f)


def diff(old, new):
    with open(old, "rb") as f:
        a = pickle.load(f)
    with open(new, "rb") as f:
        b = pickle.load(f)
    changed = sum(1 for k, v in b.items() if k in a and a[k][1] != v[1])
    added = sum(1 for k in b if k not in a)
    removed = sum(1 for k in a if k not in b)
    print(changed, added, removed)


def edit_overview(path, tag):
    with open(path, encoding="utf-8") as f:
        m = json.load(f)
    m["overview"] = m["overview"] + " " + tag
    with open(path, "w", encoding="utf-8") as f:
        json.dump(m, f, ensure_ascii=False, indent=1)


def copy_movie(src, dst, new_id):
    with open(src, encoding="utf-8") as f:
        m = json.load(f)
    m["id"] = int(new_id)
    m["title"] = m["title"] + " (bench copy)"
    with open(dst, "w", encoding="utf-8") as f:
        json.dump(m, f, ensure_ascii=False, indent=1)


def phases(paths):
    per = {}
    order = []
    for p in paths:
        with open(p) as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 3 and parts[0] == "timing:":
                    if parts[1] not in per:
                        order.append(parts[1])
                    per.setdefault(parts[1], []).append(float(parts[2]))
    print(", ".join(f"{k} {statistics.median(per[k]):.2f} s" for k in order) or "(no SITEGEN_TIMING output)")


def table(path):
    # results: N scenario wall rss_kb pages files touched changed added removed others_pct  (one line per run)
    rows = {}
    order = []
    with open(path) as f:
        for line in f:
            c = line.rstrip("\n").split("\t")
            key = (c[0], c[1])
            if key not in rows:
                order.append(key)
            rows.setdefault(key, []).append(c)
    print("| N | scenario | runs | median wall s | pages | pages/s | ms/page | peak RSS MiB | output files | "
          "files touched (mtime) | files with new bytes (changed+added/removed) | other CPU load % |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for key in order:
        runs = rows[key]
        wall = statistics.median(float(r[2]) for r in runs)
        rss = max(int(r[3]) for r in runs) / 1024
        pages = runs[-1][4]
        full = key[1].startswith("1 ")
        pps = f"{int(pages) / wall:,.0f}" if full and pages.isdigit() and wall > 0 else ""
        msp = f"{wall * 1000 / int(pages):.3f}" if full and pages.isdigit() and int(pages) else ""
        touched = "; ".join(r[6] for r in runs)
        newbytes = "; ".join(f"{r[7]}+{r[8]}/{r[9]}" if r[7] != "-" else "-" for r in runs)
        others = "; ".join(r[10] for r in runs)
        print(f"| {int(key[0]):,} | {key[1]} | {len(runs)} | {wall:.2f} | {pages} | {pps} | {msp} | {rss:.0f} | "
              f"{runs[-1][5]} | {touched} | {newbytes} | {others} |")


if __name__ == "__main__":
    cmd, args = sys.argv[1], sys.argv[2:]
    {"cpu": lambda: cpu(), "snap": lambda: snap(*args), "diff": lambda: diff(*args),
     "edit-overview": lambda: edit_overview(*args), "copy-movie": lambda: copy_movie(*args),
     "phases": lambda: phases(args), "table": lambda: table(args[0])}[cmd]()
