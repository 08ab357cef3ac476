/**
 * Deployment constants. Each can be overridden at build time with a VITE_* variable so an
 * installation can point the shell at its own vendor site and mailboxes without code changes.
 */
const env = import.meta.env;

export const APP_VERSION = env.VITE_APP_VERSION ?? '0.0.0-dev';

export const API_PREFIX = '/api/v1';
export const SESSION_STORAGE_KEY = 'qualium.session';
export const SETTINGS_STORAGE_KEY = 'qualium.settings';
export const LANGUAGE_STORAGE_KEY = 'qualium.lang';
export const LAST_COMPANY_STORAGE_KEY = 'qualium.lastCompany';
