# weightcodec figure 5 (throughput / ratio scatter with labels, log x, Pareto front) in
# gnuplot-cairo, for bench_vs_gnuplot.sh.
#   gnuplot -e "data='DIR'; fmt='png'; out='FILE'" weightcodec_fig5.gp
# DIR holds export_data.py's files; fmt is png (1501 x 936 px, render_paper's tight box at 150
# dpi) or pdf (12 x 7 in).
if (fmt eq 'png') { set terminal pngcairo size 1501,936 font "DejaVu Sans,10" fontscale 1.5 linewidth 150.0/72 } \
else { set terminal pdfcairo size 12in,7in font "DejaVu Sans,10" }
set output out
load data.'/fig5_vars.gp'
set datafile separator "\t"
set title "Figure 5 - throughput / ratio Pareto across all measured methods (separate points per corpus)" font ",12"
set xlabel "decompress MB/s (log scale)"
set ylabel "byte-weighted ratio"
set logscale x
set mxtics 10
set grid xtics ytics mxtics mytics lt 0 lw 0.8 lc rgb "#c8c8c8"
set key right center box opaque font ",9" noenhanced
array shape[4] = [7, 5, 9, 13]   # circle, square, triangle, diamond (filled)
array outline[4] = [6, 4, 8, 12]
points = data.'/fig5_points.tsv'
plot data.'/fig5_front.tsv' using 1:2 with lines lc rgb "#808080" lw 1 title "Pareto front", \
     for [c = 0:3] points using 1:($3 == c ? $2 : NaN):5 with points pt shape[c + 1] ps variable \
       lc rgb class_colour[c + 1] title class_name[c + 1], \
     for [c = 0:3] points using 1:($3 == c && $4 > 0 ? $2 : NaN):5 with points pt outline[c + 1] \
       ps variable lw 1.4 lc rgb "black" notitle, \
     points using 1:2:6 with labels left offset char 0.6, 0.6 font ",6.5" tc rgb "#404040" noenhanced notitle
