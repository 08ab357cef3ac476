import { DEMO_BP_DEFINITIONS, validateBpDefinition } from '@qualium/contracts';
import { validateFieldValue } from '@qualium/workflow';
import { describe, expect, it } from 'vitest';
// The server's own builder of form inputs: what the dialog receives, field for field.
import { formInput } from '../../../../../server/src/modules/units/form-inputs';
import { fieldOf } from './fieldOf';

const definitions = Object.values(DEMO_BP_DEFINITIONS).map((json) => {
  const checked = validateBpDefinition(json);
  if (!checked.ok) throw new Error('demo definition invalid');
  return checked.value;
});

describe('the client rebuilds the model field behind every input the server sends', () => {
  for (const definition of definitions) {
    const reference = definition.business_process.info.reference;
    it(`${reference}: every field`, () => {
      for (const field of definition.business_process.model.fields) {
        const input = formInput(definition, field, { lang: 'es', siteId: 1, processIdOf: () => 1 });
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
