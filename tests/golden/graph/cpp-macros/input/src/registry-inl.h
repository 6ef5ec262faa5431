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
}

}  // namespace details

inline void reset() { details::registry::instance().drop_all(); }
}  // namespace app
