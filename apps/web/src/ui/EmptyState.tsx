import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The designed empty state of a box: an icon in a soft circle, a line saying what is missing, a hint. */
export function EmptyState({
  icon,
  title,
  hint,
  testId,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <Box data-testid={testId} sx={{ textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }}>
      <Box
        sx={{
          mx: 'auto',
          mb: 1.5,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          '& svg': { fontSize: 30 },
        }}
      >
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{title}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
