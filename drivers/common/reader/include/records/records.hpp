// The record reader in one include: read_records for .jsonl/.jsonl.zst/.json streams, the record
// views it hands out, and JsonDocument for single .json documents with key-path lookups.
#pragma once

#include "records/document.hpp"
#include "records/error.hpp"
#include "records/read.hpp"
#include "records/read_chunks.hpp"
#include "records/record.hpp"
#include "records/result.hpp"
#include "records/summary.hpp"
