/**
 * What a visitor typed into the prerendered login page (the HTML the server sends for /login,
 * build/prerender-login.ts) before the app's scripts had run, so that the app's own form, drawn
 * over it, starts with the same text and focus instead of wiping them.
 */
export interface TypedLogin {
  username: string;
  password: string;
  /** The field the visitor was in. */
  focused: 'username' | 'password' | null;
}

let typed: TypedLogin | null = null;

/**
 * Called by main.tsx before the app renders: reads the prerendered form now and after every
 * keystroke or focus change, until the app's login form is on screen.
 */
export function followPrerenderedLogin(root: HTMLElement): void {
  const page = root.querySelector('[data-prerendered="login"]');
  const username = page?.querySelector<HTMLInputElement>('input[name="username"]');
  const password = page?.querySelector<HTMLInputElement>('input[name="password"]');
  if (!username || !password) return;
  const read = (event?: Event) => {
    // Only the two static fields count (once replaced, their last values stay readable).
    if (event && event.target !== username && event.target !== password) return;
    const active = document.activeElement;
    typed = {
      username: username.value,
      password: password.value,
      focused: active === password ? 'password' : active === username ? 'username' : null,
    };
  };
  read();
  root.addEventListener('input', read, true);
  root.addEventListener('focusin', read, true);
  stopFollowing = () => {
    root.removeEventListener('input', read, true);
    root.removeEventListener('focusin', read, true);
  };
}

let stopFollowing = () => {};

/** The login form's first render: what was typed into the prerendered page, if anything. */
export function prerenderedLogin(): TypedLogin | null {
  return typed;
}

/**
 * Once the app's login form is on screen: stop following, and forget what was typed (a later visit
 * to the login page in this tab starts empty).
 */
export function forgetPrerenderedLogin(): void {
  stopFollowing();
  typed = null;
}
