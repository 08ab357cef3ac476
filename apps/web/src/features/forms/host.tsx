import { lazy, Suspense, useEffect } from 'react';
import { cancelFormDialog, useOpenFormDialog } from './dialogs';

// The dialog and its inputs load the first time one is opened, not with every page.
const FormDialog = lazy(() => import('./FormDialog'));

/**
 * Mounted once for the signed-in app (features/registry.ts FEATURE_HOSTS): shows the dialog that
 * openCreateDialog / openTransitionDialog asked for. A new opening is a new dialog (key).
 */
export default function FormDialogHost() {
  const open = useOpenFormDialog();
  // Signing out unmounts the host: a dialog left open is cancelled rather than shown to the next user.
  useEffect(() => cancelFormDialog, []);
  return open ? (
    <Suspense fallback={null}>
      <FormDialog key={open.key} dialog={open} />
    </Suspense>
  ) : null;
}
