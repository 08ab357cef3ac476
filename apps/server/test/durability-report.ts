import fs from 'node:fs';
import { inject } from 'vitest';

/**
 * The durability tests' figures, for the soak (bench/durability-soak.mjs): appended as one JSON
 * line to the file QUALIUM_DURABILITY_REPORT names, when it names one.
 */
export function recordFigures(suite: 'races' | 'crash', figures: Record<string, unknown>): void {
  const file = process.env.QUALIUM_DURABILITY_REPORT;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ suite, db: inject('dbKind'), ...figures })}\n`);
}
