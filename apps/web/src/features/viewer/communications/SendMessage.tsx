import type { UnitDetail } from '@qualium/contracts';
import { lazy, Suspense } from 'react';

// The dialog loads the first time someone writes a message.
const SendMessageDialog = lazy(() => import('./SendMessageDialog'));

/** Who the message is about and to whom it may go. */
export interface SendMessageRequest {
  /** `{site}/{centro}`. */
  scope: string;
  uid: string;
  reference: string;
  contacts: UnitDetail['contacts'];
  /** The contact chosen beforehand (from the contacts menu). */
  recipientId?: number;
}

/** The "send message" dialog (lazy), open while there is a request. */
export function SendMessage({ request, onClose }: { request: SendMessageRequest | null; onClose(): void }) {
  return request ? (
    <Suspense fallback={null}>
      <SendMessageDialog request={request} onClose={onClose} />
    </Suspense>
  ) : null;
}
