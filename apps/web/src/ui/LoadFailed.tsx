import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A screen's designed "could not load" state: what failed, and a retry. */
export function LoadFailed({ title, retry, onRetry }: { title: string; retry: string; onRetry(): void }) {
  return (
    <Box data-testid="load-failed" sx={{ textAlign: 'center', py: 5, px: 2, color: 'text.secondary' }}>
      <ErrorOutlineIcon sx={{ fontSize: 40, color: 'error.main', mb: 1 }} />
      <Typography sx={{ fontWeight: 600, color: 'text.primary', mb: 2 }}>{title}</Typography>
      <Button variant="outlined" onClick={onRetry}>
        {retry}
      </Button>
    </Box>
  );
}
