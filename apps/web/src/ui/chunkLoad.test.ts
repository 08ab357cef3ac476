import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_ERROR,
  CSS_CHUNK_LOAD_FAILED,
  chunkLoadReaction,
  isChunkLoadError,
  RELOAD_HELPS_WITHIN_MS,
} from './chunkLoad';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('chunk-load failures (records-explorer §8)', () => {
  it('recognises ChunkLoadError, CSS_CHUNK_LOAD_FAILED and the browsers’ failed imports, nothing else', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 7 failed'), { name: CHUNK_LOAD_ERROR }))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('css'), { code: CSS_CHUNK_LOAD_FAILED }))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: https://x/assets/TableView-1a2b.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index-9f.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then gives the message while the reload did not help; later it may reload again', () => {
    const storage = memoryStorage();
    expect(chunkLoadReaction(storage, 1_000_000)).toBe('reload');
    expect(chunkLoadReaction(storage, 1_000_000 + 5_000)).toBe('message');
    expect(chunkLoadReaction(storage, 1_000_000 + RELOAD_HELPS_WITHIN_MS - 1)).toBe('message');
    expect(chunkLoadReaction(storage, 1_000_000 + RELOAD_HELPS_WITHIN_MS)).toBe('reload');
  });
});
