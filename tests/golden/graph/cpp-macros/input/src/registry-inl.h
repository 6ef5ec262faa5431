#pragma once
#include "registry.h"

namespace app {
namespace details {

APP_INLINE registry &registry::instance() {
  static registry r;
  return r;
}

APP_INLINE void registry::drop_all() {
  names_.clear();
  this->clear();
  auto copy = names_;
  copy.log_all();
  details::log_all();
}

}  // namespace details

inline void reset() { details::registry::instance().drop_all(); }
}  // namespace app
