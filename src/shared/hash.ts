/**
 * Content hashing with xxHash64 (xxhash-wasm): fast, non-cryptographic, stable across machines.
 * Used for file content hashes and contract hashes (seed 000 §7.2, Table 7.1 "hash(file_content)").
 */
import type xxhash from "xxhash-wasm";

type Hasher = Awaited<ReturnType<typeof xxhash>>;
let hasherPromise: Promise<Hasher> | undefined;
let hasher: Hasher | undefined;

/**
 * Loads the WASM hasher once; every other function here needs it to have resolved. The package is imported here, on
 * first use, not with this module: `strata search` reaches this module but hashes nothing unless asked for `--json`.
 */
export async function initHash(): Promise<void> {
  hasherPromise ??= import("xxhash-wasm").then((m) => m.default());
  hasher = await hasherPromise;
}

function ready(): Hasher {
  if (!hasher) throw new Error("hash not initialised: await initHash() first");
  return hasher;
}

/** xxHash64 of raw bytes, as 16 lower-case hex digits. @throws Error when {@link initHash} has not resolved. */
export function hashBytes(bytes: Uint8Array): string {
  return ready().h64Raw(bytes).toString(16).padStart(16, "0");
}

/** xxHash64 of a string's UTF-8 bytes, as 16 lower-case hex digits. @throws Error when {@link initHash} has not resolved. */
export function hashText(text: string): string {
  return ready().h64ToString(text);
}
