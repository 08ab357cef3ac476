import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../ui/useIsMobile';
import { LazyUnitViewer as UnitViewer } from './LazyUnitViewer';

/**
 * The full-page unit detail view (records-explorer §2 "view unit"; on mobile the card view opens
 * it): the explorer page renders it while its URL carries `unit=<uid>`. On
 * mobile it covers the screen, with a back arrow that closes it.
 */
export function UnitDetailView({
  uid,
  onClose,
  onChanged,
}: {
  uid: string;
  onClose: () => void;
  onChanged?: (uid: string) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const viewer = <UnitViewer uid={uid} fullPage onChanged={onChanged} />;
  if (isMobile) {
    return (
      <Dialog fullScreen open onClose={onClose} data-testid="unit-detail-view">
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar variant="dense">
            <IconButton edge="start" aria-label={t('viewer.back')} onClick={onClose} data-testid="unit-detail-back">
              <ArrowBackIcon />
            </IconButton>
            <Typography sx={{ ml: 1, fontWeight: 600 }}>{t('viewer.detailTitle')}</Typography>
          </Toolbar>
        </AppBar>
        {viewer}
      </Dialog>
    );
  }
  return (
    <Box data-testid="unit-detail-view" sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 2 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onClose} sx={{ mb: 1 }} data-testid="unit-detail-back">
        {t('viewer.back')}
      </Button>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        {viewer}
      </Paper>
    </Box>
  );
}
