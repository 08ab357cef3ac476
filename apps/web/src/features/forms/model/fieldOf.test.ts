import type { BpField, FormInput } from '@qualium/contracts';
import { validateFieldValue } from '@qualium/workflow';
import { describe, expect, it } from 'vitest';
// Every field of every demo BP with the input the server sends for it, written by the server's
// test of this fixture (apps/server/src/seed/form-inputs-fixture.test.ts).
import demoFormInputs from './demoFormInputs.json';
import { fieldOf } from './fieldOf';

const entries = demoFormInputs as unknown as Array<{ business_process: string; field: BpField; input: FormInput }>;
const references = [...new Set(entries.map((entry) => entry.business_process))];

describe('the client rebuilds the model field behind every input the server sends', () => {
  it('has the demo BPs to check', () => {
    expect(references).toEqual(['DOCISODEFAULT', 'NC', 'CAPA', 'AUDIT', 'INDICATOR', 'NOTIF_DEFAULT']);
  });

  for (const reference of references) {
    it(`${reference}: every field`, () => {
      for (const { field, input } of entries.filter((entry) => entry.business_process === reference)) {
        const rebuilt = fieldOf(input);
        expect(rebuilt, `${reference}.${field.id}`).not.toBeNull();
        // Same verdict on an empty value and on a typical bad one as the definition's own field.
        const item = 'items' in field ? field.items[0]?.value : undefined;
        for (const sample of [null, ' x', '-1', '1,5', '1000', 'abc', [], '2100-13-01', item, [item]]) {
          expect(validateFieldValue(rebuilt!, sample), `${reference}.${field.id} ${JSON.stringify(sample)}`).toEqual(
            validateFieldValue(field, sample),
          );
        }
      }
    });
  }
});
