/**
 * The workflow engine: pure functions deciding what may happen to a unit
 * (docs/design.md §5). No I/O here; the server's services apply its answers.
 */
export * from './dates.js';
export * from './definition.js';
export * from './documentVersion.js';
export * from './due.js';
export * from './fields.js';
export * from './fieldValue.js';
export * from './files.js';
export * from './historyDiff.js';
export * from './indicatorScore.js';
export * from './metrics.js';
export * from './numeric.js';
export * from './plan.js';
export * from './reference.js';
export * from './responsibles.js';
export * from './time.js';
export * from './timeEvent.js';
export * from './transitions.js';
export * from './types.js';
