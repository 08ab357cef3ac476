/**
 * Deployment constants. Each can be overridden at build time with a VITE_* variable so an
 * installation can point the shell at its own vendor site and mailboxes without code changes.
 */
const env = import.meta.env;

/** /about and its prefixed forms leave the application for this address (shell-and-admin §2.1). */
export const SUPPORT_EMAIL = env.VITE_SUPPORT_EMAIL ?? 'support@qualium.example.com';
export const APP_VERSION = env.VITE_APP_VERSION ?? '0.0.0-dev';

export const API_PREFIX = '/api/v1';
export const SESSION_STORAGE_KEY = 'qualium.session';
export const SETTINGS_STORAGE_KEY = 'qualium.settings';
export const LANGUAGE_STORAGE_KEY = 'qualium.lang';
export const LAST_COMPANY_STORAGE_KEY = 'qualium.lastCompany';
