import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitSigningAnswer, openSigningWindow } from './signingWindow';

/**
 * A signer who signs through their company's identity provider (a transition's signature, a
 * purge) confirms who they are there, in a window of its own (the dialog keeps its drafts):
 * `start` asks the server for a sign-in with ForceAuthn (the IdP address), and the window's return
 * screen hands back a one-time code bound to what is being signed. Its texts are the SSO
 * feature's (`sso.signing`), loaded with the signed-in app where these dialogs live.
 */
export function useSsoIdentity(idp: string | null, start: () => Promise<string>) {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  // A dialog closed while waiting stops listening.
  useEffect(() => () => pending.current?.abort(), []);

  /** The signing code, or null when the user cancelled or the IdP refused (said in `refusal`). */
  const identify = async (): Promise<string | null> => {
    // Synchronously inside the click: only then do popup blockers let the window open.
    const win = openSigningWindow();
    setRefusal(null);
    if (!win) {
      setRefusal(t('sso.signing.blocked', { idp }));
      return null;
    }
    const controller = new AbortController();
    pending.current = controller;
    setWaiting(true);
    try {
      const answer = awaitSigningAnswer(controller.signal);
      // Rejected by the abort below when the start fails before anything awaits it.
      answer.catch(() => undefined);
      win.location.href = await start();
      const result = await answer;
      if (result.kind === 'code') return result.code;
      setRefusal(result.message);
      return null;
    } catch (error) {
      win.close();
      if (controller.signal.aborted) return null;
      throw error;
    } finally {
      controller.abort();
      pending.current = null;
      setWaiting(false);
    }
  };

  return { waiting, refusal, identify, cancel: () => pending.current?.abort() };
}
