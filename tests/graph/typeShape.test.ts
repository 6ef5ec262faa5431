/**
 * A declared argument type against a generic parameter type (fitsTypeShape), from FluentValidation's
 * `LessThan(nullExpression)` with an `Expression<Func<Person, int>>`, which runs `LessThan(Expression<Func<T, TProperty>>)`.
 */
import { describe, expect, it } from "vitest";
import { fitsTypeShape } from "../../src/graph/treeSitter/typeShape.js";

const TYPE_PARAMETER = /^T(?:[A-Z]\w*)?$/u;

describe("fitsTypeShape", () => {
  it("lets each type parameter stand for one whole type and wants the rest written the same", () => {
    const cases: [string, string][] = [
      ["Expression<Func<Person, int>>", "Expression<Func<T, TProperty>>"],
      ["Expression<Func<Person, int>>", "Expression<Func<T, TProperty?>>"],
      ["Expression<Func<Person, int?>>", "Expression<Func<T, TProperty?>>"],
      ["Expression<Func<Person, int>>", "Expression<Func<T, object>>"],
      ["Expression<Func<Person, int>>", "TProperty"],
      ["List<Dictionary<string, int>>", "List<T>"],
      ["Func<Context, string>", "Func<Context, string>"],
      ["IRuleBuilder<Person, int[]>", "IRuleBuilder<T, TElement[]>"],
      ["ListOf<int>", "List<T>"],
    ];
    expect(cases.map(([arg, param]) => `${arg} | ${param} | ${fitsTypeShape(arg, param, TYPE_PARAMETER)}`)).toEqual([
      "Expression<Func<Person, int>> | Expression<Func<T, TProperty>> | true",
      "Expression<Func<Person, int>> | Expression<Func<T, TProperty?>> | false",
      "Expression<Func<Person, int?>> | Expression<Func<T, TProperty?>> | true",
      "Expression<Func<Person, int>> | Expression<Func<T, object>> | false",
      "Expression<Func<Person, int>> | TProperty | false", // a bare type parameter takes anything: no shape
      "List<Dictionary<string, int>> | List<T> | true",
      "Func<Context, string> | Func<Context, string> | false", // no type parameter: only an exact match tells
      "IRuleBuilder<Person, int[]> | IRuleBuilder<T, TElement[]> | true",
      "ListOf<int> | List<T> | false",
    ]);
  });
});
