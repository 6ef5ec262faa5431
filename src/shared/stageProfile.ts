/**
 * Per-stage cost of a run: wall time, CPU time (user + system, all threads of the process, so worker threads
 * count) and peak resident memory. Plain numbers for the `--json` report; the library never prints them.
 */

/** One stage's cost. */
export interface StageCost {
  /** Wall-clock time of the stage (ms). */
  wallMs: number;
  /** CPU time of the whole process during the stage, user + system, worker threads included (ms). */
  cpuMs: number;
  /**
   * Highest resident set size seen during the stage (MiB): sampled every {@link SAMPLE_MS} ms and at both ends, so
   * a peak shorter than a sample while the main thread is busy can be missed.
   */
  peakRssMiB: number;
}

/** Memory sampling period (ms). */
export const SAMPLE_MS = 50;

const MIB = 1024 * 1024;

/** Measures consecutive stages: `start(name)` ends the previous stage; `finish()` ends the last and returns all. */
export class StageProfiler {
  private readonly costs: Record<string, StageCost> = {};
  private current: { name: string; wall: number; cpu: NodeJS.CpuUsage; peak: number } | undefined;
  private timer: NodeJS.Timeout | undefined;

  /** Ends the running stage (if any) and starts measuring `name`. */
  start(name: string): void {
    this.end();
    this.current = { name, wall: performance.now(), cpu: process.cpuUsage(), peak: process.memoryUsage.rss() };
    this.timer ??= setInterval(() => this.sample(), SAMPLE_MS).unref();
  }

  /** Ends the running stage and stops sampling; returns every stage measured, in order. */
  finish(): Record<string, StageCost> {
    this.end();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.costs;
  }

  private sample(): void {
    if (this.current) this.current.peak = Math.max(this.current.peak, process.memoryUsage.rss());
  }

  private end(): void {
    const c = this.current;
    if (!c) return;
    this.sample();
    const cpu = process.cpuUsage(c.cpu);
    this.costs[c.name] = {
      wallMs: Math.round(performance.now() - c.wall),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      peakRssMiB: Math.round(c.peak / MIB),
    };
    this.current = undefined;
  }
}
