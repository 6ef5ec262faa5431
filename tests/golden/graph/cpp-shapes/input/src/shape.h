#pragma once
#include <string>

class Shape {
 public:
  virtual ~Shape() = default;
  virtual double area() const = 0;
  std::string describe() const;
};

class Square : public Shape {
 public:
  explicit Square(double side) : side_(side) {}
  double area() const override { return side_ * side_; }
  Square scale(double factor) const;
  Square scale(int factor) const { return scale(static_cast<double>(factor)); }

 private:
  double side_;
};
