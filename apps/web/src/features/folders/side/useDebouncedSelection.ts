import { FOLDER_SELECTION_DEBOUNCE_MS } from '@qualium/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createDebouncer } from '../../../ui/debounce';

/**
 * The ticked folders: shown at once, handed to the list only after 1000 ms without another change
 * (records-explorer §9), so ticking several folders is one reload. A change of the applied value
 * from elsewhere (a chip removed, the back button) replaces what is shown, but not the panel's own
 * change coming back, which may land after the user ticked again; a pending change still applies
 * if the panel goes away first (the mobile drawer closed).
 */
export function useDebouncedSelection(
  applied: readonly number[],
  apply: (ids: number[]) => void,
): { selected: number[]; pending: boolean; change(ids: number[]): void } {
  const [selected, setSelected] = useState<number[]>([...applied]);
  const [pending, setPending] = useState(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  /** What this panel applied last, until it comes back as the applied value. */
  const ownApplied = useRef<string | null>(null);
  const debouncer = useMemo(
    () =>
      createDebouncer((ids: number[]) => {
        setPending(false);
        ownApplied.current = ids.join(',');
        applyRef.current(ids);
      }, FOLDER_SELECTION_DEBOUNCE_MS),
    [],
  );
  useEffect(() => debouncer.flush, [debouncer]);

  const appliedKey = applied.join(',');
  useEffect(() => {
    // This panel's own change arriving: what it shows is that or newer (a tick made meanwhile,
    // which must neither be dropped nor lose its pending apply).
    const own = ownApplied.current;
    ownApplied.current = null;
    if (appliedKey === own) return;
    debouncer.cancel();
    setPending(false);
    setSelected(appliedKey === '' ? [] : appliedKey.split(',').map(Number));
  }, [appliedKey, debouncer]);

  return {
    selected,
    pending,
    change(ids) {
      setSelected(ids);
      setPending(true);
      debouncer.push(ids);
    },
  };
}
