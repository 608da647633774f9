#pragma once
// What a run reads and writes, checked before anything is rendered: usage errors (exit 2) for a
// --data or --out that is not a directory, a report that cannot be written (a FIFO, a device),
// and an output that is one of the run's inputs.
#include <filesystem>
#include <utility>
#include <vector>

#include "cli.hpp"
#include "paper/paper.hpp"

// The papers to render, each with the figures selected from it (their formats set).
using Plan = std::vector<std::pair<paper::Paper*, std::vector<paper::FigureInfo>>>;

// Where a paper finds its inputs: --data or its shipped data, and the files named by option.
paper::Context context_for(const CliOptions& opt, const paper::Paper& p);

// Throws UsageError naming the option and the path. Creates --out when the run writes into it.
void check_paths(const CliOptions& opt, const Plan& plan);
