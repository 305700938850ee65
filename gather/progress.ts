// Progress of a long run in the log: one line when a step starts, then a line
// every few seconds while it goes on ("Previewing: 4,200 of 10,000 objects
// (42%), 3.1 s"), and one when it ends, so a run over thousands of manifests never
// looks hung. Checking the clock is all a step pays per item.

import { formatCount } from '../core/preview/render/index.ts';
import type { Logger } from './log.ts';

/** Seconds between lines; APPLY_PREVIEW_PROGRESS_SECONDS overrides (tests). */
export function progressInterval(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.APPLY_PREVIEW_PROGRESS_SECONDS?.trim() ?? '';
  const v = Number(raw);
  return raw !== '' && Number.isFinite(v) && v >= 0 ? v * 1000 : 3000;
}

// formatCount, not toLocaleString: the first call of that loads ICU's locale data (about 10 ms).
const count = formatCount;

export class Progress {
  private readonly started = performance.now();
  private last = this.started;

  /** `step`: "Previewing"; `unit`: "objects". Logs the opening line. */
  constructor(
    private readonly log: Logger,
    private readonly step: string,
    private readonly total: number,
    private readonly unit: string,
    private readonly intervalMs = progressInterval(),
  ) {
    log.info(`${step} ${count(total)} ${unit}...`);
  }

  /** `done` items of the total are through. */
  tick(done: number): void {
    const now = performance.now();
    if (now - this.last < this.intervalMs) return;
    this.last = now;
    const pct = this.total > 0 ? Math.floor((done * 100) / this.total) : 100;
    this.log.info(
      `${this.step}: ${count(done)} of ${count(this.total)} ${this.unit} (${pct}%), ${((now - this.started) / 1000).toFixed(1)} s`,
    );
  }

  /** The closing line, with what the step found when it has more to say. */
  done(detail = ''): void {
    const s = (performance.now() - this.started) / 1000;
    this.log.info(
      `${this.step}: ${count(this.total)} ${this.unit} in ${s.toFixed(1)} s${detail ? `; ${detail}` : ''}.`,
    );
  }
}
