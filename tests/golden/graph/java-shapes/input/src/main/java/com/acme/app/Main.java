package com.acme.app;

import com.acme.shapes.Shape;
import com.acme.shapes.Square;
import java.util.ArrayList;
import java.util.List;

public class Main {
  private final List<Shape> shapes = new ArrayList<>();
  private Square last;

  public static void main(String[] args) {
    Main app = new Main();
    app.add(2.0);
    System.out.println(app.report());
  }

  void add(double side) {
    Square square = new Square(side);
    last = square.scale(2);
    shapes.add(last);
  }

  String report() {
    String describe = last.describe();
    return describe + Square.total(shapes);
  }
}
