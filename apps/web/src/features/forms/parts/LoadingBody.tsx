import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** While the fields load: the shape of a form, so the dialog does not jump when they arrive. */
export function LoadingBody() {
  const { t } = useTranslation();
  const widths = [12, 6, 6, 12, 6, 6];
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={t('forms.loading')} data-testid="form-dialog-loading">
      {widths.map((cols, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
        <Grid key={index} size={{ xs: 12, sm: cols }}>
          <Skeleton variant="rounded" height={index === 3 ? 88 : 40} />
        </Grid>
      ))}
    </Grid>
  );
}
