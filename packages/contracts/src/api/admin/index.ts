export * from './form.js';
export * from './locations.js';
export * from './menus.js';
export * from './messages.js';
export * from './roles.js';
export * from './users.js';
export * from './vocabularies.js';
