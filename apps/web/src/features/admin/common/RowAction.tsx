import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/**
 * An icon action of a row. A disabled one keeps its tooltip (it says why), which MUI shows only
 * on an enabled element, hence the span.
 */
export function RowAction({
  label,
  icon,
  onClick,
  disabled = false,
  testId,
  color,
}: {
  label: string;
  icon: ReactNode;
  onClick(): void;
  disabled?: boolean;
  testId: string;
  color?: 'error' | 'primary';
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          onClick={(event) => {
            event.stopPropagation();
            onClick();
          }}
          disabled={disabled}
          data-testid={testId}
          color={color}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
