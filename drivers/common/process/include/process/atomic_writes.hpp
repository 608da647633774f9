#pragma once
// Files written whole or not at all, by a program that may be interrupted: render_paper's writes.
// Each write goes to a temporary ".NAME.libplot-tmp.PID.N" beside its target, registered while it
// is in progress, then renamed onto the target. libplot's own Figure::save names its temporaries
// the same way, so remove_stale_temporaries() recognises what either left behind.
#include <cstddef>
#include <filesystem>
#include <string_view>

namespace process {

// Writes `bytes` to `path` through a registered temporary; a failure leaves the target as it was
// and no temporary. The target is libplot::output_target(path): a symbolic link is written
// through, anything but a regular file refused. Throws libplot::OutputError naming the path (and
// "the program is being interrupted" once abandon_writes_in_progress() has run).
void write_file_atomically(const std::filesystem::path& path, std::string_view bytes);

// For an interrupted program (a thread that caught a signal, just before it exits): removes the
// temporaries of this process's writes in progress and makes every later write fail, so none
// appears afterwards. Returns how many it removed.
std::size_t abandon_writes_in_progress() noexcept;

// Removes the temporaries in `dir` (not recursive) that a killed writer left behind: names
// ".NAME.libplot-tmp.PID.N" whose PID no longer exists, and those of earlier versions,
// ".NAME.tmp.PID.N.T" (T below 1000003), likewise. Files of live processes are kept, even when
// the PID may have been reused: they cannot be proved abandoned. Returns how many it removed.
std::size_t remove_stale_temporaries(const std::filesystem::path& dir);

}  // namespace process
