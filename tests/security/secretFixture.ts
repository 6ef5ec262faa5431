/**
 * A small repository with planted fake credentials of many kinds and places: exported constants, default
 * parameter values, Python module constants, doc comments, enum values, a function body, JSON and YAML
 * config, `.env`, a PEM private key and an SSH key. Every value is built at run time from pieces, so this
 * source file itself holds no token a scanner would match, and none of them is a real credential.
 */

/** `n` characters cycling through `alphabet`, starting at `offset` (deterministic filler for tokens). */
function filler(n: number, offset: number, alphabet = "aB3dE5gH7jK9mN2pQ4sT6vW8yZ1cF0hJ"): string {
  let out = "";
  for (let i = 0; i < n; i++) out += alphabet[(i * 7 + offset) % alphabet.length];
  return out;
}

const BASE64 = "x7Qz3kL9mN2pR5sT8uV1wX4yZ6aB3cD5eF7gH9iJ0kL2P6qR8s+/";
/** PEM body lines; ASN.1 keys start with `MI` (what a scanner checks to tell a key from a placeholder). */
const PEM_BODY = [`MIIEowIBAAKCAQEA${filler(48, 1, BASE64)}`, `MIIEvQIBADANBgkq${filler(48, 2, BASE64)}`];
const pem = (kind: string, body: readonly string[]): string => `-----BEGIN ${kind}PRIVATE KEY-----\n${body.join("\n")}\n-----END ${kind}PRIVATE KEY-----\n`;

/** Each planted value, named by kind and place; a test asserts none of them appears anywhere. */
export const PLANTED = {
  tsExportedGithub: `gh${"p"}_${filler(36, 3)}`,
  tsDefaultParamSlack: `xox${"b"}-123456789012-1234567890123-${filler(24, 4)}`,
  tsDocCommentNpm: `np${"m"}_${filler(36, 5)}`,
  tsEnumSendgrid: `S${"G"}.${filler(22, 6)}.${filler(43, 7)}`,
  tsExportedAwsId: `AK${"IA"}${filler(16, 8, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")}`,
  tsBodySlackHook: `https://hooks.slack.com/services/T${filler(8, 9, "ABCDEFGH0123456789")}/B${filler(8, 10, "ABCDEFGH0123456789")}/${filler(24, 11)}`,
  tsStaticAnthropic: `sk-an${"t"}-api03-${filler(93, 12)}AA`,
  tsBasicAuthPassword: `Pw${filler(14, 13)}`,
  tsObjectShopify: `shp${"at"}_${filler(32, 14, "0123456789abcdef")}`,
  tsInlinePem: PEM_BODY[0]!,
  pyAwsSecret: filler(40, 15),
  pyDefaultParamGithub: `gh${"p"}_${filler(36, 16)}`,
  pyDocstringSlackHook: `https://hooks.slack.com/services/T${filler(8, 17, "ABCDEFGH0123456789")}/B${filler(8, 18, "ABCDEFGH0123456789")}/${filler(24, 19)}`,
  pyPostgresPassword: `Pg${filler(14, 20)}`,
  pyEnumNpm: `np${"m"}_${filler(36, 21)}`,
  goConstAnthropic: `sk-an${"t"}-api03-${filler(93, 22)}AA`,
  jsonGithubFineGrained: `github${"_pat"}_${filler(82, 23)}`,
  jsonBasicAuthPassword: `Js${filler(14, 24)}`,
  yamlSlackUser: `xox${"p"}-123456789012-1234567890123-${filler(24, 25)}`,
  yamlAwsId: `AK${"IA"}${filler(16, 26, "ABCDEFGHJKLMNPQRSTUVWXYZ234567")}`,
  envStripe: `rk_live_${filler(24, 27)}`,
  envPassword: `Env${filler(13, 28)}`,
  pemFileKey: PEM_BODY[1]!,
  sshKey: filler(70, 29, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"),
  credentialsJson: `Cred${filler(20, 30)}`,
} as const;

const P = PLANTED;

/** The fixture's files (repository-relative path → text). */
export function secretFixtureFiles(): Record<string, string> {
  return {
    "src/config.ts": `/** Service settings for the billing client. */
export const GITHUB_TOKEN = "${P.tsExportedGithub}";
export const AWS_ACCESS_KEY_ID = "${P.tsExportedAwsId}";
export const DATABASE = "https://admin:${P.tsBasicAuthPassword}@db.example.com/billing";
export const SHOP = { name: "store", token: "${P.tsObjectShopify}" };

/** Keys of the mail provider. */
export enum MailKeys {
  Sendgrid = "${P.tsEnumSendgrid}",
}

/**
 * Publishes the package to the registry.
 * Uses the npm token ${P.tsDocCommentNpm} for authentication.
 */
export function publish(name: string): string {
  return name;
}

/** Connects to the chat service with a bot token. */
export function connect(channel: string, token = "${P.tsDefaultParamSlack}"): string {
  return channel + token.length;
}

/** Posts a message to the team's incoming webhook. */
export function notify(text: string): string {
  const hook = "${P.tsBodySlackHook}";
  return hook + text;
}

/** Client for the model API. */
export class ModelClient {
  static apiKey = "${P.tsStaticAnthropic}";
  /** Sends one request. */
  send(prompt: string): string {
    return ModelClient.apiKey + prompt;
  }
}
`,
    "src/keys.ts": `/** The signing key used in tests. */
export const SIGNING_KEY = \`${pem("RSA ", [P.tsInlinePem, filler(64, 31, BASE64)])}\`;

/** Signs a payload with the signing key. */
export function sign(payload: string): string {
  return SIGNING_KEY.slice(0, 10) + payload;
}
`,
    "src/use.ts": `import { GITHUB_TOKEN, publish } from "./config";

/** Re-exports the token under another name. */
export const TOKEN_COPY = GITHUB_TOKEN;

/** Publishes the default package. */
export function publishDefault(): string {
  return publish(TOKEN_COPY);
}
`,
    "app/settings.py": `"""Application settings for the worker."""
from enum import Enum

AWS_SECRET_ACCESS_KEY = "${P.pyAwsSecret}"
DATABASE_URL = "postgres://app:${P.pyPostgresPassword}@db.internal:5432/app"


class Tokens(Enum):
    """Registry tokens."""

    NPM = "${P.pyEnumNpm}"


def fetch_repo(name, key="${P.pyDefaultParamGithub}"):
    """Fetches a repository with an access key."""
    return name + key


def alert(text):
    """Sends an alert to ${P.pyDocstringSlackHook} for the team."""
    return text
`,
    "cmd/main.go": `package main

// apiKey is the model API key.
const apiKey = "${P.goConstAnthropic}"

// Key returns the model API key.
func Key() string {
\treturn apiKey
}
`,
    "config/app.json": JSON.stringify({ github: { token: P.jsonGithubFineGrained }, mirror: `https://deploy:${P.jsonBasicAuthPassword}@mirror.example.com/repo` }, null, 2) + "\n",
    "config/deploy.yaml": `slack:\n  token: ${P.yamlSlackUser}\naws:\n  access_key_id: ${P.yamlAwsId}\n`,
    ".env": `STRIPE_KEY=${P.envStripe}\nDB_PASSWORD=${P.envPassword}\n`,
    "certs/server.pem": pem("", [P.pemFileKey, filler(64, 32, BASE64)]),
    "deploy/id_rsa": `-----BEGIN OPENSSH PRIVATE KEY-----\n${P.sshKey}\n-----END OPENSSH PRIVATE KEY-----\n`,
    "deploy/credentials.json": JSON.stringify({ client_secret: P.credentialsJson }) + "\n",
    "README.md": "# Billing\n\nA small service used to test that credentials never leave the machine.\n",
  };
}

/** The planted values found in `text`, by name; empty when none leaked. */
export function leakedIn(text: string): string[] {
  return Object.entries(PLANTED)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);
}
