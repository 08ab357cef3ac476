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

  it("gives a transaction only an answer computed in full, and keeps the transaction's own otherwise", async () => {
    const cache = new VersionedCache<ChartView>(10);
    let release = () => {};
    const pending = cache.get('k', 1, () => new Promise((resolve) => (release = () => resolve(chart('pool')))));
    // Under way: the transaction computes its own (never waits for the pool's), keeping nothing.
    expect((await cache.settledOr('k', 1, async () => chart('trx 1'))).title).toBe('trx 1');
    release();
    expect((await pending).title).toBe('pool');
    // Computed in full: taken without computing.
    expect((await cache.settledOr('k', 1, async () => chart('trx 2'))).title).toBe('pool');
    // Another version: the transaction's own answer, kept for the next request.
    expect((await cache.settledOr('k', 2, async () => chart('trx 3'))).title).toBe('trx 3');
    expect((await cache.get('k', 2, async () => chart('pool 2'))).title).toBe('trx 3');
  });
});
