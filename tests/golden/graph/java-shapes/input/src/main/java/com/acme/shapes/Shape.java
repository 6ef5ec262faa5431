package com.acme.shapes;

public abstract class Shape implements Comparable<Shape> {
  protected final String name;

  public Shape(String name) {
    this.name = name;
  }

  public abstract double area();

  public String describe() {
    return name + " of area " + format(area());
  }

  String format(double value) {
    return String.format("%.2f", value);
  }

  public int compareTo(Shape other) {
    return Double.compare(area(), other.area());
  }
}
