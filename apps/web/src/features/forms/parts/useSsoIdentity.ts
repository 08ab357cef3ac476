import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { awaitSigningAnswer, openSigningWindow } from '../../../session/signingWindow';
import { startSsoSigning } from '../api';
import type { DialogData } from '../useDialogData';

/**
 * A signer without a password confirms who they are at their company's identity provider, in a
 * window of its own (the dialog keeps its drafts): the server starts a sign-in with ForceAuthn and
 * the window's return screen hands back a one-time code for this unit, step and version.
 */
export function useSsoIdentity(scope: string, data: DialogData, transitionId: string | undefined) {
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
      setRefusal(t('forms.signature.sso.blocked'));
      return null;
    }
    const controller = new AbortController();
    pending.current = controller;
    setWaiting(true);
    try {
      const answer = awaitSigningAnswer(controller.signal);
      // Rejected by the abort below when the start fails before anything awaits it.
      answer.catch(() => undefined);
      win.location.href = await startSsoSigning(scope, data.unit!.uid, {
        transition_id: transitionId!,
        version: data.unit!.version,
      });
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
