#include "paper/paper.hpp"

namespace paper {

void SkipCounter::add(const std::string& reason, std::uint64_t n) {
  if (n == 0) return;
  std::lock_guard lock(mu_);
  counts_[reason] += n;
}

std::map<std::string, std::uint64_t> SkipCounter::counts() const {
  std::lock_guard lock(mu_);
  return counts_;
}

void SkipCounter::locate(SkipPlace place) {
  std::lock_guard lock(mu_);
  places_.push_back(std::move(place));
}

std::vector<SkipPlace> SkipCounter::places() const {
  std::lock_guard lock(mu_);
  return places_;
}

std::filesystem::path Context::input(const std::string& file) const {
  if (auto it = overrides.find(file); it != overrides.end()) return it->second;
  return data_dir / file;
}

std::vector<std::filesystem::path> Context::inputs(const std::string& file) const {
  if (auto it = shard_lists.find(file); it != shard_lists.end() && !it->second.empty()) return it->second;
  return {input(file)};
}

}  // namespace paper
