export * from './api/explorer.js';
export * from './api/units.js';
export * from './bp/index.js';
export * from './constants.js';
export * from './errors.js';
export * from './menus.js';
export * from './password.js';
export * from './session.js';
