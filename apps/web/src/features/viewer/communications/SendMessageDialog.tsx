import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COMMUNICATION_BODY_MAX, COMMUNICATION_SUBJECT_MAX, type SendCommunicationResponse } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';
import { useSession } from '../../../session/session';
import { globalMessage } from '../../../ui/globalMessage';
import { useIsMobile } from '../../../ui/useIsMobile';
import { communicationsKey, sendCommunication, useCommunications } from './api';
import type { SendMessageRequest } from './SendMessage';

type Field = 'recipient' | 'subject' | 'body';

/** What the user hears once the message is sent: recorded only, e-mailed, or e-mail refused. */
function deliveryMessage(answer: SendCommunicationResponse, t: TFunction) {
  switch (answer.delivery) {
    case 'emailed':
      return { severity: 'success' as const, text: t('viewer.comunications.sent.emailed') };
    case 'recorded':
      return { severity: 'success' as const, text: t('viewer.comunications.sent.recorded') };
    case 'email_failed':
      return {
        severity: 'warning' as const,
        text: t('viewer.comunications.sent.email_failed', { error: answer.email_error ?? '' }),
      };
  }
}

/**
 * Writing to one of the unit's contacts (records-explorer §2 contacts action, comunications box):
 * recipient, subject and message. The message is kept with the unit and the recipient is told in
 * the app; where the server has SMTP it is e-mailed too, and the dialog says beforehand which.
 */
export default function SendMessageDialog({ request, onClose }: { request: SendMessageRequest; onClose(): void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.persisted.user?.id ?? null);
  const emailEnabled = useCommunications(request.scope, request.uid).data?.email_enabled;
  const contacts = request.contacts.filter((c) => c.id !== me);
  const [recipient, setRecipient] = useState<number | ''>(request.recipientId ?? contacts[0]?.id ?? '');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const chosen = contacts.find((c) => c.id === recipient);
  /** An edited field drops its message. */
  const edited = (f: Field) => setErrors(({ [f]: _gone, ...rest }) => rest);

  const required = t('viewer.comunications.required');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {
      ...(recipient === '' ? { recipient: required } : {}),
      ...(subject.trim() === '' ? { subject: required } : {}),
      ...(body.trim() === '' ? { body: required } : {}),
    };
    setErrors(missing);
    setFailure([]);
    if (Object.keys(missing).length > 0 || recipient === '') return;
    setSending(true);
    try {
      const answer = await sendCommunication(request.scope, request.uid, { recipient, subject, body });
      void queryClient.invalidateQueries({ queryKey: communicationsKey(request.scope, request.uid) });
      globalMessage.set(deliveryMessage(answer, t));
      onClose();
    } catch (error) {
      setSending(false);
      const data = error instanceof ApiError ? error.data : String(error);
      const fields = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
      const byField: Partial<Record<Field, string>> = {};
      for (const f of ['recipient', 'subject', 'body'] as const) {
        if (Array.isArray(fields[f])) byField[f] = (fields[f] as string[]).join(' ');
      }
      setErrors(byField);
      const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !(k in byField)));
      setFailure(Object.keys(byField).length > 0 ? formatFormErrors(rest) : formatFormErrors(data));
    }
  };

  return (
    <Dialog
      open
      onClose={() => !sending && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      aria-labelledby="send-message-title"
      data-testid="send-message-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="send-message-title">
          {t('viewer.comunications.dialogTitle', { reference: request.reference })}
        </DialogTitle>
        {sending && <LinearProgress />}
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {emailEnabled !== undefined && (
            <Alert severity="info" data-testid="send-message-delivery">
              {emailEnabled && chosen
                ? t('viewer.comunications.emailOn', { email: chosen.email })
                : t(emailEnabled ? 'viewer.comunications.emailOnAny' : 'viewer.comunications.emailOff')}
            </Alert>
          )}
          <TextField
            select
            label={t('viewer.comunications.recipient')}
            value={recipient}
            onChange={(e) => {
              setRecipient(Number(e.target.value));
              edited('recipient');
            }}
            error={!!errors.recipient}
            helperText={errors.recipient}
            required
            slotProps={{ htmlInput: { 'data-testid': 'send-message-recipient' } }}
          >
            {contacts.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('viewer.comunications.subject')}
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              edited('subject');
            }}
            error={!!errors.subject}
            helperText={errors.subject}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: COMMUNICATION_SUBJECT_MAX, 'data-testid': 'send-message-subject' } }}
          />
          <TextField
            label={t('viewer.comunications.body')}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              edited('body');
            }}
            error={!!errors.body}
            helperText={errors.body}
            required
            multiline
            minRows={5}
            slotProps={{ htmlInput: { maxLength: COMMUNICATION_BODY_MAX, 'data-testid': 'send-message-body' } }}
          />
          {failure.length > 0 && (
            <Alert severity="error" data-testid="send-message-error">
              {failure.join('\n')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('viewer.comunications.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendIcon />}
            disabled={sending}
            data-testid="send-message-submit"
          >
            {t('viewer.comunications.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
