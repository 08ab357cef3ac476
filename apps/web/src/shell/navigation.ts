/**
 * Lets non-React code (the API client's 401 handler) use the router's navigate. The shell
 * registers the real function; until then a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function registerNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateFn(to, options);
}
