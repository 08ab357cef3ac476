/** Business constants shared by server and web (spec shell-and-admin §9, records-explorer §9). */
export const LANGUAGES = ['es', 'ca', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
/**
 * The cookie holding a language picked in the language menu, so that the server answers the
 * prerendered login page in it (the menu's choice itself lives in the browser's localStorage).
 */
export const LANGUAGE_COOKIE = 'qualium_lang';
/** The file of the build holding the plain /login page prerendered in `lang` (apps/web/build/prerender-login.ts). */
export const loginPageFile = (lang: Language) => `login.${lang}.html`;

export const PRODUCTS = ['default', 'food', 'health', 'construction'] as const;
export type Product = (typeof PRODUCTS)[number];

export const STORAGE_TYPES = ['filesystem', 'dropbox', 'gdrive'] as const;
export const PROCESS_TYPES = ['core', 'strategic', 'support'] as const;
export const INTERNAL_TYPES = ['public', 'restricted'] as const;
export const PROCESS_ROLES = [
  'responsible',
  'creator',
  'editor',
  'reader',
  'original_document_reader',
  'visor_pdf_reader',
] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export const INACTIVITY_TIMEOUT_MS = 1_800_000;
export const INACTIVITY_COUNTDOWN_MS = 30_000;
export const NOTIFICATION_POLL_MS = 300_000;
export const MOBILE_BREAKPOINT_PX = 960;
export const SITE_SELECTOR_WIDTH_PX = 420;
export const PASSWORD_DIALOG_MAX_WIDTH_PX = 400;
export const CONFIRM_DIALOG_WIDTH_PX = 600;
export const SITE_INDENT_PX = 10;
export const MENU_MAX_WIDTH_PX = 300;
export const MENU_SCROLL_STEP_PX = 300;
export const MENU_ARROW_CHECK_DELAY_MS = 300;
export const PASSWORD_MIN_LENGTH = 8;
/** Uploads must be smaller than this ("size below 20 MiB", records-explorer §5): 20 MiB itself is refused. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** The largest upload taken, one byte under UPLOAD_MAX_BYTES (the streaming cap of the server's parser). */
export const UPLOAD_LARGEST_BYTES = UPLOAD_MAX_BYTES - 1;
/** Whether a file of `bytes` is refused with "The size must be less than 20 MiB!". */
export const uploadTooBig = (bytes: number): boolean => bytes > UPLOAD_LARGEST_BYTES;
export const DEFAULT_ITEMS_PER_PAGE = 10;
export const QUNIT_UID_PREFIX = 'QUnit#';

/**
 * First path segments after /api/v1 that name a resource, never a site.
 * Site url_names may not take these values (docs/design.md §4), which is what lets
 * the server split `/api/v1/demo/norte/12/unit/...` into scope and resource.
 */
export const RESOURCE_SEGMENTS = [
  'rest-auth',
  'token',
  'user_data',
  'sitepath',
  'centropath',
  'site',
  'qcentro',
  'user',
  'role',
  'department',
  'process',
  'standard',
  'businessprocess',
  'unit',
  'unitwidget',
  'report',
  'charts',
  'menuitem',
  'vocabulary',
  'location',
  'locationtype',
  'directory',
  'audit',
  'events',
  // The notification stream (`/api/v1/notifications/…`) has no scope.
  'notifications',
  // The support chat (`{site}/support_chat/…`); `_` keeps it apart from every site url_name.
  'support_chat',
] as const;

/** Site url_name: a lower-case slug, never numeric, never a resource name. */
export const URL_NAME_PATTERN = /^[a-z][a-z0-9-]{0,62}$/;
export function isValidSiteUrlName(value: string): boolean {
  return URL_NAME_PATTERN.test(value) && !(RESOURCE_SEGMENTS as readonly string[]).includes(value);
}
