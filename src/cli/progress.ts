/**
 * Progress display for long runs: a bar with files done/total, files/s and ETA on a terminal
 * (cli-progress); a plain line every 10% when stderr is not a terminal; nothing with `quiet`.
 */
import cliProgress from "cli-progress";
import type { IndexProgress } from "../indexRepository.js";

export interface ProgressView {
  update(p: IndexProgress): void;
  stop(): void;
}

/** A progress view writing to stderr. */
export function createProgress(options: { quiet: boolean; label: string }): ProgressView {
  if (options.quiet) return { update: () => {}, stop: () => {} };
  const started = performance.now();
  const rate = (done: number): number => done / Math.max((performance.now() - started) / 1000, 0.001);
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        // Counts and rate first, so a narrow terminal cuts the file name, not the numbers.
        format: `${options.label} {value}/{total} files {bar} {percentage}% | {rate} files/s | ETA {eta_formatted} | {file}`,
        barsize: Math.max(10, Math.min(30, (process.stderr.columns ?? 80) - 70)),
        hideCursor: true,
        etaBuffer: 200,
        fps: 10,
      },
      cliProgress.Presets.shades_classic,
    );
    let begun = false;
    return {
      update(p) {
        if (!begun) {
          bar.start(p.total, 0, { rate: "0", file: "" });
          begun = true;
        }
        bar.update(p.done, { rate: rate(p.done).toFixed(0), file: shorten(p.path ?? "", 40) });
      },
      stop() {
        if (begun) bar.stop();
      },
    };
  }
  let nextPercent = 10;
  return {
    update(p) {
      const percent = p.total ? Math.floor((p.done / p.total) * 100) : 100;
      if (percent < nextPercent && p.done !== p.total) return;
      nextPercent = percent + 10;
      const r = rate(p.done);
      const eta = r > 0 ? Math.round((p.total - p.done) / r) : 0;
      process.stderr.write(`${options.label}: ${p.done}/${p.total} files (${percent}%), ${r.toFixed(0)} files/s, ETA ${eta}s\n`);
    },
    stop() {},
  };
}

function shorten(s: string, max: number): string {
  return s.length <= max ? s : `…${s.slice(s.length - max + 1)}`;
}
