namespace Lib;

public interface IDescriptor {
  string GetName(string member);
}

public class Result {
  public void ShouldHaveError(string name) { }
}

public class Validator {
  public IDescriptor CreateDescriptor() => new Descriptor();
  public Result Check(int x) => new Result();
  public string Describe() => "v";
}

public class Descriptor : IDescriptor {
  public string GetName(string member) => member;
}

public static class ValidatorExtensions {
  public static Result TestValidate(this Validator v, int x) => v.Check(x);
}
