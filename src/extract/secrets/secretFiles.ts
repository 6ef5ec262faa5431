/**
 * Files that hold credentials by their name, skipped by default: their whole content is a secret, so
 * redacting values inside them is not enough (a `.env` line with an unknown token format would pass a
 * detector). The patterns follow the names git hosting providers and secret scanners treat as credential
 * files (Repomix skips the same kinds through its default ignore list).
 */
import path from "node:path";

/** A name rule: a predicate over the lower-case base name and what the name means. */
interface SecretNameRule {
  what: string;
  test: (lowerName: string) => boolean;
}

const SECRET_NAME_RULES: readonly SecretNameRule[] = [
  { what: "environment file", test: (n) => n === ".env" || n.startsWith(".env.") || n.endsWith(".env") },
  { what: "private key or certificate", test: (n) => /\.(?:pem|key|p12|pfx|jks|keystore|ppk|asc|gpg)$/.test(n) },
  { what: "SSH key", test: (n) => /^id_(?:rsa|dsa|ecdsa|ed25519)(?:\.|$)/.test(n) },
  {
    what: "credentials file",
    test: (n) =>
      /^(?:credentials|\.credentials|\.netrc|_netrc|\.npmrc|\.pypirc|\.pgpass|\.htpasswd|\.git-credentials)$/.test(n) ||
      /(?:^|[._-])(?:credentials?|secrets?)\.(?:json|ya?ml|toml|ini|xml|env)$/.test(n) ||
      /^service[-_]?account.*\.json$/.test(n),
  },
];

/** Example files that document the shape of a secret file and hold no value (`.env.example`). */
const TEMPLATE_SUFFIXES = [".example", ".sample", ".template", ".dist"];

/**
 * What kind of credential file `relPath` is by its base name (`"environment file"`, `"SSH key"`, …), or
 * undefined for an ordinary file. `.env.example`-style templates are ordinary files.
 */
export function secretFileKind(relPath: string): string | undefined {
  const name = path.posix.basename(relPath.replaceAll("\\", "/")).toLowerCase();
  if (TEMPLATE_SUFFIXES.some((s) => name.endsWith(s))) return undefined;
  return SECRET_NAME_RULES.find((rule) => rule.test(name))?.what;
}

/** The skip sentence for a credential file, naming how to opt in. */
export function secretFileDetail(kind: string): string {
  return `${kind} by name: may hold credentials, so it is not read; set includeSecretFiles (strata.config.json, STRATA_INCLUDE_SECRET_FILES=1 or --include-secret-files) to index it with detected values redacted`;
}
