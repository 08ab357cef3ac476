/**
 * The signing window: a signature through the company's identity provider (docs/decisions.md
 * "Signatures") runs the IdP's sign-in in a window of its own, so the dialog keeps what was typed.
 * The window's return screen (/ssosigned) tells the dialog the outcome over a BroadcastChannel of
 * this origin rather than window.opener: the security headers (COOP same-origin) cut the opener
 * as soon as the window has been to the IdP.
 */
const CHANNEL = 'qualium.sso-signing';
const WINDOW_NAME = 'qualium-sso-signing';

/** The IdP's answer: the one-time signing code, or why it was refused (already translated). */
export type SigningAnswer = { kind: 'code'; code: string } | { kind: 'refused'; message: string };

function isAnswer(data: unknown): data is SigningAnswer {
  const d = data as Partial<{ kind: string; code: unknown; message: unknown }> | null;
  return (d?.kind === 'code' && typeof d.code === 'string') || (d?.kind === 'refused' && typeof d.message === 'string');
}

/** Opened inside the click (popup blockers allow only that), empty until the IdP's address is known. */
export function openSigningWindow(): Window | null {
  return window.open('', WINDOW_NAME, 'popup,width=560,height=720');
}

/** The return screen's side. */
export function tellSigningDialog(answer: SigningAnswer): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(answer);
  channel.close();
}

/** The dialog's side: the next answer, or an AbortError once `signal` aborts (the user cancelled). */
export function awaitSigningAnswer(signal: AbortSignal): Promise<SigningAnswer> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL);
    const stop = () => {
      channel.close();
      reject(new DOMException('Signing cancelled', 'AbortError'));
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    channel.onmessage = (event: MessageEvent) => {
      if (!isAnswer(event.data)) return;
      signal.removeEventListener('abort', stop);
      channel.close();
      resolve(event.data);
    };
  });
}
