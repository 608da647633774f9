#pragma once
// The temporaries of write_file_atomically (render.hpp): each is named ".NAME.libplot-tmp.PID.N"
// beside its target while it is being written, then renamed onto the target.
#include <cstddef>
#include <filesystem>

#include "libplot/export.hpp"

namespace libplot {

// For an interrupted program (a thread that caught SIGINT or SIGTERM, just before it exits):
// removes the temporaries of this process's writes in progress and makes every later
// write_file_atomically fail, so none appears afterwards. Returns how many it removed.
LIBPLOT_API std::size_t abandon_writes_in_progress() noexcept;

// Removes the temporaries in `dir` (not recursive) that a killed writer left behind: names
// ".NAME.libplot-tmp.PID.N" whose PID no longer exists, and those of earlier versions,
// ".NAME.tmp.PID.N.T" (T below 1000003), likewise. Files of live processes are kept, even
// when the PID may have been reused: they cannot be proved abandoned. Returns how many it removed.
LIBPLOT_API std::size_t remove_stale_temporaries(const std::filesystem::path& dir);

}  // namespace libplot
