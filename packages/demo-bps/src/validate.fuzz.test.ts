import { localize, validateBpDefinition } from '@qualium/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_BP_DEFINITIONS } from './index.js';

/** Every path into a JSON tree. */
function paths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function replaced(doc: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(doc) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe('validateBpDefinition on damaged definitions', () => {
  const docs = Object.values(DEMO_BP_DEFINITIONS).map((d) => JSON.parse(JSON.stringify(d)));

  it('never throws, and every refusal says where and why', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: docs.length - 1 }),
        fc.nat(),
        fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 })),
        (which, at, value) => {
          const doc = docs[which];
          const all = paths(doc);
          const path = all[at % all.length] ?? [];
          const r = validateBpDefinition(replaced(doc, path, value));
          if (!r.ok) {
            expect(r.problems.length).toBeGreaterThan(0);
            for (const p of r.problems) {
              expect(p.path).toMatch(/^(\(root\)|business_process)/);
              expect(localize(p.message, 'en').length).toBeGreaterThan(0);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
