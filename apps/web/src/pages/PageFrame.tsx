import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The common look of the shell's informational pages: a centred card with an icon and a title. */
export function PageFrame({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Box data-testid={testId} sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 2,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '& svg': { fontSize: 36 },
          }}
        >
          {icon}
        </Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
