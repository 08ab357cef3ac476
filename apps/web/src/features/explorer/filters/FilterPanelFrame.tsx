import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Long choice lists (centres, processes, people) scroll within a panel instead of stretching it. */
export const LIST_MAX_HEIGHT = 280;

/**
 * The common frame of a filter panel (records-explorer §2 "Filter panels"): a title, the editor,
 * and the Clear and Send buttons every panel has. Send is disabled while the draft is invalid.
 */
export function FilterPanelFrame({
  title,
  children,
  onClear,
  onSend,
  canSend = true,
  testId,
  fill = false,
  onClose,
}: {
  title: string;
  children: ReactNode;
  onClear(): void;
  onSend(): void;
  canSend?: boolean;
  testId: string;
  /** Fill the container (a full-screen dialog) instead of growing up to 70 % of the window. */
  fill?: boolean;
  /** Shows a close button beside the title (dialogs; a popover closes by clicking away). */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
      sx={{ display: 'flex', flexDirection: 'column', ...(fill ? { height: '100%' } : { maxHeight: '70vh' }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{title}</Typography>
        {onClose && (
          <IconButton size="small" edge="end" onClick={onClose} aria-label={t('explorer.filters.close')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ px: 2, pb: 1.5, overflowY: 'auto', flex: 1 }}>{children}</Box>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}>
        <Button onClick={onClear} data-testid={`${testId}-clear`}>
          {t('explorer.filters.clear')}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSend} data-testid={`${testId}-send`}>
          {t('explorer.filters.send')}
        </Button>
      </Box>
    </Box>
  );
}
