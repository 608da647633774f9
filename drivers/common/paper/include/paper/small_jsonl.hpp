#pragma once
// Small JSONL files (a figure's hand-written data) read whole, each record as a DOM whose error
// messages name the file and line: "06_stage_path.jsonl:3: missing key f1_mean".
#include <filesystem>
#include <string>
#include <vector>

#include "records/document.hpp"

namespace paper {

std::vector<records::JsonDocument> read_small_jsonl(const std::filesystem::path& path);

// The records whose "record" field equals `kind`, in file order.
std::vector<const records::JsonDocument*> records_of(const std::vector<records::JsonDocument>& docs,
                                                     std::string_view kind);
// Exactly one record of `kind`; throws InputError naming the file otherwise.
const records::JsonDocument& one_record(const std::vector<records::JsonDocument>& docs, std::string_view kind,
                                        const std::filesystem::path& file);

}  // namespace paper
