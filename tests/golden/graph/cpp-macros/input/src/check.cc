#include <cstdio>
#include "check.h"

void report(const char* what, int ok) {
  if (!ok) std::printf("%s\n", what);
}

int main() {
  CHECK(1 + 1 == 2);
  UNKNOWN_MACRO(3);
  QObject::report("library", 0);
  return 0;
}
