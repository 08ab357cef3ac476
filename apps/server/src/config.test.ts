import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: reads at once per process', () => {
  it('caps them on PostgreSQL, more tightly beside a write, and not on SQLite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/q' }).readConcurrency).toEqual({ reads: 8, besideWrites: 2 });
    expect(loadConfig({ DATABASE_URL: 'sqlite:./q.db' }).readConcurrency).toEqual({ reads: 0, besideWrites: 0 });
  });

  it('takes both caps from the environment, 0 for none, and refuses what is not a count', () => {
    const env = { DATABASE_URL: 'sqlite:./q.db', READ_CONCURRENCY: '16', READ_CONCURRENCY_BESIDE_WRITES: '0' };
    expect(loadConfig(env).readConcurrency).toEqual({ reads: 16, besideWrites: 0 });
    expect(() => loadConfig({ READ_CONCURRENCY: '-1' })).toThrow();
    expect(() => loadConfig({ READ_CONCURRENCY_BESIDE_WRITES: 'two' })).toThrow();
  });
});
