import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { BULK_TRANSITION_MAX_UNITS, type BulkTransitionResult, type UnitSelection } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentroScope } from '../../../api/useCentroScope';
import { useIsMobile } from '../../../ui/useIsMobile';
import { fetchBulkCandidates, runBulkTransition } from './api';
import { type BulkOffer, bulkOffers } from './offers';

type Step = { kind: 'choose' } | { kind: 'confirm'; offer: BulkOffer } | { kind: 'running'; offer: BulkOffer };

/**
 * "Run a transition" on the explorer's selection (docs/decisions.md "Selection"): the server says
 * per unit what it offers; the dialog lists the transitions offered to all or some of the selected
 * units (those that need their form are shown, disabled, with why), asks to confirm, runs it on
 * each unit offering it and shows one line per unit: done, or refused in the server's words.
 */
export function BulkTransitionDialog({
  query,
  selection,
  onClose,
}: {
  query: Record<string, string>;
  selection: UnitSelection;
  /** `changed`: some unit moved, so the list is read again. */
  onClose(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { path, ready } = useCentroScope();
  const candidates = useQuery({
    queryKey: ['explorer', 'bulk-candidates', path, query, selection],
    enabled: ready,
    gcTime: 0,
    queryFn: ({ signal }) => fetchBulkCandidates(path, query, selection, signal),
  });
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [results, setResults] = useState<BulkTransitionResult['results'] | null>(null);
  const [failed, setFailed] = useState(false);
  const units = candidates.data?.units ?? [];
  const offers = bulkOffers(units);

  const run = async (offer: BulkOffer) => {
    setStep({ kind: 'running', offer });
    try {
      setResults(await runBulkTransition(path, query, offer.uids, offer.id));
    } catch {
      // The global message says why; nothing half-done: each unit moved fully or not at all.
      setFailed(true);
      setStep({ kind: 'confirm', offer });
    }
  };
  const changed = results?.some((r) => r.ok) ?? false;
  const close = () => onClose(changed);
  const busy = step.kind === 'running' && results === null;

  const body = () => {
    if (results) {
      const done = results.filter((r) => r.ok).length;
      return (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="bulk-summary">
            {t('explorer.bulk.summary', { done, total: results.length })}
          </Typography>
          <List dense disablePadding data-testid="bulk-results">
            {results.map((r) => (
              <ListItem key={r.uid} disableGutters data-testid="bulk-result" data-ok={r.ok}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {r.ok ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}
                </ListItemIcon>
                <ListItemText
                  primary={r.reference}
                  secondary={r.ok ? t('explorer.bulk.done') : t('explorer.bulk.refused', { message: r.message })}
                />
              </ListItem>
            ))}
          </List>
        </>
      );
    }
    if (step.kind !== 'choose') {
      const skipped = units.length - step.offer.uids.length;
      return (
        <>
          <Typography data-testid="bulk-question">
            {t('explorer.bulk.question', { transition: step.offer.label, count: step.offer.uids.length })}
          </Typography>
          {skipped > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('explorer.bulk.skipped', { count: skipped })}
            </Typography>
          )}
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('explorer.bulk.failed')}
            </Alert>
          )}
        </>
      );
    }
    if (candidates.isError) return <Alert severity="error">{t('explorer.bulk.loadFailed')}</Alert>;
    if (!candidates.data) return <LinearProgress aria-label={t('loading')} />;
    if (offers.length === 0) return <Typography>{t('explorer.bulk.nothingOffered')}</Typography>;
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('explorer.bulk.intro', { count: units.length })}
        </Typography>
        <List dense disablePadding data-testid="bulk-offers">
          {offers.map((offer) => (
            <ListItemButton
              key={offer.id}
              disabled={!offer.runsInBulk}
              onClick={() => setStep({ kind: 'confirm', offer })}
              data-testid={`bulk-offer-${offer.id}`}
            >
              <ListItemText
                primary={offer.label}
                secondary={
                  offer.runsInBulk
                    ? t('explorer.bulk.offeredTo', { count: offer.uids.length, total: units.length })
                    : t('explorer.bulk.needsForm')
                }
              />
            </ListItemButton>
          ))}
        </List>
      </>
    );
  };

  return (
    <Dialog
      open
      fullScreen={mobile}
      fullWidth
      maxWidth="sm"
      onClose={busy ? undefined : close}
      data-testid="bulk-transition-dialog"
    >
      <DialogTitle>{t('explorer.bulk.title')}</DialogTitle>
      {busy && <LinearProgress />}
      <DialogContent>
        {body()}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('explorer.bulk.cap', { count: BULK_TRANSITION_MAX_UNITS })}
        </Typography>
      </DialogContent>
      <DialogActions>
        {step.kind === 'confirm' && !results && (
          <>
            <Button onClick={() => setStep({ kind: 'choose' })}>{t('explorer.bulk.back')}</Button>
            <Button variant="contained" onClick={() => void run(step.offer)} data-testid="bulk-confirm">
              {t('explorer.bulk.confirm', { count: step.offer.uids.length })}
            </Button>
          </>
        )}
        {step.kind !== 'confirm' && (
          <Button onClick={close} disabled={busy} data-testid="bulk-close">
            {t('explorer.bulk.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
