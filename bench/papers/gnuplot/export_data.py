#!/usr/bin/env python3
"""Writes what three of the papers' figures show, read from render_paper's own inputs, as files
gnuplot reads (bench/papers/bench_vs_gnuplot.sh): tab-separated data and a few gnuplot variables.

  export_data.py MODELCARD_DATA_DIR WEIGHTCODEC_RESULTS SEEDS_DIR OUT_DIR

- modelcard 09 (horizontal bars): 09_tokenizer_cost.jsonl
- modelcard 08 (lines): 08_long_context_window.jsonl and card.jsonl
- weightcodec fig5 (scatter with labels, log x): results.jsonl.zst, aggregated as the seed
  script aggregates it, with its reader, method classes and Pareto test
  (SEEDS_DIR/weightcodec_render_figures.py), so the points are the seed's.
Not timed: gnuplot is given the aggregated points, render_paper reads the raw results.
"""
import importlib.util
import json
import pathlib
import sys
from collections import defaultdict


def records(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def q(s):  # a gnuplot string literal
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def first_that_applies(text, conditions):
    """A words-file text: a string, or alternatives whose "when" conditions must all hold."""
    if isinstance(text, str):
        return text
    for alternative in text:
        if isinstance(alternative, str):
            return alternative
        if all(conditions.get(name, False) for name in alternative.get("when", [])):
            return alternative["text"]
    return ""


def tokenizer(data, out):
    recs = records(data / "09_tokenizer_cost.jsonl")
    fig = next(r for r in recs if r.get("record") == "figure")
    with open(out / "09_bars.tsv", "w", encoding="utf-8") as f:
        for r in (r for r in recs if r.get("record") == "language"):
            ratio = r["cut_tokens"] / r["upstream_tokens"]
            fields = {"ratio": ratio, "upstream": r["upstream_tokens"], "cut": r["cut_tokens"]}
            conditions = {"cut_one": r["cut_tokens"] == 1, "cut_two": r["cut_tokens"] == 2}
            label = first_that_applies(fig["text"]["value_label"], conditions).format(**fields)
            f.write(f'{ratio}\t{r["language"]}\t{label}\t{int(ratio > fig["costly_above"])}\n')
    with open(out / "09_vars.gp", "w", encoding="utf-8") as f:
        f.write(f'parity = {fig["parity"]}\nxmax = {fig["xlim"][1]}\n')


def window(data, out):
    recs = records(data / "08_long_context_window.jsonl")
    floor = next(r for r in records(data / "card.jsonl") if r.get("record") == "floor")
    fig = next(r for r in recs if r.get("record") == "figure")
    models = [r for r in recs if r.get("record") == "model"]
    colours = {"blue": "#2a78d6", "orange": "#eb6834", "aqua": "#1baf7a", "yellow": "#eda100"}
    with open(out / "08_lines.tsv", "w", encoding="utf-8") as f:
        for m in models:
            for w, y in zip(m["window"], m["macro_f1"]):
                f.write(f"{w}\t{y}\n")
            f.write("\n\n")
    with open(out / "08_vars.gp", "w", encoding="utf-8") as f:
        f.write(f"n = {len(models)}\n")
        f.write("array label[n] = [" + ", ".join(q(m["label"]) for m in models) + "]\n")
        f.write("array colour[n] = [" + ", ".join(q(colours[m["colour"]]) for m in models) + "]\n")
        f.write(f'floor = {floor["macro_f1"]}\nfloor_label = {q(floor["label"])}\n')
        f.write(f'xmin = {fig["xlim"][0]}\nxmax = {fig["xlim"][1]}\n')
        f.write(f'ymin = {floor["macro_f1"] - fig["floor_margin"]}\nymax = {fig["ylim_top"]}\n')
        for i, m in enumerate(models, 1):  # the note at each line's last point
            last, first = m["macro_f1"][-1], m["macro_f1"][0]
            if len(m["window"]) == 2:
                note = fig["text"]["position_limit"]
            elif m.get("delta_note") == "with_range":
                note = fig["text"]["delta_range"].format(delta=last - first, first=m["window"][0],
                                                         last=m["window"][-1])
            else:
                note = fig["text"]["delta"].format(delta=last - first)
            note = note.replace("-", "\u2212", 1) if note.startswith("-") else note
            f.write(f'set label {i} {q(note)} at {m["window"][-1]}, {last} offset 1.2, 0 '
                    f'left tc rgb {q(colours[m["colour"]])} font ",8"\n')


def fig5(results, seeds, out):
    spec = importlib.util.spec_from_file_location("seed", seeds / "weightcodec_render_figures.py")
    seed = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(seed)
    kinds = {"bench_bf16_perfile": "bf16", "bench_7B": "bf16", "Q4_K_benchmark": "Q4_K"}
    agg = defaultdict(list)  # as seed.fig5_throughput_ratio_pareto aggregates
    for r in seed.load_jsonl(results):
        corpus = kinds.get(r.get("_kind", "")) if "methods" in r else None
        if not corpus:
            continue
        ib = r.get("input_bytes", 0) or 0
        for name, m in r["methods"].items():
            if not isinstance(m, dict):
                continue
            ratio, mbps = m.get("ratio"), m.get("decompress_MBps")
            if ratio is not None and mbps is not None and ratio > 0 and mbps > 0:
                agg[(corpus, name)].append((ratio, mbps, ib))
    points = []
    for (corpus, name), vals in agg.items():
        if len(vals) < 5:
            continue
        total = sum(v[2] for v in vals) or len(vals)
        ratio = sum(v[0] * (v[2] or 1) for v in vals) / total
        mbps = sorted(v[1] for v in vals)
        med = (mbps[(len(mbps) - 1) // 2] + mbps[len(mbps) // 2]) / 2
        points.append((corpus, name, ratio, med, len(vals)))
    pareto = seed._is_pareto_optimal([(p[3], p[2]) for p in points])
    classes = list(seed.CLASS_STYLE)
    with open(out / "fig5_points.tsv", "w", encoding="utf-8") as f:
        for (corpus, name, ratio, mbps, n), front in zip(points, pareto):
            cls = classes.index(seed.METHOD_CLASS.get(name, "general-purpose"))
            size = max(40, seed.math.log1p(n) * 18) ** 0.5 / 6  # matplotlib's s (pt^2) as gnuplot ps
            f.write(f"{mbps}\t{ratio}\t{cls}\t{int(front)}\t{size:.3f}\t{name} ({corpus})\n")
    with open(out / "fig5_front.tsv", "w", encoding="utf-8") as f:
        for mbps, ratio in sorted((p[3], p[2]) for p, ok in zip(points, pareto) if ok):
            f.write(f"{mbps}\t{ratio}\n")
    with open(out / "fig5_vars.gp", "w", encoding="utf-8") as f:
        f.write("array class_name[4] = [" + ", ".join(q(c) for c in classes) + "]\n")
        f.write("array class_colour[4] = [" + ", ".join(q(seed.CLASS_STYLE[c][0]) for c in classes) + "]\n")


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    modelcard, results, seeds, out = (pathlib.Path(a) for a in sys.argv[1:])
    out.mkdir(parents=True, exist_ok=True)
    tokenizer(modelcard, out)
    window(modelcard, out)
    fig5(results, seeds, out)


if __name__ == "__main__":
    main()
