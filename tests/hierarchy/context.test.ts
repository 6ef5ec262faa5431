import { describe, expect, it } from "vitest";
import { extractiveNodeGenerator, runHierarchy } from "../../src/summarize/index.js";
import { calls, contains, edge, fn, graph, node } from "./graphs.js";

/**
 * A base class with a documented method, a subclass overriding it without a doc, and five documented callers of the
 * override (one of them also called back by it): the docs around an undocumented method.
 */
function contextGraph(firstCallerDoc = "Sends the first reply.") {
  return graph(
    [
      node(".", "repository"),
      node("a.py", "file"),
      node("a.py#Base", "class", { name: "Base", doc: "Shared transport." }),
      node("a.py#Base.send", "method", { name: "send", doc: "Writes one frame to the socket and waits for the ack." }),
      node("a.py#Tls", "class", { name: "Tls", doc: "Transport over TLS." }),
      node("a.py#Tls.send", "method", { name: "send", signature: "send(self, frame)" }),
      fn("a.py#reply", { doc: firstCallerDoc }),
      fn("a.py#ping", { doc: "Checks the peer is alive." }),
      fn("a.py#flush", { doc: "Empties the queue." }),
      // Documented but calling most: the one caller past the three listed, counted ("and 1 more caller").
      fn("a.py#busy", { doc: "Does many things." }),
      fn("a.py#retry", { doc: "Sends again after a failure." }),
      fn("a.py#helper"),
      fn("a.py#other"),
    ],
    [
      ...contains(".", "a.py"),
      ...contains("a.py", "a.py#Base", "a.py#Tls", "a.py#reply", "a.py#ping", "a.py#flush", "a.py#busy", "a.py#retry", "a.py#helper", "a.py#other"),
      ...contains("a.py#Base", "a.py#Base.send"),
      ...contains("a.py#Tls", "a.py#Tls.send"),
      edge("a.py#Tls", "a.py#Base", "inherits"),
      ...["a.py#reply", "a.py#ping", "a.py#flush", "a.py#busy", "a.py#retry"].map((c) => edge(c, "a.py#Tls.send")),
      ...calls("a.py#busy", "a.py#helper"),
      edge("a.py#busy", "a.py#other"),
      edge("a.py#ping", "a.py#helper"),
      edge("a.py#Tls.send", "a.py#retry"),
    ],
  );
}

const FILES = new Map([["a.py", { responsibility: "Frames over sockets.", sideEffects: [], key: "k" }]]);

describe("extractive summaries from the docs around a node", () => {
  it("takes an override's purpose from the base method, lists documented callers that call least first, its class and its file", async () => {
    const { outcomes } = await runHierarchy({ graph: contextGraph(), generator: extractiveNodeGenerator, files: FILES });
    const send = outcomes.find((o) => o.id === "a.py#Tls.send")!.summary;
    expect(send.purpose).toBe("Writes one frame to the socket and waits for the ack.");
    expect(send.details).toEqual([
      "In a call cycle with retry",
      "Described by Base.send, which it overrides or implements",
      "Used by flush (Empties the queue); reply (Sends the first reply); ping (Checks the peer is alive); and 1 more caller",
      "Member of Tls: Transport over TLS.",
      "In a.py: Frames over sockets.",
    ]);
  });

  // marshmallow 341b927f: every `_deserialize` override's purpose was its base's "Concrete Field classes should
  // implement this method.", which says what an override must do, not what it does.
  it("takes no purpose from a base method's note to implementers", async () => {
    const g = contextGraph();
    const base = g.nodes.find((n) => n.id === "a.py#Base.send")!;
    base.doc = "Concrete transports should implement this method.";
    // The same parameters: not taken as a twin's doc either.
    base.signature = "send(self, frame)";
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator, files: FILES });
    const send = outcomes.find((o) => o.id === "a.py#Tls.send")!.summary;
    // Its body's call of `retry`, a member of its cycle, is its purpose (not the base's note, nor its parameters).
    expect(send.purpose).toBe("Delegates to retry");
    expect(send.details).toEqual([
      "In a call cycle with retry",
      "Used by flush (Empties the queue); reply (Sends the first reply); ping (Checks the peer is alive); and 1 more caller",
      "Member of Tls: Transport over TLS.",
      "In a.py: Frames over sockets.",
    ]);
  });

  // psf/requests 1f6589ec: `HTTPAdapter.send` read "Used by HTTPDigestAuth.handle_401" only; its main caller,
  // `Session.send`, calls `adapter.send` on the `BaseAdapter` that `get_adapter` gives.
  it("lists the callers of the base method its one override stands in for", async () => {
    const nodes = [
      node(".", "repository"),
      node("adapters.py", "file"),
      node("adapters.py#BaseAdapter", "class", { name: "BaseAdapter" }),
      node("adapters.py#BaseAdapter.send", "method", { name: "send" }),
      node("adapters.py#HTTPAdapter", "class", { name: "HTTPAdapter" }),
      node("adapters.py#HTTPAdapter.send", "method", { name: "send" }),
      node("adapters.py#Session", "class", { name: "Session" }),
      node("adapters.py#Session.send", "method", { name: "send", doc: "Send a given PreparedRequest." }),
      fn("adapters.py#handle_401", { doc: "Takes the given response and tries digest-auth, if needed." }),
    ];
    const edges = [
      ...contains(".", "adapters.py"),
      ...contains("adapters.py", "adapters.py#BaseAdapter", "adapters.py#HTTPAdapter", "adapters.py#Session", "adapters.py#handle_401"),
      ...contains("adapters.py#BaseAdapter", "adapters.py#BaseAdapter.send"),
      ...contains("adapters.py#HTTPAdapter", "adapters.py#HTTPAdapter.send"),
      ...contains("adapters.py#Session", "adapters.py#Session.send"),
      edge("adapters.py#HTTPAdapter", "adapters.py#BaseAdapter", "inherits"),
      edge("adapters.py#Session.send", "adapters.py#BaseAdapter.send"),
      edge("adapters.py#handle_401", "adapters.py#HTTPAdapter.send"),
    ];
    const usedBy = async (g: ReturnType<typeof graph>): Promise<string[]> =>
      (await runHierarchy({ graph: g, generator: extractiveNodeGenerator })).outcomes.find((o) => o.id === "adapters.py#HTTPAdapter.send")!.summary.details.filter((d) => d.startsWith("Used by"));
    expect(await usedBy(graph(nodes, edges))).toEqual(["Used by Session.send (Send a given PreparedRequest); handle_401 (Takes the given response and tries digest-auth, if needed)"]);
    // A second override (a subclass's): a call through the base names neither.
    const twice = graph(
      [...nodes, node("adapters.py#RetryAdapter", "class", { name: "RetryAdapter" }), node("adapters.py#RetryAdapter.send", "method", { name: "send" })],
      [...edges, ...contains("adapters.py", "adapters.py#RetryAdapter"), ...contains("adapters.py#RetryAdapter", "adapters.py#RetryAdapter.send"), edge("adapters.py#RetryAdapter", "adapters.py#HTTPAdapter", "inherits")],
    );
    expect(await usedBy(twice)).toEqual(["Used by handle_401 (Takes the given response and tries digest-auth, if needed)"]);
  });
  // sdispater/pendulum a69761e4: `DateTime.add` read "Used by Date.subtract": `Date.subtract` calls `self.add(…)`, and
  // `DateTime` overrides `subtract` too, so on a `DateTime` that call never runs.
  it("leaves out a base method's caller on self that the override's class overrides too", async () => {
    const g = graph(
      [
        node(".", "repository"),
        node("date.py", "file"),
        node("date.py#Date", "class", { name: "Date" }),
        node("date.py#Date.add", "method", { name: "add" }),
        node("date.py#Date.subtract", "method", { name: "subtract", doc: "Remove duration from the instance." }),
        node("date.py#Date.next", "method", { name: "next", doc: "Modify to the next occurrence." }),
        node("date.py#DateTime", "class", { name: "DateTime" }),
        node("date.py#DateTime.add", "method", { name: "add" }),
        node("date.py#DateTime.subtract", "method", { name: "subtract" }),
      ],
      [
        ...contains(".", "date.py"),
        ...contains("date.py", "date.py#Date", "date.py#DateTime"),
        ...contains("date.py#Date", "date.py#Date.add", "date.py#Date.subtract", "date.py#Date.next"),
        ...contains("date.py#DateTime", "date.py#DateTime.add", "date.py#DateTime.subtract"),
        edge("date.py#DateTime", "date.py#Date", "inherits"),
        { ...edge("date.py#Date.subtract", "date.py#Date.add"), onSelf: true as const },
        { ...edge("date.py#Date.next", "date.py#Date.add"), onSelf: true as const },
      ],
    );
    const summary = (await runHierarchy({ graph: g, generator: extractiveNodeGenerator })).outcomes.find((o) => o.id === "date.py#DateTime.add")!.summary;
    expect(summary.details.filter((d) => d.startsWith("Used by"))).toEqual(["Used by Date.next (Modify to the next occurrence)"]);
  });
  // werkzeug 1b00618e: `run_simple` read "Used by runserver (Start a new development server); runserver (…); runserver
  // (…)", one `runserver` per example script.
  it("names the file of callers that share a short name", async () => {
    const scripts = ["examples/manage-plnt.py", "examples/manage-shorty.py", "a/manage.py", "b/manage.py"];
    const g = graph(
      [node(".", "repository"), node("serving.py", "file"), fn("serving.py#run_simple"), ...scripts.flatMap((f) => [node(f, "file"), fn(`${f}#runserver`, { doc: "Start a new development server." })])],
      [...contains(".", "serving.py", ...scripts), ...contains("serving.py", "serving.py#run_simple"), ...scripts.flatMap((f) => [...contains(f, `${f}#runserver`), edge(`${f}#runserver`, "serving.py#run_simple")])],
    );
    const summary = (await runHierarchy({ graph: g, generator: extractiveNodeGenerator })).outcomes.find((o) => o.id === "serving.py#run_simple")!.summary;
    expect(summary.details.filter((d) => d.startsWith("Used by"))).toEqual(["Used by runserver in a/manage.py (Start a new development server); runserver in b/manage.py (Start a new development server); runserver in manage-plnt.py (Start a new development server); and 1 more caller"]);
  });
  // attrs c1dc5dcb: `_make_init_script` read "Used by _add_init (Add a __init__ method to cls)", a helper of
  // tests/test_dunders.py that does little else, not `_ClassBuilder.add_init` or `add_attrs_init`.
  it("lists callers in test files only when no code outside them calls the node", async () => {
    const g = graph(
      [
        node(".", "repository"),
        node("src/make.py", "file"),
        node("tests/test_dunders.py", "file"),
        fn("src/make.py#_make_init_script", { doc: undefined }),
        fn("src/make.py#add_init", { doc: "Add an __init__ built from the attributes." }),
        fn("src/make.py#add_attrs_init", { doc: "Add __attrs_init__ for a custom __init__." }),
        fn("src/make.py#compile", { doc: "Compiles a script." }),
        fn("src/make.py#cache", { doc: "Caches a script." }),
        fn("tests/test_dunders.py#_add_init", { doc: "Add a __init__ method to cls." }),
      ],
      [
        ...contains(".", "src/make.py", "tests/test_dunders.py"),
        ...contains("src/make.py", "src/make.py#_make_init_script", "src/make.py#add_init", "src/make.py#add_attrs_init", "src/make.py#compile", "src/make.py#cache"),
        ...contains("tests/test_dunders.py", "tests/test_dunders.py#_add_init"),
        ...["tests/test_dunders.py#_add_init", "src/make.py#add_init", "src/make.py#add_attrs_init"].map((c) => edge(c, "src/make.py#_make_init_script")),
        edge("src/make.py#add_init", "src/make.py#compile"),
        edge("src/make.py#add_attrs_init", "src/make.py#compile"),
        edge("src/make.py#add_attrs_init", "src/make.py#cache"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const details = outcomes.find((o) => o.id === "src/make.py#_make_init_script")!.summary.details;
    expect(details.filter((d) => d.startsWith("Used by"))).toEqual([
      "Used by add_init (Add an __init__ built from the attributes); add_attrs_init (Add __attrs_init__ for a custom __init__)",
    ]);
    // Its callers in code undocumented: still no test helper; called from tests alone: the tests' callers.
    const bare = graph(
      g.nodes.map((n) => (n.id === "src/make.py#add_init" || n.id === "src/make.py#add_attrs_init" ? { ...n, doc: undefined } : n)),
      g.edges,
    );
    const second = await runHierarchy({ graph: bare, generator: extractiveNodeGenerator });
    expect(second.outcomes.find((o) => o.id === "src/make.py#_make_init_script")!.summary.details.filter((d) => d.startsWith("Used by"))).toEqual([]);
    const onlyTests = graph(g.nodes, g.edges.filter((e) => !(e.to === "src/make.py#_make_init_script" && e.from.startsWith("src/"))));
    const third = await runHierarchy({ graph: onlyTests, generator: extractiveNodeGenerator });
    expect(third.outcomes.find((o) => o.id === "src/make.py#_make_init_script")!.summary.details.filter((d) => d.startsWith("Used by"))).toEqual(["Used by _add_init (Add a __init__ method to cls)"]);
  });

  // cobra-style code `&Command{RunE: runServe}` (a callback edge) would read "delegates to runServe". A reference
  // edge is a getter or `@property` read, which runs now: a call.
  it("lists a callee reached only by callback edges as handed on, not as a delegation or call", async () => {
    const g = graph(
      [
        node(".", "repository"),
        node("app.js", "file"),
        fn("app.js#callback"),
        fn("app.js#onerror", { doc: "Default error handler." }),
        fn("app.js#compose", { doc: "Composes the middleware." }),
        fn("app.js#respond", { doc: "Responds." }),
      ],
      [
        ...contains(".", "app.js"),
        ...contains("app.js", "app.js#callback", "app.js#onerror", "app.js#compose", "app.js#respond"),
        { ...edge("app.js#callback", "app.js#onerror"), via: "callback" as const },
        { ...edge("app.js#callback", "app.js#compose"), via: "reference" as const },
        // A callee both run and handed on is run.
        { ...edge("app.js#callback", "app.js#respond"), via: "callback" as const },
        { ...edge("app.js#callback", "app.js#respond"), line: 9 },
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const summary = outcomes.find((o) => o.id === "app.js#callback")!.summary;
    expect([summary.purpose, summary.calls.map((c) => c.id), summary.details.filter((d) => d.startsWith("Hands on"))]).toEqual([
      "Delegates to compose, respond",
      ["app.js#compose", "app.js#respond"],
      ["Hands on, to run later: onerror"],
    ]);
  });

  it("re-summarizes a node when a caller's doc changes", async () => {
    const first = await runHierarchy({ graph: contextGraph(), generator: extractiveNodeGenerator, files: FILES });
    const previous = new Map(first.outcomes.map((o) => [o.id, { inputHash: o.inputHash, summary: o.summary }]));
    const same = await runHierarchy({ graph: contextGraph(), generator: extractiveNodeGenerator, files: FILES, previous });
    expect(same.report.summarized).toBe(0);
    const edited = await runHierarchy({ graph: contextGraph("Answers a request."), generator: extractiveNodeGenerator, files: FILES, previous });
    // Its callers hash its new text, but their own texts do not change (they quote its purpose, which stays).
    expect(edited.report.summarizedIds).toEqual(["a.py#Tls.send", "a.py#Tls", "a.py#busy", "a.py#flush", "a.py#ping", "a.py#reply", "a.py", "."]);
    expect(edited.outcomes.filter((o) => o.changed).map((o) => o.id)).toEqual(["a.py#Tls.send", "a.py#reply", "a.py"]);
  });

  it("takes an undocumented method's purpose from its one documented twin: same name, same parameter names, a shared base class", async () => {
    const twinGraph = graph(
      [
        node(".", "repository"),
        node("c.py", "file", { language: "python" }),
        node("c.py#BaseClient", "class", { name: "BaseClient", language: "python" }),
        node("c.py#Client", "class", { name: "Client", language: "python" }),
        node("c.py#Client.send", "method", { name: "send", language: "python", signature: "def send(self, request: Request, *, stream: bool = False) -> Response", doc: "Send a request and return its response." }),
        node("c.py#AsyncClient", "class", { name: "AsyncClient", language: "python" }),
        node("c.py#AsyncClient.send", "method", { name: "send", language: "python", signature: "async def send(self, request, *, stream=False)" }),
        // Same name, other parameters: not a twin.
        node("c.py#Pool", "class", { name: "Pool", language: "python" }),
        node("c.py#Pool.send", "method", { name: "send", language: "python", signature: "def send(self, conn: Connection)" }),
        // No parameters: a name alone is too little.
        node("c.py#Client.close", "method", { name: "close", language: "python", signature: "def close(self) -> None", doc: "Close the pool." }),
        node("c.py#AsyncClient.close", "method", { name: "close", language: "python", signature: "async def close(self) -> None" }),
      ],
      [...contains(".", "c.py"), ...contains("c.py", "c.py#BaseClient", "c.py#Client", "c.py#AsyncClient", "c.py#Pool"), edge("c.py#Client", "c.py#BaseClient", "inherits"), edge("c.py#AsyncClient", "c.py#BaseClient", "inherits"), ...contains("c.py#Client", "c.py#Client.send", "c.py#Client.close"), ...contains("c.py#AsyncClient", "c.py#AsyncClient.send", "c.py#AsyncClient.close"), ...contains("c.py#Pool", "c.py#Pool.send")],
    );
    const { outcomes } = await runHierarchy({ graph: twinGraph, generator: extractiveNodeGenerator });
    const summary = (id: string) => outcomes.find((o) => o.id === id)!.summary;
    expect(summary("c.py#AsyncClient.send").purpose).toBe("Send a request and return its response.");
    expect(summary("c.py#AsyncClient.send").details).toEqual(["Described by Client.send, which has the same name and parameters"]);
    expect(summary("c.py#Pool.send").purpose).toBe("Takes conn: Connection");
    expect(summary("c.py#AsyncClient.close").purpose).toBe("Declared as async def close(self) -> None");
  });

  // fastapi/typer 9a7b2e83 (a new user's trial): the undocumented base `ParamType.convert` and its other subclasses'
  // overrides read TyperChoice.convert's doc, "…its matching normalized value in the list of choices".
  it("takes no purpose from a subclass's override, nor from a sibling's override of a base method", async () => {
    const sig = "def convert(self, value, param, ctx)";
    const g = graph(
      [
        node(".", "repository"),
        node("t.py", "file", { language: "python" }),
        node("t.py#ParamType", "class", { name: "ParamType", language: "python" }),
        node("t.py#ParamType.convert", "method", { name: "convert", language: "python", signature: sig }),
        node("t.py#Choice", "class", { name: "Choice", language: "python" }),
        node("t.py#Choice.convert", "method", { name: "convert", language: "python", signature: sig, doc: "Find the value's match in the list of choices." }),
        node("t.py#BoolParamType", "class", { name: "BoolParamType", language: "python" }),
        node("t.py#BoolParamType.convert", "method", { name: "convert", language: "python", signature: sig }),
      ],
      [
        ...contains(".", "t.py"),
        ...contains("t.py", "t.py#ParamType", "t.py#Choice", "t.py#BoolParamType"),
        edge("t.py#Choice", "t.py#ParamType", "inherits"),
        edge("t.py#BoolParamType", "t.py#ParamType", "inherits"),
        ...contains("t.py#ParamType", "t.py#ParamType.convert"),
        ...contains("t.py#Choice", "t.py#Choice.convert"),
        ...contains("t.py#BoolParamType", "t.py#BoolParamType.convert"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const purpose = (id: string) => outcomes.find((o) => o.id === id)!.summary.purpose;
    expect([purpose("t.py#ParamType.convert"), purpose("t.py#BoolParamType.convert")]).toEqual(["Takes value; param; ctx", "Takes value; param; ctx"]);
  });

  // Found by a trial: starlette's Environ.__delitem__ (an environment variable) read "Remove the header key.", the doc
  // of MutableHeaders.__delitem__.
  it("never takes a Python special method's purpose from another class's", async () => {
    const g = graph(
      [
        node(".", "repository"),
        node("d.py", "file", { language: "python" }),
        node("d.py#Headers", "class", { name: "Headers", language: "python" }),
        node("d.py#Headers.__delitem__", "method", { name: "__delitem__", language: "python", signature: "def __delitem__(self, key: str) -> None", doc: "Remove the header key." }),
        node("d.py#Environ", "class", { name: "Environ", language: "python" }),
        node("d.py#Environ.__delitem__", "method", { name: "__delitem__", language: "python", signature: "def __delitem__(self, key: str) -> None" }),
      ],
      [...contains(".", "d.py"), ...contains("d.py", "d.py#Headers", "d.py#Environ"), ...contains("d.py#Headers", "d.py#Headers.__delitem__"), ...contains("d.py#Environ", "d.py#Environ.__delitem__")],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    expect(outcomes.find((o) => o.id === "d.py#Environ.__delitem__")!.summary.purpose).toBe("Takes key: str");
  });

  // Found by a trial on chi: HeaderRouter.Handler read "Handler returns a new middleware that will compress the
  // response", the doc of Compressor.Handler, an unrelated type's method of the same name and parameters.
  it("takes no purpose from an unrelated type's twin, but does from an interface's method (Go types meet interfaces without an edge)", async () => {
    const g = graph(
      [
        node(".", "repository"),
        node("b.go", "file", { language: "go" }),
        node("b.go#Gzipper", "struct", { name: "Gzipper", language: "go" }),
        node("b.go#Gzipper.Handler", "method", { name: "Handler", language: "go", signature: "func (g *Gzipper) Handler(next http.Handler) http.Handler", doc: "Handler returns a middleware that gzips the response body." }),
        node("b.go#Router", "struct", { name: "Router", language: "go" }),
        node("b.go#Router.Handler", "method", { name: "Handler", language: "go", signature: "func (rt Router) Handler(next http.Handler) http.Handler" }),
        node("b.go#Unmarshaler", "interface", { name: "Unmarshaler", language: "go" }),
        node("b.go#Unmarshaler.UnmarshalParam", "method", { name: "UnmarshalParam", language: "go", signature: "UnmarshalParam(param string) error", doc: "UnmarshalParam decodes and assigns a value from a form or query param." }),
        node("b.go#Birthday", "struct", { name: "Birthday", language: "go" }),
        node("b.go#Birthday.UnmarshalParam", "method", { name: "UnmarshalParam", language: "go", signature: "func (b *Birthday) UnmarshalParam(param string) error" }),
      ],
      [
        ...contains(".", "b.go"),
        ...contains("b.go", "b.go#Gzipper", "b.go#Router", "b.go#Unmarshaler", "b.go#Birthday"),
        ...contains("b.go#Gzipper", "b.go#Gzipper.Handler"),
        ...contains("b.go#Router", "b.go#Router.Handler"),
        ...contains("b.go#Unmarshaler", "b.go#Unmarshaler.UnmarshalParam"),
        ...contains("b.go#Birthday", "b.go#Birthday.UnmarshalParam"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const summary = (id: string) => outcomes.find((o) => o.id === id)!.summary;
    expect([summary("b.go#Router.Handler").purpose, summary("b.go#Router.Handler").details]).toEqual(["Takes next http.Handler and returns http.Handler", []]);
    expect([summary("b.go#Birthday.UnmarshalParam").purpose, summary("b.go#Birthday.UnmarshalParam").details]).toEqual([
      "UnmarshalParam decodes and assigns a value from a form or query param.",
      ["Described by Unmarshaler.UnmarshalParam, which has the same name and parameters"],
    ]);
  });

  // kysely 478ec67b: `MssqlConnection.savepoint` read "Similar to ControlledTransaction.savepoint but read-only" from the
  // unrelated interface `ReadonlyControlledTransaction`, and the interface method `DatabaseConnection.executeQuery` the
  // doc of another interface's `QueryExecutor.executeQuery` ("…runs the result through all plugins").
  it("takes an interface method's purpose only for a class with every other method of the interface, never for another interface", async () => {
    const ts = { language: "typescript" };
    const g = graph(
      [
        node(".", "repository"),
        node("a.ts", "file", ts),
        node("a.ts#ReadonlyTx", "interface", { name: "ReadonlyTx", ...ts }),
        node("a.ts#ReadonlyTx.savepoint", "method", { name: "savepoint", ...ts, signature: "savepoint(name: string): void", doc: "Similar to Tx.savepoint but read-only." }),
        node("a.ts#ReadonlyTx.commit", "method", { name: "commit", ...ts, signature: "commit(): void", doc: "Commits." }),
        node("a.ts#ReadonlyTx.rollback", "method", { name: "rollback", ...ts, signature: "rollback(): void", doc: "Rolls back." }),
        node("a.ts#MssqlConnection", "class", { name: "MssqlConnection", ...ts }),
        node("a.ts#MssqlConnection.savepoint", "method", { name: "savepoint", ...ts, signature: "savepoint(name: string): void" }),
        node("a.ts#MssqlConnection.connect", "method", { name: "connect", ...ts, signature: "connect(): void" }),
        node("a.ts#Tx", "class", { name: "Tx", ...ts }),
        node("a.ts#Tx.savepoint", "method", { name: "savepoint", ...ts, signature: "savepoint(name: string): void" }),
        node("a.ts#Tx.commit", "method", { name: "commit", ...ts, signature: "commit(): void" }),
        node("a.ts#Tx.rollback", "method", { name: "rollback", ...ts, signature: "rollback(): void" }),
        node("a.ts#Whiteboard", "class", { name: "Whiteboard", ...ts }),
        node("a.ts#Whiteboard.savepoint", "method", { name: "savepoint", ...ts, signature: "savepoint(name: string): void" }),
        node("a.ts#Whiteboard.commit", "method", { name: "commit", ...ts, signature: "commit(): void" }),
        node("a.ts#Executor", "interface", { name: "Executor", ...ts }),
        node("a.ts#Executor.executeQuery", "method", { name: "executeQuery", ...ts, signature: "executeQuery(query: CompiledQuery): Promise<QueryResult>", doc: "Runs the result through all plugins." }),
        node("a.ts#Connection", "interface", { name: "Connection", ...ts }),
        node("a.ts#Connection.executeQuery", "method", { name: "executeQuery", ...ts, signature: "executeQuery(query: CompiledQuery): Promise<QueryResult>" }),
      ],
      [
        ...contains(".", "a.ts"),
        ...contains("a.ts", "a.ts#ReadonlyTx", "a.ts#MssqlConnection", "a.ts#Tx", "a.ts#Whiteboard", "a.ts#Executor", "a.ts#Connection"),
        ...contains("a.ts#ReadonlyTx", "a.ts#ReadonlyTx.savepoint", "a.ts#ReadonlyTx.commit", "a.ts#ReadonlyTx.rollback"),
        ...contains("a.ts#MssqlConnection", "a.ts#MssqlConnection.savepoint", "a.ts#MssqlConnection.connect"),
        ...contains("a.ts#Tx", "a.ts#Tx.savepoint", "a.ts#Tx.commit", "a.ts#Tx.rollback"),
        ...contains("a.ts#Whiteboard", "a.ts#Whiteboard.savepoint", "a.ts#Whiteboard.commit"),
        ...contains("a.ts#Executor", "a.ts#Executor.executeQuery"),
        ...contains("a.ts#Connection", "a.ts#Connection.executeQuery"),
      ],
    );
    const { outcomes } = await runHierarchy({ graph: g, generator: extractiveNodeGenerator });
    const summary = (id: string) => outcomes.find((o) => o.id === id)!.summary;
    expect([summary("a.ts#MssqlConnection.savepoint").purpose, summary("a.ts#MssqlConnection.savepoint").details]).toEqual(["Takes name: string", []]);
    expect(summary("a.ts#Connection.executeQuery").details).toEqual([]);
    // `Tx` has both of the interface's other methods, so it conforms; `Whiteboard` (a break-it trial's) has one.
    expect(summary("a.ts#Tx.savepoint").details).toEqual(["Described by ReadonlyTx.savepoint, which has the same name and parameters"]);
    expect(summary("a.ts#Whiteboard.savepoint").details).toEqual([]);
  });
});
