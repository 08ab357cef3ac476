/**
 * Chunk-load failures after a deploy (records-explorer §8 "Chunk load failure: ChunkLoadError …;
 * CSS chunk failure code CSS_CHUNK_LOAD_FAILED"): a page open across a deploy asks for chunks whose
 * hashed names are gone. The page is reloaded once, which fetches the new build; if loading fails
 * again soon after that reload, the user gets the message instead of a reload loop.
 */

/** The names the spec gives the two failures; the browser's own texts for a failed `import()`. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';
const BROWSER_TEXTS = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's CSS preload
];

/** Where the time of the reload is kept for this tab. */
export const RELOADED_AT_KEY = 'qualium.chunkReloadAt';
/** A failure within this long of the reload means the reload did not help: show the message. */
export const RELOAD_HELPS_WITHIN_MS = 120_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === CHUNK_LOAD_ERROR || code === CSS_CHUNK_LOAD_FAILED) return true;
  return typeof message === 'string' && BROWSER_TEXTS.some((text) => message.includes(text));
}

/** Reload the page (the first failure since a while), or show the message (the reload did not help). */
export function chunkLoadReaction(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): 'reload' | 'message' {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_HELPS_WITHIN_MS) return 'message';
  storage.setItem(RELOADED_AT_KEY, String(now));
  return 'reload';
}

let showMessage: () => void = () => {};

/** What the app shows when the reload did not help (main.tsx sets it: the global message). */
export function configureChunkLoadMessage(show: () => void): void {
  showMessage = show;
}

/**
 * Reacts to a failure if it is a chunk load's: reloads the page once, else shows the message.
 * Answers what it did, null when it was no chunk load's (the caller handles it then).
 */
export function reportChunkLoadFailure(error: unknown): 'reload' | 'message' | null {
  if (!isChunkLoadError(error)) return null;
  const reaction = chunkLoadReaction(sessionStorage, Date.now());
  if (reaction === 'reload') window.location.reload();
  else showMessage();
  return reaction;
}
