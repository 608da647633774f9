#!/usr/bin/python3
"""Measure libplot's ticker reference tables from matplotlib itself.

Run with the matplotlib the figures were made with (3.6.3):
    /usr/bin/python3 tests/ticker/measure_matplotlib.py > tests/ticker/mpl_tables.inc
The output is C++ initialiser text: the tables' definitions, compiled once (tests/ticker/mpl_tables.cpp)
and declared in tests/ticker/tables.hpp; the tests never run Python.
"""
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from mpl_reference import cbool, cnum, cstr, cstrs, cvec, matplotlib  # noqa: E402

import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.ticker as mticker  # noqa: E402
import matplotlib.transforms as mtransforms  # noqa: E402
import numpy as np  # noqa: E402

out = []


def emit(s=""):
    out.append(s)


# --------------------------------------------------------------------------- MaxNLocator
RANGES = [
    (0, 1), (0, 1620), (0.4576, 0.652), (-3.2, 7.9), (1e-7, 3e-7), (1e6, 1e6 + 5),
    (0.99, 1.01), (-1, 1), (0, 17), (0, 108), (-0.55, 3.55), (1e12, 5e15), (1e-15, 3e-15),
    (7.9, -3.2), (1620, 0), (5, 5), (0, 0), (123456789, 123456790), (-1e-9, 1e-9),
    (2.5e-5, 2.6e-5), (-0.001, 0.002), (99999.5, 100000.5), (0.3, 0.30000001),
    (-250, -30), (1e200, 1e201), (3, 3.0000000000001), (1e-300, 2e-300), (-1e6 - 5, -1e6),
    (0.0, 10.8), (-0.05, 1.05), (0.8, 1.25), (1999.9, 2000.1), (1e9, 1e9 + 1e-3),
    (-7, 12345), (0.001, 0.0012),
    # Ranges whose ticks take each step of the step tables: MaxNLocator()'s
    # {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10} and AutoLocator's {1, 2, 2.5, 5, 10}.
    (0, 1.3), (0, 2.2), (0, 2.8), (0, 3.3), (0, 5.6), (0, 75), (0, 0.7), (0, 2.5),
]

MAXN = []  # (name, vmin, vmax, kwargs, tick_space)
for r in RANGES:
    MAXN.append(("auto", r, dict(nbins="auto", steps=[1, 2, 2.5, 5, 10]), 9))
    MAXN.append(("auto4", r, dict(nbins="auto", steps=[1, 2, 2.5, 5, 10]), 4))
    MAXN.append(("default", r, dict(), None))
    MAXN.append(("int", r, dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], integer=True), 9))
EXTRA = [
    ((-1, 1), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], symmetric=True), 9),
    ((-0.3, 2.7), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], symmetric=True), 9),
    ((0.4576, 0.652), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], prune="lower"), 9),
    ((0.4576, 0.652), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], prune="upper"), 9),
    ((0.4576, 0.652), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], prune="both"), 9),
    ((0, 1620), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10]), 2),
    ((0, 1620), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10]), 1),
    ((0, 1620), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10]), 12),
    ((0, 1620), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10], min_n_ticks=5), 2),
    ((0, 1), dict(nbins=3)), ((0, 1), dict(nbins=5, steps=[1, 3, 10])),
    ((0, 5), dict(nbins=10, integer=True, min_n_ticks=3)),
    ((0.2, 2.3), dict(nbins="auto", integer=True, steps=[1, 2, 2.5, 5, 10], min_n_ticks=4), 9),
    ((0.5, 1.7), dict(nbins="auto", integer=True, steps=[1, 2, 2.5, 5, 10]), 9),
    ((0, 0.1), dict(nbins=4, steps=[2, 5])),
    ((3, 97), dict(nbins=7, steps=[1, 2, 5], min_n_ticks=0)),
    ((-3.2, 7.9), dict(nbins=2, steps=[1, 2, 2.5, 5, 10], prune="both")),
    ((-3.2, 7.9), dict(nbins="auto", steps=[1, 2, 2.5, 5, 10]), 5),
]
for e in EXTRA:
    r, kw = e[0], e[1]
    MAXN.append(("extra", r, kw, e[2] if len(e) > 2 else None))

PRUNE = {None: "None", "lower": "Lower", "upper": "Upper", "both": "Both"}


def run_maxn(r, kw, ts):
    loc = mticker.MaxNLocator(**kw)
    if ts is not None:
        loc.create_dummy_axis()
        loc.axis.get_tick_space = lambda: ts
    return loc.tick_values(*r)


emit("// MaxNLocator: {vmin, vmax, nbins (-1 = auto), auto_nbins, steps ({} = MaxNLocator()'s), ")
emit("//   integer, symmetric, prune, min_n_ticks, expected ticks}")
emit("const std::vector<MaxNCase> kMaxN = {")
MAXN_RESULTS = []
for name, r, kw, ts in MAXN:
    ticks = run_maxn(r, kw, ts)
    MAXN_RESULTS.append((name, r, kw, ts, ticks))
    nb = kw.get("nbins", 10)
    steps = kw.get("steps", None)
    emit("  {%s, %s, %d, %d, %s, %s, %s, Prune::%s, %d, %s}," % (
        cnum(r[0]), cnum(r[1]), -1 if nb == "auto" else nb, ts if ts is not None else 9,
        "{}" if steps is None else cvec(steps), cbool(kw.get("integer", False)),
        cbool(kw.get("symmetric", False)), PRUNE[kw.get("prune")], kw.get("min_n_ticks", 2),
        cvec(ticks)))
emit("};")
emit()

# --------------------------------------------------------------------------- nonsingular
emit("// nonsingular: {vmin, vmax, expander, tiny, increasing, out_min, out_max}")
emit("const std::vector<NonsingularCase> kNonsingular = {")
for (a, b, ex, tiny, inc) in [
        (0, 0, 0.001, 1e-15, True), (5, 5, 0.001, 1e-15, True), (5, 5, 1e-13, 1e-14, True),
        (2, 1, 0.001, 1e-15, True), (2, 1, 0.001, 1e-15, False), (float("inf"), 1, 0.001, 1e-15, True),
        (1e-300, 2e-300, 0.001, 1e-15, True), (-3, -3, 0.05, 1e-15, True), (1, 1 + 1e-16, 0.001, 1e-15, True),
        (0, 1, 0.001, 1e-15, True), (float("nan"), 1, 0.1, 1e-15, True)]:
    lo, hi = mtransforms.nonsingular(a, b, expander=ex, tiny=tiny, increasing=inc)
    emit("  {%s, %s, %s, %s, %s, %s, %s}," % (cnum(a), cnum(b), cnum(ex), cnum(tiny), cbool(inc),
                                             cnum(lo), cnum(hi)))
emit("};")
emit()

# --------------------------------------------------------------------------- LogLocator
LOG_RANGES = [
    ((215, 11000), 2), ((0.5, 5000), 10), ((3, 7), 10), ((1e-3, 1e4), 10), ((1, 10), 10),
    ((1, 1e20), 10), ((1e-10, 1e10), 10), ((3, 3.5), 10), ((0.9, 1.1), 10), ((100, 100000), 10),
    ((1, 1024), 2), ((0.3, 3), 2), ((11000, 215), 2), ((5000, 0.5), 10), ((20, 80), 10),
    ((1e-7, 1e-2), 10), ((1, 1e12), 10), ((0.05, 200), 10), ((2, 40), 3), ((1, 100), math.e),
    ((1e5, 1e6), 10), ((7, 700), 10), ((1.5, 2.5), 2), ((0.011, 0.099), 10),
]
LOG_SUBS = [("One", None), ("Auto", None), ("All", None), ("Explicit", [2.0, 5.0])]
LOGS = []
for (r, b) in LOG_RANGES:
    for mode, sub in LOG_SUBS:
        LOGS.append((r, b, mode, sub, None, 9))
    LOGS.append((r, b, "One", None, None, 4))
    LOGS.append((r, b, "Auto", None, None, 4))
for extra in [((1e-3, 1e4), 10, "One", None, 3, 9), ((1, 1e20), 10, "One", None, 20, 9),
              ((1, 1e20), 10, "All", None, None, 9), ((215, 11000), 2, "One", None, None, 1),
              ((215, 11000), 2, "Explicit", [1.0, 1.5], None, 9), ((0.5, 5000), 10, "Explicit", [1.0], None, 9)]:
    LOGS.append(extra)


def run_log(r, b, mode, sub, numticks, ts):
    subs = {"One": (1.0,), "Auto": "auto", "All": "all", "Explicit": sub}[mode]
    loc = mticker.LogLocator(base=b, subs=subs, numticks=numticks)
    loc.create_dummy_axis()
    loc.axis.get_tick_space = lambda: ts
    return loc.tick_values(*r)


emit("// LogLocator: {vmin, vmax, base, subs mode, explicit subs, numticks (-1 = auto), auto_numticks, ticks}")
emit("const std::vector<LogLocCase> kLogLoc = {")
LOG_RESULTS = []
for (r, b, mode, sub, nt, ts) in LOGS:
    ticks = run_log(r, b, mode, sub, nt, ts)
    LOG_RESULTS.append((r, b, mode, sub, nt, ts, ticks))
    emit("  {%s, %s, %s, Subs::%s, %s, %d, %d, %s}," % (
        cnum(r[0]), cnum(r[1]), cnum(b), "One" if mode == "Explicit" else mode,
        cvec(sub) if sub else "{}", -1 if nt is None else nt, ts, cvec(ticks)))
emit("};")
emit()

# --------------------------------------------------------------------------- ScalarFormatter
def run_scalar(locs, vmin, vmax, **kw):
    f = mticker.ScalarFormatter(useOffset=kw.get("useOffset", True),
                                useMathText=kw.get("useMathText", False))
    if "powerlimits" in kw:
        f.set_powerlimits(kw["powerlimits"])
    if "scientific" in kw:
        f.set_scientific(kw["scientific"])
    f.create_dummy_axis()
    f.axis.set_view_interval(vmin, vmax)
    labels = f.format_ticks(locs)
    return labels, f.get_offset()


SCALAR = []
for name, r, kw, ts, ticks in MAXN_RESULTS:
    if name != "auto":
        continue
    SCALAR.append((list(ticks), r[0], r[1], {}))
    if r in [(1e6, 1e6 + 5), (0, 1620), (1e-7, 3e-7), (1e12, 5e15), (-1e6 - 5, -1e6), (-3.2, 7.9),
             (99999.5, 100000.5), (2.5e-5, 2.6e-5), (1e9, 1e9 + 1e-3)]:
        SCALAR.append((list(ticks), r[0], r[1], {"useMathText": True}))
        SCALAR.append((list(ticks), r[0], r[1], {"useOffset": False}))
SCALAR += [
    ([1e6 + 1, 1e6 + 2, 1e6 + 3], 1e6, 1e6 + 5, {"useOffset": 1e6}),
    ([0.5], 0, 1, {}), ([1234.5], 1000, 2000, {}), ([], 0, 1, {}),
    ([0, 2e4, 4e4, 6e4], 0, 6e4, {"powerlimits": (-3, 4)}),
    ([0, 2e4, 4e4, 6e4], 0, 6e4, {"powerlimits": (3, 3)}),
    ([0, 2e6, 4e6], 0, 4e6, {"scientific": False}),
    ([-2e-6, 0, 2e-6], -2e-6, 2e-6, {"useMathText": True}),
    ([-1e6 - 4, -1e6 - 2, -1e6], -1e6 - 5, -1e6, {"useMathText": True, "powerlimits": (-1, 1)}),
    ([1.5e7, 1.5e7 + 10, 1.5e7 + 20], 1.5e7, 1.5e7 + 20, {"useMathText": True}),
    ([1.5e7, 1.5e7 + 10, 1.5e7 + 20], 1.5e7, 1.5e7 + 20, {}),
    ([0.0, 0.25, 0.5, 0.75, 1.0], 1.0, 0.0, {}),
]
emit("// ScalarFormatter: {locs, vmin, vmax, use_offset, fixed offset (NAN_ = none), use_mathtext,")
emit("//   scientific, power limits, labels, offset text}")
emit("const std::vector<ScalarCase> kScalar = {")
for locs, vmin, vmax, kw in SCALAR:
    labels, off = run_scalar(locs, vmin, vmax, **kw)
    uo = kw.get("useOffset", True)
    fixed = uo if not isinstance(uo, bool) else float("nan")
    pl = kw.get("powerlimits", (-5, 6))
    emit("  {%s, %s, %s, %s, %s, %s, %s, %d, %d, %s, %s}," % (
        cvec(locs), cnum(vmin), cnum(vmax), cbool(uo is True), cnum(fixed),
        cbool(kw.get("useMathText", False)), cbool(kw.get("scientific", True)), pl[0], pl[1],
        cstrs(labels), cstr(off)))
emit("};")
emit()

# --------------------------------------------------------------------------- LogFormatterSciNotation
LOGFMT = []
for (r, b, mode, sub, nt, ts, ticks) in LOG_RESULTS:
    if ts != 9 or nt is not None or mode not in ("One", "Auto"):
        continue
    LOGFMT.append((list(ticks), r[0], r[1], b, False, None))
    if mode == "Auto":
        LOGFMT.append((list(ticks), r[0], r[1], b, True, None))
LOGFMT += [
    ([1, 10, 100, 1000], 1, 1000, 10, False, None),
    ([1e-3, 1e-2, 1e-1, 1, 10], 1e-3, 10, 10, False, None),
    ([2, 3, 4, 5, 6, 7, 8, 9, 20, 30], 1, 40, 10, False, (1.5, 1.5)),
    ([2, 3, 4, 5, 6, 7, 8, 9], 1, 9, 10, False, (float("inf"), float("inf"))),
    ([2, 3, 4, 6, 20], 1, 100, 10, False, (0, 0)),
    ([-100, -10, 0, 10, 100], -100, 100, 10, False, None),
    ([0.25, 0.5, 1, 2, 4], 0.25, 4, 2, False, None),
    ([1.5, 2.5, 3.5], 1, 4, 10, False, (2, 0.5)),
]
emit("// LogFormatterSciNotation: {locs, vmin, vmax, base, label_only_base, subset thr, all thr, labels}")
emit("const std::vector<LogFmtCase> kLogFmt = {")
for locs, vmin, vmax, b, lob, thr in LOGFMT:
    f = mticker.LogFormatterSciNotation(base=b, labelOnlyBase=lob, minor_thresholds=thr)
    f.create_dummy_axis()
    f.axis.set_view_interval(vmin, vmax)
    labels = f.format_ticks(locs)
    t = thr if thr is not None else (1, 0.4)
    emit("  {%s, %s, %s, %s, %s, %s, %s, %s}," % (cvec(locs), cnum(vmin), cnum(vmax), cnum(b),
                                                cbool(lob), cnum(t[0]), cnum(t[1]), cstrs(labels)))
emit("};")
emit()

# --------------------------------------------------------------------------- whole axes
# Real axes: tick_space from the figure, locators through the axis, drawn ticks from _update_ticks.
AXES = [
    # figsize, dpi, rect, which, scale, base, lim, labelsize
    ((6.4, 4.8), 100, [0.125, 0.11, 0.775, 0.77], "x", "linear", 10, (0, 1620), 10),
    ((6.4, 4.8), 100, [0.125, 0.11, 0.775, 0.77], "y", "linear", 10, (0, 1620), 10),
    ((7.4, 3.9), 160, [0.135, 0.275, 0.85, 0.62], "x", "linear", 10, (0, 10.8), 9),
    ((3.0, 2.0), 100, [0.2, 0.2, 0.7, 0.7], "x", "linear", 10, (-3.2, 7.9), 10),
    ((3.0, 2.0), 100, [0.2, 0.2, 0.7, 0.7], "y", "linear", 10, (0.4576, 0.652), 10),
    ((8, 5), 300, [0.1, 0.1, 0.8, 0.8], "x", "linear", 10, (1e6, 1e6 + 5), 9),
    ((8, 5), 300, [0.1, 0.1, 0.8, 0.8], "y", "linear", 10, (1e-7, 3e-7), 9),
    ((8, 5), 300, [0.1, 0.1, 0.8, 0.8], "y", "linear", 10, (108, 0), 9),
    ((6, 4), 100, [0.1, 0.1, 0.8, 0.8], "x", "log", 2, (215, 11000), 9),
    ((6, 4), 100, [0.1, 0.1, 0.8, 0.8], "x", "log", 10, (0.5, 5000), 9),
    ((6, 4), 100, [0.1, 0.1, 0.8, 0.8], "y", "log", 10, (3, 7), 9),
    ((6, 4), 100, [0.1, 0.1, 0.8, 0.8], "y", "log", 10, (1e-3, 1e4), 9),
    ((6, 4), 100, [0.1, 0.1, 0.8, 0.8], "x", "log", 10, (3, 3.5), 9),
    ((6, 4), 100, [0.1, 0.1, 0.8, 0.8], "x", "log", 10, (20, 80), 9),
    ((4, 3), 100, [0.15, 0.15, 0.8, 0.3], "y", "log", 10, (1, 1e12), 10),
    ((10, 4), 100, [0.05, 0.1, 0.9, 0.8], "x", "log", 10, (1e-10, 1e10), 10),
]
emit("// Whole axes: {length_pt, label_size, x_axis, log, base, vmin, vmax, tick_space, major, minor,")
emit("//   drawn major indices, drawn minor indices, major labels, minor labels, offset text}")
emit("const std::vector<AxisCase> kAxes = {")
for figsize, dpi, rect, which, scale, base, lim, ls in AXES:
    with plt.rc_context({"xtick.labelsize": ls, "ytick.labelsize": ls}):
        fig = plt.figure(figsize=figsize, dpi=dpi)
        ax = fig.add_axes(rect)
        axis = ax.xaxis if which == "x" else ax.yaxis
        if scale == "log":
            (ax.set_xscale if which == "x" else ax.set_yscale)("log", base=base)
        (ax.set_xlim if which == "x" else ax.set_ylim)(*lim)
        ends = mtransforms.Bbox.unit().transformed(ax.transAxes - fig.dpi_scale_trans)
        length = (ends.width if which == "x" else ends.height) * 72
        size = axis._get_tick_label_size(which)
        space = axis.get_tick_space()
        major = list(axis.get_majorticklocs())
        minor = list(axis.get_minorticklocs())
        drawn = axis._update_ticks()
        majors = axis.get_major_ticks(len(major))
        minors = axis.get_minor_ticks(len(minor))
        dmaj = [i for i, t in enumerate(majors[:len(major)]) if any(t is d for d in drawn)]
        dmin = [i for i, t in enumerate(minors[:len(minor)]) if any(t is d for d in drawn)]
        mlabels = [t.label1.get_text() for t in majors[:len(major)]]
        nlabels = [t.label1.get_text() for t in minors[:len(minor)]]
        offset = axis.get_major_formatter().get_offset()
        emit("  {%s, %s, %s, %s, %s, %s, %s, %d, %s, %s, {%s}, {%s}, %s, %s, %s}," % (
            cnum(length), cnum(size), cbool(which == "x"), cbool(scale == "log"), cnum(base),
            cnum(lim[0]), cnum(lim[1]), space, cvec(major), cvec(minor),
            ", ".join(map(str, dmaj)), ", ".join(map(str, dmin)), cstrs(mlabels), cstrs(nlabels),
            cstr(offset)))
        plt.close(fig)
emit("};")
emit()

# tick_space alone over a grid of lengths and sizes.
emit("// tick_space: {length_pt, label_size_pt, x_axis, expected}")
emit("const std::vector<TickSpaceCase> kTickSpace = {")
for w in (1.0, 2.5, 3.2, 6.4, 7.4):
    for ls in (7.5, 9, 10, 0):
        for which in ("x", "y"):
            with plt.rc_context({"xtick.labelsize": ls if ls else 1, "ytick.labelsize": ls if ls else 1}):
                fig = plt.figure(figsize=(w, w * 0.75), dpi=100)
                ax = fig.add_axes([0.125, 0.11, 0.775, 0.77])
                axis = ax.xaxis if which == "x" else ax.yaxis
                if ls == 0:
                    axis._get_tick_label_size = lambda a: 0
                ends = mtransforms.Bbox.unit().transformed(ax.transAxes - fig.dpi_scale_trans)
                length = (ends.width if which == "x" else ends.height) * 72
                size = axis._get_tick_label_size(which)
                emit("  {%s, %s, %s, %d}," % (cnum(length), cnum(size), cbool(which == "x"),
                                             axis.get_tick_space()))
                plt.close(fig)
emit("};")
emit()

# --------------------------------------------------------------------------- ticks_in_view
emit("// ticks_in_view: {ticks, vmin, vmax, log, base, kept indices}")
emit("const std::vector<InViewCase> kInView = {")
for ticks, vmin, vmax, log, b in [
        ([0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0000000000000002, 1.2], 0, 1, False, 10),
        ([-0.2, 0, 1.0000000001, 1.00000000001], 0, 1, False, 10),
        ([-1e-11, -1e-10, 1.00000000009], 1, 0, False, 10),
        ([0.01, 0.1, 1, 10, 100, 1000.0000001, 1000.01], 0.1, 1000, True, 10),
        ([-1, 0, 64, 128, 256, 16384], 100, 16384, True, 2),
        ([2, 3, 4, 5, 6, 7, 8, 9, 20], 3, 7, True, 10),
        ([1e6, 1e6 + 1, 1e6 + 5, 1e6 + 5.0000001], 1e6, 1e6 + 5, False, 10),
        ([0.5, 1.0, 1.5], 1.0, 1.0, False, 10),
        ([1.0, 2.718281828459045, 7.38905609893065, 20.085536923187668], 1, 7.38905609893065, True, math.e),
        ([1, 3, 9, 27, 81], 3, 27.000000000001, True, 3)]:
    if log:
        tr = mticker.LogLocator  # noqa: F841 (keep the import used)
        from matplotlib.scale import LogTransform
        t = LogTransform(b)
        iv = t.transform(np.array([[min(vmin, vmax)], [max(vmin, vmax)]]))[:, 0]
        kept = [i for i, x in enumerate(ticks)
                if mtransforms._interval_contains_close(iv, t.transform(np.array([[x]]))[0, 0])]
    else:
        lo, hi = sorted((vmin, vmax))
        kept = [i for i, x in enumerate(ticks) if mtransforms._interval_contains_close((lo, hi), x)]
    emit("  {%s, %s, %s, %s, %s, {%s}}," % (cvec(ticks), cnum(vmin), cnum(vmax), cbool(log), cnum(b),
                                          ", ".join(map(str, kept))))
emit("};")
emit()

# --------------------------------------------------------------------------- pyformat
PY = [
    ("{:.2f}", [0.125]), ("{:.2f}", [2.675]), ("{:,.0f}", [1435.1]), ("{:.2f}", [0.375]),
    ("{:.0f}", [0.5]), ("{:.0f}", [1.5]), ("{:.0f}", [2.5]), ("{:.1f}", [0.25]), ("{:.1f}", [0.35]),
    ("{:.3f}", [1.0005]), ("{:,.0f}", [1234567.5]), ("{:,.0f}", [999.5]), ("{:,.2f}", [-1234567.891]),
    ("{:,}", [1234567.25]), ("{:_}", [1234567.25]), ("{:_.1f}", [-9876543.21]), ("{:,.1f}", [0.05]),
    ("{}", [0.1]), ("{}", [1.0]), ("{}", [1e16]), ("{}", [1e15]), ("{}", [123456789.123]),
    ("{}", [1e-5]), ("{}", [0.0001]), ("{}", [-0.0]), ("{}", [float("inf")]), ("{}", [float("nan")]),
    ("{}", [1.5e300]), ("{}", [2.5e-300]), ("{}", [1 / 3]), ("{}", [-2.5]),
    ("{:.3}", [1.0]), ("{:.3}", [100.0]), ("{:.2}", [100.0]), ("{:.3}", [1234.0]), ("{:.3}", [0.0001234]),
    ("{:.3}", [0.00001234]), ("{:.1}", [0.05]), ("{:#.3}", [1.0]), ("{:.1}", [5.0]), ("{:.2}", [99.96]), ("{:.3}", [99.96]),
    ("{:#.2}", [100.0]), ("{:#.3}", [10.0]), ("{:.3}", [0.0]), ("{:.0}", [12.0]), ("{:#.1}", [0.5]),
    ("{:.4}", [-0.00012345]), ("{:.16}", [0.1]), ("{:.3}", [float("inf")]),
    ("{:e}", [12345.678]), ("{:.2e}", [0.000123456]), ("{:E}", [1e-300]), ("{:.0e}", [2.5e10]),
    ("{:#.0e}", [5.0]), ("{:.3e}", [-0.0]), ("{:e}", [float("inf")]), ("{:E}", [float("nan")]),
    ("{:g}", [123456.0]), ("{:g}", [1234567.0]), ("{:g}", [0.0001]), ("{:g}", [0.00001]), ("{:.3g}", [3.14159]),
    ("{:+.3g}", [2.5]), ("{:+.3g}", [-2.5]), ("{:G}", [1e-10]), ("{:#g}", [1.0]), ("{:.0g}", [25.0]),
    ("{:g}", [100.0]), ("{:.10g}", [0.1]), ("{:.17g}", [0.1]), ("{:g}", [float("-inf")]),
    ("{:%}", [0.5]), ("{:.1%}", [0.123456]), ("{:.0%}", [0.125]), ("{:.0%}", [0.135]), ("{:,.1%}", [123.456]),
    ("{:F}", [float("inf")]), ("{:f}", [1e20]), ("{:.2f}", [-0.001]), ("{:z.2f}", [-0.001]), ("{:z.1f}", [-0.25]),
    ("{:+.2f}", [0.0]), ("{: .2f}", [3.5]), ("{: .2f}", [-3.5]), ("{:-.2f}", [3.5]),
    ("{:10.2f}", [3.14159]), ("{:<10.2f}", [3.14159]), ("{:^10.2f}", [3.14159]), ("{:^9.2f}", [3.14159]),
    ("{:=10.2f}", [-3.14159]), ("{:*^12.1f}", [-2.25]), ("{:010.2f}", [-3.14159]), ("{:010,.1f}", [1234.5]),
    ("{:09,.1f}", [1234.5]), ("{:011,.1f}", [1234.5]), ("{:012,.2f}", [-1234.5]), ("{:<010.2f}", [1.5]),
    ("{:>+8.1f}", [2.0]), ("{:x<8.1f}", [2.0]), ("{:\u00b7>9.2f}", [1.5]), ("{:\u2014^11.1f}", [7.0]),
    ("{:08.3e}", [1.5]), ("{:010}", [float("inf")]), ("{:010,}", [1234.5]), ("{:15,.3e}", [12345.6789]),
    ("{:#.0f}", [3.0]), ("{:#.0%}", [0.5]), ("{:.2f}x", [1.8349]), ("{:.2f}x ({} \u2192 {} tokens)", [1.5, 300.0, 200.0]),
    ("{:.1f}%", [12.25]), ("{:.3f}ms", [0.0125]), ("{:+.4f}", [-0.00005]), ("{:.4f}", [0.00005]),
    ("{0:.1f} {0:.3f} {1}", [2.25, 7.0]), ("{1:.1f}|{0:.1f}", [1.0, 2.0]), ("{{}} {:.1f} {{x}}", [3.25]),
    ("caf\u00e9 {:.1f} \u00b0C", [21.55]), ("\u6e29\u5ea6{:>6.1f}\u2103", [-3.25]), ("{}-{}", [1.0, 2.0]),
    ("no fields", []), ("{:}", [2.5]), ("{!r}", [0.1]), ("{!s:>8}", [2.5]), ("{!r:.3}", [3.14159]),
    ("{:n}", [1234.5]), ("{:.2n}", [1234.5]), ("{:x<+#012,.3f}", [1234.5678]),
    ("{:.1f}", [1e-320]), ("{:.5e}", [5e-324]), ("{:.20f}", [0.1]), ("{:.30g}", [0.1]),
    ("{:.2f}", [1.005]), ("{:.2f}", [1.015]), ("{:.2f}", [1.025]), ("{:.1f}", [0.45]), ("{:.3f}", [2.0005]),
    ("{:d}", [42.0]), ("{:,d}", [-1234567.0]), ("{:+05d}", [7.0]), ("{:_d}", [1e20]),
]
ERRORS = [
    ("{", [1.0]), ("}", [1.0]), ("{:.f}", [1.0]), ("{:q}", [1.0]), ("{1}", [1.0]), ("{} {0}", [1.0, 2.0]),
    ("{0} {}", [1.0, 2.0]), ("{:,_f}", [1.0]), ("{:.2fx}", [1.0]), ("{}{}", [1.0]), ("{:,n}", [1.0]),
    ("{:d}", [1.5]), ("{:.2d}", [1.0]), ("{x}", [1.0]), ("{:s}", [1.0]), ("abc {", [1.0]), ("{!x}", [1.0]),
]
emit("// pyformat: {template, values, Python's str.format output}")
emit("const std::vector<PyFormatCase> kPyFormat = {")
for tmpl, vals in PY:
    args = [int(v) if "d}" in tmpl else v for v in vals]
    emit("  {%s, %s, %s}," % (cstr(tmpl), cvec(vals), cstr(tmpl.format(*args))))
emit("};")
emit()
emit("// pyformat templates Python rejects: {template, values}")
emit("const std::vector<PyFormatError> kPyFormatErrors = {")
for tmpl, vals in ERRORS:
    args = [int(v) if ("d}" in tmpl and v == int(v)) else v for v in vals]
    try:
        tmpl.format(*args)
    except (ValueError, IndexError, KeyError):
        emit("  {%s, %s}," % (cstr(tmpl), cvec(vals)))
    else:
        raise SystemExit("expected an error for %r" % tmpl)
emit("};")

sys.stdout.write("// Generated by tests/ticker/measure_matplotlib.py from matplotlib %s, numpy %s, Python %s.\n"
                 "// Do not edit; rerun the script.\n" % (matplotlib.__version__, np.__version__,
                                                          sys.version.split()[0]))
sys.stdout.write("\n".join(out) + "\n")
