import { lazy, Suspense, useEffect } from 'react';
import { closePdfDialog, useOpenPdfDialog } from './dialog';

// pdf.js and the dialog load the first time a document is opened, never with the app's entry.
const PdfDialog = lazy(() => import('./PdfDialog'));

/** Mounted once for the signed-in app (features/registry.ts): shows the document openPdfDialog asked for. */
export default function PdfDialogHost() {
  const open = useOpenPdfDialog();
  // Signing out unmounts the host: an open document is not left for the next user.
  useEffect(() => closePdfDialog, []);
  return open ? (
    <Suspense fallback={null}>
      <PdfDialog key={open.key} request={open} />
    </Suspense>
  ) : null;
}
