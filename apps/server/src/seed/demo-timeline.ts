/**
 * The demo stories' calendar. Stories are planned first (each step with its moment), then every
 * step of every story runs in time order, so unit numbers follow creation dates and each unit's
 * history reads in the order it happened. A step that would fall after `now` is dropped: the
 * story stops there, leaving its unit in the state it had reached.
 */

interface Step {
  at: Date;
  seq: number;
  label: string;
  run: () => Promise<void>;
}

export class Timeline {
  private readonly steps: Step[] = [];
  private seq = 0;
  /** Nothing happens later than this: a few minutes before the seed runs. */
  readonly cutoff: Date;

  constructor(readonly now: Date) {
    this.cutoff = new Date(now.getTime() - 5 * 60_000);
  }

  /** Schedules a step; false (and nothing scheduled) when `at` is not in the past. */
  add(at: Date, label: string, run: () => Promise<void>): boolean {
    if (at.getTime() >= this.cutoff.getTime()) return false;
    this.steps.push({ at, seq: this.seq++, label, run });
    return true;
  }

  get size(): number {
    return this.steps.length;
  }

  /**
   * Runs every step in time order (ties in planning order); a failing step stops the seed.
   * `afterStep` runs between steps (batch commits), `onProgress` every thousand steps.
   */
  async run(afterStep?: () => Promise<void>, onProgress?: (done: number, total: number) => void): Promise<void> {
    const ordered = [...this.steps].sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    this.steps.length = 0;
    let done = 0;
    for (const step of ordered) {
      try {
        await step.run();
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        const body = (error as { body?: unknown }).body;
        throw new Error(
          `Demo units: ${step.label} at ${step.at.toISOString()} failed: ${detail}${body ? ` ${JSON.stringify(body)}` : ''}`,
          { cause: error },
        );
      }
      done++;
      await afterStep?.();
      if (onProgress && done % 1000 === 0) onProgress(done, ordered.length);
    }
  }
}
