import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from './charts.js';
import { FIELD_KIND_SPEC_NAMES, FIELD_KINDS, FORM_INPUT_KINDS } from './fieldKinds.js';
import { FIELD_MESSAGES } from './fieldMessages.js';
import { BOX_KINDS } from './layout.js';
import { BP_DOC as doc, EXAMPLE_DEFINITION } from './testFixtures.js';
import { UNIT_COLUMNS } from './views.js';

/** docs/bp-definition.md must not drift from the schema it documents. */
describe('docs/bp-definition.md', () => {
  // That it is the seed's NC demo is checked in packages/demo-bps.
  it('shows a complete example definition', () => {
    expect(EXAMPLE_DEFINITION?.business_process.info.reference).toBe('NC');
  });

  it('has a row for every field kind with its spec name', () => {
    const tableRows = doc
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    for (const kind of FIELD_KINDS) {
      // Cells may be padded to align the table, so compare trimmed cells.
      const row = tableRows.find((cells) => cells[1] === `\`${kind}\``);
      expect(row, kind).toBeDefined();
      if (kind !== 'metrics') expect(row?.[0]).toBe(FIELD_KIND_SPEC_NAMES[kind]);
    }
  });

  it.each([
    ['form input kinds', FORM_INPUT_KINDS],
    ['box kinds', BOX_KINDS],
    ['chart types', CHART_TYPES],
    ['unit columns', UNIT_COLUMNS],
    ['message codes', Object.values(FIELD_MESSAGES)],
  ] as const)('names every one of the %s', (_what, names) => {
    for (const name of names)
      expect(doc, name).toMatch(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
  });
});
