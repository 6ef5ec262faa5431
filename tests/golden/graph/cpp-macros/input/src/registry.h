#pragma once
#include <vector>

namespace app {
namespace details {

template <typename T> class buffer {
 public:
  void clear() {}
  void log_all() {}
};

inline void log_all() {}

class APP_API registry : public buffer<int> {
 public:
  static registry &instance();
  void drop_all();

 private:
  buffer<char> names_;
};

}  // namespace details
}  // namespace app
