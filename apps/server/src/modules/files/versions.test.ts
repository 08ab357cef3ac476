import { type BpDefinition, localize, validateBpDefinition } from '@qualium/contracts';
import { DOCISODEFAULT_DEFINITION } from '@qualium/demo-bps';
import { describe, expect, it } from 'vitest';
import { stateEffect, statusesAfter, uploadStatus } from './versions.js';

function definition(change: (def: any) => void = () => {}): BpDefinition {
  const json = JSON.parse(JSON.stringify(DOCISODEFAULT_DEFINITION));
  change(json);
  const parsed = validateBpDefinition(json);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
}
const field = (def: BpDefinition, id: string) => def.business_process.model.fields.find((f) => f.id === id)!;

describe('DOCISODEFAULT versions', () => {
  const doc = field(definition(), 'document');

  it('keeps uploads as drafts until Vigente publishes the newest; Obsoleto withdraws them all', () => {
    expect(uploadStatus(doc)).toBe('draft');
    expect(['borrador', 'en_revision', 'pendiente_aprobacion'].map((s) => stateEffect(doc, s))).toEqual([
      null,
      null,
      null,
    ]);
    expect(stateEffect(doc, 'vigente')).toBe('publish');
    expect(stateEffect(doc, 'obsoleto')).toBe('withdraw');
    expect(statusesAfter('publish', 3)).toEqual(['public', 'obsolete', 'obsolete']);
    expect(statusesAfter('withdraw', 2)).toEqual(['obsolete', 'obsolete']);
  });

  it('puts every upload in force at once without publish states, and plain files always', () => {
    const open = field(
      definition((d) => {
        const f = d.business_process.model.fields.find((x: { id: string }) => x.id === 'document');
        delete f.publish_states;
        delete f.withdraw_states;
      }),
      'document',
    );
    expect(uploadStatus(open)).toBe('public');
    expect(stateEffect(open, 'borrador')).toBe('publish');
    expect(uploadStatus({ id: 'evidence', kind: 'file' } as never)).toBe('public');
    expect(stateEffect({ id: 'evidence', kind: 'file' } as never, 'vigente')).toBeNull();
  });

  it('refuses publish states the workflow does not have', () => {
    const json = JSON.parse(JSON.stringify(DOCISODEFAULT_DEFINITION));
    json.business_process.model.fields.find((x: { id: string }) => x.id === 'document').publish_states = ['publicado'];
    const parsed = validateBpDefinition(json);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.problems.map((p) => localize(p.message, 'en'))).toContain(
      "Unknown state 'publicado'",
    );
  });
});
