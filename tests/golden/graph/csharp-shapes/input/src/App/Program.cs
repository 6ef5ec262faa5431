using System.Collections.Generic;
using Acme.Shapes;

namespace Acme.App;

public class Program
{
    private readonly List<Shape> _shapes = new List<Shape>();
    private Square _last;

    public static void Main(string[] args)
    {
        var app = new Program();
        app.Add(2.0);
        Console.WriteLine(app.Report());
    }

    void Add(double side)
    {
        Square square = new Square(side);
        _last = square.Scale(2);
        _shapes.Add(_last);
    }

    string Report() => _last.Describe();
}
