import { validateBpDefinition } from '@qualium/contracts';
import { DEMO_BP_DEFINITIONS } from '@qualium/demo-bps';
import { expect, it } from 'vitest';
import { formInput } from '../modules/units/form-inputs.js';

/**
 * The web's generic dialog rebuilds each model field from the input the server sends for it
 * (apps/web/src/features/forms/model/fieldOf.ts). Its test takes what the server sends for every
 * field of every demo BP from this fixture, since web code does not import the server's. A change
 * to a demo BP or to formInput fails here until the fixture is written again: `npx vitest run -u`.
 */
const FIXTURE = '../../../web/src/features/forms/model/demoFormInputs.json';

it("keeps the web's fixture of the demo BPs' fields and their form inputs current", async () => {
  const entries = Object.values(DEMO_BP_DEFINITIONS).flatMap((json) => {
    const checked = validateBpDefinition(json);
    if (!checked.ok) throw new Error('demo definition invalid');
    const definition = checked.value;
    return definition.business_process.model.fields.map((field) => ({
      business_process: definition.business_process.info.reference,
      field,
      input: formInput(definition, field, { lang: 'es', siteId: 1, processIdOf: () => 1 }),
    }));
  });
  // One field a line, so that a change shows as the lines of the fields it touches.
  const text = `[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]\n`;
  await expect(text).toMatchFileSnapshot(FIXTURE);
});
