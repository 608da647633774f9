"""What the scripts that measure matplotlib for libplot's test tables share (tests/*/measure_*.py):
the numpy and matplotlib set-up every measurement needs, and C++ spellings of Python values.
Import it before numpy and matplotlib:

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
    from mpl_reference import matplotlib, cnum, cstr  # noqa: E402
"""
import math
import os

# numpy dispatches float64 power to AVX-512 SVML code where the CPU has it, and that code is not
# correctly rounded (10.0 ** -1 == 0.09999999999999999). libplot uses the C library's pow, so the
# tables are measured with numpy's portable loops; see docs/ticker.md.
os.environ.setdefault("NPY_DISABLE_CPU_FEATURES",
                      "AVX512F AVX512CD AVX512_SKX AVX512_CLX AVX512_CNL AVX512_ICL")

import matplotlib  # noqa: E402

matplotlib.use("Agg")
assert matplotlib.__version__ == "3.6.3", matplotlib.__version__


def cnum(x):
    """A double literal; NaN and infinities as the tables' NAN_ and INF_ macros."""
    x = float(x)
    if math.isnan(x):
        return "NAN_"
    if math.isinf(x):
        return "INF_" if x > 0 else "-INF_"
    return repr(x)


def cstr(s):
    """A string literal of s's UTF-8 bytes, non-ASCII bytes as octal escapes."""
    r = []
    for c in s.encode("utf-8"):
        ch = chr(c)
        if ch == "\\":
            r.append("\\\\")
        elif ch == '"':
            r.append('\\"')
        elif 32 <= c < 127:
            r.append(ch)
        else:
            r.append("\\%03o" % c)
    return '"' + "".join(r) + '"'


def cvec(xs):
    return "{" + ", ".join(cnum(x) for x in xs) + "}"


def cstrs(xs):
    return "{" + ", ".join(cstr(x) for x in xs) + "}"


def cbool(b):
    return "true" if b else "false"
