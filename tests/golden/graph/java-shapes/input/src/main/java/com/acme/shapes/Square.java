package com.acme.shapes;

import java.util.List;

public class Square extends Shape {
  private final double side;

  public Square(double side) {
    super("square");
    this.side = side;
  }

  public double area() {
    return side * side;
  }

  public Square scale(double factor) {
    return new Square(side * factor);
  }

  public Square scale(int factor) {
    return scale((double) factor);
  }

  static double total(List<Shape> shapes) {
    double sum = 0;
    for (Shape s : shapes) sum += s.area();
    return sum;
  }
}
