using Lib;

namespace App;

public class Program {
  public static Validator Make() => new Validator();

  public void Run() {
    var validator = new Validator();
    // The result type of an instance method (an interface), of an extension method, of a method of this class.
    var descriptor = validator.CreateDescriptor();
    descriptor.GetName("x");
    var result = validator.TestValidate(1);
    result.ShouldHaveError("x");
    var made = Make();
    made.Check(2);
    // A result outside the repository: calls on it are outside too.
    var text = validator.Describe();
    text.GetName("y");
  }
}
