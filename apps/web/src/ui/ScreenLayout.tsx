import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of a working screen (administration, preferences, process map): the explorer's
 * margins and width, a title with an optional line under it, and the screen's main actions on the
 * right (under the title on a phone).
 */
export function ScreenLayout({
  title,
  subtitle,
  actions,
  children,
  testId,
  maxWidth = 1600,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  maxWidth?: number;
}) {
  return (
    <Box data-testid={testId} sx={{ px: { xs: 1.5, md: 3 }, py: { xs: 1.5, md: 2.5 }, maxWidth, mx: 'auto' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} data-testid="screen-title">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
