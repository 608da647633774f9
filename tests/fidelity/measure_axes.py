#!/usr/bin/python3
"""Runs one of ../shared/seeds' scripts under matplotlib 3.6.3 and prints, for every PNG it saves,
the pixel rectangle of each axes as drawn in that PNG (one JSON object per line):

    {"figure": "figure7_kv_rate_distortion.png", "dpi": 300, "width": 2550, "height": 1440,
     "axes": [[x0, y0, x1, y1], ...]}

x right and y down from the image's top-left corner, in pixels, unrounded, in the order the
figure holds its axes (twins included). The numbers come from the last Figure.draw of each
savefig (after tight layout and bbox_inches="tight" have moved things), through each axes'
get_window_extent with that draw's renderer, flipped about the image's truncated height as Agg
flips. Usage (the seed's own environment variables and arguments pass through):

    OUTPUTS_DIR=... FIGURES_DIR=/tmp/x /usr/bin/python3 measure_axes.py SEED.py [ARGS...]

tests/geometry/measure_all.sh runs it for the three papers and writes mpl_axes.jsonl.
"""
import json
import pathlib
import runpy
import sys

import matplotlib

matplotlib.use("Agg")
from matplotlib.figure import Figure  # noqa: E402

_last = {}
_draw = Figure.draw


def draw(self, renderer):
    _draw(self, renderer)
    height = self.bbox.height
    rows = int(height)
    rects = []
    for ax in self.axes:
        b = ax.get_window_extent(renderer)
        rects.append([b.x0, rows - b.y1, b.x1, rows - b.y0])
    _last[id(self)] = {"dpi": self.dpi, "width": int(self.bbox.width), "height": rows,
                       "axes": rects}


_savefig = Figure.savefig


def savefig(self, fname, *args, **kwargs):
    _savefig(self, fname, *args, **kwargs)
    name = pathlib.Path(str(fname)).name
    if name.endswith(".png") and id(self) in _last:
        print(json.dumps(dict(figure=name, **_last[id(self)])), file=sys.stderr)


Figure.draw = draw
Figure.savefig = savefig
seed = sys.argv[1]
sys.argv = sys.argv[1:]
runpy.run_path(seed, run_name="__main__")
