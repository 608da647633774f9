#!/usr/bin/python3
"""The gallery's figures drawn with matplotlib 3.6, for side-by-side comparison with libplot's
(gallery.cpp). Each function mirrors the C++ entry of the same name.

    /usr/bin/python3 tests/gallery/matplotlib_gallery.py OUTDIR [NAME...]
    /work/shared/tools/figcompare OUTDIR/bar.png golden/gallery/bar.png --side side.png

Entries that use libplot extensions (point_labels) or differ on purpose are drawn as closely as
matplotlib allows; see docs/gallery.md.
"""
import math
import os
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import matplotlib.ticker as mticker  # noqa: E402
from matplotlib import patches, ticker  # noqa: E402


def linspace(lo, hi, n):
    return [lo + (hi - lo) * i / (n - 1) for i in range(n)]


def normalish(n, seed):
    state = seed
    out = []
    for _ in range(n):
        s = 0.0
        for _ in range(12):
            state = (state * 6364136223846793005 + 1442695040888963407) & 0xFFFFFFFFFFFFFFFF
            s += (state >> 11) / 9007199254740992.0
        out.append(s - 6)
    return out


def C(i):
    return f"C{i % 10}"


def fig_ax(w=4, h=3):
    fig = plt.figure(figsize=(w, h), dpi=100)
    return fig, fig.add_subplot()


def line():
    fig, ax = fig_ax()
    x = linspace(0, 2 * math.pi, 60)
    ax.plot(x, [math.sin(v) for v in x], label="sin")
    ax.plot(x, [math.cos(v) for v in x], label="cos")
    ax.set_xlabel("angle [rad]")
    ax.set_ylabel("value")
    ax.set_title("plot, labels, legend")
    ax.legend()
    fig.subplots_adjust(left=0.16, bottom=0.16)
    return fig


def bar():
    fig, ax = fig_ax()
    x, h = [0, 1, 2, 3], [3, 5, 2, 4]
    ax.axhline(2.5, color="black", linewidth=2, zorder=1)
    ax.axhline(4.5, color="black", linewidth=2, zorder=4)
    ax.bar(x, h, width=0.6, color=[C(0), C(1), C(2), C(3)], edgecolor="black", linewidth=1.5,
           alpha=0.7, zorder=3)
    ax.set_xticks(x, ["a", "b", "c", "d"])
    ax.set_title("bar: colours, edge, alpha, zorder")
    return fig


def bar_grouped():
    fig, ax = fig_ax()
    a, b, c = [20, 34, 30, 35], [25, 32, 34, 20], [12, 18, 26, 30]
    w = 0.25
    ax.bar([i - w for i in range(4)], a, width=w, label="2021")
    ax.bar([i for i in range(4)], b, width=w, label="2022")
    ax.bar([i + w for i in range(4)], c, width=w, label="2023")
    ax.set_xticks([0, 1, 2, 3], ["north", "east", "south", "west"])
    ax.set_ylabel("sales")
    ax.set_ylim(0, 45)
    ax.legend(loc="upper left", ncol=3)
    return fig


def bar_label():
    fig, axes = plt.subplots(1, 2, figsize=(6, 3), dpi=100)
    ax = axes[0]
    bars = ax.bar([0, 1, 2, 3], [12, 17, -6, 9], width=0.6)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.bar_label(bars, padding=3, fmt="%g")  # matplotlib 3.6: fmt is %-style (str.format from 3.7)
    ax.bar_label(bars, labels=["a", "b", "c", "d"], label_type="center", color="white")
    ax.set_title("edge (padding 3), center", size=10)
    ax = axes[1]
    y, base, extra = [0, 1, 2], [3, 5, 2], [2, 1, 4]
    low = ax.barh(y, base, height=0.6)
    high = ax.barh(y, extra, height=0.6, left=base)
    ax.bar_label(low, label_type="center", color="white")
    ax.bar_label(high, padding=4, fmt="%.1f")
    ax.invert_yaxis()
    ax.set_xlim(0, 8)
    ax.set_title("barh, stacked, inverted", size=10)
    return fig


def bar_stacked():
    fig, ax = fig_ax()
    x, base, top = [0, 1, 2, 3, 4], [5, 7, 3, 6, 4], [2, 3, 4, 1, 3]
    ax.bar(x, base, width=0.6, label="base")
    ax.bar(x, top, width=0.6, bottom=base, label="extra")
    ax.set_title("stacked bars (bottom)")
    ax.legend(loc="upper right")
    return fig


def barh():
    fig, ax = fig_ax()
    y, w = [0, 1, 2, 3, 4], [8.2, 6.5, 5.1, 3.3, 1.4]
    ax.barh(y, w, height=0.6, color=C(2), edgecolor="darkgreen", linewidth=1)
    ax.set_yticks(y, ["alpha", "beta", "gamma", "delta", "epsilon"])
    ax.invert_yaxis()
    ax.set_xlabel("score")
    ax.set_title("barh, inverted y")
    fig.subplots_adjust(left=0.2, bottom=0.16)
    return fig


def errorbar():
    fig, ax = fig_ax()
    x, y, e = [1, 2, 3, 4, 5], [2.0, 3.1, 2.6, 4.2, 3.8], [0.3, 0.5, 0.2, 0.6, 0.4]
    ax.errorbar(x, y, e, fmt="-o", ecolor="gray", elinewidth=1, capsize=4, capthick=2,
                label="fmt '-o', capsize 4")
    ax.errorbar(x, [v - 1.2 for v in y], e, [0.2, 0.2, 0.3, 0.1, 0.2], fmt="s", markersize=5,
                capsize=2, label="x and y errors")
    ax.set_title("errorbar")
    ax.legend(loc="upper left")
    return fig


def hist():
    fig, ax = fig_ax()
    ax.hist(normalish(500, 1), bins=20, edgecolor="white", linewidth=0.8)
    ax.set_xlabel("value")
    ax.set_ylabel("count")
    ax.set_title("hist: 20 bins, white edges")
    fig.subplots_adjust(left=0.16, bottom=0.16)
    return fig


def hist_edges():
    fig, ax = fig_ax()
    edges = [-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3]
    ax.hist(normalish(400, 2), bins=edges, edgecolor="black", alpha=0.6, label="a")
    ax.hist([v * 0.7 + 0.5 for v in normalish(400, 3)], bins=edges, edgecolor="black", alpha=0.6,
            label="b")
    ax.set_title("hist: explicit uneven edges")
    ax.legend()
    return fig


def hist_binned():
    fig, ax = fig_ax()
    edges, counts = [0, 1, 2, 4, 8, 16, 32], [12, 30, 44, 25, 9, 2]
    ax.hist(edges[:-1], bins=edges, weights=counts, color=C(4), edgecolor="black")
    ax.set_xlabel("latency [ms]")
    ax.set_title("hist_binned: pre-binned counts")
    fig.subplots_adjust(bottom=0.16)
    return fig


def line_styles():
    fig, ax = fig_ax()
    styles = ["-", "--", ":", "-.", (0, (8, 2, 1, 2))]
    for i, s in enumerate(styles):
        ax.plot([0, 1], [i, i], color="black", linewidth=2, linestyle=s)
    ax.set_yticks([0, 1, 2, 3, 4], ["'-'", "'--'", "':'", "'-.'", "(0, (8, 2, 1, 2))"])
    ax.set_ylim(-0.5, 4.5)
    ax.set_title("line styles")
    fig.subplots_adjust(left=0.33)
    return fig


def markers():
    fig, ax = fig_ax()
    ms = ["o", "s", "^", "v", "d", "D", "x", "*", "+", "."]
    for i, m in enumerate(ms):
        ax.plot([i], [1], color=C(i), linestyle="none", marker=m, markersize=10)
        ax.plot([i], [0], color=C(i), linestyle="none", marker=m, markersize=10,
                markerfacecolor="white", markeredgewidth=1.5)
    ax.set_xticks(range(len(ms)), ms)
    ax.set_yticks([0, 1], ["white face", "default"])
    ax.set_ylim(-0.6, 1.6)
    ax.set_title("markers")
    fig.subplots_adjust(left=0.22)
    return fig


def scatter():
    fig, ax = fig_ax()
    x, y = normalish(40, 4), normalish(40, 5)
    sizes = [20 + 8 * (i % 10) * (i % 10) for i in range(40)]
    ax.scatter(x, y, s=sizes, c=[C(i % 4) for i in range(40)], edgecolors="black", linewidths=0.8,
               alpha=0.6)
    ax.set_title("scatter: sizes, colours, alpha, edges")
    return fig


def fill_between():
    fig, ax = fig_ax()
    x = linspace(0, 10, 80)
    y = [math.sin(v) * math.exp(-v / 8) for v in x]
    lo = [yy - 0.15 - 0.02 * v for yy, v in zip(y, x)]
    hi = [yy + 0.15 + 0.02 * v for yy, v in zip(y, x)]
    ax.fill_between(x, lo, hi, alpha=0.3, label="band")
    ax.plot(x, y, label="mean")
    ax.fill_between(x, y, color=C(2), alpha=0.15, label="to zero")
    ax.set_title("fill_between")
    ax.legend(loc="lower left")
    return fig


def ref_lines():
    fig, ax = fig_ax()
    x = linspace(0, 4, 40)
    ax.plot(x, [v * v / 4 for v in x])
    ax.axhline(1.0, color=C(1), linestyle="--")
    ax.axhline(3.0, color=C(3), linewidth=3, xmin=0.25, xmax=0.75)
    ax.axvline(2.0, color=C(2), linestyle=":", ymin=0.1, ymax=0.9)
    ax.set_title("axhline / axvline with extents")
    return fig


def spans():
    fig, ax = fig_ax()
    x = linspace(0, 10, 50)
    ax.axvspan(2, 4, color=C(1), alpha=0.25)
    ax.axhspan(-0.25, 0.25, 0.5, 1.0, color="gray", alpha=0.3)
    ax.axvspan(6.5, 8, 0.1, 0.4, facecolor="white", edgecolor=C(3), linewidth=2)
    ax.plot(x, [math.sin(v) for v in x], color="black")
    ax.set_title("axvspan / axhspan")
    return fig


def pie():
    fig, ax = fig_ax()
    ax.pie([35, 25, 20, 15, 5], labels=["rent", "food", "travel", "books", "other"],
           autopct="%.1f%%", startangle=90)
    ax.set_title("pie: labels, autopct, startangle 90")
    return fig


def text_coords():
    fig, ax = fig_ax()
    ax.plot([0, 10], [0, 5], color="lightgray")
    ax.text(2, 3, "data (2, 3)")
    ax.text(0.95, 0.05, "axes (0.95, 0.05)", transform=ax.transAxes, ha="right", va="bottom")
    ax.text(0.02, 0.02, "figure (0.02, 0.02)", transform=fig.transFigure, size=8)
    ax.axhline(4, color=C(1), linewidth=1)
    ax.text(0.02, 4, "blended: x axes, y data", transform=ax.get_yaxis_transform(), color=C(1),
            va="bottom")
    ax.set_title("text coordinates")
    return fig


def text_align():
    fig, ax = fig_ax()
    for i, ha in enumerate(["left", "center", "right"]):
        for j, va in enumerate(["top", "center", "baseline"]):
            ax.plot([i], [j], color=C(3), linestyle="none", marker="+", markersize=12)
            ax.text(i, j, f"{ha}\n{va}", size=9, ha=ha, va=va)
    ax.text(1, 2.6, "rotated 20°", rotation=20, ha="center")
    ax.set_xlim(-1, 3)
    ax.set_ylim(-0.6, 3)
    ax.set_title("ha / va / multi-line / rotation")
    return fig


def annotate():
    fig, ax = fig_ax()
    x = linspace(0, 6, 61)
    ax.plot(x, [v * math.exp(-v) for v in x])
    ax.set_ylim(0, 0.5)
    ax.annotate("maximum at x = 1", (1.0, math.exp(-1.0)), xytext=(30, -25),
                textcoords="offset points", arrowprops=dict(arrowstyle="->"))
    ax.annotate("offset (5, 5) pt", (4, 4 * math.exp(-4.0)), xytext=(5, 5),
                textcoords="offset points", size=8)
    ax.annotate("boxed", (0.75, 0.85), xycoords="axes fraction", ha="center",
                bbox=dict(boxstyle="round,pad=0.3", fc="lightyellow", ec="gray"))
    ax.set_title("annotate")
    return fig


def boxes_arrows():
    fig, ax = fig_ax()
    ax.axis("off")
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 6)
    rects = {"read": (0.5, 3.8, 3.5, 5.2), "bin": (6.5, 3.8, 9.5, 5.2), "plot": (3.5, 0.8, 6.5, 2.2)}
    p = {}
    for name, (x0, y0, x1, y1) in rects.items():
        p[name] = patches.FancyBboxPatch((x0, y0), x1 - x0, y1 - y0, boxstyle="round,pad=0.2",
                                         fc="aliceblue", ec=C(0), lw=1.2)
        ax.add_patch(p[name])
    ax.text(2, 4.5, "read", ha="center", va="center")
    ax.text(8, 4.5, "bin", ha="center", va="center")
    ax.text(5, 1.5, "plot", ha="center", va="center")
    for a, b, xa, xb in [("read", "bin", (2, 4.5), (8, 4.5)), ("bin", "plot", (8, 4.5), (5, 1.5))]:
        ax.add_patch(patches.FancyArrowPatch(xa, xb, arrowstyle="-|>", mutation_scale=10,
                                             color="dimgray", lw=1.2, patchA=p[a], patchB=p[b]))
    ax.set_title("Axes::box and Axes::arrow, axis off")
    return fig


def legend_locations():
    fig, axes = plt.subplots(2, 3, figsize=(6, 3.6), dpi=100,
                             gridspec_kw=dict(wspace=0.3, hspace=0.45))
    locs = ["upper left", "upper center", "center right", "lower left", "center", "lower right"]
    for ax, loc in zip(axes.flat, locs):
        ax.plot([0, 1], [0, 1], label="line")
        ax.set_xticks([])
        ax.set_yticks([])
        ax.set_title(loc, size=9)
        ax.legend(loc=loc, fontsize=8)
    return fig


def legend_best():
    fig, ax = fig_ax()
    x = linspace(0, 1, 30)
    ax.plot(x, [0.2 + 0.8 * v * v for v in x], label="rising")
    ax.plot(x, [1 - 0.9 * v for v in x], label="falling")
    ax.set_title("legend loc 'best'")
    ax.legend(loc="best")
    return fig


def legend_handles():
    fig, ax = fig_ax(5, 3)
    ax.axhspan(5.5, 6.5, color=C(7), alpha=0.3, label="axhspan")
    ax.bar([1, 2], [2, 3], width=0.5, label="bar")
    ax.plot([0, 3], [4, 5], label="line")
    ax.plot([0, 3], [3, 4], linestyle="--", marker="o", label="line + marker")
    ax.plot([0.5, 2.5], [5, 6], linestyle="none", marker="D", label="markers only")
    ax.scatter([0.2, 2.8], [1, 2], s=60, label="scatter")
    ax.errorbar([0.5, 2.5], [6.5, 7], [0.4, 0.3], fmt="s", capsize=3, label="errorbar")
    ax.fill_between([0, 3], [0.2, 0.8], [0, 0], alpha=0.4, label="fill_between")
    ax.axhline(7.8, color="black", linestyle=":", label="axhline")
    ax.set_title("a legend entry per artist kind")
    ax.legend(loc="center left", fontsize=9, bbox_to_anchor=(1.02, 0.5))
    fig.subplots_adjust(left=0.08, right=0.62)
    return fig


def legend_options():
    fig, ax = fig_ax()
    x = linspace(0, 10, 40)
    for k in range(1, 5):
        ax.plot(x, [k * math.sqrt(v) for v in x], label=f"k = {k}")
    ax.set_ylim(0, 20)
    ax.legend(loc="upper left", fontsize=9, framealpha=1.0, ncol=2, title="sqrt(x) × k")
    ax.set_title("legend: title, two columns, opaque frame")
    return fig


def twinx():
    fig, ax = fig_ax()
    month = list(range(1, 13))
    temp = [2, 3, 7, 11, 15, 19, 21, 20, 16, 11, 6, 3]
    rain = [60, 45, 50, 40, 55, 65, 70, 80, 60, 75, 80, 70]
    ax.plot(month, temp, color=C(3), marker="o", label="temperature")
    ax.set_ylabel("temperature [°C]")
    ax.set_xlabel("month")
    right = ax.twinx()
    right.bar(month, rain, color=C(0), alpha=0.4, label="rain")
    right.set_ylabel("rain [mm]")
    right.set_ylim(0, 150)
    h1, l1 = ax.get_legend_handles_labels()
    h2, l2 = right.get_legend_handles_labels()
    ax.legend(h1 + h2, l1 + l2, loc="upper left")
    ax.set_title("twinx, one legend for both")
    fig.subplots_adjust(left=0.14, right=0.86, bottom=0.16)
    return fig


def log_scale():
    fig, ax = fig_ax()
    x = linspace(0, 5, 30)
    ax.plot(x, [10 ** v + 1 for v in x], marker=".")
    ax.set_yscale("log")
    ax.grid(which="both", alpha=0.3)
    ax.set_title("log scale, base 10, minor ticks")
    return fig


def log_base2():
    fig, ax = fig_ax()
    n = [2 ** k for k in range(11)]
    ax.plot(n, [0.5 * v * math.log2(v) + 3 for v in n], marker="o")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log", base=2)
    ax.set_xlabel("n")
    ax.set_ylabel("time")
    ax.set_title("log scale, base 2 on both axes")
    fig.subplots_adjust(left=0.16, bottom=0.16)
    return fig


def inverted_axis():
    fig, ax = fig_ax()
    ax.plot([18, 17.5, 16, 12, 8, 6, 5], [0, 10, 20, 50, 100, 200, 300], marker="o")
    ax.invert_yaxis()
    ax.set_xlabel("temperature [°C]")
    ax.set_ylabel("depth [m]")
    ax.set_title("inverted y axis")
    fig.subplots_adjust(left=0.16, bottom=0.16)
    return fig


def fixed_ticks():
    fig, ax = fig_ax()
    x = [0, 1, 2, 3, 4]
    ax.bar(x, [3, 1, 4, 1, 5], color=C(1))
    ax.set_xticks(x, ["one", "two\nlines", "", "three\nline\nlabel", "five"])
    ax.set_yticks([0, 2.5, 5])
    ax.set_title("fixed ticks, multi-line and empty labels")
    fig.subplots_adjust(bottom=0.22)
    return fig


def rotated_ticks():
    fig, ax = fig_ax()
    x = [0, 1, 2, 3, 4]
    ax.bar(x, [5, 7, 3, 8, 6])
    ax.set_xticks(x, ["January", "February", "March", "April", "May"])
    ax.tick_params(axis="x", rotation=30)
    for t in ax.get_xticklabels():
        t.set_ha("right")
    ax.set_title("rotation 30, ha right")
    fig.subplots_adjust(bottom=0.25)
    return fig


def bold_ticks():
    fig, ax = fig_ax()
    ax.plot([0, 1, 2, 3], [1, 3, 2, 4], marker="o")
    ax.tick_params(labelsize=11, labelcolor="darkred")
    for t in ax.get_xticklabels() + ax.get_yticklabels():
        t.set_fontweight("bold")
    ax.set_xlabel("x", weight="bold")
    ax.set_title("bold, coloured tick labels", weight="bold")
    fig.subplots_adjust(bottom=0.16)
    return fig


def tick_params():
    fig, ax = fig_ax()
    ax.plot([0, 10], [0, 100])
    ax.tick_params(axis="y", labelleft=False, labelright=True)
    ax.tick_params(color=C(3), length=7, width=1.5, pad=6)
    ax.tick_params(axis="x", labelsize=8)
    ax.set_title("tick_params: labels right, long ticks")
    fig.subplots_adjust(left=0.1, right=0.85)
    return fig


def thousands():
    fig, ax = fig_ax()
    year = [2019, 2020, 2021, 2022, 2023]
    ax.plot(year, [120000, 250000, 410000, 640000, 870000], marker="o")
    ax.yaxis.set_major_formatter(ticker.StrMethodFormatter("{x:,.0f}"))
    ax.set_xticks(year)
    ax.set_title("thousands separator on y")
    fig.subplots_adjust(left=0.2)
    return fig


def spines():
    fig, ax = fig_ax()
    ax.plot([0, 1, 2, 3], [2, 1, 3, 2.5])
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.spines["left"].set_color(C(3))
    ax.spines["left"].set_linewidth(2)
    ax.spines["bottom"].set_linewidth(1.5)
    ax.set_facecolor("whitesmoke")
    ax.set_title("spines: hidden, coloured, wide")
    return fig


def grid():
    fig, ax = fig_ax()
    ax.bar([1, 2, 3, 4], [3.2, 4.5, 2.1, 3.8], width=0.6, color=C(0))
    ax.yaxis.set_minor_locator(ticker.AutoMinorLocator())
    ax.grid(axis="y", which="major", color="gray", linestyle="--", alpha=0.8)
    ax.grid(axis="y", which="minor", color="gray", linestyle=":", alpha=0.4)
    ax.set_axisbelow(True)
    ax.set_title("y grid: major dashed, minor dotted, below")
    return fig


def grid_which():
    fig, axes = plt.subplots(1, 3, figsize=(6, 2.4), dpi=100, gridspec_kw=dict(wspace=0.3))
    for ax, which in zip(axes, ["major", "minor", "both"]):
        ax.plot([0, 10], [0, 10])
        ax.minorticks_on()
        ax.grid(which=which, linewidth=0.6)
        ax.set_title(which, size=10)
    fig.subplots_adjust(left=0.06, right=0.98, bottom=0.14)
    return fig


def subplots_ratios():
    fig, axes = plt.subplots(2, 2, figsize=(5, 4), dpi=100,
                             gridspec_kw=dict(width_ratios=[2, 1], height_ratios=[1, 2],
                                              wspace=0.35, hspace=0.45))
    names = ["2 × 1", "1 × 1", "2 × 2", "1 × 2"]
    for i, ax in enumerate(axes.flat):
        ax.plot([0, 1, 2], [0, 1 + i * 0.5, 1], color=C(i))
        ax.set_title(names[i], size=10)
    fig.suptitle("width_ratios 2:1, height_ratios 1:2")
    return fig


def tight_layout():
    fig, axes = plt.subplots(2, 2, figsize=(5, 4), dpi=100)
    for i, ax in enumerate(axes.flat):
        ax.plot([0, 1000, 2000], [i * 10.0, 25, 40 - i * 5.0], color=C(i))
        ax.set_xlabel(f"x label {i}")
        ax.set_ylabel(f"y label {i}")
        ax.set_title(f"title {i}")
    fig.tight_layout()
    return fig


def suptitle():
    fig, axes = plt.subplots(1, 2, figsize=(5, 3), dpi=100, gridspec_kw=dict(wspace=0.3))
    axes[0].bar([0, 1, 2], [2, 4, 3])
    axes[1].plot([0, 1, 2], [3, 1, 2], color=C(1))
    fig.suptitle("A suptitle over two axes", weight="bold")
    fig.text(0.5, 0.02, "figure text: a footer at (0.5, 0.02), centred", size=8, color="dimgray",
             ha="center")
    fig.text(0.99, 0.5, "right margin", size=8, rotation=90, ha="right", va="center")
    fig.subplots_adjust(bottom=0.16, top=0.82)
    return fig


def bbox_tight():
    fig, ax = fig_ax()
    ax.plot([0, 1, 2], [0, 1, 4], label="quadratic")
    ax.plot([0, 1, 2], [0, 1, 2], label="linear")
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0))
    ax.set_title("bbox_tight save")
    fig._gallery_tight = True
    return fig


def unicode():
    fig, ax = fig_ax()
    ax.plot([-5, 0, 5], [-2, 0.5, 2], marker="o")
    ax.set_xlabel("ΔT [°C]  (−5 → +5)")
    ax.set_ylabel("area [m²]")
    ax.set_title("unicode — ± ² Δ µ ≤ ≥")
    ax.text(0.05, 0.85, "error ± 0.5 m²", transform=ax.transAxes)
    fig.subplots_adjust(left=0.17, bottom=0.17)
    return fig


def mathtext():
    fig, ax = fig_ax()
    ax.plot([0, 1, 2, 3], [1, 2, 3, 4])
    ax.set_yticks([1, 2, 3, 4], ["$10^{1}$", "$10^{2}$", "$10^{3}$", "$10^{4}$"])
    ax.set_xlabel("$x_{i}^{2}$ [m$^{2}$]")
    ax.set_ylabel("$\\alpha \\times 10^{-3}$")
    ax.set_title("mathtext: $2.5 \\pm 0.1 \\cdot 10^{-6}$ s")
    fig.subplots_adjust(left=0.17, bottom=0.17)
    return fig


def point_labels():
    # matplotlib has no label placement: labels at a fixed offset collide.
    fig, ax = fig_ax()
    x = [1.0, 1.1, 1.2, 2.0, 2.05, 3.0, 3.1, 3.2, 4.0, 4.1]
    y = [2.0, 2.1, 1.9, 3.0, 3.05, 1.0, 1.2, 1.1, 2.5, 2.6]
    ax.scatter(x, y, s=30)
    for xi, yi, s in zip(x, y, ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta",
                                "theta", "iota", "kappa"]):
        ax.annotate(s, (xi, yi), xytext=(4, 4), textcoords="offset points", size=8)
    ax.set_title("point_labels: placed without collisions")
    return fig


def theme_modelcard():
    import json
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "themes", "modelcard.json")) as f:
        t = json.load(f)
    pal = t.pop("palette")
    t.pop("extends", None)
    rc = {k: pal.get(v, v) if isinstance(v, str) else v for k, v in t.items()}
    with plt.rc_context(rc):
        fig = plt.figure(figsize=(4, 3))
        ax = fig.add_subplot()
        w = 0.36
        ax.bar([-w / 2, 1 - w / 2, 2 - w / 2], [3.1, 4.2, 2.5], width=w, color=pal["blue"], zorder=3,
               label="BF16")
        ax.bar([w / 2, 1 + w / 2, 2 + w / 2], [2.8, 3.9, 3.3], width=w, color=pal["orange"], zorder=3,
               label="Q8")
        ax.set_xticks([0, 1, 2], ["small", "medium", "large"])
        ax.grid(axis="y")
        ax.spines["top"].set_visible(False)
        ax.spines["right"].set_visible(False)
        ax.set_ylabel("size [GiB]")
        ax.set_title("theme file: modelcard")
        ax.legend(loc="upper right")
    fig._gallery_rc = rc
    return fig


def add_axes():
    fig, ax = fig_ax()
    x = linspace(0, 10, 100)
    y = [math.sin(3 * v) * math.exp(-v / 3) for v in x]
    ax.plot(x, y)
    ax.set_title("add_axes: an inset")
    inset = fig.add_axes([0.55, 0.55, 0.3, 0.25])
    inset.plot(x, y, color=C(1))
    inset.set_xlim(0, 2)
    inset.tick_params(labelsize=7)
    return fig


def limits_margins():
    fig, axes = plt.subplots(1, 2, figsize=(5, 2.6), dpi=100, gridspec_kw=dict(wspace=0.3))
    x, y = [0, 1, 2, 3], [1, 3, 2, 4]
    axes[0].plot(x, y, marker="o")
    axes[0].margins(0, 0)
    axes[0].set_title("margins(0, 0)", size=10)
    axes[1].plot(x, y, marker="o")
    axes[1].set_xlim(-1, 4)
    axes[1].set_ylim(bottom=0)
    axes[1].set_title("xlim(-1, 4), ylim bottom 0", size=10)
    fig.subplots_adjust(bottom=0.12, top=0.85)
    return fig


def imshow_colorbar():
    fig, axes = plt.subplots(1, 2, figsize=(8, 3.4), dpi=100)
    rows, cols = 12, 16
    z = [[math.sin(c / 2.5) * math.cos(r / 3.0) + r / 12.0 for c in range(cols)] for r in range(rows)]
    m = axes[0].imshow(z, vmin=-0.8, vmax=1.4, interpolation="nearest")
    fig.colorbar(m, ax=axes[0], label="amplitude", extend="both")
    axes[0].set_title("nearest, origin upper")
    b = axes[1].imshow(z, cmap="RdBu_r", interpolation="bilinear", origin="lower", extent=(0, 4, 0, 3))
    fig.colorbar(b, ax=axes[1], orientation="horizontal", label="value")
    axes[1].set_title("bilinear, origin lower, extent")
    fig.tight_layout()
    return fig


def pcolormesh():
    fig, ax = fig_ax(5, 3.6)
    xe = [0, 1, 2, 4, 7, 11, 16]
    ye = [0, 0.5, 1.5, 3, 5, 7.5]
    v = [[math.sqrt((xe[i] + 1) * (ye[j] + 1)) for i in range(len(xe) - 1)] for j in range(len(ye) - 1)]
    m = ax.pcolormesh(xe, ye, v, cmap="plasma")
    fig.colorbar(m, ax=ax, label="value")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.set_title("pcolormesh on a non-uniform grid")
    fig.tight_layout()
    return fig


def _contrast_colour(cell, choices):
    # the text colour with the highest WCAG contrast ratio against the cell (libplot's rule)
    def lum(c):
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    lc = lum(cell)
    best, ratio = choices[0], -1
    for t in choices:
        lt = lum(matplotlib.colors.to_rgb(t))
        r = (max(lt, lc) + 0.05) / (min(lt, lc) + 0.05)
        if r > ratio:
            best, ratio = t, r
    return best


def heatmap_annotated():
    fig, ax = fig_ax(6, 5)
    vegetables = ["cucumber", "tomato", "lettuce", "asparagus", "potato", "wheat", "barley"]
    farmers = ["Farmer Joe", "Upland Bros.", "Smith Gardening", "Agrifun", "Organiculture",
               "BioGoods Ltd.", "Cornylee Corp."]
    harvest = [[0.8, 2.4, 2.5, 3.9, 0.0, 4.0, 0.0],
               [2.4, 0.0, 4.0, 1.0, 2.7, 0.0, 0.0],
               [1.1, 2.4, 0.8, 4.3, 1.9, 4.4, 0.0],
               [0.6, 0.0, 0.3, 0.0, 3.1, 0.0, 0.0],
               [0.7, 1.7, 0.6, 2.6, 2.2, 6.2, 0.0],
               [1.3, 1.2, 0.0, 0.0, 0.0, 3.2, 5.1],
               [0.1, 2.0, 0.0, 1.4, 0.0, 1.9, 6.3]]
    im = ax.imshow(harvest, cmap="YlGn", interpolation="nearest")
    fig.colorbar(im, ax=ax, label="harvest [t/year]")
    for i in range(7):
        for j in range(7):
            colour = _contrast_colour(im.to_rgba(harvest[i][j]), ["black", "white"])
            ax.text(j, i, "{:.1f}".format(harvest[i][j]), ha="center", va="center", color=colour)
    ax.set_xticks(range(7), farmers)
    ax.set_yticks(range(7), vegetables)
    plt.setp(ax.get_xticklabels(), rotation=30, ha="right")
    ax.set_title("Harvest of local farmers (in tons/year)")
    fig.tight_layout()
    return fig


def colormaps():
    from matplotlib import _cm, _cm_listed
    names = sorted(set(_cm_listed.cmaps) |
                   {k for k, v in _cm.datad.items()
                    if not (isinstance(v, dict) and "red" in v
                            and any(callable(v[c]) for c in ("red", "green", "blue")))})
    per_column = (len(names) + 1) // 2
    fig = plt.figure(figsize=(8, 0.22 * per_column + 0.6), dpi=100)
    fig.subplots_adjust(left=0.16, right=0.98, bottom=0.02, top=0.95, wspace=0.5, hspace=0.35)
    gs = fig.add_gridspec(per_column, 2)
    gradient = [[i / 255.0 for i in range(256)]]
    for k, name in enumerate(names):
        row, col = k % per_column, k // per_column
        ax = fig.add_subplot(gs[row, col])
        ax.imshow(gradient, cmap=name, aspect="auto", interpolation="nearest")
        ax.text(-0.02, 0.5, name, transform=ax.transAxes, size=8, ha="right", va="center")
        ax.set_axis_off()
    fig.suptitle("every colormap", size=11, y=0.995)
    return fig


def scatter_cmap():
    fig, ax = fig_ax(5, 3.6)
    x, y = normalish(120, 11), normalish(120, 12)
    c = [math.hypot(a, b) for a, b in zip(x, y)]
    s = [10 + 40 * abs(a - b) for a, b in zip(x, y)]
    m = ax.scatter(x, y, s=s, c=c, cmap="magma_r", alpha=0.8)
    fig.colorbar(m, ax=ax, shrink=0.8, label="distance")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.set_title("scatter coloured by value")
    fig.tight_layout()
    return fig


def _bumps():
    x, y = linspace(-3, 3, 61), linspace(-2, 2, 41)
    z = [[2 * (math.exp(-xv * xv - yv * yv) - math.exp(-(xv - 1) ** 2 - (yv - 1) ** 2)) for xv in x]
         for yv in y]
    return x, y, z


def contour():
    fig, ax = fig_ax(5, 3.6)
    x, y, z = _bumps()
    cs = ax.contour(x, y, z)
    ax.clabel(cs)
    ax.set_title("contour with inline labels")
    return fig


def contourf():
    fig, ax = fig_ax(5, 3.6)
    x, y, z = _bumps()
    cs = ax.contourf(x, y, z, 10, cmap="RdBu_r")
    ax.contour(x, y, z, cs.levels, colors="black", linewidths=0.5)
    fig.colorbar(cs, ax=ax, label="z")
    ax.set_title("contourf, lines over it, a colorbar")
    fig.tight_layout()
    return fig


def boxplot():
    fig, axes = plt.subplots(1, 2, figsize=(7, 3), dpi=100)
    data = []
    for k in range(3):
        d = [v * (1 + 0.4 * k) + k for v in normalish(80, 20 + k)]
        d.append(6.5 - k)
        data.append(d)
    axes[0].boxplot(data, notch=True, showmeans=True, labels=["A", "B", "C"])
    axes[0].set_title("notch, showmeans, labels")
    axes[1].boxplot(data, widths=0.6, vert=False)
    axes[1].set_title("vert=False, widths 0.6")
    fig.tight_layout()
    return fig


def hist_types():
    fig, axes = plt.subplots(2, 2, figsize=(7, 5), dpi=100)
    axes = axes.flatten()
    a = normalish(300, 30)
    b = [0.8 * v + 1 for v in normalish(200, 31)]
    axes[0].hist([a, b], bins=12)
    axes[0].set_title("two data sets side by side")
    axes[1].hist([a, b], bins=12, stacked=True)
    axes[1].set_title("stacked")
    axes[2].hist(a, bins=20, histtype="step", label="step")
    axes[2].hist(b, bins=20, histtype="stepfilled", alpha=0.5, label="stepfilled")
    axes[2].legend()
    axes[2].set_title("step, stepfilled")
    axes[3].hist(a, bins=10, alpha=0.5, label="weights 0.5", weights=[0.5] * len(a))
    axes[3].hist(a, bins=30, histtype="step", cumulative=True, label="cumulative")
    axes[3].legend(loc="upper left")
    axes[3].set_title("weights, cumulative")
    fig.tight_layout()
    return fig


def _strip(ax, caption, lo=0, hi=5):
    ax.set_xlim(lo, hi)
    ax.set_ylim(0, 1)
    ax.yaxis.set_major_locator(mticker.NullLocator())
    for side in ("left", "right", "top"):
        ax.spines[side].set_visible(False)
    ax.text(0.0, 0.3, caption, transform=ax.transAxes, fontsize=10)


def tick_locators():
    fig, axes = plt.subplots(6, 1, figsize=(6, 4.8))
    _strip(axes[0], "NullLocator()")
    axes[0].xaxis.set_major_locator(mticker.NullLocator())
    _strip(axes[1], "MultipleLocator(0.5), minor MultipleLocator(0.1)")
    axes[1].xaxis.set_major_locator(mticker.MultipleLocator(0.5))
    axes[1].xaxis.set_minor_locator(mticker.MultipleLocator(0.1))
    _strip(axes[2], "FixedLocator([0, 1, 5]), minor FixedLocator([0.2, 0.4, 0.6, 0.8])")
    axes[2].xaxis.set_major_locator(mticker.FixedLocator([0, 1, 5]))
    axes[2].xaxis.set_minor_locator(mticker.FixedLocator([0.2, 0.4, 0.6, 0.8]))
    _strip(axes[3], "MaxNLocator(4), minor AutoMinorLocator()")
    axes[3].xaxis.set_major_locator(mticker.MaxNLocator(4))
    axes[3].xaxis.set_minor_locator(mticker.AutoMinorLocator())
    _strip(axes[4], "AutoLocator(), minor AutoMinorLocator(4)")
    axes[4].xaxis.set_major_locator(mticker.AutoLocator())
    axes[4].xaxis.set_minor_locator(mticker.AutoMinorLocator(4))
    _strip(axes[5], "LogLocator(base=10, numticks=15)")
    axes[5].set_xlim(1e3, 1e10)
    axes[5].set_xscale("log")
    axes[5].xaxis.set_major_locator(mticker.LogLocator(base=10, numticks=15))
    fig.subplots_adjust(left=0.05, right=0.95, bottom=0.06, top=0.97, hspace=0.9)
    return fig


def tick_formatters():
    fig, axes = plt.subplots(7, 1, figsize=(6, 5.2))
    _strip(axes[0], "ScalarFormatter() with an offset", 1000000, 1000005)
    _strip(axes[1], "StrMethodFormatter('{x:.1f} km')")
    axes[1].xaxis.set_major_formatter(mticker.StrMethodFormatter("{x:.1f} km"))
    _strip(axes[2], "FormatStrFormatter('#%d')")
    axes[2].xaxis.set_major_formatter(mticker.FormatStrFormatter("#%d"))
    _strip(axes[3], "FuncFormatter: [value]")
    axes[3].xaxis.set_major_formatter(mticker.FuncFormatter(lambda x, pos: f"[{x:.2f}]"))
    _strip(axes[4], "PercentFormatter(xmax=5)")
    axes[4].xaxis.set_major_formatter(mticker.PercentFormatter(xmax=5))
    _strip(axes[5], "EngFormatter(unit='Hz')", 0, 5000)
    axes[5].xaxis.set_major_formatter(mticker.EngFormatter(unit="Hz"))
    _strip(axes[6], "LogFormatterSciNotation() on a log axis", 1e-2, 1e3)
    axes[6].set_xscale("log")
    fig.subplots_adjust(left=0.05, right=0.95, bottom=0.06, top=0.97, hspace=1.1)
    return fig


def symlog():
    fig, axes = plt.subplots(1, 3, figsize=(9, 3))
    x = [-20 + 0.1 * i for i in range(401)]
    axes[0].plot(x, [v * v * v for v in x])
    axes[0].set_yscale("symlog", base=10, linthresh=1)
    axes[0].set_title("symlog y, linthresh 1")
    axes[1].plot(x, [math.sin(v / 3.0) for v in x])
    axes[1].set_xscale("symlog")
    axes[1].set_yscale("symlog", base=10, linthresh=0.015)
    axes[1].set_title("symlog x and y (linthresh 0.015)")
    rows, cols = 20, 20
    z = [[1000 * math.sin(c / 3.0) * math.cos(r / 4.0) * abs(math.sin(c / 3.0)) for c in range(cols)]
         for r in range(rows)]
    m = axes[2].imshow(z, cmap="RdBu_r", norm=matplotlib.colors.SymLogNorm(linthresh=1, vmin=-1000, vmax=1000))
    fig.colorbar(m, ax=axes[2])
    axes[2].set_title("SymLogNorm colorbar")
    fig.tight_layout()
    return fig


def logit():
    fig, axes = plt.subplots(1, 2, figsize=(8, 3))
    x = [-8 + 0.1 * i for i in range(161)]
    axes[0].plot(x, [1 / (1 + math.exp(-v)) for v in x], label="slope 1")
    axes[0].plot(x, [1 / (1 + math.exp(-v / 2)) for v in x], label="slope 1/2")
    axes[0].set_yscale("logit", one_half="1/2")
    axes[0].legend()
    axes[0].set_title("logit y: 1/2, 10^-k and 1-10^-k")
    p = [0.2 + 0.01 * i for i in range(61)]
    axes[1].plot(p, [v / (1 - v) for v in p], marker="o", markersize=3)
    axes[1].set_xscale("logit", nonpositive="clip", one_half="1/2")
    axes[1].set_title("logit x (clip), zoomed in")
    fig.tight_layout()
    return fig


# ---- entries of entries_plots.cpp
def step():
    fig, ax = fig_ax()
    x = [0, 1, 2, 3, 4, 5, 6]
    y = [1, 3, 2, 4, 3.5, 2.5, 3]
    ax.step(x, [v + 4 for v in y], marker="o", label="pre (default)", where="pre")
    ax.step(x, [v + 2 for v in y], marker="o", label="mid", where="mid")
    ax.plot(x, y, drawstyle="steps-post", marker="o", label="drawstyle steps-post")
    ax.plot(x, y, color="grey", linestyle=":", alpha=0.7)
    ax.set_ylim(0, 11.5)
    ax.set_title("step and drawstyle")
    ax.legend(loc="upper center", fontsize=7, ncol=2)
    return fig


def stairs():
    fig, ax = fig_ax()
    edges = [0, 1, 2, 4, 5, 7]
    a, b = [2, 4, 3, 5, 1], [1, 2, 1.5, 2.5, 0.5]
    ax.stairs(b, edges, fill=True, alpha=0.5, label="fill")
    ax.stairs(a, edges, linewidth=2, label="baseline 0")
    ax.stairs([6, 6.5, float("nan"), 7, 6], edges, baseline=None, label="no baseline, NaN gap")
    ax.set_title("stairs")
    ax.legend(loc="upper left", fontsize=8)
    return fig


def hlines_vlines():
    fig, ax = fig_ax()
    x, top = [1, 2, 3, 4, 5], [2, 3.5, 1.5, 4, 2.5]
    ax.vlines(x, [0], top, linewidth=3, label="vlines")
    ax.hlines([1, 3], [0.5, 2.5], [3.5, 5.5], colors=[C(1), C(2)], linestyles="--", label="hlines")
    ax.set_title("hlines and vlines")
    ax.legend(loc="upper left")
    return fig


def fill_betweenx():
    fig, ax = fig_ax()
    y = linspace(0, 2 * 3.141592653589793, 60)
    x1 = [math.sin(v) for v in y]
    x2 = [math.sin(v) * 0.4 + 1.5 for v in y]
    ax.fill_betweenx(y, x1, x2, alpha=0.5, label="between x1 and x2")
    ax.fill_betweenx(y, x1, color=C(1), alpha=0.4, label="to x = 0")
    ax.set_xlabel("x")
    ax.set_ylabel("y")
    ax.set_title("fill_betweenx")
    ax.legend(loc="upper right", fontsize=8)
    fig.subplots_adjust(left=0.16, bottom=0.16)
    return fig


def stackplot():
    fig, ax = fig_ax()
    years = [2018, 2019, 2020, 2021, 2022, 2023]
    ys = [[1, 1.5, 2, 2.2, 2.5, 3], [0.5, 1, 1.2, 2, 2.4, 2.6], [2, 1.8, 1.5, 1.4, 1.2, 1]]
    ax.stackplot(years, ys, labels=["alpha", "beta", "gamma"], alpha=0.9)
    ax.set_title("stackplot")
    ax.set_ylabel("total")
    ax.legend(loc="upper left")
    return fig


def bar_yerr():
    fig, axes = plt.subplots(1, 2, figsize=(6, 3), dpi=100, gridspec_kw=dict(wspace=0.3))
    x, h = [0, 1, 2, 3], [3, 5, 2, 4]
    axes[0].bar(x, h, width=0.6, label="yerr", yerr=[0.4, 0.6, 0.3, 0.5], capsize=4)
    axes[0].bar([0.5, 1.5, 2.5, 3.5], [2, 3, 1.5, 2.5], width=0.3, label="asymmetric",
                yerr=[[0.2, 0.5, 0.4, 0.1], [1.0, 0.3, 0.8, 0.6]], ecolor=C(3), capsize=2)
    axes[0].set_title("bar: yerr", size=10)
    axes[0].legend(fontsize=8)
    axes[1].barh([0, 1, 2], [4, 2.5, 3], xerr=[[0.5, 0.3, 1.0], [0.2, 0.8, 0.4]], capsize=3)
    axes[1].errorbar([1, 2, 3], [0.5, 1.5, 2.5], xerr=[[0.3] * 3, [0.6] * 3], fmt="o", capsize=3)
    axes[1].errorbar([1.5, 2.5], [0.2, 1.2], yerr=[[0.1, 0.2], [0.3, 0.05]], fmt="s")
    axes[1].set_title("barh: xerr; errorbar", size=10)
    return fig


def pie_explode():
    fig, ax = fig_ax()
    ax.pie([35, 25, 20, 20], labels=["apples", "pears", "plums", "figs"], autopct="%1.1f%%", startangle=90,
           explode=[0.1, 0, 0.2, 0])
    ax.set_title("pie: explode")
    return fig


def legend_custom():
    from matplotlib.lines import Line2D
    fig, ax = fig_ax()
    x = linspace(0, 10, 30)
    ax.plot(x, [math.sin(v / 2) + 2 for v in x], color=C(0))
    ax.plot(x, [math.cos(v / 2) for v in x], color=C(3), linestyle="--")
    ax.axvspan(4, 6, color="grey", alpha=0.3)
    handles = [Line2D([], [], color=C(0), label="model"),
               Line2D([], [], color=C(3), linestyle="--", label="baseline"),
               Line2D([], [], color="black", linestyle="none", marker="o", markersize=5,
                      markerfacecolor="white", label="samples"),
               patches.Patch(facecolor="grey", edgecolor="black", alpha=0.5, label="window")]
    ax.legend(handles=handles, loc="upper right", fontsize=8)
    ax.set_title("legend with custom handles")
    return fig


def violinplot():
    fig, axes = plt.subplots(1, 2, figsize=(6, 3), dpi=100, gridspec_kw=dict(wspace=0.3))
    data = [[v * (0.6 + 0.4 * k) + k for v in normalish(80 + 40 * k, 7 + k)] for k in range(3)]
    axes[0].violinplot(data, showmeans=True, showmedians=True)
    axes[0].set_title("showmeans, showmedians", size=10)
    axes[1].violinplot(data, positions=[0, 2, 3], widths=[1.2, 0.8, 0.4], vert=False, showextrema=False,
                       points=40)
    axes[1].set_title("vert=False, widths, positions", size=10)
    return fig


def sharex_sharey():
    fig, axs = plt.subplots(2, 2, figsize=(5, 4), dpi=100, sharex=True, sharey="row")
    x = [i * 0.25 for i in range(41)]
    axs[0, 0].plot(x, [math.sin(t) for t in x])
    axs[0, 1].plot(x, [0.5 * math.cos(t) for t in x], color=C(1))
    axs[1, 0].plot(x, [10 + 3 * math.sin(t / 2) for t in x], color=C(2))
    axs[1, 1].plot(x[:21], [12 - 0.4 * t for t in x[:21]], color=C(3))
    axs[0, 0].set_title("sin")
    axs[0, 1].set_title("cos / 2")
    axs[1, 0].set_xlabel("t")
    axs[1, 1].set_xlabel("t (first half)")
    fig.tight_layout()
    return fig


def twiny():
    fig, ax = fig_ax()
    depth = [0, 50, 100, 200, 400, 700, 1000]
    temp = [18, 17, 14, 10, 6, 4.5, 4]
    salinity = [35.6, 35.5, 35.3, 35.0, 34.8, 34.7, 34.7]
    ax.plot(temp, depth, color=C(3), marker="o")
    ax.set_xlabel("temperature [°C]")
    ax.set_ylabel("depth [m]")
    ax.invert_yaxis()
    top = ax.twiny()
    top.plot(salinity, depth, color=C(0), marker="s")
    top.set_xlabel("salinity [psu]")
    ax.set_title("twiny: a second x axis on top")
    fig.tight_layout()
    return fig


def secondary_axis():
    fig, ax = fig_ax()
    deg = [i * 10.0 for i in range(37)]
    ax.plot(deg, [15 + 10 * math.sin(d * math.pi / 180) for d in deg])
    ax.set_xlabel("angle [degrees]")
    ax.set_ylabel("temperature [°C]")
    k = math.pi / 180
    rad = ax.secondary_xaxis("top", functions=(lambda d: d * k, lambda r: r / k))
    rad.set_xlabel("angle [rad]")
    fahr = ax.secondary_yaxis("right", functions=(lambda c: c * 1.8 + 32, lambda f: (f - 32) / 1.8))
    fahr.set_ylabel("temperature [°F]")
    fig.tight_layout()
    return fig


def aspect_equal():
    fig, axs = plt.subplots(1, 2, figsize=(6, 3), dpi=100)
    t = [2 * math.pi * i / 100 for i in range(101)]
    cx = [2 * math.cos(v) for v in t]
    cy = [math.sin(v) for v in t]
    axs[0].plot(cx, cy)
    axs[0].set_aspect("equal")
    axs[0].set_title('set_aspect("equal")')
    axs[1].plot(cx, cy, color=C(1))
    axs[1].set_aspect(2.0)
    axs[1].set_title("set_aspect(2)")
    axs[1].set_xlabel("x")
    fig.tight_layout()
    return fig


def categorical():
    fig, axs = plt.subplots(1, 2, figsize=(6, 3), dpi=100)
    axs[0].bar(["apple", "banana", "cherry"], [3, 5, 2])
    axs[0].plot(["banana", "cherry", "durian"], [4, 2.5, 6], color=C(1), marker="o")
    axs[0].set_title("bar, then plot adds a category")
    axs[1].scatter([1, 4, 2, 3], ["low", "high", "mid", "high"])
    axs[1].barh(["mid"], [1.5], alpha=0.4)
    axs[1].set_title("y categories: scatter, barh")
    fig.tight_layout()
    return fig


def date_axis():
    import datetime as dt
    import matplotlib.dates as mdates
    fig, axs = plt.subplots(3, 1, figsize=(6.4, 6.4))
    days = [dt.datetime(2019, 1, 1) + dt.timedelta(days=i) for i in range(730)]
    values = [math.sin(2 * math.pi * i / 365.0) + 0.3 * math.sin(2 * math.pi * i / 29.0) for i in range(730)]
    axs[0].plot(days, values)
    axs[0].set_title("AutoDateLocator + AutoDateFormatter (a date axis's default)")
    axs[1].plot(days, values)
    axs[1].set_xlim(dt.datetime(2019, 2, 10), dt.datetime(2019, 5, 20))
    axs[1].axvspan(dt.datetime(2019, 3, 1), dt.datetime(2019, 3, 15), color="C1", alpha=0.3)
    axs[1].xaxis.set_major_formatter(mdates.ConciseDateFormatter(axs[1].xaxis.get_major_locator()))
    axs[1].set_title("ConciseDateFormatter, axvspan between dates")
    hours = [dt.datetime(2021, 3, 4) + dt.timedelta(hours=h) for h in range(48)]
    load = [2 + math.sin(2 * math.pi * (h - 6) / 24.0) for h in range(48)]
    axs[2].bar(hours, load, width=0.8 / 24)
    axs[2].xaxis.set_major_formatter(mdates.ConciseDateFormatter(axs[2].xaxis.get_major_locator()))
    axs[2].set_title("bar on hourly time points, ConciseDateFormatter")
    fig.tight_layout()
    return fig


ENTRIES = [line, bar, bar_grouped, bar_label, bar_stacked, barh, errorbar, hist, hist_edges, hist_binned,
           line_styles, markers, scatter, fill_between, ref_lines, spans, pie, text_coords,
           text_align, annotate, boxes_arrows, legend_locations, legend_best, legend_handles, legend_options,
           twinx,
           log_scale, log_base2, inverted_axis, fixed_ticks, rotated_ticks, bold_ticks, tick_params,
           thousands, spines, grid, grid_which, subplots_ratios, tight_layout, suptitle, bbox_tight,
           unicode, mathtext, point_labels, theme_modelcard, add_axes, limits_margins,
           imshow_colorbar, pcolormesh, heatmap_annotated, colormaps, scatter_cmap, contour,
           contourf, boxplot, hist_types]
ENTRIES += [step, stairs, hlines_vlines, fill_betweenx, stackplot, bar_yerr, pie_explode, legend_custom, violinplot]

ENTRIES += [tick_locators, tick_formatters, symlog]
ENTRIES += [sharex_sharey, twiny, secondary_axis, aspect_equal, categorical]
ENTRIES += [logit]
ENTRIES += [date_axis]


def main():
    out = sys.argv[1]
    only = set(sys.argv[2:])
    os.makedirs(out, exist_ok=True)
    for f in ENTRIES:
        if only and f.__name__ not in only:
            continue
        fig = f()
        kw = {}
        if getattr(fig, "_gallery_tight", False):
            kw["bbox_inches"] = "tight"
        rc = getattr(fig, "_gallery_rc", {})
        with plt.rc_context(rc):
            fig.savefig(os.path.join(out, f.__name__ + ".png"), **kw)
        plt.close(fig)


if __name__ == "__main__":
    main()
