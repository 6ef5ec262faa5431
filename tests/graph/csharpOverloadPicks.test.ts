/**
 * C# overload picks from what the call's arguments and receiver show, and extension methods on receivers of unknown
 * type, each from a wrong edge of a Polly or FluentValidation sample (exact edges on small fixtures).
 */
import { describe, expect, it } from "vitest";
import { callLines } from "./graphFixtures.js";

describe("C# overload picks", () => {
  it("reads a member's declared type: a static property, a token source's token, a field of the caller's class", async () => {
    const files = {
      "Pipeline.cs": [
        "using System;",
        "using System.Threading;",
        "using System.Threading.Tasks;",
        "namespace App {",
        "  public class Context { }",
        "  public static class TestCancellation { public static CancellationToken Token => CancellationToken.None; }",
        "  public class Pipeline {",
        "    public ValueTask Run(Func<Context, ValueTask> callback, Context context) => default;",
        "    public ValueTask Run(Func<CancellationToken, ValueTask> callback, CancellationToken token = default) => default;",
        "    public void Execute(Action<Context> action, IDictionary<string, object> data) { }",
        "    public void Execute(Action<Context> action, Context context) { }",
        "  }",
        "  public class Use {",
        "    private readonly CancellationTokenSource _cts = new();",
        "    private static readonly Context HitContext = new();",
        "    public void ByProperty(Pipeline p) { p.Run(async _ => await Task.Yield(), TestCancellation.Token); }",
        "    public void BySourceField(Pipeline p) { p.Run(_ => default, _cts.Token); }",
        "    public void BySourceLocal(Pipeline p) {",
        "      var cts = new CancellationTokenSource();",
        "      p.Run(_ => default, cts.Token);",
        "    }",
        "    public void ByField(Pipeline p) { p.Execute(_ => { }, HitContext); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Pipeline.cs#Use.By")).toEqual([
      "Pipeline.cs#Use.ByField -> Pipeline.cs#Pipeline.Execute@11 @22 scope",
      "Pipeline.cs#Use.ByProperty -> ?Task.Yield @16 external",
      "Pipeline.cs#Use.ByProperty -> Pipeline.cs#Pipeline.Run@9 @16 scope",
      "Pipeline.cs#Use.BySourceField -> Pipeline.cs#Pipeline.Run@9 @17 scope",
      "Pipeline.cs#Use.BySourceLocal -> ?CancellationTokenSource @19 external",
      "Pipeline.cs#Use.BySourceLocal -> Pipeline.cs#Pipeline.Run@9 @20 scope",
    ]);
  });

  it("prefers a generic parameter type of the argument's shape to a bare type parameter", async () => {
    const files = {
      "Rules.cs": [
        "using System;",
        "using System.Linq.Expressions;",
        "namespace App {",
        "  public class Person { public int Id { get; set; } }",
        "  public interface IRuleBuilder<T, TProperty> { }",
        "  public static class RuleExtensions {",
        "    public static IRuleBuilder<T, TProperty> LessThan<T, TProperty>(this IRuleBuilder<T, TProperty> b, TProperty value) => b;",
        "    public static IRuleBuilder<T, TProperty> LessThan<T, TProperty>(this IRuleBuilder<T, TProperty> b, Expression<Func<T, TProperty?>> e) where TProperty : struct => b;",
        "    public static IRuleBuilder<T, TProperty> LessThan<T, TProperty>(this IRuleBuilder<T, TProperty> b, Expression<Func<T, TProperty>> e) => b;",
        "  }",
        "  public class Use {",
        "    public void ByExpression(IRuleBuilder<Person, int> b) {",
        "      Expression<Func<Person, int>> e = null;",
        "      b.LessThan(e);",
        "    }",
        "    public void ByValue(IRuleBuilder<Person, int> b) { b.LessThan(3); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Rules.cs#Use.")).toEqual([
      "Rules.cs#Use.ByExpression -> Rules.cs#RuleExtensions.LessThan@9 @14 scope",
      "Rules.cs#Use.ByValue -> Rules.cs#RuleExtensions.LessThan @16 scope", // a number is no expression
    ]);
  });

  it("tells an Action from a Func by the lambda's body, a literal's type, a constructed argument", async () => {
    const files = {
      "Policy.cs": [
        "using System;",
        "namespace App {",
        "  public class Outcome { }",
        "  public class Policy {",
        "    public void Execute(Action action) { }",
        "    public TResult Execute<TResult>(Func<TResult> action) => action();",
        "    public static Outcome Create(Exception e) => new Outcome();",
        "    public static Outcome Create(string s) => new Outcome();",
        "  }",
        "  public class Use {",
        "    public void Block(Policy p) { p.Execute(() => { }); }",
        "    public void Value(Policy p) { p.Execute(() => 42); }",
        "    public void Member(Policy p, Outcome o) { p.Execute(() => o.ToString().Length); }",
        "    public void Literal() { Policy.Create(\"val\"); }",
        "    public void Built() { Policy.Create(new FormatException()); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Policy.cs#Use.")).toEqual([
      "Policy.cs#Use.Block -> Policy.cs#Policy.Execute @11 scope",
      "Policy.cs#Use.Built -> ?FormatException @15 external",
      "Policy.cs#Use.Built -> Policy.cs#Policy.Create @15 scope",
      "Policy.cs#Use.Literal -> Policy.cs#Policy.Create@8 @14 scope",
      "Policy.cs#Use.Member -> ?o.ToString @13 external",
      // A call in the body may return nothing or a value: undecided, the first by name only.
      "Policy.cs#Use.Member -> Policy.cs#Policy.Execute @13 name-only",
      "Policy.cs#Use.Value -> Policy.cs#Policy.Execute@6 @12 scope",
    ]);
  });

  it("passes a method group only where one of its overloads has the delegate type's parameter count and result", async () => {
    const files = {
      "Timeouts.cs": [
        "using System;",
        "using System.Threading.Tasks;",
        "namespace App {",
        "  public static class Timeouts {",
        "    public static void Timeout(Func<int> provider, Func<int, Task> onTimeout) { }",
        "    public static void Timeout(Func<int> provider, Func<int, Exception, Task> onTimeout) { }",
        "    private static Task Empty(int t, Exception e) => Task.CompletedTask;",
        "    public static void Use() { Timeout(() => 1, Empty); }",
        "    public static void Execute(Action a) { }",
        "    public static T Execute<T>(Func<T> f) => f();",
        "    private static int Value() => 1;",
        "    private static void Nothing() { }",
        "    public static void UseValue() { Execute(Value); }",
        "    public static void UseNothing() { Execute(Nothing); }",
        "    public static void UseLocal() {",
        "      int Local(int t) => t;",
        "      Run(Local, 1);",
        "    }",
        "    public static void Run<TState>(Func<TState, int, int> f, TState state, int t = 0) { }",
        "    public static void Run(Func<int, int> f, int t) { }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Timeouts.cs#Timeouts.Use")).toEqual([
      "Timeouts.cs#Timeouts.Use -> Timeouts.cs#Timeouts.Empty @8 scope",
      "Timeouts.cs#Timeouts.Use -> Timeouts.cs#Timeouts.Timeout@6 @8 scope",
      // A method returning a value is no `Action`; a `void` one no `Func<T>`.
      // A local function as a method group: one parameter, so not the `Func<TState, int, int>` overload.
      "Timeouts.cs#Timeouts.UseLocal -> Timeouts.cs#Timeouts.Run@20 @17 scope",
      "Timeouts.cs#Timeouts.UseLocal -> Timeouts.cs#Timeouts.UseLocal.Local @17 scope",
      "Timeouts.cs#Timeouts.UseNothing -> Timeouts.cs#Timeouts.Execute @14 scope",
      "Timeouts.cs#Timeouts.UseNothing -> Timeouts.cs#Timeouts.Nothing @14 scope",
      "Timeouts.cs#Timeouts.UseValue -> Timeouts.cs#Timeouts.Execute@10 @13 scope",
      "Timeouts.cs#Timeouts.UseValue -> Timeouts.cs#Timeouts.Value @13 scope",
    ]);
  });

  it("infers only a method's own type parameters, and picks an extension method by its receiver's type", async () => {
    const files = {
      "Provider.cs": [
        "namespace App {",
        "  public class Pipeline { }",
        "  public class Pipeline<T> { }",
        "  public class Strategy { }",
        "  public class Strategy<T> { }",
        "  public class Provider<TKey> {",
        "    public Pipeline Get(TKey key) => new Pipeline();",
        "    public Pipeline<TResult> Get<TResult>(TKey key) => new Pipeline<TResult>();",
        "  }",
        "  public static class StrategyExtensions {",
        "    public static Pipeline AsPipeline(this Strategy s) => new Pipeline();",
        "    public static Pipeline<T> AsPipeline<T>(this Strategy<T> s) => new Pipeline<T>();",
        "  }",
        "  public class Use {",
        "    public void Plain(Provider<string> p) { p.Get(\"a\"); }",
        "    public void Typed(Provider<string> p) { p.Get<int>(\"a\"); }",
        "    public void OnPlain(Strategy s) { s.AsPipeline(); }",
        "    public void OnGeneric(Strategy<int> s) { s.AsPipeline(); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Provider.cs#Use.")).toEqual([
      "Provider.cs#Use.OnGeneric -> Provider.cs#StrategyExtensions.AsPipeline@12 @18 scope",
      "Provider.cs#Use.OnPlain -> Provider.cs#StrategyExtensions.AsPipeline @17 scope",
      "Provider.cs#Use.Plain -> Provider.cs#Provider.Get @15 scope",
      "Provider.cs#Use.Typed -> Provider.cs#Provider.Get@8 @16 scope",
    ]);
  });
});

describe("C# overload picks by type inference, method groups and argument count", () => {
  it("leaves out a generic overload whose type parameter only a lambda's parameters name, and a method that takes no such count", async () => {
    const files = {
      "Services.cs": [
        "using System;",
        "namespace App {",
        "  public class Builder { }",
        "  public class Builder<TResult> { }",
        "  public interface IServices { }",
        "  public interface IKeyStrategy { string Key(int c); }",
        "  public static class ServiceExtensions {",
        "    public static IServices AddPipeline<TKey, TResult>(this IServices s, TKey key, Action<Builder<TResult>, TKey> configure) => s;",
        "    public static IServices AddPipeline<TKey>(this IServices s, TKey key, Action<Builder, TKey> configure) => s;",
        "    public static void Cache(IKeyStrategy strategy) { }",
        "    public static void Cache(Func<int, string> strategy) { }",
        "  }",
        "  public class Key {",
        "    public override bool Equals(object obj) => Equals(this, obj) || obj is Key;",
        "  }",
        "  public class Pair(int a, int b) {",
        "    public Pair(int a) : this(a, 0) { }",
        "  }",
        "  public class Use {",
        "    public void Add(IServices s) { s.AddPipeline(\"a\", (builder, key) => { }); }",
        "    public void Group(IKeyStrategy k) { ServiceExtensions.Cache(k.Key); }",
        "    public void Primary() { new Pair(1, 2); new Pair(1); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Services.cs#")).toEqual([
      "Services.cs#Key.Equals -> ?Equals @14 internal", // `object.Equals(a, b)`, not itself
      "Services.cs#Use.Add -> Services.cs#ServiceExtensions.AddPipeline@9 @20 scope",
      "Services.cs#Use.Group -> Services.cs#IKeyStrategy.Key @21 scope",
      "Services.cs#Use.Group -> Services.cs#ServiceExtensions.Cache@11 @21 scope",
      // `new Pair(1, 2)` runs the primary constructor, no node: the class.
      "Services.cs#Use.Primary -> Services.cs#Pair @22 scope",
      "Services.cs#Use.Primary -> Services.cs#Pair.Pair @22 scope",
    ]);
  });
});

describe("C# call results", () => {
  it("are typed by the overload the written arguments pick", async () => {
    const files = {
      "Pipeline.cs": [
        "namespace App {",
        "  public class Pipeline { }",
        "  public class Pipeline<T> { }",
        "  public class Options { }",
        "  public class Options<T> { }",
        "  public class Builder { public Pipeline Build() => new(); }",
        "  public class Builder<T> { public Pipeline<T> Build() => new(); }",
        "  public static class RetryExtensions {",
        "    public static Builder AddRetry(this Builder b, Options o) => b;",
        "    public static Builder<T> AddRetry<T>(this Builder<T> b, Options<T> o) => b;",
        "  }",
        "  public static class Conversions {",
        "    public static object AsPolicy(this Pipeline p) => null;",
        "    public static object AsPolicy<T>(this Pipeline<T> p) => null;",
        "  }",
        "  public class Use {",
        "    public void Run() { new Builder<string>().AddRetry(new Options<string>()).Build().AsPolicy(); }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    // `AddRetry(…)` on a `Builder<string>` is the generic one: its `Builder<T>` builds a `Pipeline<T>`.
    expect(await callLines(files, "Pipeline.cs#Use.")).toEqual([
      "Pipeline.cs#Use.Run -> Pipeline.cs#Builder`1 @17 scope",
      "Pipeline.cs#Use.Run -> Pipeline.cs#Builder`1.Build @17 scope",
      "Pipeline.cs#Use.Run -> Pipeline.cs#Conversions.AsPolicy@14 @17 scope",
      "Pipeline.cs#Use.Run -> Pipeline.cs#Options`1 @17 scope",
      "Pipeline.cs#Use.Run -> Pipeline.cs#RetryExtensions.AddRetry@10 @17 scope",
    ]);
  });
});

describe("C# extension methods on receivers of unknown type", () => {
  it("reach no extension method where a repository type's own method of that name takes the arguments", async () => {
    const files = {
      "Policy.cs": [
        "using System.Threading.Tasks;",
        "namespace App {",
        "  public class Policy {",
        "    public Task ExecuteAsync(System.Func<Task> action) => action();",
        "  }",
        "  public class Worker { public void Each(System.Action<dynamic> f) { } }",
        "  public static class Helper {",
        "    public static Task ExecuteAsync(this object obj, int version) => Task.CompletedTask;",
        "    public static void Describe(this object obj) { }",
        "  }",
        "  public class Use {",
        "    public void Run(Worker w) {",
        "      w.Each(p => p.ExecuteAsync(() => Task.CompletedTask));",
        "      w.Each(p => p.Describe());",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Policy.cs#Use.")).toEqual([
      // `p` is of unknown type: `Policy.ExecuteAsync` takes one argument, so `p` may be a Policy.
      "Policy.cs#Use.Run -> ?p.ExecuteAsync @13 internal",
      // No type of the repository has its own `Describe`: the extension of `object`.
      "Policy.cs#Use.Run -> Policy.cs#Helper.Describe @14 name-only",
      "Policy.cs#Use.Run -> Policy.cs#Worker.Each @13 scope",
    ]);
  });

  it("read an outside receiver's type from a member's or a repository method's declared type; a call's result of unknown outside type takes only an extension of object", async () => {
    const files = {
      "Checks.cs": [
        "using System.Threading.Tasks;",
        "namespace App {",
        "  public class Result { public bool IsValid { get; set; } public ValueTask DisposeAsync() => default; }",
        "  public static class TestExtensions {",
        "    public static void ShouldBeTrue(this bool b) { }",
        "    public static void ShouldEqual(this object actual, object expected) { }",
        "  }",
        "  public static class Engine {",
        "    private static Task AsTask(this System.Threading.CancellationToken token) => Task.CompletedTask;",
        "  }",
        "  public class Use {",
        "    public void Member(Result r) { r.IsValid.ShouldBeTrue(); }",
        "    public void Fallback(Result r) { r.IsValid.ShouldEqual(true); }",
        "    public void Declared(Result r) { r.DisposeAsync().AsTask(); }",
        "    public void Unknown(Task t) {",
        "      t.GetAwaiter().ShouldBeTrue();",
        "      t.GetAwaiter().ShouldEqual(null);",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    };
    expect(await callLines(files, "Checks.cs#Use.")).toEqual([
      // `DisposeAsync()` declares a `ValueTask`: its own `AsTask`, not the extension of `CancellationToken`.
      "Checks.cs#Use.Declared -> ?r.DisposeAsync().AsTask @14 external",
      "Checks.cs#Use.Declared -> Checks.cs#Result.DisposeAsync @14 scope",
      "Checks.cs#Use.Fallback -> Checks.cs#TestExtensions.ShouldEqual @13 scope",
      "Checks.cs#Use.Member -> Checks.cs#TestExtensions.ShouldBeTrue @12 scope",
      "Checks.cs#Use.Unknown -> ?t.GetAwaiter @16 external",
      "Checks.cs#Use.Unknown -> ?t.GetAwaiter().ShouldBeTrue @16 external",
      "Checks.cs#Use.Unknown -> Checks.cs#TestExtensions.ShouldEqual @17 name-only",
    ]);
  });
});
