export * from './names.js';
export * from './search.js';
export * from './text.js';
