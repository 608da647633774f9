#!/usr/bin/python3
"""Writes mpl_metrics.inc: matplotlib 3.6.3's Agg text metrics, the data the text tests compare
the engine against. Run with Debian's python3-matplotlib:

    /usr/bin/python3 tests/text/measure_matplotlib.py > tests/text/mpl_metrics.inc

Every number is in points (pixels at the given dpi * 72 / dpi). `hinting` is matplotlib's default
("force_autohint", so sizes snap to the pixel grid at that dpi) or "no_hinting" (what libplot
measures: outlines as designed, the same at every dpi).
"""
import matplotlib

matplotlib.use("agg")
import matplotlib as mpl  # noqa: E402
from matplotlib.backends.backend_agg import RendererAgg  # noqa: E402
from matplotlib.font_manager import FontProperties  # noqa: E402
from matplotlib.text import Text  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402

PLAIN = ["Artifact", "lp", "0.5", "1,435 MiB \u2192 124 MiB, 11.6x", "AV To",
         "Figure 5: Measured Hardware Scaling", "g", "x", "R\u00b2=0.912", "\u22120.25",
         "fi fl", "decompress MB/s (log scale)", "Tokens/s", "-", " a"]
# The sizes and weights the papers use (font.size 9 and 10, tick and annotation sizes 6.5-8.5,
# titles 11-13 semibold or bold).
SIZES = [(10, "normal"), (7.5, "normal"), (8, "normal"), (11.5, "semibold"), (9, "bold"),
         (9, "normal"), (8.5, "normal"), (6.5, "normal"), (12, "normal"), (11, "semibold"),
         (13, "bold")]
MATH = [r"$\mathdefault{10^{3}}$", r"$\mathdefault{10^{-3}}$", r"$\mathdefault{2^{5}}$",
        r"$\mathdefault{10^{0}}$", r"$\mathdefault{10}$", r"$x_{i}$",
        r"$\mathdefault{2\times10^{1}}$", "$ab$", r"$a\,b$", r"$\mathdefault{10^{12}}$",
        r"size $x^{2}$ (GB)"]
WEIGHT = {"normal": "Normal", "semibold": "Semibold", "bold": "Bold"}


def cstr(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def rows_plain(hinting, dpis):
    mpl.rcParams["text.hinting"] = hinting
    for dpi in dpis:
        r = RendererAgg(10, 10, dpi)
        for s in PLAIN:
            for size, weight in SIZES:
                w, h, d = r.get_text_width_height_descent(
                    s, FontProperties(size=size, weight=weight), ismath=False)
                k = 72.0 / dpi
                print("  {%s, %g, FontWeight::%s, %g, %.6f, %.6f, %.6f}," % (
                    cstr(s), size, WEIGHT[weight], dpi, w * k, h * k, d * k))


def rows_math(hinting, dpis):
    mpl.rcParams["text.hinting"] = hinting
    for dpi in dpis:
        r = RendererAgg(10, 10, dpi)
        for s in MATH:
            for size in (10, 8):
                w, h, d = r.get_text_width_height_descent(
                    s, FontProperties(size=size), ismath=True)
                k = 72.0 / dpi
                print("  {%s, %g, FontWeight::Normal, %g, %.6f, %.6f, %.6f}," % (
                    cstr(s), size, dpi, w * k, h * k, d * k))


LAYOUT = [("one line", "left"), ("two\nlines", "left"), ("Artifact lp\nSecond line", "center"),
          ("a\nlonger middle line\nb", "right"), ("top\n$\\mathdefault{10^{3}}$\nbottom", "left"),
          ("trailing\n", "left")]


def rows_layout():
    """Text._get_layout at dpi 72 without hinting: block size, descent, line positions."""
    mpl.rcParams["text.hinting"] = "no_hinting"
    fig = plt.figure(dpi=72)
    r = fig.canvas.get_renderer()
    for s, malign in LAYOUT:
        for size in (10, 8.5):
            t = Text(0, 0, s, fontsize=size, multialignment=malign)
            t.figure = fig
            bbox, info, descent = t._get_layout(r)
            # Line pen origins from the block's left edge, baselines below its top.
            xs = ", ".join("%.6f" % (x - bbox.x0) for _, _, x, _ in info)
            ys = ", ".join("%.6f" % (bbox.y1 - y) for _, _, _, y in info)
            print("  {%s, %g, HAlign::%s, %.6f, %.6f, %.6f, {%s}, {%s}}," % (
                cstr(s), size, malign.capitalize(), bbox.width, bbox.height, descent, xs, ys))


PLACE = [("Label", 0, "left", "baseline"), ("Label", 0, "center", "center"),
         ("Label", 0, "right", "top"), ("Label", 0, "center", "center_baseline"),
         ("Rotated label", 90, "center", "center"), ("Rotated label", 90, "right", "bottom"),
         ("tilt 30", 30, "right", "top"), ("tilt 30", 30, "left", "baseline"),
         ("two\nlines", 45, "center", "center_baseline"), ("two\nlines", 0, "left", "baseline"),
         ("-45 deg", -45, "left", "top")]


def rows_place():
    """Window extents of placed text at (100, 100) display points, dpi 72, no hinting; y up."""
    mpl.rcParams["text.hinting"] = "no_hinting"
    fig = plt.figure(figsize=(4, 4), dpi=72)
    r = fig.canvas.get_renderer()
    for s, rot, ha, va in PLACE:
        t = fig.text(100 / 288, 100 / 288, s, rotation=rot, ha=ha, va=va, fontsize=10)
        bb = t.get_window_extent(r)
        print("  {%s, %g, HAlign::%s, VAlign::%s, %.6f, %.6f, %.6f, %.6f}," % (
            cstr(s), rot, ha.capitalize(),
            {"center_baseline": "CenterBaseline"}.get(va, va.capitalize()),
            bb.x0, bb.y0, bb.x1, bb.y1))
        t.remove()


print("// Generated by measure_matplotlib.py from matplotlib %s; do not edit." % mpl.__version__)
print("// {text, size, weight, dpi, width, height, descent} in points.")
print("static const MplMetric kPlainNoHinting[] = {")
rows_plain("no_hinting", [72])
print("};")
print("static const MplMetric kPlainHinted[] = {")
# Every dpi the papers draw or lay out at: 100 (figure.dpi of the qtensorformer and
# weightcodec scripts, where tight_layout measures), 150, 160 and 300 (their savefig dpis).
rows_plain("force_autohint", [72, 100, 150, 160, 300])
print("};")
print("static const MplMetric kMathNoHinting[] = {")
rows_math("no_hinting", [72, 160, 300])
print("};")
print("static const MplMetric kMathHinted[] = {")
rows_math("force_autohint", [72, 100, 150, 160, 300])
print("};")
print("// {text, size, multialign, width, height, descent, {line x}, {line baseline below top}}")
print("static const MplLayout kLayouts[] = {")
rows_layout()
print("};")
print("// {text, rotation, ha, va, x0, y0, x1, y1}: display points, y up, anchor (100, 100).")
print("static const MplPlace kPlacements[] = {")
rows_place()
print("};")
