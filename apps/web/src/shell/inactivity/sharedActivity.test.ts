import { describe, expect, it } from 'vitest';
import { inactivityPhase } from './inactivityPhase';
import { ACTIVITY_WRITE_INTERVAL_MS, createSharedActivity } from './sharedActivity';

/** One localStorage, as every tab of a browser shares it. */
function sharedStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

const TIMEOUT = 60_000;
const COUNTDOWN = 30_000;

describe('activity shared between tabs', () => {
  it('lets every tab see the latest activity of any tab', () => {
    const storage = sharedStorage();
    const a = createSharedActivity(storage);
    const b = createSharedActivity(storage);
    a.touch(1_000, true);
    b.touch(5_000, true);
    expect(a.last()).toBe(5_000);
    a.touch(9_000);
    expect(b.last()).toBe(9_000);
  });

  it('writes at most once per interval, but always when forced', () => {
    const storage = sharedStorage();
    const a = createSharedActivity(storage);
    const b = createSharedActivity(storage);
    a.touch(10_000, true);
    a.touch(10_000 + ACTIVITY_WRITE_INTERVAL_MS / 2);
    // The tab itself knows; the others learn at the next write.
    expect(a.last()).toBe(10_000 + ACTIVITY_WRITE_INTERVAL_MS / 2);
    expect(b.last()).toBe(10_000);
    a.touch(10_000 + ACTIVITY_WRITE_INTERVAL_MS);
    expect(b.last()).toBe(10_000 + ACTIVITY_WRITE_INTERVAL_MS);
    a.touch(10_000 + ACTIVITY_WRITE_INTERVAL_MS + 1, true);
    expect(b.last()).toBe(10_000 + ACTIVITY_WRITE_INTERVAL_MS + 1);
  });

  it('ignores what is not a time in storage', () => {
    const storage = sharedStorage();
    storage.setItem('qualium.activity', 'garbage');
    const a = createSharedActivity(storage);
    expect(a.last()).toBe(0);
    a.touch(42, true);
    expect(a.last()).toBe(42);
  });

  it('warns and expires only when the user has been idle in every tab', () => {
    const storage = sharedStorage();
    const busy = createSharedActivity(storage);
    const idle = createSharedActivity(storage);
    idle.touch(0, true);
    busy.touch(0, true);
    busy.touch(40_000); // the user works in the other tab
    // 70 s after the idle tab's last activity, but only 30 s after the user's last: still active there.
    expect(inactivityPhase(idle.last(), 70_000, TIMEOUT, COUNTDOWN)).toEqual({ kind: 'active', warnInMs: 30_000 });
    expect(inactivityPhase(idle.last(), 100_000, TIMEOUT, COUNTDOWN)).toMatchObject({
      kind: 'warning',
      secondsLeft: 30,
    });
    // Continue in one tab resets them all.
    busy.touch(110_000, true);
    expect(inactivityPhase(idle.last(), 110_000, TIMEOUT, COUNTDOWN).kind).toBe('active');
    expect(inactivityPhase(idle.last(), 200_000, TIMEOUT, COUNTDOWN).kind).toBe('expired');
  });
});
