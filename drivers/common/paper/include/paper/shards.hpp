#pragma once
// An input given as several shards: each value of its option is a file, a directory (its
// *.jsonl and *.jsonl.zst files) or a glob, or "-" for standard input. The shards are put in one
// order that does not depend on the command line (docs/weightcodec.md, "Several results
// shards"), so that a paper merging them gives the same figures however they were named.
#include <filesystem>
#include <string>
#include <vector>

namespace paper {

struct Shard {
  std::filesystem::path path;  // as given, DIR/NAME for a directory's file, a glob's match; "-"
  std::string key;             // the order: the canonical path ("-" for standard input, first)
  std::string name;            // how messages name it: the file name, or `path` when two shards
                               // share a file name
};

// Expands and orders the values; throws InputError naming the value for a missing file, an
// empty directory, a glob that matches nothing, a file given twice (also through a link or a
// second name), and two shards with identical contents (a copy).
std::vector<Shard> resolve_shards(const std::vector<std::filesystem::path>& values);

}  // namespace paper
