import { useCallback, useState } from 'react';

/**
 * The cells whose change is on its way (shell-and-admin §2.9: "a cell shows a loading state while pending"):
 * `run(key, work)` marks the cell for as long as its call lasts; others stay usable meanwhile.
 */
export function usePending() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const run = useCallback(async (key: string, work: () => Promise<void>) => {
    setPending((p) => new Set(p).add(key));
    try {
      await work();
    } catch {
      // The API client has raised the global message with the server's words; the cell stays as it was.
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(key);
        return next;
      });
    }
  }, []);
  return { isPending: (key: string) => pending.has(key), run };
}
