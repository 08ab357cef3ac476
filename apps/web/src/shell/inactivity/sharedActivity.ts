/**
 * The time of the user's last activity, shared by every tab of the browser through one
 * localStorage key: the session is one for all tabs, so inactivity must be too. A tab that sits
 * idle in the background must not warn or sign out while the user works in another one.
 */
export const ACTIVITY_STORAGE_KEY = 'qualium.activity';

/** Mouse moves come in bursts: each tab writes at most this often (other tabs learn of it at most this late). */
export const ACTIVITY_WRITE_INTERVAL_MS = 1000;

export type ActivityStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function createSharedActivity(storage: ActivityStorage, key = ACTIVITY_STORAGE_KEY) {
  /** The latest activity this tab has seen, written or not. */
  let local = 0;
  let written = 0;

  function stored(): number {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) ? value : 0;
  }

  return {
    /**
     * Activity at `now` (epoch ms). `force` writes at once: Continue, sign-in and a newly opened
     * tab must reach the other tabs without waiting for the next write.
     */
    touch(now: number, force = false): void {
      local = Math.max(local, now);
      if (!force && now - written < ACTIVITY_WRITE_INTERVAL_MS) return;
      written = now;
      try {
        storage.setItem(key, String(now));
      } catch {
        // Storage full or blocked: this tab still counts its own activity.
      }
    },
    /** The last activity in any tab. */
    last(): number {
      return Math.max(local, stored());
    },
  };
}

export type SharedActivity = ReturnType<typeof createSharedActivity>;
