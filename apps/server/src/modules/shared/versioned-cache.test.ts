import type { ChartView } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.js';

const chart = (title: string): ChartView => ({ id: 'c', title, type: 'date_heatmap', data: { days: [], max: 0 } });

describe('VersionedCache', () => {
  it('computes an answer once per data version, sharing a computation in flight', async () => {
    const cache = new VersionedCache<ChartView>(10);
    let runs = 0;
    const compute = async () => chart(`run ${++runs}`);
    const [a, b] = await Promise.all([cache.get('k', 7, compute), cache.get('k', 7, compute)]);
    expect(runs).toBe(1);
    expect(a).toBe(b);
    expect((await cache.get('k', 7, compute)).title).toBe('run 1');
    // The data changed: computed anew, and kept for the new version.
    expect((await cache.get('k', 8, compute)).title).toBe('run 2');
    expect((await cache.get('k', 8, compute)).title).toBe('run 2');
    // Other filters or charts are other keys.
    expect((await cache.get('other', 8, compute)).title).toBe('run 3');
  });

  it('does not keep a failed computation', async () => {
    const cache = new VersionedCache<ChartView>(10);
    await expect(cache.get('k', 1, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', 1, async () => chart('ok'))).title).toBe('ok');
  });
});
