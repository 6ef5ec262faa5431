using System;
using System.Collections.Generic;
using System.Linq;

namespace Rules
{
    public class Selector
    {
        public bool CanExecute(string[] ruleSets, List<string> wanted, IRuleBuilder<Selector, IEnumerable<string>> builder)
        {
            var executed = new HashSet<string>();
            var intersection = ruleSets.Intersect(wanted).ToList();
            intersection.ForEach(r => executed.Add(r));
            var copy = new List<string>(wanted);
            copy.ForEach(r => executed.Add(r));
            wanted.ForEach(r => executed.Add(r));
            builder.ForEach(r => executed.Add(r));
            var name = string.Join(",", wanted);
            name.Quoted();
            return executed.Count > 0;
        }
    }
}
