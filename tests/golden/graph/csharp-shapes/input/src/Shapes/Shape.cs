namespace Acme.Shapes
{
    public abstract class Shape : IComparable<Shape>
    {
        public abstract double Area();

        public string Describe() => Format(Area());

        string Format(double value) => value.ToString("F2");

        public int CompareTo(Shape other) => Area().CompareTo(other.Area());
    }
}
