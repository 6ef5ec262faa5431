namespace Acme.Shapes;

public class Square : Shape
{
    private readonly double _side;

    public Square(double side) { _side = side; }

    public override double Area() => _side * _side;

    public Square Scale(double factor) => new Square(_side * factor);

    public Square Scale(int factor) => Scale((double)factor);
}
