export * from './centros.js';
export * from './messages.js';
export * from './sites.js';
