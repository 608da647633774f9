// The glue between the public record views and simdjson On-Demand: where a view keeps its cursor,
// and the per-record error state all views of a record share.
#pragma once

#include <simdjson.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <string_view>
#include <type_traits>
#include <vector>

#include "records/record.hpp"

namespace records::detail {

namespace ondemand = simdjson::ondemand;

// The first error a read met in the current record; once set, every view of it reports malformed.
// `dom`: the record's views hold simdjson DOM elements (the structure proof's parse) rather than
// On-Demand cursors; a DOM record was fully checked, so its reads never fail as malformed.
//
// simdjson unescapes each string it hands over into one buffer per parser, sized for one pass over
// the largest record (5/3 of its length, plus padding), and unescapes a string again each time it
// is read again (a second lookup, a second iteration). `string_room` is what is left of that
// buffer for this record's On-Demand reads; a string that may not fit goes to a buffer of its own
// in `spill`, freed with the record.
struct RecordState {
  simdjson::error_code error = simdjson::SUCCESS;
  bool dom = false;
  std::size_t string_room = 0;
  const ondemand::parser* parser = nullptr;
  std::vector<std::unique_ptr<std::uint8_t[]>> spill;

  void fail(simdjson::error_code code) noexcept {
    if (error == simdjson::SUCCESS) error = code;
  }
  bool failed() const noexcept { return error != simdjson::SUCCESS; }
};

struct ViewAccess {
  template <class Cursor>
  static void store(CursorStorage& storage, const Cursor& cursor) noexcept {
    static_assert(sizeof(Cursor) <= sizeof(storage.bytes) &&
                  alignof(Cursor) <= alignof(CursorStorage));
    static_assert(std::is_trivially_copyable_v<Cursor>, "views are copied byte-wise");
    ::new (static_cast<void*>(storage.bytes)) Cursor(cursor);
  }
  template <class Cursor>
  static Cursor& cursor(CursorStorage& storage) noexcept {
    return *std::launder(reinterpret_cast<Cursor*>(storage.bytes));
  }
  template <class Cursor>
  static const Cursor& cursor(const CursorStorage& storage) noexcept {
    return *std::launder(reinterpret_cast<const Cursor*>(storage.bytes));
  }

  template <class View, class Cursor>
  static View make(const Cursor& cursor, RecordState* state) noexcept {
    View view;
    store(view.cursor_, cursor);
    view.state_ = state;
    return view;
  }

  template <class View>
  static CursorStorage& storage(View& view) noexcept {
    return view.cursor_;
  }
  template <class View>
  static void set_state(View& view, RecordState* state) noexcept {
    view.state_ = state;
  }
  template <class View>
  static RecordState* state(const View& view) noexcept {
    return view.state_;
  }

  // `Root` is an ondemand::object or a dom::object.
  template <class Root>
  static Record make_record(const Root& root, RecordState* state, std::uint64_t line,
                            std::string_view json) noexcept {
    Record record;
    store(record.cursor_, root);
    record.state_ = state;
    record.line_ = line;
    record.json_ = json;
    return record;
  }
};

}  // namespace records::detail
