#include "render/path_simplify.hpp"

#include <cmath>

namespace libplot::render {
namespace {

// Follows the run being merged: its start (the last vertex written), its reference direction
// (the run's first segment), and the farthest points reached along that direction forwards and
// backwards. A point that leaves the run's corridor ends the run: its extremes are written and
// a new run starts from there. The order of the extremes keeps the drawn ink identical.
class Simplifier {
 public:
  Simplifier(Path& out, double threshold) : out_(out), limit2_(threshold * threshold) {}

  void move_to(Point p) {
    if (have_dir_ && !after_move_) flush(p);
    after_move_ = true;
    last_ = p;
    have_dir_ = false;
    back_max2_ = 0;
    pending_move_ = true;
  }

  void line_to(Point p) {
    after_move_ = false;
    if (!have_dir_) {
      if (pending_move_) {
        emit_move(last_);
        pending_move_ = false;
      }
      start_run(last_, p);
      return;
    }
    // p relative to the run's start, split along and across the run's direction.
    const double tx = p.x - start_.x, ty = p.y - start_.y;
    const double dot = dir_.x * tx + dir_.y * ty;
    const double ax = dot * dir_.x / dir_norm2_, ay = dot * dir_.y / dir_norm2_;
    const double cx = tx - ax, cy = ty - ay;
    if (cx * cx + cy * cy < limit2_) {
      const double along2 = ax * ax + ay * ay;
      last_was_fwd_max_ = last_was_back_max_ = false;
      if (dot > 0) {
        if (along2 > fwd_max2_) {
          last_was_fwd_max_ = true;
          fwd_max2_ = along2;
          fwd_end_ = p;
        }
      } else if (along2 > back_max2_) {
        last_was_back_max_ = true;
        back_max2_ = along2;
        back_end_ = p;
      }
      last_ = p;
      return;
    }
    flush(p);
  }

  void finish() {
    if (have_dir_) {
      emit_line(fwd_end_);
      if (back_max2_ > 0) emit_line(back_end_);
    }
    if (after_move_) emit_move(last_);
    else emit_line(last_);
  }

 private:
  Path& out_;
  double limit2_;
  bool after_move_ = false, pending_move_ = false, have_dir_ = false;
  Point last_{}, start_{}, dir_{};
  double dir_norm2_ = 0, fwd_max2_ = 0, back_max2_ = 0;
  bool last_was_fwd_max_ = false, last_was_back_max_ = false;
  Point fwd_end_{}, back_end_{};
  Point written_{};  // the last vertex written

  void emit_move(Point p) {
    out_.move_to(p);
    written_ = p;
  }
  // A repeated point adds nothing to a stroke, except as a subpath's only segment (a dot).
  void emit_line(Point p) {
    if (!out_.empty() && out_.segments().back().op == Path::Op::LineTo && p.x == written_.x &&
        p.y == written_.y)
      return;
    out_.line_to(p);
    written_ = p;
  }

  void start_run(Point from, Point to) {
    dir_ = {to.x - from.x, to.y - from.y};
    dir_norm2_ = dir_.x * dir_.x + dir_.y * dir_.y;
    have_dir_ = dir_norm2_ != 0;
    fwd_max2_ = dir_norm2_;
    back_max2_ = 0;
    last_was_fwd_max_ = true;
    last_was_back_max_ = false;
    start_ = from;
    fwd_end_ = last_ = to;
  }

  // Writes the run's extremes (the one reached last goes last, so the pen ends where the data
  // went), then returns to the run's last point if it was neither extreme, and starts a new run
  // from there towards p.
  void flush(Point p) {
    if (back_max2_ > 0) {
      if (last_was_fwd_max_) {
        emit_line(back_end_);
        emit_line(fwd_end_);
      } else {
        emit_line(fwd_end_);
        emit_line(back_end_);
      }
    } else {
      emit_line(fwd_end_);
    }
    if (!last_was_fwd_max_ && !last_was_back_max_) emit_line(last_);
    const Point from = written_;
    start_run(last_, p);
    start_ = from;
  }
};

}  // namespace

bool should_simplify(const Path& path) {
  const auto& segs = path.segments();
  if (segs.size() < 128) return false;
  for (const Path::Segment& s : segs)
    if (s.op != Path::Op::MoveTo && s.op != Path::Op::LineTo) return false;
  return true;
}

Path simplify_path(const Path& device_path, double threshold) {
  Path out;
  Simplifier s(out, threshold);
  for (const Path::Segment& seg : device_path.segments()) {
    if (seg.op == Path::Op::MoveTo) s.move_to(seg.p[0]);
    else s.line_to(seg.p[0]);
  }
  if (!device_path.empty()) s.finish();
  return out;
}

std::optional<Path> simplify_mapped(const Path& path, const DeviceMap& map, double threshold) {
  Path out;
  Simplifier s(out, threshold);
  for (const Path::Segment& seg : path.segments()) {
    const Point p = map(seg.p[0]);
    if (!std::isfinite(p.x) || !std::isfinite(p.y)) return std::nullopt;
    if (seg.op == Path::Op::MoveTo) s.move_to(p);
    else s.line_to(p);
  }
  if (!path.empty()) s.finish();
  return out;
}

}  // namespace libplot::render
