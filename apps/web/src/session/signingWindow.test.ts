import { describe, expect, it } from 'vitest';
import { awaitSigningAnswer, tellSigningDialog } from './signingWindow';

describe('the signing window and its dialog', () => {
  it('hands the IdP answer to the waiting dialog, ignoring anything malformed on the channel', async () => {
    const answer = awaitSigningAnswer(new AbortController().signal);
    const stranger = new BroadcastChannel('qualium.sso-signing');
    stranger.postMessage({ kind: 'code', code: 42 });
    stranger.close();
    tellSigningDialog({ kind: 'refused', message: 'No se ha firmado nada.' });
    await expect(answer).resolves.toEqual({ kind: 'refused', message: 'No se ha firmado nada.' });
  });

  it('stops waiting when the user cancels', async () => {
    const controller = new AbortController();
    const answer = awaitSigningAnswer(controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
