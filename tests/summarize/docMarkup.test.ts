/**
 * Doc-comment markup as plain text in extractive summaries: RDoc (sinatra, rack), reStructuredText (flask), Go doc
 * links (chi). Each input is a doc as the extractor stores it, taken from the repository named.
 */
import { describe, expect, it } from "vitest";
import { extractiveSummary } from "../../src/summarize/index.js";
import { plainDocText, type Entity, type SemanticContract } from "../../src/extract/index.js";
import { contractWith } from "./contractFixture.js";

const method = (name: string, doc: string): Entity => ({ name, kind: "method", doc, line: 1, endLine: 2 });
const describedRuby = (doc: string): string | undefined =>
  extractiveSummary(contractWith({ filePath: "x.rb", language: "ruby", exports: [method("m", doc)] })).public_api[0]?.description;

describe("RDoc markup in Ruby docs (sinatra, rack)", () => {
  it("keeps the text of +code+, <tt>…</tt> and {text}[url] links (rack common_logger.rb)", () => {
    expect(
      describedRuby(
        "Rack::CommonLogger forwards every request to the given +app+, and\nlogs a line in the\n{Apache common log format}[http://httpd.apache.org/docs/1.3/logs.html#common]\nto the configured logger.",
      ),
    ).toBe("Rack::CommonLogger forwards every request to the given app, and logs a line in the Apache common log format to the configured logger.");
    expect(
      describedRuby(
        "+logger+ can be any object that supports the +write+ or +<<+ methods,\nwhich includes the standard library Logger.  These methods are called\nwith a single string argument, the log message.\nIf +logger+ is nil, CommonLogger will fall back <tt>env['rack.errors']</tt>.",
      ),
    ).toBe("logger can be any object that supports the write or << methods, which includes the standard library Logger.");
  });

  it("reads past a :call-seq: block to the description (rack utils.rb)", () => {
    expect(
      describedRuby(
        ":call-seq:\n  parse_cookies_header(value) -> hash\n\nParse cookies from the provided header +value+ according to RFC6265. The\nsyntax for cookie headers only supports semicolons. Returns a map of\ncookie +key+ to cookie +value+.\n\n  parse_cookies_header('myname=myvalue; max-age=0')\n  # => {\"myname\"=>\"myvalue\", \"max-age\"=>\"0\"}",
      ),
    ).toBe("Parse cookies from the provided header value according to RFC6265.");
  });

  it("drops bold and emphasis marks but leaves a lone + (rack utils.rb, rewindable_input.rb)", () => {
    expect(describedRuby("Unescapes the **path** component of a URI.  See Rack::Utils.unescape for\nunescaping query parameters or form components.")).toBe(
      "Unescapes the path component of a URI.",
    );
    expect(describedRuby("Like URI escaping, but with %20 instead of +. Strictly speaking this is\ntrue URI escaping.")).toBe(
      "Like URI escaping, but with %20 instead of +.",
    );
    expect(plainDocText("it does *not* close the _original_ IO object; __FILE__ and snake_case stay", "ruby")).toBe(
      "it does not close the original IO object; __FILE__ and snake_case stay",
    );
  });

  it("describes a class from the text after its note list and tags (rack-protection host_authorization.rb)", () => {
    const doc =
      "#\n Prevented attack::   DNS rebinding and other Host header attacks\n Supported browsers:: all\n More info::          * https://en.wikipedia.org/wiki/DNS_rebinding\n                      * https://portswigger.net/web-security/host-header\n\n Blocks HTTP requests with an unrecognized hostname in any of the following\n HTTP headers: Host, X-Forwarded-Host, Forwarded, based on\n {<tt>Request#forwarded_authority</tt>}[https://rubydoc.info/github/rack/rack/Rack/Request/Helpers#forwarded_authority-instance_method] and\n {<tt>Request#host_authority</tt>}[https://rubydoc.info/github/rack/rack/Rack%2FRequest%2FHelpers:host_authority].\n\n == Options\n";
    expect(describedRuby(doc)).toBe(
      "Blocks HTTP requests with an unrecognized hostname in any of the following HTTP headers: Host, X-Forwarded-Host, Forwarded, based on Request#forwarded_authority and Request#host_authority.",
    );
  });

  it("reads YARD tags as sentences, so a doc of tags alone still describes (rack response.rb, request.rb)", () => {
    expect(plainDocText("@return [Boolean] whether the body is buffered as an Array instance.", "ruby")).toBe("Returns Boolean: whether the body is buffered as an Array instance.");
    expect(describedRuby("@return [Boolean] whether the body is buffered as an Array instance.")).toBe("Returns Boolean: whether the body is buffered as an Array instance.");
    expect(
      plainDocText(
        'Specify that the content should be cached.\n@param duration [Integer] The number of seconds until the cache expires.\n@option directive [String] The cache control directive, one of "public", "private", "no-cache" or "no-store".',
        "ruby",
      ),
    ).toBe(
      'Specify that the content should be cached.\nParameter duration (Integer): The number of seconds until the cache expires.\nParameter directive (String): The cache control directive, one of "public", "private", "no-cache" or "no-store".',
    );
    expect(plainDocText("Determine whether the given IP address is considered a trusted proxy.\n\n@returns [Boolean] true if the given IP is a trusted proxy, false otherwise.", "ruby")).toBe(
      "Determine whether the given IP address is considered a trusted proxy.\n\nReturns Boolean: true if the given IP is a trusted proxy, false otherwise.",
    );
  });

  it("takes a heading line as a title and drops :nodoc: (sinatra-contrib json.rb, capture.rb)", () => {
    const c: SemanticContract = contractWith({
      filePath: "json.rb",
      language: "ruby",
      exports: [
        {
          name: "JSON",
          kind: "module",
          doc: "= Sinatra::JSON\n<tt>Sinatra::JSON</tt> adds a helper method, called +json+, for (obviously)\njson generation.",
          line: 1,
          endLine: 9,
        },
      ],
    });
    expect(extractiveSummary(c).main_responsibility).toBe("Provides module JSON (Sinatra::JSON adds a helper method, called json, for (obviously) json generation).");
    expect(plainDocText("Internal helper. :nodoc:\n:nodoc:", "ruby")).toBe("Internal helper.");
  });
});

describe("markup of other languages", () => {
  it("keeps the text of reStructuredText roles and literals (flask app.py)", () => {
    const c = contractWith({
      filePath: "app.py",
      language: "python",
      exports: [
        method("get_send_file_max_age", "Used by :func:`send_file` to determine the ``max_age`` cache\nvalue for a given file path if it wasn't passed."),
        method("make_response", "Convert the return value from a view function to an instance of\n:attr:`response_class`."),
        method("request_class", "The class that is used for request objects.  See :class:`~flask.Request`\nfor more information."),
      ],
    });
    expect(extractiveSummary(c).public_api.map((a) => a.description)).toEqual([
      "Used by send_file to determine the max_age cache value for a given file path if it wasn't passed.",
      "Convert the return value from a view function to an instance of response_class.",
      "The class that is used for request objects.",
    ]);
    expect(plainDocText("See :class:`~flask.Request` and `Jinja <https://jinja.palletsprojects.com/>`_; *args stay.", "python")).toBe(
      "See Request and Jinja; *args stay.",
    );
    // click core.py Parameter: the escape joining a role to its plural stayed ("Option\\s").
    expect(plainDocText("Parameters are either :class:`Option`\\s or :class:`Argument`\\s; C:\\temp stays.", "python")).toBe(
      "Parameters are either Options or Arguments; C:\\temp stays.",
    );
  });

  // A trial on requests: `guess_json_utf`, `is_ipv4_address` and two more were described as ":rtype: str".
  it("drops Sphinx type fields, reads the other fields as sentences, and no parameter field as a description (requests utils.py)", () => {
    const c = contractWith({
      filePath: "utils.py",
      language: "python",
      exports: [
        method("guess_json_utf", ":rtype: str"),
        method("is_ipv4_address", ":rtype: bool"),
        method("get_auth_from_url", "Given a url with authentication components, extract them into a tuple of\nusername,password.\n\n:rtype: (str,str)"),
        method("to_key_val_list", ":param value: an object to turn into a list\n:type value: dict\n:rtype: list"),
      ],
    });
    expect(extractiveSummary(c).public_api.map((a) => a.description)).toEqual([
      undefined,
      undefined,
      "Given a url with authentication components, extract them into a tuple of username,password.",
      // A doc of parameter fields alone describes a parameter, not the function (cattrs 82b02c0's
      // `BaseConverter.__init__` had the purpose "Parameter detailed_validation: Whether to use …").
      undefined,
    ]);
    expect(plainDocText(":returns: the new session\n:raises ValueError: when the url is empty", "python")).toBe("Returns the new session\nRaises ValueError: when the url is empty");
  });

  // urllib3 6a8536b6 `HTTPHeaderDict`: its docstring lists `:param headers:` (its text on the next line) and
  // `:param kwargs:` before "A ``dict`` like container for storing HTTP Headers.", and read "Parameter headers: …".
  it("reads the paragraph after a field list that opens a docstring as its description (urllib3 _collections.py)", () => {
    const c = contractWith({
      filePath: "_collections.py",
      language: "python",
      exports: [
        method(
          "HTTPHeaderDict",
          ":param headers:\n    An iterable of field-value pairs.\n\n:param kwargs:\n    Additional field-value pairs.\n\nA ``dict`` like container for storing HTTP Headers.\n\nField names are compared case-insensitively.",
        ),
        method("double", ":param x: a value\n\nCompute the double of x."),
        method("only_fields", ":param headers:\n    An iterable of field-value pairs.\n:returns: nothing"),
      ],
    });
    expect(extractiveSummary(c).public_api.map((a) => a.description)).toEqual(["A dict like container for storing HTTP Headers.", "Compute the double of x.", undefined]);
  });

  it("keeps the name of a Go doc link but not a type's brackets (chi)", () => {
    expect(plainDocText("FileSystem implements an [fs.FS].", "go")).toBe("FileSystem implements an fs.FS.");
    expect(plainDocText("It takes as arguments a map[string]string where", "go")).toBe("It takes as arguments a map[string]string where");
  });

  it("keeps the target or text of a JSDoc {@link} (hono src/context.ts)", () => {
    expect(plainDocText("`.req` is the instance of {@link HonoRequest}.", "typescript")).toBe("`.req` is the instance of HonoRequest.");
    expect(plainDocText("See {@link https://hono.dev/docs | the docs} and {@linkcode Context.json}.", "javascript")).toBe("See the docs and Context.json.");
  });

  it("leaves a language without rules as it is", () => {
    expect(plainDocText("Returns +x+ and *y*.", "typescript")).toBe("Returns +x+ and *y*.");
    expect(plainDocText("Returns +x+ and *y*.", "csharp")).toBe("Returns +x+ and *y*.");
  });
});

describe("Javadoc markup in Java docs (gson)", () => {
  const describedJava = (doc: string): string | undefined =>
    extractiveSummary(contractWith({ filePath: "X.java", language: "java", exports: [method("m", doc)] })).public_api[0]?.description;

  it("keeps the text of {@code …}, {@link …} (label, Type#member, #member) and drops <p> and inline HTML", () => {
    expect(describedJava("Represents a generic type {@code T}. Java doesn't yet provide a way to represent generic types.")).toBe("Represents a generic type T.");
    expect(plainDocText("Serializes with {@link Gson#toJson(Object)}, {@link #fromJson(String) the reverse} and {@link JsonElement}.\n<p>Use <code>a &lt; b</code>.", "java")).toBe(
      "Serializes with Gson.toJson(Object), the reverse and JsonElement.\nUse a < b.",
    );
  });

  // gson 9835b6f9 `ConstructorConstructor.get`: "Purpose: Calls boolean), and allows usage of JDK Unsafe."
  it("reads a reference whose parameter list holds spaces as one reference", () => {
    expect(describedJava("Calls {@link #get(TypeToken, boolean)}, and allows usage of JDK Unsafe.")).toBe("Calls get(TypeToken, boolean), and allows usage of JDK Unsafe.");
    expect(plainDocText("See {@link Gson#fromJson(String, Class) fromJson} and {@link TypeAdapters#newFactory(Class, TypeAdapter)}.", "java")).toBe("See fromJson and TypeAdapters.newFactory(Class, TypeAdapter).");
  });
});

describe("first sentences", () => {
  // gin's cleanPath: "…a canonical URL path for p, eliminating ." was the purpose.
  it("does not end a sentence at a lone dot or after e.g.", () => {
    const doc = "cleanPath is the URL version of path.Clean, it returns a canonical URL path for p, eliminating . and .. elements.\n\nThe following rules are applied.";
    expect(extractiveSummary(contractWith({ filePath: "path.go", language: "go", exports: [{ name: "cleanPath", kind: "function", doc, line: 1, endLine: 2 }] })).public_api[0]?.description).toBe(
      "cleanPath is the URL version of path.Clean, it returns a canonical URL path for p, eliminating . and .. elements.",
    );
    expect(extractiveSummary(contractWith({ filePath: "a.py", language: "python", exports: [method("m", "Reads a source, e.g. a file or a socket. Then parses it.")] })).public_api[0]?.description).toBe(
      "Reads a source, e.g. a file or a socket.",
    );
  });
});
