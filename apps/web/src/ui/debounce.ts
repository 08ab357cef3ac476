/**
 * Calls `apply` with the last value pushed once `delayMs` pass without a new one (the search box's
 * 1 s pause, records-explorer §4). `flush` applies a pending value at once (Enter), `cancel` drops it.
 */
export interface Debouncer<T> {
  push(value: T): void;
  flush(): void;
  cancel(): void;
}

export function createDebouncer<T>(apply: (value: T) => void, delayMs: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { value: T } | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  const flush = () => {
    const due = pending;
    cancel();
    if (due) apply(due.value);
  };
  return {
    push(value) {
      if (timer !== null) clearTimeout(timer);
      pending = { value };
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
  };
}
