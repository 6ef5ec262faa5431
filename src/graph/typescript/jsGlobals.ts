/**
 * The global functions and constructors every JavaScript runtime gives (ECMAScript's global object, and the timers,
 * `require`, `structuredClone`, `fetch`, `URL`, encoders and abort controllers that Node and browsers share): a call of
 * one, written bare (`new Error(…)`, `parseInt(s)`, `setTimeout(fn, ms)`), runs no code of the repository and says
 * nothing of what a function does (passport's `SessionManager.logIn` read "calls …, Error"). Names as written at the
 * call: a member of a global (`Object.freeze`, `Buffer.from`) is a call of its own, which a purpose may name.
 */
export const JS_GLOBAL_CALLS: ReadonlySet<string> = new Set([
  "AggregateError", "Array", "ArrayBuffer", "BigInt", "Boolean", "DataView", "Date", "Error", "EvalError", "Function",
  "Map", "Number", "Object", "Promise", "Proxy", "RangeError", "ReferenceError", "RegExp", "Set", "String", "Symbol",
  "SyntaxError", "TypeError", "URIError", "WeakMap", "WeakRef", "WeakSet", "Int8Array", "Uint8Array", "Uint8ClampedArray",
  "Int16Array", "Uint16Array", "Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
  "decodeURI", "decodeURIComponent", "encodeURI", "encodeURIComponent", "eval", "isFinite", "isNaN", "parseFloat", "parseInt",
  "clearImmediate", "clearInterval", "clearTimeout", "queueMicrotask", "require", "setImmediate", "setInterval", "setTimeout",
  "structuredClone", "AbortController", "Blob", "Event", "EventTarget", "FormData", "Headers", "Request", "Response",
  "TextDecoder", "TextEncoder", "URL", "URLSearchParams", "atob", "btoa", "fetch",
]);
