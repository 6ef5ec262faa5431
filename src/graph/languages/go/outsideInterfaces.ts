/**
 * Method sets of standard-library interfaces that repository interfaces embed (`type Router interface {
 * http.Handler; … }`), by the embedded name as written. Shapes are written the way the structural-interface check
 * normalizes a repository method (`GraphLanguage.outsideInterfaces`): parameter and result types without spaces,
 * names or package qualifiers. Source: the Go standard library's documentation of each interface.
 */
const TABLE: Record<string, Record<string, string>> = {
  error: { Error: "()string" },
  "fmt.Stringer": { String: "()string" },
  "io.Reader": { Read: "([]byte)(int,error)" },
  "io.Writer": { Write: "([]byte)(int,error)" },
  "io.Closer": { Close: "()error" },
  "io.ReadCloser": { Read: "([]byte)(int,error)", Close: "()error" },
  "io.WriteCloser": { Write: "([]byte)(int,error)", Close: "()error" },
  "io.ReadWriter": { Read: "([]byte)(int,error)", Write: "([]byte)(int,error)" },
  "io.ReadWriteCloser": { Read: "([]byte)(int,error)", Write: "([]byte)(int,error)", Close: "()error" },
  "io.StringWriter": { WriteString: "(string)(int,error)" },
  "http.Handler": { ServeHTTP: "(ResponseWriter,*Request)" },
  "http.ResponseWriter": { Header: "()Header", Write: "([]byte)(int,error)", WriteHeader: "(int)" },
  "http.Flusher": { Flush: "()" },
  "http.Hijacker": { Hijack: "()(Conn,*ReadWriter,error)" },
  "json.Marshaler": { MarshalJSON: "()([]byte,error)" },
  "json.Unmarshaler": { UnmarshalJSON: "([]byte)error" },
  "encoding.TextMarshaler": { MarshalText: "()([]byte,error)" },
  "encoding.TextUnmarshaler": { UnmarshalText: "([]byte)error" },
  "sort.Interface": { Len: "()int", Less: "(int,int)bool", Swap: "(int,int)" },
  "context.Context": { Deadline: "()(Time,bool)", Done: "()<-chanstruct{}", Err: "()error", Value: "(any)any" },
};

/** {@link TABLE} as the graph language wants it: embedded name → methods (name, shape). */
export const outsideInterfaces: ReadonlyMap<string, readonly { name: string; shape: string }[]> = new Map(
  Object.entries(TABLE).map(([iface, methods]) => [iface, Object.entries(methods).map(([name, shape]) => ({ name, shape }))]),
);
