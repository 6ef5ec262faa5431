/**
 * A full garbage collection on demand, for a long-lived process at the end of a phase that left much garbage (the
 * watcher after its first update and after its warm-up). V8 collects when its heap reaches a limit it sets after
 * each collection at up to 4× the live heap (more when the program allocates quickly); after a phase that allocated
 * hundreds of MiB and let most of it go (a cold index, parsing a whole TypeScript program), the limit stays that high
 * and the next phase fills the heap up to it. Measured on trpc (184k lines): the live heap after the warm-up is
 * ~280 MiB while the process held 1.0–1.5 GiB.
 *
 * V8 offers the collection as `gc()` only with `--expose-gc`; without that flag it is turned on here once
 * (`v8.setFlagsFromString`) and `gc` taken from a new context, which sees the flag (as Jest's leak detection does).
 */
import v8 from "node:v8";
import vm from "node:vm";

let collector: (() => void) | null | undefined;

/** Runs a full, synchronous garbage collection; false (and nothing done) where the runtime does not allow it. */
export function collectGarbage(): boolean {
  if (collector === undefined) collector = findCollector();
  if (!collector) return false;
  collector();
  return true;
}

function findCollector(): (() => void) | null {
  const exposed = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === "function") return exposed as () => void;
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as unknown;
    return typeof gc === "function" ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

/**
 * The default old-generation growing factor of a long-lived process, as a percentage over the live heap: after each
 * full collection V8 lets the heap grow to (1 + percent / 100) × what stayed live before it collects again.
 */
export const LONG_LIVED_HEAP_GROWING_PERCENT = 50;

/**
 * Bounds how far V8 lets the heap grow over what stays live, for the rest of the process (`--heap-growing-percent`,
 * set at run time through `v8.setFlagsFromString`; V8 reads it at every full collection). Without it V8 picks a factor
 * of up to 4: a watcher on typeorm (301k lines, ~650 MiB live) let each one-line edit's ~100 MiB of garbage pile up
 * to a 1.9 GiB heap (peak RSS 2,116 MiB); trpc (184k lines) 1,293 MiB. Measured with `npm run bench:live` (30 edits
 * and a 50-file switch): typeorm at 50% 1,295 MiB (1,260 with the cold index in the watcher; 1,539 at 100%), trpc 830
 * (847 at 100%), edit times within the run-to-run spread. Costs more frequent full collections (a few hundred ms of
 * CPU each at that heap size, mostly on V8's helper threads). Process-wide and kept until the process ends (the last
 * call wins); a runtime without the flag ignores it.
 * @throws Error when `percent` is not a positive integer.
 */
export function boundHeapGrowth(percent: number = LONG_LIVED_HEAP_GROWING_PERCENT): void {
  if (!Number.isInteger(percent) || percent <= 0) throw new Error(`heap growing percent must be a positive integer, got ${percent}`);
  v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
