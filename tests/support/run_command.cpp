#include "run_command.hpp"

#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace testing_support {

namespace {

std::runtime_error failure(const std::string& what) {
  return std::runtime_error("run_command: " + what + ": " + std::strerror(errno));
}

// Reads both pipes until both are closed: reading one to its end first could deadlock on a child
// that fills the other.
void drain(int out_fd, int err_fd, Outcome& r) {
  std::array<pollfd, 2> fds{{{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}}};
  std::array<std::string*, 2> into{&r.out, &r.err};
  std::array<char, 4096> buf;
  int open = err_fd < 0 ? 1 : 2;
  while (open > 0) {
    if (::poll(fds.data(), static_cast<nfds_t>(err_fd < 0 ? 1 : 2), -1) < 0) {
      if (errno == EINTR) continue;
      throw failure("poll");
    }
    for (std::size_t i = 0; i < fds.size(); ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      const ssize_t n = ::read(fds[i].fd, buf.data(), buf.size());
      if (n > 0) {
        into[i]->append(buf.data(), static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        ::close(fds[i].fd);
        fds[i].fd = -1;
        --open;
      }
    }
  }
}

}  // namespace

Outcome run_command(const std::string& command, Streams streams) {
  int out_pipe[2], err_pipe[2] = {-1, -1};
  if (::pipe(out_pipe) != 0) throw failure("pipe");
  if (streams == Streams::Separate && ::pipe(err_pipe) != 0) throw failure("pipe");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, streams == Streams::Separate ? err_pipe[1] : out_pipe[1],
                                   STDERR_FILENO);
  for (int fd : {out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]})
    if (fd >= 0) posix_spawn_file_actions_addclose(&actions, fd);
  std::string sh = "/bin/sh", dash_c = "-c", cmd = command;
  char* argv[] = {sh.data(), dash_c.data(), cmd.data(), nullptr};
  pid_t pid = 0;
  const int spawned = ::posix_spawn(&pid, "/bin/sh", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(out_pipe[1]);
  if (err_pipe[1] >= 0) ::close(err_pipe[1]);
  if (spawned != 0) {
    errno = spawned;
    throw failure("cannot start /bin/sh");
  }
  Outcome r;
  drain(out_pipe[0], err_pipe[0], r);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) throw failure("waitpid");
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

}  // namespace testing_support
