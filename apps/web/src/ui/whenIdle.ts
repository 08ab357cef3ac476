/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`);
 * returns what cancels it. Safari has no requestIdleCallback: a timer stands in for it there.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeoutMs / 3);
  return () => window.clearTimeout(id);
}
