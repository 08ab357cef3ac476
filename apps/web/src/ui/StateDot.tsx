import Box from '@mui/material/Box';

/** The coloured dot of a workflow state (records-explorer §3: default white, so it keeps a border). */
export function StateDot({ color, size = 12 }: { color: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color || '#ffffff',
        border: 1,
        borderColor: 'divider',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** A state as the viewer shows it everywhere: its dot and its name. */
export function StateLabel({ color, label, testId }: { color: string; label: string; testId?: string }) {
  return (
    <Box component="span" data-testid={testId} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <StateDot color={color} />
      {label}
    </Box>
  );
}
