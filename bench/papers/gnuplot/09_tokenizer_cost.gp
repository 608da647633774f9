# modelcard figure 09 (horizontal bars) in gnuplot-cairo, for bench_vs_gnuplot.sh.
#   gnuplot -e "data='DIR'; fmt='png'; out='FILE'" 09_tokenizer_cost.gp
# DIR holds export_data.py's files; fmt is png (1184 x 624 px, 7.4 x 3.9 in at 160 dpi) or pdf.
if (fmt eq 'png') { set terminal pngcairo size 1184,624 font "DejaVu Sans,9" fontscale 1.6 linewidth 160.0/72 background "#fcfcfb" } \
else { set terminal pdfcairo size 7.4in,3.9in font "DejaVu Sans,9" background "#fcfcfb" }
set output out
load data.'/09_vars.gp'
set datafile separator "\t"
set lmargin at screen 0.135; set rmargin at screen 0.985
set tmargin at screen 0.895; set bmargin at screen 0.275
set title "What the vocabulary cut costs per language" font ",11" tc rgb "#1a1a19"
set xlabel "tokens for the same sentence, relative to the upstream 248k tokenizer" tc rgb "#4a4a47"
set xrange [0:xmax]
set yrange [3.6:-0.6]
set xtics scale 0 tc rgb "#8a8a85"
set ytics scale 0 tc rgb "#8a8a85"
set grid xtics lc rgb "#e5e5e1" lw 0.7
set border 1 lc rgb "#e5e5e1"
set style fill solid noborder
set arrow from parity, graph 0 to parity, graph 1 nohead dt (4, 3) lw 1.2 lc rgb "#8a8a85" front
set label "unchanged — the rule keeps every Hangul-carrying token" at 1.05, 0.42 \
  tc rgb "#8a8a85" font ",7.5"
set label "Every Han-carrying token upstream sits at BPE id 95,726 or above, so none survives any grid point" \
  at screen 0.5, 0.055 center tc rgb "#8a8a85" font ",7.5"
set label "and CJK ideographs fall back to byte tokens. Compute scales with token count." \
  at screen 0.5, 0.020 center tc rgb "#8a8a85" font ",7.5"
costly(c) = c > 0 ? 0xeb6834 : 0x1baf7a
plot data.'/09_bars.tsv' using ($1 / 2):0:(0):1:($0 - 0.275):($0 + 0.275):(costly($4)):ytic(2) \
       with boxxyerror lc rgb variable notitle, \
     '' using 1:0:3 with labels left offset char 0.8, 0 tc rgb "#4a4a47" font ",8.5" notitle
