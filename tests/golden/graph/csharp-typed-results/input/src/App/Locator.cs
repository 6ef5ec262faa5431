using System;
using Lib;

namespace App;

public class Locator {
  public void Resolve(IServiceProvider services, object boxed) {
    // A service locator's type argument is its result's type (with `!` or without).
    var validator = services.GetRequiredService<Validator>();
    validator.Describe();
    var maybe = services.GetService<Validator>()!;
    maybe.CreateDescriptor();
    // A cast's type.
    var cast = (Validator)boxed;
    cast.Check(3);
  }
}
