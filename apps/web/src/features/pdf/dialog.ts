import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { globalMessage } from '../../ui/globalMessage';

/**
 * Opening the PDF dialog (records-explorer §2 PDF dialog, §4) from anywhere in the viewer: the
 * versions and documents boxes, the download-options menu. A tiny external store holds the one
 * open document; the host (host.tsx) loads the dialog's code (pdf.js) the first time one opens.
 */
export interface PdfDialogRequest {
  /** `{site}/{centro}`: the unit's centro scope. */
  centro: string | null;
  qunitId: string | null;
  attribute: string | null;
  /** The stored file's name (get_qunit_file's `path`). */
  value: string | null;
  title: string | null;
  version?: number | null;
  /** After the PDF arrived (its reading is in the download tracker now: the unit is read again). */
  onFetched?: () => void;
}

export interface OpenPdfDialog extends PdfDialogRequest {
  key: number;
  centro: string;
  qunitId: string;
  attribute: string;
  value: string;
  title: string;
}

const REQUIRED = ['centro', 'qunitId', 'attribute', 'value', 'title'] as const;

/** The parameters the dialog cannot do without that the request lacks (records-explorer §4: centro, qunit id, attribute, value, title). */
export function missingPdfParams(request: PdfDialogRequest): string[] {
  return REQUIRED.filter((key) => !request[key]);
}

let current: OpenPdfDialog | null = null;
let opened = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Opens the dialog on a document. Without every parameter it shows the spec's alert and warns in
 * the console, and nothing is requested.
 */
export function openPdfDialog(request: PdfDialogRequest): boolean {
  const missing = missingPdfParams(request);
  if (missing.length > 0) {
    console.warn('PDF dialog: missing parameters', missing, request);
    globalMessage.set({ severity: 'error', text: i18n.t('pdf.loadError') });
    return false;
  }
  opened += 1;
  current = { ...(request as OpenPdfDialog), key: opened };
  emit();
  return true;
}

/** Closes the dialog; its document goes with it. */
export function closePdfDialog(): void {
  if (!current) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

export function useOpenPdfDialog(): OpenPdfDialog | null {
  return useSyncExternalStore(subscribe, snapshot);
}
