#pragma once
// Runs a shell command as a user would and keeps what it said: the tests of command-line tools
// (render_paper) check exit codes and exact messages.
#include <string>

namespace testing_support {

struct Outcome {
  int code = -1;    // exit status; -1 when killed by a signal
  std::string out;  // stdout (with Streams::Merged, stderr too, interleaved as written)
  std::string err;  // stderr with Streams::Separate; empty with Streams::Merged
};

enum class Streams { Merged, Separate };

// `/bin/sh -c command`, waited for. Throws std::runtime_error when it cannot be started.
Outcome run_command(const std::string& command, Streams streams = Streams::Merged);

}  // namespace testing_support
