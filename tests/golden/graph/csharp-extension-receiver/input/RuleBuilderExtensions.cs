using System;
using System.Collections.Generic;

namespace Rules
{
    public interface IRuleBuilder<T, TProperty>
    {
        IRuleBuilder<T, TProperty> Must(Func<TProperty, bool> predicate);
    }

    public static class RuleBuilderExtensions
    {
        // Extends a repository type: never a List's ForEach.
        public static IRuleBuilder<T, IEnumerable<TElement>> ForEach<T, TElement>(this IRuleBuilder<T, IEnumerable<TElement>> ruleBuilder, Action<TElement> action)
        {
            return ruleBuilder;
        }

        // Extends an outside type: a string's.
        public static string Quoted(this string text)
        {
            return "'" + text + "'";
        }
    }
}
