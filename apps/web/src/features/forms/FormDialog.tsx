import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorText } from '../../api/errorText';
import { centroScope, siteScope } from '../../api/scope';
import { unitQueryKey } from '../../api/unit';
import { useSession } from '../../session/session';
import { globalMessage } from '../../ui/globalMessage';
import { useIsMobile } from '../../ui/useIsMobile';
import { type OpenFormDialog, settleFormDialog } from './dialogs';
import { FormBody } from './FormBody';
import { DialogHeading } from './parts/DialogHeading';
import { LoadingBody } from './parts/LoadingBody';
import { useDialogData } from './useDialogData';

/**
 * The generic dialog to create a unit or run a transition (records-explorer §2 Other, §4): loads
 * its fields, shows them, sends them. Success: a success alert, the dialog closes and the opener
 * gets the uid. A failed write is logged and cancels the dialog (records-explorer §8); a failed load says why in
 * the dialog, with a retry.
 */
export default function FormDialog({ dialog }: { dialog: OpenFormDialog }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  const scope = site !== null && centro !== null ? centroScope(site, centro) : null;
  const { request, key } = dialog;
  const query = useDialogData(scope, key, request);
  const [busy, setBusy] = useState(false);
  // Set when the dialog is on its way out; the opener is answered once it has faded.
  const [result, setResult] = useState<{ uid: string | null } | undefined>(undefined);

  const leave = (uid: string | null) => setResult((r) => r ?? { uid });
  const finish = (uid: string | null) => {
    if (uid !== null && query.data) {
      const created = query.data.write === 'create';
      globalMessage.set({
        severity: 'success',
        text: created
          ? t('forms.success.created', { name: query.data.businessProcessName })
          : t('forms.success.transition', { label: query.data.title }),
      });
      // The unit acted on (or the origin of a child) has a new state or history row.
      const touched = query.data.unit?.uid ?? uid;
      void queryClient.invalidateQueries({ queryKey: unitQueryKey(site, centro, touched) });
    }
    leave(uid);
  };

  const overline =
    request.kind === 'create' && !request.originUid
      ? t('forms.overline.create')
      : query.data?.write === 'create'
        ? t('forms.overline.related', { name: query.data.businessProcessName })
        : t('forms.overline.transition');
  // What failed to load is named by what was asked for: the BP or the transition.
  const asked = request.kind === 'create' ? request.businessProcess : request.transitionId;
  const title = query.data?.title ?? (query.isError ? asked : t('forms.loading'));

  return (
    <Dialog
      open={result === undefined}
      onClose={(_, reason) => {
        // A click beside the dialog must not throw away what was typed; Esc and Cancel close it.
        if (reason === 'escapeKeyDown' && !busy) leave(null);
      }}
      fullWidth
      maxWidth="md"
      fullScreen={mobile}
      aria-labelledby="form-dialog-title"
      data-testid="form-dialog"
      data-state={query.isPending ? 'loading' : query.isError ? 'error' : busy ? 'sending' : 'ready'}
      slotProps={{ transition: { onExited: () => settleFormDialog(key, result?.uid ?? null) } }}
    >
      <DialogTitle sx={{ pb: 1.5 }}>
        <DialogHeading overline={overline} title={title} unit={query.data?.unit} />
      </DialogTitle>
      {query.isPending && (
        <>
          <DialogContent dividers>
            <LoadingBody />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={() => leave(null)}>{t('forms.cancel')}</Button>
          </DialogActions>
        </>
      )}
      {query.isError && (
        <>
          <DialogContent dividers>
            <Alert severity="error" data-testid="form-dialog-load-error" sx={{ whiteSpace: 'pre-line' }}>
              {t('forms.loadError')}
              {'\n'}
              {query.error instanceof ApiError ? errorText(query.error, t) : String(query.error)}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={() => leave(null)}>{t('forms.close')}</Button>
            <Button variant="contained" onClick={() => void query.refetch()}>
              {t('forms.retry')}
            </Button>
          </DialogActions>
        </>
      )}
      {query.data && scope !== null && (
        <FormBody
          data={query.data}
          scope={scope}
          siteScope={siteScope(site)}
          centroId={centro!}
          {...(request.kind === 'transition' ? { transitionId: request.transitionId } : {})}
          idempotencyKey={key}
          onBusy={setBusy}
          onCancel={() => leave(null)}
          onDone={finish}
        />
      )}
    </Dialog>
  );
}
