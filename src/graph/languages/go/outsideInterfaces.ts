/**
 * Method sets of standard-library interfaces that repository interfaces embed (`type Router interface {
 * http.Handler; … }`), and of the standard-library types a repository struct embeds whose methods it promotes (sqlx's
 * `type DB struct { *sql.DB; … }` has `sql.DB`'s `Query`, and with its own `Queryx` and `QueryRowx` implements
 * sqlx's `Queryer`: `callers` and `impact` of `DB.QueryRowx` had been empty), by the embedded name as written, without
 * `*`. Shapes are written the way the structural-interface check normalizes a repository method
 * (`GraphLanguage.outsideInterfaces`): parameter and result types without spaces, names or package qualifiers,
 * `interface{}` as `any`, a variadic `...T` as `T`. Source: the Go standard library's documentation of each type.
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
  "sql.DB": {
    Begin: "()(*Tx,error)", BeginTx: "(Context,*TxOptions)(*Tx,error)", Close: "()error", Conn: "(Context)(*Conn,error)", Driver: "()Driver",
    Exec: "(string,any)(Result,error)", ExecContext: "(Context,string,any)(Result,error)", Ping: "()error", PingContext: "(Context)error",
    Prepare: "(string)(*Stmt,error)", PrepareContext: "(Context,string)(*Stmt,error)", Query: "(string,any)(*Rows,error)",
    QueryContext: "(Context,string,any)(*Rows,error)", QueryRow: "(string,any)*Row", QueryRowContext: "(Context,string,any)*Row",
    SetConnMaxIdleTime: "(Duration)", SetConnMaxLifetime: "(Duration)", SetMaxIdleConns: "(int)", SetMaxOpenConns: "(int)", Stats: "()DBStats",
  },
  "sql.Tx": {
    Commit: "()error", Exec: "(string,any)(Result,error)", ExecContext: "(Context,string,any)(Result,error)", Prepare: "(string)(*Stmt,error)",
    PrepareContext: "(Context,string)(*Stmt,error)", Query: "(string,any)(*Rows,error)", QueryContext: "(Context,string,any)(*Rows,error)",
    QueryRow: "(string,any)*Row", QueryRowContext: "(Context,string,any)*Row", Rollback: "()error", Stmt: "(*Stmt)*Stmt", StmtContext: "(Context,*Stmt)*Stmt",
  },
  "sql.Stmt": {
    Close: "()error", Exec: "(any)(Result,error)", ExecContext: "(Context,any)(Result,error)", Query: "(any)(*Rows,error)",
    QueryContext: "(Context,any)(*Rows,error)", QueryRow: "(any)*Row", QueryRowContext: "(Context,any)*Row",
  },
  "sql.Conn": {
    BeginTx: "(Context,*TxOptions)(*Tx,error)", Close: "()error", ExecContext: "(Context,string,any)(Result,error)", PingContext: "(Context)error",
    PrepareContext: "(Context,string)(*Stmt,error)", QueryContext: "(Context,string,any)(*Rows,error)", QueryRowContext: "(Context,string,any)*Row",
  },
  "sql.Rows": { Close: "()error", ColumnTypes: "()([]*ColumnType,error)", Columns: "()([]string,error)", Err: "()error", Next: "()bool", NextResultSet: "()bool", Scan: "(any)error" },
  "sql.Row": { Err: "()error", Scan: "(any)error" },
  "sync.Mutex": { Lock: "()", TryLock: "()bool", Unlock: "()" },
  "bytes.Buffer": {
    Available: "()int", AvailableBuffer: "()[]byte", Bytes: "()[]byte", Cap: "()int", Grow: "(int)", Len: "()int", Next: "(int)[]byte",
    Read: "([]byte)(int,error)", ReadByte: "()(byte,error)", ReadBytes: "(byte)([]byte,error)", ReadFrom: "(Reader)(int64,error)",
    ReadRune: "()(rune,int,error)", ReadString: "(byte)(string,error)", Reset: "()", String: "()string", Truncate: "(int)",
    UnreadByte: "()error", UnreadRune: "()error", Write: "([]byte)(int,error)", WriteByte: "(byte)error", WriteRune: "(rune)(int,error)",
    WriteString: "(string)(int,error)", WriteTo: "(Writer)(int64,error)",
  },
  "strings.Builder": { Cap: "()int", Grow: "(int)", Len: "()int", Reset: "()", String: "()string", Write: "([]byte)(int,error)", WriteByte: "(byte)error", WriteRune: "(rune)(int,error)", WriteString: "(string)(int,error)" },
  "sync.WaitGroup": { Add: "(int)", Done: "()", Wait: "()" },
  "sync.Once": { Do: "(func())" },
  "sync.RWMutex": { Lock: "()", RLock: "()", RLocker: "()Locker", RUnlock: "()", TryLock: "()bool", TryRLock: "()bool", Unlock: "()" },
};

/** {@link TABLE} as the graph language wants it: embedded name → methods (name, shape). */
export const outsideInterfaces: ReadonlyMap<string, readonly { name: string; shape: string }[]> = new Map(
  Object.entries(TABLE).map(([iface, methods]) => [iface, Object.entries(methods).map(([name, shape]) => ({ name, shape }))]),
);
