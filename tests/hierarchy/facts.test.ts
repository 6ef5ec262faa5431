import { describe, expect, it } from "vitest";
import { buildNodePrompt, type NodeInput } from "../../src/summarize/index.js";
import { calleeName, callSideEffects, nameWords, splitSignature } from "../../src/summarize/hierarchy/facts.js";
import { tokenCounter } from "../../src/shared/tokens.js";
import { fn } from "./graphs.js";

describe("splitSignature", () => {
  it.each([
    ["parse(text: string, opts?: Options): Ast", "parse", ["text: string", "opts?: Options"], ["Ast"]],
    ["map<T, U>(xs: T[], f: (x: T) => U): U[]", "map", ["xs: T[]", "f: (x: T) => U"], ["U[]"]],
    ["def load(self, path: str) -> dict:", "load", ["path: str"], ["dict"]],
    // typer main.py: the bare `*` (and `/`) are markers, not inputs.
    ["def get_click_type(*, annotation: Any, parameter_info: ParameterInfo) -> click.ParamType", "get_click_type", ["annotation: Any", "parameter_info: ParameterInfo"], ["click.ParamType"]],
    ["def forward(cmd: Command, /, *args: t.Any) -> t.Any", "forward", ["cmd: Command", "*args: t.Any"], ["t.Any"]],
    ["func (s *Server) Start(addr string) error", "Start", ["addr string"], ["error"]],
    ["Read(p []byte) (n int, err error)", "Read", ["p []byte"], ["(n int, err error)"]],
    ["public int add(int a, int b)", "add", ["int a", "int b"], ["int"]],
    ["main(): void", "main", [], []],
    ["class Parser", "Parser", [], []],
    // hono src/middleware/cors/index.ts: an arrow's `=>` is not its return type.
    ["cors = (options?: CORSOptions): MiddlewareHandler =>", "cors", ["options?: CORSOptions"], ["MiddlewareHandler"]],
    // hono src/context.ts Context.json: a signature cut short names no return type (was `JSONResp…`).
    ["json: JSONRespond = <T>(object: T, headers?: HeaderRecord): JSONResp…", "json", ["object: T", "headers?: HeaderRecord"], []],
    // ky source/core/Ky.ts Ky.#retry: the constraint's arrow type has parameters of its own.
    ["async #retry<T extends (...arguments_: any) => Promise<any>>(function_: T): Promise<ReturnType<T> | Response | void>", "#retry", ["function_: T"], ["Promise<ReturnType<T> | Response | void>"]],
    // A one-letter name inside the keyword: `def f()` returned `de`, `func n()` `fu`.
    ["def f()", "f", [], []],
    ["func n(x int) int", "n", ["x int"], ["int"]],
    ["function u(e: Event)", "u", ["e: Event"], []],
    ["int e(int d)", "e", ["int d"], ["int"]],
    // ky source/core/constants.ts: an accessor's `get` is no return type (was "Returns get").
    ["get duplex()", "duplex", [], []],
    ["static set level(value: number)", "level", ["value: number"], []],
    // MediatR src/MediatR/ISender.cs, IRequestHandler.cs: an interface method ends in `;` (was the output ";").
    ["Task<TResponse> Send<TResponse>(IRequest<TResponse> request, CancellationToken cancellationToken = default);", "Send", ["IRequest<TResponse> request", "CancellationToken cancellationToken = default"], ["Task<TResponse>"]],
    ["Task<TResponse> Handle(TRequest request, CancellationToken cancellationToken);", "Handle", ["TRequest request", "CancellationToken cancellationToken"], ["Task<TResponse>"]],
    // leveldb 78a352f4: a method defined outside its class returns the type before its class, and C++ qualifiers after
    // the parameters are no return type (they had read "Returns DBImpl::", "returns const", "Returns override").
    ["Status DBImpl::Get(const ReadOptions& options, const Slice& key)", "Get", ["const ReadOptions& options", "const Slice& key"], ["Status"]],
    ["Iterator* DBImpl::NewIterator(const ReadOptions& options)", "NewIterator", ["const ReadOptions& options"], ["Iterator*"]],
    ["void VersionSet::Finalize(Version* v)", "Finalize", ["Version* v"], []],
    ["bool KeyMayMatch(const Slice& key, const Slice& filter) const", "KeyMayMatch", ["const Slice& key", "const Slice& filter"], ["bool"]],
    ["void Prev() override", "Prev", [], []],
    ["std::string leveldb::Cache<T>::Name() const noexcept", "Name", [], ["std::string"]],
    ["auto Size(int a) const -> size_t", "Size", ["int a"], ["size_t"]],
    ["virtual void Sync() = 0;", "Sync", [], []],
    // A break-it trial: a C type of several words is one type ("returns long" had been read).
    ["static unsigned long long Big(int a) noexcept(true)", "Big", ["int a"], ["unsigned long long"]],
    ["long double Ratio(int a)", "Ratio", ["int a"], ["long double"]],
    // fmtlib/fmt 60ccad51: a constructor's `explicit` (and `constexpr`) is no return type ("Returns explicit").
    ["explicit format_string_checker(basic_string_view<Char> fmt)", "format_string_checker", ["basic_string_view<Char> fmt"], []],
    ["constexpr explicit value(int x)", "value", ["int x"], []],
    ["constexpr int size() const", "size", [], ["int"]],
    // A break-it trial: a member initializer list is no return type.
    ["explicit Q(int a) : a_(a) {}", "Q", ["int a"], []],
    ["P(int a, int b) : a_(a), b_{b} {}", "P", ["int a", "int b"], []],
    // MediatR src/MediatR/INotificationHandler.cs: an explicit interface implementation returns `Task`, not its interface.
    ["Task INotificationHandler<TNotification>.Handle(TNotification notification, CancellationToken cancellationToken)", "Handle", ["TNotification notification", "CancellationToken cancellationToken"], ["Task"]],
    // MediatR src/MediatR/Internal/HandlersOrderer.cs: a constraint clause is no return type.
    ["public static IList<object> Prioritize<TRequest>(IList<object> handlers, TRequest request) where TRequest : notnull", "Prioritize", ["IList<object> handlers", "TRequest request"], ["IList<object>"]],
    ["public Dictionary<string, int> Counts()", "Counts", [], ["Dictionary<string, int>"]],
    // MediatR src/MediatR/Mediator.cs, test/MediatR.Benchmarks/Benchmarks.cs: a constructor initializer and an attribute
    // that repeats the name are no return types (were `this(serviceProvider, …)` and `[`).
    ["public Mediator(IServiceProvider serviceProvider) : this(serviceProvider, new ForeachAwaitPublisher())", "Mediator", ["IServiceProvider serviceProvider"], []],
    ["public PingException(string message) : base(message)", "PingException", ["string message"], []],
    ["[GlobalSetup] public void GlobalSetup()", "GlobalSetup", [], []],
    // rack lib/rack/null_logger.rb: a one-line Ruby method ends after its parameters (was the output "; end").
    ["def <<(msg); end", "<<", ["msg"], []],
    ["def add(severity, message = nil, progname = nil, &block); end", "add", ["severity", "message = nil", "progname = nil", "&block"], []],
    // Java interface methods, a PHP interface method, a TypeScript abstract method.
    ["String read(Path path) throws IOException;", "read", ["Path path"], ["String"]],
    ["void close();", "close", [], []],
    ["public function handle(Request $request): Response;", "handle", ["Request $request"], ["Response"]],
    ["abstract handle(request: Request): Promise<Response>;", "handle", ["request: Request"], ["Promise<Response>"]],
    // zod packages/zod/src/v4/core/parse.ts, locales/en.ts: a constant typed as a function, then its initializer (were
    // "$SafeParse = (_Err)" and "errors.$ZodErrorMap = ()").
    ["_safeParse: (_Err: $ZodErrorClass) => $SafeParse = (_Err) =>", "_safeParse", ["_Err: $ZodErrorClass"], ["$SafeParse"]],
    ["error: () => errors.$ZodErrorMap = () =>", "error", [], ["errors.$ZodErrorMap"]],
    ["pick: <T extends X = Y>(a: T) => Map<K, V> = (a) =>", "pick", ["a: T"], ["Map<K, V>"]],
    // swr src/_internal/utils/shared.ts: an arrow's type parameters after its `=`, a function type in their default
    // (was inputs `...args: any[]`, output "any = (...args: any[]) => any >(v: unknown): v is T").
    ["isFunction = <T extends (...args: any[]) => any = (...args: any[]) => any>(v: unknown): v is T =>", "isFunction", ["v: unknown"], ["v is T"]],
    ["load = async <T>(key: string): Promise<T> =>", "load", ["key: string"], ["Promise<T>"]],
    // A break-it trial: a string default's comma split the parameter (`$c = "x; y"`); a Rust lifetime is no string.
    ['function f($a, $b = [1, 2], $c = "x,y", $d = \'p,q\')', "f", ["$a", "$b = [1, 2]", '$c = "x,y"', "$d = 'p,q'"], []],
    ["fn pick<'a>(x: &'a str, y: &'a str) -> &'a str", "pick", ["x: &'a str", "y: &'a str"], ["&'a str"]],
  ])("%s", (signature, name, inputs, outputs) => {
    const { void: _void, ...split } = splitSignature(signature, name, true);
    expect(split).toEqual({ inputs, outputs });
  });

  it("says when the declared result is none", () => {
    expect([splitSignature("main(): void", "main").void, splitSignature("def f(x) -> None", "f").void, splitSignature("add(a: number): number", "add").void]).toEqual([true, true, undefined]);
  });

  // attrs src/attr/_make.py: a module-level function's first parameter named `cls` or `self` is an input (`fields`
  // had no inputs, `_add_repr` lost `cls`).
  it("keeps a function's first parameter named cls or self", () => {
    expect(splitSignature("def fields(cls)", "fields")).toEqual({ inputs: ["cls"], outputs: [] });
    expect(splitSignature("def _frozen_setattrs(self, name, value)", "_frozen_setattrs")).toEqual({ inputs: ["self", "name", "value"], outputs: [] });
    expect(splitSignature("def fields(cls)", "fields", true)).toEqual({ inputs: [], outputs: [] });
    expect(splitSignature("def f(a, *, cls)", "f", true)).toEqual({ inputs: ["a", "cls"], outputs: [] });
  });

  // jose afbc6649's seven-parameter `verifyPrepared`: its signature, cut at 200 characters, gave no inputs at all.
  it("gives the parameters written whole of a signature cut short, then …", () => {
    const cut = "async function verifyPrepared(jws: types.FlattenedJWSInput, shared: VerifyShared, key: types.KeyInput | VerifyGetKey, encodedProtected: string | undefined, parsedProt: types.JWSHeaderParameters, alg:…";
    expect(splitSignature(cut, "verifyPrepared")).toEqual({
      inputs: ["jws: types.FlattenedJWSInput", "shared: VerifyShared", "key: types.KeyInput | VerifyGetKey", "encodedProtected: string | undefined", "parsedProt: types.JWSHeaderParameters", "…"],
      outputs: [],
    });
    expect(splitSignature("function f(options: { a: string; b…", "f")).toEqual({ inputs: [], outputs: [] });
    expect(splitSignature("function f(a: string", "f")).toEqual({ inputs: [], outputs: [] });
  });

  it("gives nothing for a missing signature", () => {
    expect(splitSignature(undefined, "f")).toEqual({ inputs: [], outputs: [] });
  });
});

describe("calleeName", () => {
  it("writes the arguments of every call in a chain as (…)", () => {
    expect(
      [
        "app.get('/',(c:any)=>c.text('Hi')).post",
        "operationPromise.finally(()=>{clearTimeout(timeoutId);}).catch",
        "readFileSync(file,'utf8').trim().split",
        "fs.readFileSync",
        "new globalThis.Request('https://empty.invalid',{body:new globalThis.ReadableStream(),method:'POST',//@ts-expect-error-Ty",
      ].map(calleeName),
    ).toEqual(["app.get(…).post", "operationPromise.finally(…).catch", "readFileSync(…).trim(…).split", "fs.readFileSync", "new globalThis.Request(…)"]);
  });
});

describe("facts from names", () => {
  it("splits identifiers into words", () => {
    expect(["parseConfigFile", "parse_config_file", "HTTPServer", "$ref"].map(nameWords)).toEqual(["parse config file", "parse config file", "http server", "ref"]);
  });

  it("maps unresolved call names to side-effect categories, ignoring receivers and prototype names", () => {
    expect(callSideEffects("typescript", ["fs.readFileSync", "console.log", "this.fs.x", "constructor.x", "toString", "Math.random", "fetch", "JSON.parse"])).toEqual([
      "file system",
      "logging",
      "network",
      "randomness",
    ]);
    // The Python import table gives `os` two categories: a module-level guess, not the call's (the extractive
    // generator reads calls through the resource-call table instead).
    expect(callSideEffects("python", ["print", "os.remove"])).toEqual(["environment", "file system", "logging"]);
    expect(callSideEffects(undefined, ["fs.readFileSync"])).toEqual([]);
  });
});

describe("buildNodePrompt", () => {
  it("cuts long code at a line boundary and says how many lines went", async () => {
    const count = await tokenCounter();
    const input: NodeInput = { node: fn("a.ts#big"), callees: [], children: [], unresolved: [], recursive: false, cycle: [] };
    const code = Array.from({ length: 200 }, (_, i) => `  const value${i} = compute(${i});`).join("\n");
    const prompt = buildNodePrompt(input, code, 300, count);
    expect(prompt.tokens).toBeLessThanOrEqual(300);
    expect(prompt.tokens).toBe(count(prompt.text));
    expect(prompt.codeLinesCut).toBe(200 - (prompt.text.match(/const value/g) ?? []).length);
    expect(prompt.text.endsWith(`(${prompt.codeLinesCut} more lines cut for the token budget)`)).toBe(true);
    expect(prompt.codeLinesCut).toBeGreaterThan(150);
  });
});
