import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Full-screen spinner (shell-and-admin §2.8): covers the app while loading or while a loading lock is held. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="loading-screen"
      role="progressbar"
      aria-busy="true"
      aria-label={t('loading')}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'rgba(255,255,255,0.82)',
        backdropFilter: 'blur(2px)',
      }}
    >
      <CircularProgress size={48} />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  );
}

/** Small in-page spinner for lazily loaded pages. */
export function PageSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}
