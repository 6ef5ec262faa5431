/**
 * Progress display for long runs: a bar with files done/total, files/s and ETA on a terminal
 * (cli-progress); when stderr is not a terminal, a plain line every 10% of a step that has run for
 * {@link PIPED_AFTER_MS} (a CI log sees a long run is alive; a small repository's index printed 84 lines); nothing
 * with `quiet`.
 */
import cliProgress from "cli-progress";
import type { StageProgress } from "../pipeline/index.js";

/** One step of progress: `done` of `total` units (files by default); `path` or `detail` names the last one. */
export interface ProgressStep {
  done: number;
  total: number;
  unit?: string;
  path?: string;
  detail?: string;
}

export interface ProgressView {
  update(p: ProgressStep): void;
  stop(): void;
}

/**
 * Progress of the stages after extraction (synthesis, graph, hierarchy, search): one view per stage and step
 * (a stage's unit: the graph stage reads files, parses them, walks them, stores rows), labelled with the stage's
 * name, each stopped when the next one starts.
 */
export function createStageProgress(options: { quiet: boolean }): { update(p: StageProgress): void; stop(): void } {
  let current: { stage: string; unit: string; view: ProgressView } | undefined;
  return {
    update(p) {
      if (current?.stage !== p.stage || current.unit !== p.unit) {
        current?.view.stop();
        current = { stage: p.stage, unit: p.unit, view: createProgress({ quiet: options.quiet, label: p.stage }) };
      }
      current.view.update({ done: p.done, total: p.total, unit: p.unit, ...(p.detail ? { detail: p.detail } : {}) });
    },
    stop() {
      current?.view.stop();
    },
  };
}

/** Time a step runs before a piped view writes its first line (ms). */
export const PIPED_AFTER_MS = 2000;

/** A progress view writing to stderr. */
export function createProgress(options: { quiet: boolean; label: string }): ProgressView {
  if (options.quiet) return { update: () => {}, stop: () => {} };
  const started = performance.now();
  // At least one second: a step over in a few ms would otherwise show rates like "831000 files/s".
  const rate = (done: number): number => done / Math.max((performance.now() - started) / 1000, 1);
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: process.stderr,
        // Counts and rate first, so a narrow terminal cuts the file name, not the numbers.
        format: `${options.label} {value}/{total} {unit} {bar} {percentage}% | {rate} {unit}/s | ETA {eta_formatted} | {file}`,
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
          bar.start(p.total, 0, { rate: "0", file: "", unit: p.unit ?? "files" });
          begun = true;
        }
        bar.update(p.done, { rate: rate(p.done).toFixed(0), file: shorten(p.path ?? p.detail ?? "", 40), unit: p.unit ?? "files" });
      },
      stop() {
        if (begun) bar.stop();
        begun = false;
      },
    };
  }
  let nextPercent = 10;
  return {
    update(p) {
      if (performance.now() - started < PIPED_AFTER_MS) return;
      const percent = p.total ? Math.floor((p.done / p.total) * 100) : 100;
      if (percent < nextPercent && p.done !== p.total) return;
      nextPercent = percent + 10;
      const r = rate(p.done);
      const eta = r > 0 ? Math.round((p.total - p.done) / r) : 0;
      const unit = p.unit ?? "files";
      process.stderr.write(`${options.label}: ${p.done}/${p.total} ${unit} (${percent}%), ${r.toFixed(0)} ${unit}/s, ETA ${eta}s${p.detail ? `, ${p.detail}` : ""}\n`);
    },
    stop() {},
  };
}

function shorten(s: string, max: number): string {
  return s.length <= max ? s : `…${s.slice(s.length - max + 1)}`;
}
