#pragma once
// Gallery entries for step/stairs/hlines/vlines/fill_betweenx/stackplot, error bars on bars and
// pie explode (entries_plots.cpp).
#include "libplot/libplot.hpp"

namespace gallery {

libplot::Figure step();
libplot::Figure stairs();
libplot::Figure hlines_vlines();
libplot::Figure fill_betweenx();
libplot::Figure stackplot();
libplot::Figure bar_yerr();
libplot::Figure pie_explode();
libplot::Figure legend_custom();
libplot::Figure violinplot();

}  // namespace gallery
