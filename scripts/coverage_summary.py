#!/usr/bin/env python3
"""Coverage per folder from `llvm-cov export -summary-only` JSON, and the floors check.

usage: coverage_summary.py SUMMARY.json SOURCE_ROOT FLOORS.txt

Prints lines and branches covered per folder (libplot/src/<room>, drivers/<folder>), then a
total for libplot/src and for drivers; exits 1 when a total is below its floor. FLOORS.txt has
lines "<folder> lines|branches <percent>" ('#' starts a comment)."""
import json
import sys
from collections import defaultdict


def folder_of(path):
    parts = path.split("/")
    if parts[:2] == ["libplot", "src"] and len(parts) > 3:
        return "/".join(parts[:3])
    if parts[0] == "drivers" and len(parts) > 2:
        return "/".join(parts[:3]) if parts[1] == "common" and len(parts) > 3 else "/".join(parts[:2])
    return "/".join(parts[:-1]) or "."


def percent(covered, count):
    return 100.0 * covered / count if count else 100.0


def main():
    summary_path, root, floors_path = sys.argv[1:4]
    root = root.rstrip("/") + "/"
    data = json.load(open(summary_path))
    per = defaultdict(lambda: [0, 0, 0, 0])  # lines covered, lines, branches covered, branches
    totals = {"libplot/src": [0, 0, 0, 0], "drivers": [0, 0, 0, 0]}
    for export in data["data"]:
        for f in export["files"]:
            name = f["filename"]
            if not name.startswith(root):
                continue
            rel = name[len(root):]
            s = f["summary"]
            row = (s["lines"]["covered"], s["lines"]["count"], s["branches"]["covered"], s["branches"]["count"])
            for target in [per[folder_of(rel)]] + [t for k, t in totals.items() if rel.startswith(k + "/")]:
                for i in range(4):
                    target[i] += row[i]
    print(f"{'folder':34s} {'lines':>16s} {'branches':>16s}")
    for name in sorted(per):
        lc, ln, bc, bn = per[name]
        print(f"{name:34s} {percent(lc, ln):6.1f}% {lc:>4d}/{ln:<5d} {percent(bc, bn):6.1f}% {bc:>4d}/{bn:<5d}")
    failed = []
    floors = []
    for line in open(floors_path):
        line = line.split("#", 1)[0].strip()
        if line:
            folder, kind, value = line.split()
            floors.append((folder, kind, float(value)))
    for name, (lc, ln, bc, bn) in totals.items():
        got = {"lines": percent(lc, ln), "branches": percent(bc, bn)}
        print(f"total {name:28s} lines {got['lines']:.1f}% ({lc}/{ln}), branches {got['branches']:.1f}% ({bc}/{bn})")
        for folder, kind, floor in floors:
            if folder == name and got[kind] < floor:
                failed.append(f"{name} {kind} {got[kind]:.1f}% is below the floor {floor:.1f}%")
    for f in failed:
        print("coverage: " + f, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
