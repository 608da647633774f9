#!/usr/bin/env python3
"""Fails when one named type has two sizes in one binary: its objects were compiled against two
versions of a header (an object left stale by a source change during a build) or a macro changed
a struct between files (an ODR violation). Either makes code in one file read another's fields at
the wrong offsets, which crashes far from the cause (docs/fuzzing.md, "Stale objects").

usage: check_type_layouts.py BINARY [DWARFDUMP]
Reads the binary's DWARF (built with -g) through llvm-dwarfdump. Types local to a function or an
anonymous namespace are per file by the language rules and are not compared."""
import re
import subprocess
import sys
from collections import defaultdict

TAG = re.compile(r"^0x[0-9a-f]+:( +)(DW_TAG_\w+|NULL)")
ATTR = re.compile(r"^\s+DW_AT_(name|byte_size|declaration)\s+\((.*)\)$")
SCOPES = {"DW_TAG_namespace", "DW_TAG_structure_type", "DW_TAG_class_type", "DW_TAG_union_type"}
TYPES = SCOPES - {"DW_TAG_namespace"}


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    binary = sys.argv[1]
    dwarfdump = sys.argv[2] if len(sys.argv) == 3 else "llvm-dwarfdump"
    proc = subprocess.Popen([dwarfdump, "--debug-info", binary], stdout=subprocess.PIPE, text=True,
                            errors="replace", bufsize=1 << 20)
    sizes = defaultdict(lambda: defaultdict(set))  # qualified name -> size -> units
    unit = "?"
    stack = []  # per depth: [tag, name or None, byte size or None, is a declaration]

    def close(entry):
        tag, name, size, declaration = entry
        if tag not in TYPES or size is None or declaration or name is None:
            return
        scopes = stack[1:]  # below the compile unit
        if any(s[0] not in SCOPES or s[1] is None for s in scopes):
            return  # inside a function or an anonymous namespace
        sizes["::".join([s[1] for s in scopes] + [name])][size].add(unit)

    for line in proc.stdout:
        m = TAG.match(line)
        if m:
            depth = (len(m.group(1)) - 1) // 2
            while len(stack) > depth:
                close(stack.pop())
            if m.group(2) != "NULL":
                stack.append([m.group(2), None, None, False])
            continue
        m = ATTR.match(line)
        if m and stack:
            key, value = m.groups()
            if key == "name":
                if stack[-1][0] == "DW_TAG_compile_unit":
                    unit = value.strip('"')
                else:
                    stack[-1][1] = value.strip('"')
            elif key == "byte_size":
                stack[-1][2] = int(value, 16) if value.startswith("0x") else int(value)
            else:
                stack[-1][3] = value.startswith("true")
    while stack:
        close(stack.pop())
    if proc.wait() != 0:
        print(f"check_type_layouts: {dwarfdump} failed on {binary}", file=sys.stderr)
        return 2

    bad = {name: by_size for name, by_size in sizes.items() if len(by_size) > 1}
    for name, by_size in sorted(bad.items()):
        parts = []
        for size, units in sorted(by_size.items(), key=lambda kv: (len(kv[1]), kv[0])):
            shown = ", ".join(sorted(units)[:3]) + (", ..." if len(units) > 3 else "")
            parts.append(f"{size} bytes in {len(units)} file(s) ({shown})")
        print(f"check_type_layouts: {binary}: {name}: " + "; ".join(parts), file=sys.stderr)
    if bad:
        print(f"check_type_layouts: {len(bad)} type(s) with more than one size: objects built from "
              "different versions of a header; delete the build directory and rebuild",
              file=sys.stderr)
        return 1
    print(f"check_type_layouts: {binary}: {len(sizes)} types, one size each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
