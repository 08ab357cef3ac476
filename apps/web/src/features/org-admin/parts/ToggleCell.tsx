import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Switch from '@mui/material/Switch';

/**
 * One toggle of a matrix (shell-and-admin §2.9): a checkbox (or a switch) that becomes a spinner of the same
 * size while its change is on its way, so the other cells stay usable meanwhile.
 */
export function ToggleCell({
  checked,
  pending,
  disabled,
  label,
  onToggle,
  testId,
  variant = 'checkbox',
}: {
  checked: boolean;
  pending: boolean;
  disabled: boolean;
  label: string;
  onToggle(): void;
  testId: string;
  variant?: 'checkbox' | 'switch';
}) {
  if (pending) {
    return (
      <Box
        sx={{ display: 'inline-grid', placeItems: 'center', width: variant === 'switch' ? 58 : 38, height: 38 }}
        data-testid={`${testId}-pending`}
        role="progressbar"
        aria-label={label}
      >
        <CircularProgress size={20} />
      </Box>
    );
  }
  const input = { 'aria-label': label, 'data-testid': testId } as object;
  return variant === 'switch' ? (
    <Switch checked={checked} disabled={disabled} onChange={onToggle} slotProps={{ input }} />
  ) : (
    <Checkbox size="small" checked={checked} disabled={disabled} onChange={onToggle} slotProps={{ input }} />
  );
}
