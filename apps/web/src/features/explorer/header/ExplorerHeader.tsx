import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The explorer header (records-explorer §2): the business process name (a skeleton while it is
 * unknown), the view selector, the add button, and the places of the list-report download and the
 * check-template control (admins), which a later issue fills.
 */
export function ExplorerHeader({
  title,
  viewSelector,
  add,
  reportSlot,
  templateSlot,
}: {
  /** null while loading. */
  title: string | null;
  viewSelector?: ReactNode;
  /** Absent when the business process hides its add button. */
  add?: { enabled: boolean; onClick(): void };
  reportSlot?: ReactNode;
  templateSlot?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, minWidth: 0 }} data-testid="explorer-title">
        {title ?? <Skeleton width={220} aria-label={t('loading')} />}
      </Typography>
      {viewSelector}
      <Box sx={{ flex: 1 }} />
      {reportSlot}
      {templateSlot}
      {add && (
        <Tooltip title={add.enabled ? '' : t('explorer.add.notAllowed')}>
          <span>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!add.enabled}
              onClick={add.onClick}
              data-testid="explorer-add"
            >
              {t('explorer.add.label')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
