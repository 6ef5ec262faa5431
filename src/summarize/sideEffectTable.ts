/**
 * Side effects inferred from imports, as data: per language, module specifiers (exact, or a prefix
 * ending in `/` or `.`) mapped to effect categories. Seed 000 Table 3.1 P-TECH-JSON step three:
 * "'axios' implies network requests, 'fs' implies file system access".
 */

export type SideEffectCategory =
  | "file system"
  | "network"
  | "processes"
  | "database"
  | "environment"
  | "timers"
  | "randomness"
  | "logging";

/**
 * Module name → categories. A key ending in `/` or `.` matches every submodule; a key `module.name` (no such ending)
 * is a name imported from the module (Python `from time import sleep`), looked up exactly.
 */
export type SideEffectTable = Record<string, SideEffectCategory[]>;

const JS: SideEffectTable = {
  fs: ["file system"],
  "fs/": ["file system"],
  "fs-extra": ["file system"],
  "graceful-fs": ["file system"],
  chokidar: ["file system"],
  glob: ["file system"],
  "fast-glob": ["file system"],
  http: ["network"],
  https: ["network"],
  http2: ["network"],
  net: ["network"],
  dgram: ["network"],
  dns: ["network"],
  tls: ["network"],
  axios: ["network"],
  "node-fetch": ["network"],
  undici: ["network"],
  got: ["network"],
  ky: ["network"],
  ws: ["network"],
  "socket.io": ["network"],
  express: ["network"],
  fastify: ["network"],
  koa: ["network"],
  hono: ["network"],
  child_process: ["processes"],
  cluster: ["processes"],
  worker_threads: ["processes"],
  execa: ["processes"],
  "cross-spawn": ["processes"],
  "better-sqlite3": ["database", "file system"],
  sqlite3: ["database", "file system"],
  pg: ["database", "network"],
  mysql: ["database", "network"],
  mysql2: ["database", "network"],
  mongodb: ["database", "network"],
  mongoose: ["database", "network"],
  redis: ["database", "network"],
  ioredis: ["database", "network"],
  "@prisma/client": ["database"],
  typeorm: ["database"],
  sequelize: ["database"],
  knex: ["database"],
  "drizzle-orm": ["database"],
  dotenv: ["environment"],
  process: ["environment", "processes"],
  timers: ["timers"],
  "timers/": ["timers"],
  // `crypto` is imported to hash and sign (formidable's src/PersistentFile.js calls only `crypto.createHash` and read
  // "randomness (node:crypto)") more often than to draw random values: only the names that draw say randomness (a call
  // of `crypto.randomBytes` says it in the function that makes it: body/resourceCalls.json).
  crypto: [],
  "crypto.randomBytes": ["randomness"],
  "crypto.randomUUID": ["randomness"],
  "crypto.randomInt": ["randomness"],
  "crypto.randomFill": ["randomness"],
  "crypto.randomFillSync": ["randomness"],
  "crypto.getRandomValues": ["randomness"],
  uuid: ["randomness"],
  nanoid: ["randomness"],
  winston: ["logging"],
  pino: ["logging"],
  debug: ["logging"],
  loglevel: ["logging"],
  bunyan: ["logging"],
};

const PYTHON: SideEffectTable = {
  // `os` is imported for paths and the environment far more often than for processes; `io` mostly for StringIO.
  os: ["file system", "environment"],
  "os.": ["file system"],
  shutil: ["file system"],
  pathlib: ["file system"],
  tempfile: ["file system"],
  glob: ["file system"],
  pickle: ["file system"],
  requests: ["network"],
  httpx: ["network"],
  aiohttp: ["network"],
  urllib: ["network"],
  "urllib.": ["network"],
  // Parsing and quoting URLs, URL errors and cookie headers touch no network: werkzeug's `formparser.py` imports
  // `parse_qsl` from `urllib.parse` alone and had read "network (urllib.parse)".
  "urllib.parse": [],
  "urllib.error": [],
  urllib3: ["network"],
  socket: ["network"],
  "http.": ["network"],
  "http.cookies": [],
  "http.cookiejar": [],
  smtplib: ["network"],
  grpc: ["network"],
  subprocess: ["processes"],
  multiprocessing: ["processes"],
  signal: ["processes"],
  sqlite3: ["database", "file system"],
  psycopg2: ["database", "network"],
  psycopg: ["database", "network"],
  pymysql: ["database", "network"],
  sqlalchemy: ["database"],
  "sqlalchemy.": ["database"],
  pymongo: ["database", "network"],
  redis: ["database", "network"],
  "django.db": ["database"],
  "django.db.": ["database"],
  dotenv: ["environment"],
  // `time` is imported to read the clock (`time.time()`, `time.monotonic()`) more often than to wait: only the names
  // that wait say timers (a call of `time.sleep` says it in the function that makes it: body/resourceCalls.json).
  time: [],
  "time.sleep": ["timers"],
  sched: ["timers"],
  random: ["randomness"],
  secrets: ["randomness"],
  // No `uuid`: imported as often to read and type `uuid.UUID` values (marshmallow's `UUID` field) as to make one;
  // a call of `uuid.uuid4` says randomness in the function that makes it (body/resourceCalls.json).
  logging: ["logging"],
  "logging.": ["logging"],
  loguru: ["logging"],
  structlog: ["logging"],
};

const GO: SideEffectTable = {
  // `io` and `bufio` are stream interfaces over anything (buffers included), `net/url` and `net/textproto` parse
  // text: none of them implies I/O by being imported.
  os: ["file system", "environment"],
  "os/exec": ["processes"],
  "os/signal": ["processes"],
  "io/ioutil": ["file system"],
  "io/fs": ["file system"],
  "path/filepath": ["file system"],
  net: ["network"],
  "net/": ["network"],
  "net/url": [],
  "net/textproto": [],
  "net/http/httptest": [],
  "google.golang.org/grpc": ["network"],
  "database/sql": ["database"],
  "gorm.io/gorm": ["database"],
  "github.com/jackc/pgx/": ["database", "network"],
  "github.com/go-redis/redis/": ["database", "network"],
  "github.com/redis/go-redis/": ["database", "network"],
  // `time` is imported for durations and clock reads (golang-jwt's `validator.go`: `time.Now()`, `time.Duration`)
  // more often than for timers; a call of `time.Sleep`, `time.After`… says it where it is made (body/resourceCalls.json).
  time: [],
  "math/rand": ["randomness"],
  "math/rand/v2": ["randomness"],
  "crypto/rand": ["randomness"],
  log: ["logging"],
  "log/slog": ["logging"],
  "go.uber.org/zap": ["logging"],
  "github.com/sirupsen/logrus": ["logging"],
};

const RUST: SideEffectTable = {
  "std::fs": ["file system"],
  "std::fs::": ["file system"],
  "std::io": ["file system"],
  "std::net": ["network"],
  "std::net::": ["network"],
  "std::process": ["processes"],
  "std::process::": ["processes"],
  "std::env": ["environment"],
  "std::time": ["timers"],
  "std::time::": ["timers"],
  reqwest: ["network"],
  "reqwest::": ["network"],
  "tokio::net": ["network"],
  "tokio::fs": ["file system"],
  "tokio::time": ["timers"],
  rand: ["randomness"],
  "rand::": ["randomness"],
  log: ["logging"],
  "log::": ["logging"],
  tracing: ["logging"],
  "tracing::": ["logging"],
};

const JAVA: SideEffectTable = {
  "java.io.": ["file system"],
  "java.nio.file.": ["file system"],
  "java.net.": ["network"],
  "java.net.http.": ["network"],
  "java.sql.": ["database"],
  "java.util.Random": ["randomness"],
  "java.util.logging.": ["logging"],
  "org.slf4j.": ["logging"],
};

/** Tables by language id; languages that share a module system share a table. */
export const SIDE_EFFECT_TABLES: Record<string, SideEffectTable> = {
  typescript: JS,
  javascript: JS,
  python: PYTHON,
  go: GO,
  rust: RUST,
  java: JAVA,
};
