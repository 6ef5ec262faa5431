/**
 * Which C# arguments surely cannot be passed to a parameter type (csharpArgumentFits), from the overloads Polly's
 * calls were sent to wrongly: `Timeout(_ => provider(), …)` is no `Timeout(Func<TimeSpan>, …)`, `ConfigureHedging(
 * TimeSpan.Zero)` no `ConfigureHedging(Func<…>)`, `Timeout<T>(timeout, …)` with a TimeSpan local no `Timeout<T>(int, …)`.
 */
import { describe, expect, it } from "vitest";
import { csharpArgumentFits, csharpArgumentType } from "../../src/graph/languages/csharp/language.js";

const declared = (name: string): string | undefined => ({ timeout: "TimeSpan", key: "string", count: "int?" })[name];

describe("csharpArgumentFits", () => {
  it("tells lambdas, literals and values of known types from the parameter types they cannot be", () => {
    const cases: [string, string][] = [
      ["_ => timeoutProvider()", "Func<TimeSpan>"],
      ["_ => timeoutProvider()", "Func<Context, TimeSpan>"],
      ["() => 3", "int"],
      ["_ => instance", "TResult"],
      ["(x, y) => x", "Action<int, int>"],
      ["r => r.Code == 1", "Expression<Func<Result, bool>>"],
      ["30", "int"],
      ["30", "TimeSpan"],
      ["30", "Func<Context, TimeSpan>"],
      ['"key"', "IDictionary<string, object>"],
      ['"key"', "string"],
      ["key", "IDictionary<string, object>"],
      ["key", "string"],
      ["timeout", "int"],
      ["timeout", "TimeSpan"],
      ["TimeSpan.Zero", "Func<ResilienceContext, ValueTask>"],
      ["TimeSpan.Zero", "TimeSpan"],
      ["CancellationToken", "ResilienceContext"],
      ["CancellationToken", "CancellationToken"],
      ["count", "int"],
      ["ResultPrimitive.Fault", "Func<TResult, bool>"],
      ["ResultPrimitive.Fault", "TResult"],
      ["true", "object"],
      ["instanceName: null", "string"],
      ["x => x.Address.Id", "string[]"],
      ["x => x.Address.Id", "Expression<Func<T, object>>[]"],
    ];
    expect(cases.map(([arg, param]) => `${arg} | ${param} | ${csharpArgumentFits(arg, param, declared)}`)).toEqual([
      "_ => timeoutProvider() | Func<TimeSpan> | false",
      "_ => timeoutProvider() | Func<Context, TimeSpan> | true",
      "() => 3 | int | false",
      "_ => instance | TResult | false",
      "(x, y) => x | Action<int, int> | true",
      "r => r.Code == 1 | Expression<Func<Result, bool>> | true",
      "30 | int | true",
      "30 | TimeSpan | false",
      "30 | Func<Context, TimeSpan> | false",
      '"key" | IDictionary<string, object> | false',
      '"key" | string | true',
      "key | IDictionary<string, object> | false",
      "key | string | true",
      "timeout | int | false",
      "timeout | TimeSpan | true",
      "TimeSpan.Zero | Func<ResilienceContext, ValueTask> | false",
      "TimeSpan.Zero | TimeSpan | true",
      "CancellationToken | ResilienceContext | false",
      "CancellationToken | CancellationToken | true",
      "count | int | true",
      "ResultPrimitive.Fault | Func<TResult, bool> | false", // read as an enum member, not a method group
      "ResultPrimitive.Fault | TResult | true",
      "true | object | true",
      "instanceName: null | string | true",
      "x => x.Address.Id | string[] | false",
      "x => x.Address.Id | Expression<Func<T, object>>[] | false", // the array itself; a params element is asked apart
    ]);
  });
});

describe("csharpArgumentType", () => {
  it("reads a cast's type (MediatR's RequestHandlerWrapper.cs) and a plain name's declared type", () => {
    expect(csharpArgumentType("(IRequest<TResponse>) request", declared)).toBe("IRequest<TResponse>");
    expect(csharpArgumentType("(string)r", declared)).toBe("string");
    expect(csharpArgumentType("(Dictionary<string, int>) x", declared)).toBe("Dictionary<string,int>");
    expect(csharpArgumentType("key", declared)).toBe("string");
    expect(csharpArgumentType("(a + b)", declared)).toBeUndefined();
    expect(csharpArgumentType("(x) => x", declared)).toBeUndefined();
    expect(csharpArgumentType("Wrap(request)", declared)).toBeUndefined();
    expect(csharpArgumentType("new Ping { Message = \"Ping\" }", declared)).toBe("Ping");
    expect(csharpArgumentType("new Builder<string>()", declared)).toBe("Builder<string>");
  });
});
