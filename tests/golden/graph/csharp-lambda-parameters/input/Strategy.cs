using System;

namespace Rules
{
    public class ValidationStrategy<T>
    {
        public ValidationStrategy<T> IncludeProperties(params string[] names) => this;
    }

    public static class ValidateExtensions
    {
        // Two arguments besides the receiver: no overload of AbstractValidator<T>.Validate takes them.
        public static bool Validate<T>(this AbstractValidator<T> validator, T instance, Action<ValidationStrategy<T>> options) => true;
    }

    public class StrategyTests
    {
        public void Run(TestValidator validator)
        {
            validator.Validate(new Person());
            validator.Validate(new Person(), v => v.IncludeProperties("Name"));
        }
    }
}
