# modelcard figure 08 (lines with markers, log-2 x) in gnuplot-cairo, for bench_vs_gnuplot.sh.
#   gnuplot -e "data='DIR'; fmt='png'; out='FILE'" 08_long_context_window.gp
# DIR holds export_data.py's files; fmt is png (1248 x 752 px, 7.8 x 4.7 in at 160 dpi) or pdf.
if (fmt eq 'png') { set terminal pngcairo size 1248,752 font "DejaVu Sans,9" fontscale 1.6 linewidth 160.0/72 background "#fcfcfb" } \
else { set terminal pdfcairo size 7.8in,4.7in font "DejaVu Sans,9" background "#fcfcfb" }
set output out
load data.'/08_vars.gp'
set datafile separator "\t"
set lmargin at screen 0.105; set rmargin at screen 0.985
set tmargin at screen 0.925; set bmargin at screen 0.235
set title "Reading wider does not help, and the 8,192 encoder loses exactly as much" font ",11" tc rgb "#1a1a19"
set xlabel "reading window, tokens (every head was TRAINED at 256 / stride 128)" tc rgb "#4a4a47"
set ylabel "macro F1, opened 56-doc calibration split" tc rgb "#4a4a47"
set logscale x 2
set xrange [xmin:xmax]
set yrange [ymin:ymax]
set xtics ("256" 256, "512" 512, "1,024" 1024, "2,048" 2048, "4,096" 4096) scale 0 tc rgb "#8a8a85"
set ytics format "%.2f" scale 0 tc rgb "#8a8a85"
set grid xtics ytics lc rgb "#e5e5e1" lw 0.7
set border 1 lc rgb "#e5e5e1"
set key top right noenhanced font ",8" samplen 2
set arrow from graph 0, first floor to graph 1, first floor nohead dt (4, 3) lw 1.2 lc rgb "#8a8a85"
set label 10 floor_label at graph 0.015, first floor - 0.0085 tc rgb "#8a8a85" font ",7.5"
set label 11 "Seed 41, same trained heads, inference-window sweep only." \
  at screen 0.5, 0.058 center tc rgb "#8a8a85" font ",7.5"
set label 12 "Selected thresholds fall with the window (qwen 0.20→0.05, modernbert 0.50→0.30)" \
  at screen 0.5, 0.032 center tc rgb "#8a8a85" font ",7.5"
set label 13 "and window counts collapse 562→58, so this reads as distribution shift, not a context limit." \
  at screen 0.5, 0.006 center tc rgb "#8a8a85" font ",7.5"
plot for [i = 1:n] data.'/08_lines.tsv' index (i - 1) using 1:2 with lines lw 2 lc rgb colour[i] notitle, \
     for [i = 1:n] '' index (i - 1) using 1:2 with points pt 7 ps 1.5 lc rgb "#fcfcfb" notitle, \
     for [i = 1:n] '' index (i - 1) using 1:2 with linespoints lw 2 pt 7 ps 1.0 lc rgb colour[i] title label[i]
