import { readFileSync } from 'node:fs';
import { FIELD_KINDS, validateBpDefinition } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_BP_DEFINITIONS, NC_DEFINITION } from './index.js';

const known = Object.keys(DEMO_BP_DEFINITIONS);

describe('demo definitions', () => {
  it.each(Object.entries(DEMO_BP_DEFINITIONS))('%s is valid', (_ref, definition) => {
    const r = validateBpDefinition(definition, { knownBusinessProcesses: known });
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it.each(Object.entries(DEMO_BP_DEFINITIONS))('%s survives a JSON round trip', (_ref, definition) => {
    expect(validateBpDefinition(JSON.parse(JSON.stringify(definition))).ok).toBe(true);
  });

  it('use nearly every field kind', () => {
    const used = new Set(
      Object.values(DEMO_BP_DEFINITIONS).flatMap((d) => d.business_process.model.fields.map((f) => f.kind)),
    );
    expect(FIELD_KINDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it('give docs/bp-definition.md its complete example: the NC demo', () => {
    const doc = readFileSync(new URL('../../../docs/bp-definition.md', import.meta.url), 'utf8');
    const block = /<!-- bp-example:start -->\n```json\n([\s\S]*?)\n```\n<!-- bp-example:end -->/.exec(doc);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(JSON.parse(JSON.stringify(NC_DEFINITION)));
  });
});
