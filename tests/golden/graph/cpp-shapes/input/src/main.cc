#include <cstdio>
#include "shape.h"

static double total(const Square& a, const Square& b) { return a.area() + b.area(); }

int main() {
  Square square(2.0);
  Square bigger = square.scale(2.0);
  std::printf("%f %s\n", total(square, bigger), bigger.describe().c_str());
  return 0;
}
