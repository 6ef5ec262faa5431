/**
 * Which C# arguments surely cannot be passed to a parameter type (csharpArgumentFits), from the overloads Polly's
 * calls were sent to wrongly: `Timeout(_ => provider(), …)` is no `Timeout(Func<TimeSpan>, …)`, `ConfigureHedging(
 * TimeSpan.Zero)` no `ConfigureHedging(Func<…>)`, `Timeout<T>(timeout, …)` with a TimeSpan local no `Timeout<T>(int, …)`.
 */
import { describe, expect, it } from "vitest";
import { csharpArgumentFits, csharpArgumentType, csharpLambdaResult } from "../../src/graph/languages/csharp/language.js";

const declared = (name: string): string | undefined =>
  ({ timeout: "TimeSpan", key: "string", count: "int?", "TestCancellation.Token": "CancellationToken", cts: "CancellationTokenSource", "Options.Name": "string" })[name];

describe("csharpArgumentFits", () => {
  it("tells lambdas, literals and values of known types from the parameter types they cannot be", () => {
    const cases: [string, string][] = [
      ["_ => timeoutProvider()", "Func<TimeSpan>"],
      ["_ => timeoutProvider()", "Func<Context, TimeSpan>"],
      ["() => 3", "int"],
      ["_ => instance", "TResult"],
      ["(x, y) => Use(x, y)", "Action<int, int>"],
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
      ["() => { }", "Func<TResult>"],
      ["() => { }", "Action"],
      ["x => x.Surname", "Action<T>"],
      ["x => x.Surname", "Expression<Func<T, object>>"],
      ["() => executed = true", "Action"],
      ["() => { throw new X(); }", "Func<int>"],
      ["async () => { }", "Func<Task>"],
      ["async () => { }", "Func<Task<int>>"],
      ["async _ => { await x; return 1; }", "Func<Context, Task>"],
      ["async _ => { await x; return 1; }", "Func<Context, Task<TResult>>"],
      [`async c => { try { await Delay(c); } catch (Exception) { Log("cancelled"); } ${"x".repeat(20)}`, "Func<Context, ValueTask<TResult>>"],
      ["TestCancellation.Token", "ResilienceContext"],
      ["TestCancellation.Token", "CancellationToken"],
      ["cts.Token", "Context"],
      ["cts.Token", "CancellationToken"],
      ["new FormatException()", "string"],
      ["new FormatException()", "Exception"],
    ];
    expect(cases.map(([arg, param]) => `${arg} | ${param} | ${csharpArgumentFits(arg, param, declared)}`)).toEqual([
      "_ => timeoutProvider() | Func<TimeSpan> | false",
      "_ => timeoutProvider() | Func<Context, TimeSpan> | true",
      "() => 3 | int | false",
      "_ => instance | TResult | false",
      "(x, y) => Use(x, y) | Action<int, int> | true",
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
      "() => { } | Func<TResult> | false", // Polly's `breaker.Execute(() => { })` is no `Execute<TResult>(Func<TResult>)`
      "() => { } | Action | true",
      "x => x.Surname | Action<T> | false", // a member read is no statement
      "x => x.Surname | Expression<Func<T, object>> | true",
      "() => executed = true | Action | true",
      "() => { throw new X(); } | Func<int> | true",
      "async () => { } | Func<Task> | true",
      "async () => { } | Func<Task<int>> | false",
      "async _ => { await x; return 1; } | Func<Context, Task> | false", // Polly's `cache.ExecuteAsync(async _ => { …; return x; }, …)`
      "async _ => { await x; return 1; } | Func<Context, Task<TResult>> | true",
      `async c => { try { await Delay(c); } catch (Exception) { Log("cancelled"); } ${"x".repeat(20)} | Func<Context, ValueTask<TResult>> | true`, // maybe cut
      "TestCancellation.Token | ResilienceContext | false", // Polly's `sut.ExecuteAsync(…, TestCancellation.Token)`
      "TestCancellation.Token | CancellationToken | true",
      "cts.Token | Context | false",
      "cts.Token | CancellationToken | true",
      "new FormatException() | string | false",
      "new FormatException() | Exception | true",
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
    expect(csharpArgumentType("Options.Name", declared)).toBe("string");
    expect(csharpArgumentType('"val"', declared)).toBe("string"); // Polly's `CreateOutcome("val")` is `CreateOutcome(string)`
    expect(csharpArgumentType("42", declared)).toBe("int");
    expect(csharpArgumentType("1.5", declared)).toBeUndefined();
    expect(csharpArgumentType("false", declared)).toBe("bool");
    expect(csharpArgumentType("new Ping { Message = \"Ping\" }", declared)).toBe("Ping");
    expect(csharpArgumentType("new Builder<string>()", declared)).toBe("Builder<string>");
  });
});

describe("csharpLambdaResult", () => {
  it("reads a void block or a value-only expression body from a whole lambda text", () => {
    const texts = ["() => { }", "_ => { x++; return; }", "() => { return 1; }", "() => { if (a) { return 1; } }", "() => { F(() => { return 1; }); }", "x => x.Surname", "(x, c) => x != null", "() => 42", "() => Run()", "() => x = 1", "async () => { }", `() => { ${"a();".repeat(20)} }`];
    expect(texts.map((t) => `${t.slice(0, 24)} | ${csharpLambdaResult(t)}`)).toEqual([
      "() => { } | void",
      "_ => { x++; return; } | void",
      "() => { return 1; } | value",
      "() => { if (a) { return  | undefined", // a nested block's `return`: maybe another lambda's
      "() => { F(() => { return | undefined",
      "x => x.Surname | value",
      "(x, c) => x != null | value",
      "() => 42 | value",
      "() => Run() | undefined",
      "() => x = 1 | undefined",
      "async () => { } | undefined",
      "() => { a();a();a();a(); | undefined", // 80 characters or more: maybe cut
    ]);
  });
});
