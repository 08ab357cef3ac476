import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ChoiceOption,
  FIELD_MESSAGES,
  fieldErrorText,
  type IndicatorMetric,
  personName,
} from '@qualium/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, reportApiError } from '../../api/client';
import { formatFormErrors } from '../../api/formErrors';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/session';
import { InputField } from './inputs/InputField';
import type { InputContext } from './inputs/types';
import { withDraft } from './model/dependents';
import { type Draft, type Drafts, initialDrafts, isCollected } from './model/drafts';
import { splitServerErrors } from './model/serverErrors';
import { checkInputs } from './model/validate';
import { ResponsibleSelect } from './parts/ResponsibleSelect';
import { SignatureFields, useSigning } from './parts/SignatureFields';
import type { DialogData } from './useDialogData';
import { writeUnit } from './write';

/** records-explorer §9: screens of 600 px or less show every input at full width. */
const FULL_WIDTH_QUERY = '(max-width:600px)';

export interface FormBodyProps {
  data: DialogData;
  scope: string;
  siteScope: string;
  centroId: number;
  transitionId?: string;
  idempotencyKey: string;
  /** The write is running: the dialog must not close under it. */
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  /** The write succeeded (the uid to show next) or failed beyond the form (null: cancelled). */
  onDone: (uid: string | null) => void;
}

/** The loaded form: inputs on a 12-column grid, the next responsible, checks and the write. */
export function FormBody({
  data,
  scope,
  siteScope,
  centroId,
  transitionId,
  idempotencyKey,
  onBusy,
  onCancel,
  onDone,
}: FormBodyProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const fullWidth = useMediaQuery(FULL_WIDTH_QUERY);
  const user = useSession((s) => s.persisted.user);
  const [drafts, setDrafts] = useState<Drafts>(() => initialDrafts(data.inputs, lang));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [responsible, setResponsible] = useState(() =>
    data.candidates.length === 1 ? String(data.candidates[0]!.id) : '',
  );
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // A second click while the first write runs must not send again (state updates land too late).
  const sending = useRef(false);

  const visible = data.inputs.filter((i) => !i.hidden);
  const metricsInput = data.inputs.find((i) => i.kind === 'metric_edit' || i.kind === 'indicator_metric');
  const metrics = (metricsInput ? drafts[metricsInput.id] : data.metrics) as IndicatorMetric[];
  const people = useMemo<ChoiceOption[]>(() => {
    const me = user ? [{ value: String(user.id), text: `${personName(user)} (${t('forms.me')})` }] : [];
    const others = data.candidates
      .filter((c) => c.id !== user?.id)
      .map((c) => ({ value: String(c.id), text: c.name || c.username }));
    return [...me, ...others];
  }, [user, data.candidates, t]);
  const context: InputContext = {
    scope,
    siteScope,
    centroId,
    lang,
    drafts,
    inputs: data.inputs,
    people,
    metrics,
    ...(data.unit ? { unitUid: data.unit.uid } : {}),
  };
  const clientErrors = checkInputs(data.inputs, drafts, { metrics });
  const needsResponsible = data.chooseResponsible && data.candidates.length > 1;
  const responsibleMissing = needsResponsible && responsible === '';
  const signing = useSigning(data, scope, transitionId);

  const change = useCallback(
    (id: string, next: Draft) => {
      setDrafts((d) => withDraft(data.inputs, d, id, next));
      setTouched((s) => (s.has(id) ? s : new Set(s).add(id)));
      setServerErrors((e) => {
        if (!(id in e)) return e;
        const { [id]: _gone, ...rest } = e;
        return rest;
      });
    },
    [data.inputs],
  );
  // Stable per input, so inputs that fill themselves (dynamic input) do not loop on a new callback.
  const handlers = useMemo(
    () => Object.fromEntries(data.inputs.map((i) => [i.id, (next: Draft) => change(i.id, next)])),
    [data.inputs, change],
  );

  const submit = async () => {
    if (sending.current) return;
    setTried(true);
    if (Object.keys(clientErrors).length > 0 || responsibleMissing || signing.incomplete) {
      // The first input to fix comes into view; the responsible choice, then the signature, are last.
      const first = visible.find((i) => clientErrors[i.id])?.id ?? (responsibleMissing ? 'responsible' : 'signature');
      document.querySelector(`[data-field="${first}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    sending.current = true;
    setBusy(true);
    onBusy(true);
    setGeneral([]);
    const hasFiles = data.inputs.some(
      (i) => i.kind === 'file' && Array.isArray(drafts[i.id]) && (drafts[i.id] as unknown[]).length > 0,
    );
    try {
      // A signature through the identity provider opens its window here, still inside the click.
      const signingControl = await signing.controlToSend();
      if (signingControl === null) return;
      const uid = await writeUnit({
        scope,
        data,
        ...(transitionId ? { transitionId } : {}),
        drafts,
        responsible: data.chooseResponsible ? responsible : '',
        idempotencyKey,
        serialize: { metrics },
        signing: signingControl,
        ...(hasFiles ? { onProgress: setProgress } : {}),
      });
      onDone(uid);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const shown = new Set([
          ...visible.filter(isCollected).map((i) => i.id),
          'responsible',
          ...(data.signature ? ['signature'] : []),
          ...(data.reasonForChange ? ['reason_for_change'] : []),
        ]);
        const { byField, rest } = splitServerErrors(error.data, shown);
        setServerErrors(byField);
        const labels = Object.fromEntries(data.inputs.map((i) => [i.id, i.label]));
        setGeneral(
          rest === null ? [] : formatFormErrors(rest, { ...labels, responsible: t('forms.responsible.label') }),
        );
      } else {
        // records-explorer §8: a failed creation or transition is logged and the dialog cancelled; the
        // server's message (or the network's) is the global error alert.
        console.error('Unit write failed', error);
        if (error instanceof ApiError && error.status !== 401) reportApiError(error);
        onDone(null);
      }
    } finally {
      sending.current = false;
      setBusy(false);
      onBusy(false);
      setProgress(null);
    }
  };

  const errorsOf = (id: string) => (tried || touched.has(id) ? (clientErrors[id] ?? []) : []);
  const responsibleError =
    serverErrors.responsible?.join(' · ') ??
    (tried && responsibleMissing ? fieldErrorText({ code: FIELD_MESSAGES.required }, lang) : null);
  const errorCount =
    Object.keys(serverErrors).length +
    (tried ? Object.keys(clientErrors).length + Object.values(signing.missing).filter(Boolean).length : 0);

  return (
    <>
      {busy && (
        <LinearProgress
          variant={progress === null ? 'indeterminate' : 'determinate'}
          value={(progress ?? 0) * 100}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          data-testid="form-dialog-progress"
        />
      )}
      <DialogContent dividers>
        {general.length > 0 && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} data-testid="form-dialog-errors">
            {general.join('\n')}
          </Alert>
        )}
        {tried && errorCount > 0 && general.length === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="form-dialog-check">
            {t('forms.fixErrors', { count: errorCount })}
          </Alert>
        )}
        {visible.length === 0 && !data.chooseResponsible && !data.signature && (
          <Typography color="text.secondary" data-testid="form-dialog-no-fields">
            {t('forms.noFields', { label: data.title })}
          </Typography>
        )}
        <Grid container spacing={2} sx={{ pt: 0.5 }}>
          {visible.map((input) => (
            <Grid
              key={input.id}
              size={{ xs: 12, sm: fullWidth ? 12 : Math.min(12, Math.max(1, input.cols)) }}
              data-field={input.id}
              data-kind={input.kind}
            >
              <InputField
                input={input}
                draft={drafts[input.id]}
                onChange={handlers[input.id]!}
                errors={errorsOf(input.id)}
                serverErrors={serverErrors[input.id] ?? []}
                busy={busy}
                context={context}
              />
            </Grid>
          ))}
        </Grid>
        {data.chooseResponsible && (
          <>
            {visible.length > 0 && <Divider sx={{ my: 2.5 }} />}
            <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
              {t('forms.responsible.section')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: fullWidth ? 12 : 6 }} data-field="responsible">
                <ResponsibleSelect
                  candidates={data.candidates}
                  value={responsible}
                  onChange={(id) => {
                    setResponsible(id);
                    setServerErrors(({ responsible: _gone, ...rest }) => rest);
                  }}
                  errorText={responsibleError}
                  busy={busy}
                />
              </Grid>
            </Grid>
          </>
        )}
        <SignatureFields
          data={data}
          signing={signing}
          tried={tried}
          serverErrors={serverErrors}
          busy={busy}
          lang={lang}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {busy && !signing.sso.waiting && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} data-testid="form-dialog-sending">
            {progress === null ? t('forms.sending') : t('forms.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
        )}
        <Button onClick={onCancel} disabled={busy} data-testid="form-dialog-cancel">
          {t('forms.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="form-dialog-submit"
        >
          {data.write === 'create' && !transitionId
            ? t('forms.submit.create')
            : signing.ssoIdp
              ? t('sso.signing.submit', { idp: signing.ssoIdp })
              : t('forms.submit.transition')}
        </Button>
      </DialogActions>
    </>
  );
}
