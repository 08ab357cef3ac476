/**
 * Named loading locks (shell-and-admin §4): any part of the app can hold the loading screen up by name
 * (acquire/release), and it stays up while at least one lock is held. Counts per name let two
 * overlapping loads of the same kind share a name safely.
 */
export function createLockRegistry() {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let held = false;

  function update(): void {
    const next = counts.size > 0;
    if (next === held) return;
    held = next;
    for (const l of listeners) l();
  }

  return {
    acquire(name: string): void {
      counts.set(name, (counts.get(name) ?? 0) + 1);
      update();
    },
    release(name: string): void {
      const count = counts.get(name);
      if (count === undefined) return; // releasing twice must not go negative
      if (count <= 1) counts.delete(name);
      else counts.set(name, count - 1);
      update();
    },
    isHeld: (): boolean => held,
    names: (): string[] => [...counts.keys()],
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type LockRegistry = ReturnType<typeof createLockRegistry>;

/** The application's registry, read by the loading screen. */
export const loadingLocks = createLockRegistry();
