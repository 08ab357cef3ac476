import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's list on a phone: rows (or groups of rows) one under the other, divided by a line. */
export function PhoneList({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack divider={<Divider />} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** A group on a phone (a location type, a vocabulary): its name and actions, then its rows. */
export function PhoneGroup({
  testId,
  name,
  actions,
  wrap = false,
  children,
}: {
  testId: string;
  name: string;
  actions: ReactNode;
  /** A long name without spaces breaks anywhere rather than widening the screen. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: 1 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0, ...(wrap && { overflowWrap: 'anywhere' }) }}>
          {name}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** A row on a phone: what leads it (an icon), its title and a caption line, its actions at the end. */
export function PhoneRow({
  testId,
  leading,
  title,
  titleVariant = 'body2',
  titleSx = { fontWeight: 600 },
  caption,
  wrapCaption = false,
  actions,
  sx,
}: {
  testId: string;
  leading?: ReactNode;
  title: ReactNode;
  titleVariant?: 'body1' | 'body2';
  titleSx?: Record<string, unknown>;
  caption: ReactNode;
  /** A caption of codes or addresses breaks anywhere rather than widening the screen. */
  wrapCaption?: boolean;
  actions: ReactNode;
  /** Spacing and indentation of the row. */
  sx: Record<string, unknown>;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', ...sx }} data-testid={testId}>
      {leading}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant={titleVariant} sx={titleSx}>
          {title}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={wrapCaption ? { overflowWrap: 'anywhere' } : undefined}
        >
          {caption}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
