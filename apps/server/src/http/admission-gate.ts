/**
 * A first-come, first-served gate whose holders' number is capped by `limit()`, read each time a
 * holder asks in or leaves (the cap may change meanwhile: `recheck` lets waiters in when it rises).
 * `enter` resolves with the holder's `leave`, which frees the place once however often it is called.
 */
export function admissionGate(limit: () => number) {
  let inside = 0;
  const line = new Set<() => void>();
  const once = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      inside--;
      recheck();
    };
  };
  /** Lets the longest waiters in while there is room, so nobody who arrives later overtakes them. */
  const recheck = () => {
    for (const admit of line) {
      if (inside >= limit()) return;
      line.delete(admit);
      inside++;
      admit();
    }
  };
  return {
    /** Holders inside and waiting: for tests and diagnostics. */
    get state() {
      return { inside, waiting: line.size };
    },
    recheck,
    /**
     * Enters now or once a place frees. `onQueued` receives a withdrawal for a holder that is made
     * to wait (its client may leave first); calling it after admission does nothing.
     */
    enter(onQueued?: (withdraw: () => void) => void): Promise<() => void> {
      if (line.size === 0 && inside < limit()) {
        inside++;
        return Promise.resolve(once());
      }
      return new Promise((resolve) => {
        const admit = () => resolve(once());
        line.add(admit);
        onQueued?.(() => line.delete(admit));
      });
    },
  };
}

/** A gate made by `admissionGate`. */
export type AdmissionGate = ReturnType<typeof admissionGate>;
