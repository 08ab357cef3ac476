import { useSyncExternalStore } from 'react';

/**
 * Opening the generic dialog (records-explorer §2 Other, §4) from anywhere: the explorer's add
 * button, the viewer's transition menu, a content-type menu. A tiny external store holds the one
 * open dialog; the host (host.tsx, mounted once for the signed-in app) renders it. Each call
 * answers a promise with the uid of the unit created or moved, or null when the user cancels.
 */
export interface CreateDialogOptions {
  /** BP reference, e.g. 'NC'. */
  businessProcess: string;
  /** The unit the new one is created from (a related unit): it becomes its parent. */
  originUid?: string;
}

export interface TransitionDialogOptions {
  uid: string;
  transitionId: string;
  /**
   * The unit version the user decided on (UnitDetail.version). Sent back so that a unit changed
   * meanwhile answers 409 instead of silently applying the transition; read afresh when absent.
   */
  version?: number;
}

export type FormDialogRequest =
  | ({ kind: 'create' } & CreateDialogOptions)
  | ({ kind: 'transition' } & TransitionDialogOptions);

export interface OpenFormDialog {
  /** Changes with every opening: the host remounts the dialog, the request gets its own idempotency key. */
  key: string;
  request: FormDialogRequest;
}

interface Pending extends OpenFormDialog {
  resolve: (uid: string | null) => void;
}

let current: Pending | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * A random key per opening, sent as `Idempotency-Key` so a double click or a retried request
 * creates one unit. getRandomValues, unlike randomUUID, also works on plain-http deployments.
 */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function open(request: FormDialogRequest): Promise<string | null> {
  // One dialog at a time: a new request cancels the one still open.
  current?.resolve(null);
  return new Promise((resolve) => {
    current = { key: newKey(), request, resolve };
    emit();
  });
}

export function openCreateDialog(options: CreateDialogOptions): Promise<string | null> {
  return open({ kind: 'create', ...options });
}

export function openTransitionDialog(options: TransitionDialogOptions): Promise<string | null> {
  return open({ kind: 'transition', ...options });
}

/** Closes the dialog opened under `key` (a stale key is ignored) and answers its caller. */
export function settleFormDialog(key: string, uid: string | null): void {
  if (current?.key !== key) return;
  const { resolve } = current;
  current = null;
  emit();
  resolve(uid);
}

/** Cancels whatever dialog is open (the session ended). */
export function cancelFormDialog(): void {
  if (current) settleFormDialog(current.key, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): OpenFormDialog | null => current;

/** The dialog to show now, for the host. */
export function useOpenFormDialog(): OpenFormDialog | null {
  return useSyncExternalStore(subscribe, snapshot);
}
