import { readFileSync } from 'node:fs';
import type { BpDefinitionInput } from './definition.js';

/** docs/bp-definition.md, which the tests keep true to the schema it documents. */
export const BP_DOC = readFileSync(new URL('../../../../docs/bp-definition.md', import.meta.url), 'utf8');

const EXAMPLE_BLOCK = /<!-- bp-example:start -->\n```json\n([\s\S]*?)\n```\n<!-- bp-example:end -->/;

/**
 * The complete definition docs/bp-definition.md shows (the seed's NC demo, which a test of the seed
 * keeps equal to it): the validator's tests check it and broken copies of it. Null without one.
 */
export const EXAMPLE_DEFINITION = JSON.parse(EXAMPLE_BLOCK.exec(BP_DOC)?.[1] ?? 'null') as BpDefinitionInput | null;
