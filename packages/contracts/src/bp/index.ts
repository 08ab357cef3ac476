/** The BP definition: schema, field kinds, field messages (docs/bp-definition.md). */
export * from './charts.js';
export * from './checkMessages.js';
export * from './common.js';
export * from './definition.js';
export * from './documentControl.js';
export * from './fieldKinds.js';
export * from './fieldMessages.js';
export * from './fields.js';
export * from './info.js';
export * from './layout.js';
export * from './metrics.js';
export * from './reports.js';
export * from './retention.js';
export * from './validate.js';
export * from './views.js';
export * from './workflowSection.js';
