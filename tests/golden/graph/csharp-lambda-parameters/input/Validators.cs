using System;
using System.Collections.Generic;
using System.Linq.Expressions;

namespace Rules
{
    public class Person
    {
        public string Name { get; set; }
        public string Describe() => Name;
    }

    public interface IRuleBuilder<T, TProperty>
    {
        IRuleBuilder<T, TProperty> NotNull();
    }

    public abstract class AbstractValidator<T>
    {
        public IRuleBuilder<T, TProperty> RuleFor<TProperty>(Expression<Func<T, TProperty>> expression) => null;
        public void When(Func<T, bool> predicate, Action action) { }
        public void RuleForEach<TElement>(Expression<Func<T, TElement>> expression) { }
        public bool Validate(T instance) => true;
    }

    public class InlineValidator<T> : AbstractValidator<T>
    {
        public void Add(Action<InlineValidator<T>> ruleCreator) => ruleCreator(this);
    }

    public class TestValidator : InlineValidator<Person>
    {
        public TestValidator() { }

        public TestValidator(params Action<TestValidator>[] actions)
        {
            foreach (var action in actions) action(this);
        }
    }

    public class Tests
    {
        public void Run()
        {
            var one = new TestValidator(v => v.RuleFor(x => x.Name).NotNull());
            var two = new TestValidator(
                v => v.RuleFor(x => x.Name),
                w => w.When(p => p.Describe() != null, () => { }));
            Each(new List<Person>(), (person, index) => person.Describe());
            var three = new TestValidator {
                u => u.RuleForEach(x => x.Name)
            };
        }

        public void Each(List<Person> people, Action<Person, int> action) { }
    }
}
