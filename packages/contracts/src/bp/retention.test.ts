import { describe, expect, it } from 'vitest';
import { localize } from '../messages/catalog.js';
import { retentionCutoff, retentionEnd } from './retention.js';
import { EXAMPLE_DEFINITION } from './testFixtures.js';
import { type BpProblem, validateBpDefinition } from './validate.js';

/** The checker's reasons as an English-speaking admin reads them. */
const inEnglish = (problems: BpProblem[]) => problems.map((p) => ({ ...p, message: localize(p.message, 'en') }));

/** The `retention` key of a BP definition (issue 15 §4) on the example of docs/bp-definition.md. */
if (!EXAMPLE_DEFINITION) throw new Error('docs/bp-definition.md has no example definition');
const known = { knownBusinessProcesses: ['NC', 'CAPA', 'AUDIT'] };

function withRetention(retention: unknown, edit: (bp: any) => void = () => {}) {
  const doc = structuredClone(EXAMPLE_DEFINITION) as any;
  doc.business_process.retention = retention;
  edit(doc.business_process);
  return validateBpDefinition(doc, known);
}

describe('retention in a BP definition', () => {
  it('accepts a period in years or in days, from the closing or the creation', () => {
    for (const retention of [
      { years: 5, from: 'closed' },
      { days: 90, from: 'created' },
    ]) {
      const r = withRetention(retention);
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      expect(r.value.business_process.retention).toEqual(retention);
    }
  });

  it.each([
    [
      'both years and days',
      { years: 1, days: 10, from: 'closed' },
      'retention.years',
      /exactly one of `years` and `days`/,
    ],
    ['neither years nor days', { from: 'closed' }, 'retention.years', /exactly one of `years` and `days`/],
    ['no start', { years: 5 }, 'retention.from', /./],
    ['an unknown start', { years: 5, from: 'obsolete' }, 'retention.from', /./],
    ['a zero period', { days: 0, from: 'created' }, 'retention.days', /./],
    ['a fractional period', { years: 1.5, from: 'created' }, 'retention.years', /./],
    ['an unknown option', { years: 5, from: 'closed', purge: 'auto' }, 'retention', /Unrecognized key/],
  ])('refuses %s', (_what, retention, path, message) => {
    const r = withRetention(retention);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(inEnglish(r.problems)).toContainEqual({
      path: `business_process.${path}`,
      message: expect.stringMatching(message),
    });
  });

  it('refuses counting from the closing when no state closes', () => {
    const r = withRetention({ years: 5, from: 'closed' }, (bp) => {
      for (const s of bp.workflow.states) s.closed = false;
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(inEnglish(r.problems)).toContainEqual({
      path: 'business_process.retention.from',
      message: "Retention counts from the closing, but no state is 'closed'",
    });
    // The administrator reads it in their language.
    expect(r.problems.map((p) => localize(p.message, 'es'))).toContain(
      "La conservación cuenta desde el cierre, pero ningún estado es 'closed'",
    );
  });
});

describe('the retention period in time', () => {
  const now = new Date('2026-11-27T10:00:00.000Z');
  it('cuts off calendar years or days before now', () => {
    expect(retentionCutoff({ years: 5, from: 'closed' }, now).toISOString()).toBe('2021-11-27T10:00:00.000Z');
    expect(retentionCutoff({ days: 30, from: 'created' }, now).toISOString()).toBe('2026-10-28T10:00:00.000Z');
  });
  it('ends the same period after its start', () => {
    expect(retentionEnd({ years: 5, from: 'closed' }, new Date('2021-11-27T10:00:00.000Z'))).toEqual(now);
    expect(retentionEnd({ days: 30, from: 'created' }, new Date('2026-10-28T10:00:00.000Z'))).toEqual(now);
  });
});
