#!/usr/bin/env python3
"""Fails when two sources compiled as one unit (a test program's unity build, tests/CMakeLists.txt)
define the same file-local name: in one unit such names either clash (a compile error) or, worse,
become overloads of each other, so that a call silently picks the other file's function.

File-local names are those declared at the top level of an anonymous namespace (`namespace {` to
its `}  // namespace`) and top-level `static` functions and variables. Usage:
  check_unity_names.py MANIFEST
where each MANIFEST line is `target<TAB>source;source;...` (the sources of one unity build)."""
import re
import sys
from collections import defaultdict

DECL = re.compile(r"^(?:template\s*<[^>]*>\s*)?(?:static\s+|inline\s+|constexpr\s+|const\s+|struct\s+|class\s+|enum\s+(?:class\s+)?|using\s+)*"
                  r"[\w:<>,\s\*&]*?\b([A-Za-z_]\w*)\s*(?:\(|=|\{|;|\[|:(?!:))")
KEYWORDS = {"if", "for", "while", "switch", "return", "namespace", "operator", "TEST", "TEST_F",
            "TEST_P", "INSTANTIATE_TEST_SUITE_P", "TYPED_TEST", "public", "private", "protected"}


def local_names(path):
    names = set()
    depth_anon = 0  # inside an anonymous namespace, at its top level
    brace = 0       # brace depth inside it, counted from its opening
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.split("//")[0].rstrip()
            stripped = line.strip()
            if depth_anon == 0:
                if re.match(r"^namespace\s*\{", stripped):
                    depth_anon, brace = 1, 0
                    continue
                if re.match(r"^static\s", line):
                    m = DECL.match(line)
                    if m and m.group(1) not in KEYWORDS:
                        names.add(m.group(1))
                continue
            # Using-declarations and namespace aliases may be repeated: only definitions count.
            if (brace == 0 and line and not line[0].isspace() and stripped not in ("}", "};")
                    and not re.match(r"^(using|namespace)\b", stripped)):
                m = DECL.match(line)
                if m and m.group(1) not in KEYWORDS:
                    names.add(m.group(1))
            brace += line.count("{") - line.count("}")
            if brace < 0:  # the namespace's own closing brace
                depth_anon = 0
    return names


def main():
    clashes = []
    with open(sys.argv[1], encoding="utf-8") as manifest:
        for row in manifest:
            if not row.strip():
                continue
            target, sources = row.rstrip("\n").split("\t")
            seen = defaultdict(list)
            for src in sources.split(";"):
                for name in local_names(src):
                    seen[name].append(src)
            for name, files in sorted(seen.items()):
                if len(files) > 1:
                    clashes.append(f"{target}: '{name}' is file-local in {', '.join(files)}")
    for c in clashes:
        print(c)
    print(f"check_unity_names: {len(clashes)} clash(es)")
    return 1 if clashes else 0


if __name__ == "__main__":
    sys.exit(main())
