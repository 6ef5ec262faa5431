#include "shape.h"
#include <sstream>

std::string Shape::describe() const {
  std::ostringstream out;
  out << area();
  return out.str();
}

Square Square::scale(double factor) const { return Square(side_ * factor); }
