import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useState } from 'react';

/** An action icon of the viewer with its menu (records-explorer §2 Action icons). */
export function ActionMenuButton({
  icon,
  label,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  /** The menu's items; given a `close` so an item can close the menu before it acts. */
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          data-testid={testId}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 420 } }, list: { dense: true } }}
        data-testid={`${testId}-menu`}
      >
        {children(close)}
      </Menu>
    </>
  );
}
