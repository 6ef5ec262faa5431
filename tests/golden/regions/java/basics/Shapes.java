package com.example.shapes;

import java.util.List;
import java.util.*;
import static java.lang.Math.max;

/**
 * A shape.
 * @since 1.0
 */
public interface Shape {
    double area();
}

/** Circles. */
@Deprecated
public class Circle<T extends Number> extends Base implements Shape, Comparable<Circle<T>> {
    /** The radius. */
    public final double radius;
    private int hidden;
    public static final int MAX = 10;

    /**
     * Makes a circle.
     * @param radius the radius
     */
    public Circle(double radius) { this.radius = radius; }

    @Override
    public double area() { return Math.PI * radius * radius; }

    public static <U> List<U> many(int n, String... names) throws Exception { return null; }

    void packagePrivate() {}

    public enum Kind { SMALL, LARGE }

    public record Point(int x, int y) {}
}

class Helper {}
