using System.Collections.Generic;
using Lib;

namespace App;

public class Runner {
  private List<Validator> _validators = new List<Validator>();
  public IEnumerable<Result> Results { get; set; }

  public void RunAll(Validator[] extra) {
    // Loop variables typed by the element type of the collection's declared type.
    foreach (var v in _validators) v.Check(1);
    foreach (var r in this.Results) r.ShouldHaveError("a");
    foreach (var e in extra) e.CreateDescriptor();
    var local = new List<Validator>();
    foreach (var l in local) l.Describe();
    // A dictionary's elements are key/value pairs: nothing is guessed.
    var byName = new Dictionary<string, Validator>();
    foreach (var pair in byName) pair.Check(2);
  }
}
