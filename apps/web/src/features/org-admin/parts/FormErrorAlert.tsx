import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';
import { formatFormErrors } from '../../../api/formErrors';
import { translateRule } from '../../admin';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The rule texts of a `{field: [messages]}` body in the interface language (admin/common/messages.ts). */
function translatedBody(body: unknown, t: Translate): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.map((m) => (typeof m === 'string' ? translateRule(m, t) : m)) : value,
    ]),
  );
}

/**
 * A refused save, through the shared form-error routine (shell-and-admin §8): a string as it is, each field
 * with its label, non_field_errors without a prefix.
 */
export function FormErrorAlert({ error, labels }: { error: unknown; labels: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  if (!error) return null;
  const lines =
    error instanceof ApiError
      ? error.status >= 400 && error.status < 500
        ? formatFormErrors(translatedBody(error.data, t), labels)
        : [errorText(error, t)]
      : [String(error)];
  return (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }} data-testid="org-form-error">
      {lines.join('\n')}
    </Alert>
  );
}

/**
 * One field's messages to show under its input: the form's own checks (`checked`) first, else the
 * server's; rule texts in the interface language.
 */
export function fieldMessages(
  t: Translate,
  error: unknown,
  field: string,
  checked: Readonly<Record<string, string[]>> = {},
): string | undefined {
  const own = checked[field];
  const server =
    error instanceof ApiError && error.data !== null && typeof error.data === 'object'
      ? (error.data as Record<string, unknown>)[field]
      : undefined;
  const messages = own ?? (Array.isArray(server) ? server.map(String) : undefined);
  return messages?.map((m) => translateRule(m, t)).join(' ');
}
