#pragma once
#include <string>
#include <vector>

namespace geo {

/// A shape.
class Shape : public Base, private Mixin {
public:
    /// Builds a shape.
    explicit Shape(std::string name);
    virtual ~Shape();
    /// The area.
    virtual double area() const = 0;
    static int count;
    std::string name() const { return name_; }
private:
    std::string name_;
protected:
    void helper();
};

/// A point.
struct Point {
    double x, y;
    double norm() const;
};

template <typename T>
T max_of(const std::vector<T>& xs);

using Id = unsigned long;

enum class Kind { Circle, Square };

int Shape::count = 0;
double Shape::area() const { return 0; }

}  // namespace geo
