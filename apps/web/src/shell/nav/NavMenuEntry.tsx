import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { MENU_MAX_WIDTH_PX } from '@qualium/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { NavTreeList } from './NavTreeList';
import { dropdownEntries, isNodeActive, type NavNode, topLevelClick } from './navTree';
import { useOpenUrl } from './useOpenUrl';

/** Grace period so the pointer can travel from the button into the dropdown without it closing. */
const CLOSE_DELAY_MS = 150;

/** One top-level menu of the horizontal bar: opens on hover (or click, for touch and keyboard). */
export function NavMenuEntry({ node }: { node: NavNode }) {
  const { pathname, search } = useLocation();
  const openUrl = useOpenUrl();
  const anchor = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const hasChildren = node.children.length > 0;
  const active = isNodeActive(node, pathname, search);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // Navigating anywhere closes the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => setOpen(false), [pathname, search]);

  const onClick = () => {
    const action = topLevelClick(node);
    if (action === 'navigate' && node.url !== null) openUrl(node.url);
    else if (action === 'toggle') setOpen((o) => !o);
  };

  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        data-testid={`nav-menu-${node.key}`}
        aria-haspopup={hasChildren ? 'menu' : undefined}
        aria-expanded={hasChildren ? open : undefined}
        aria-current={active ? 'page' : undefined}
        onMouseEnter={() => {
          if (!hasChildren) return;
          cancelClose();
          setOpen(true);
        }}
        onMouseLeave={hasChildren ? scheduleClose : undefined}
        onClick={onClick}
        onKeyDown={(e) => {
          // The keyboard opens a dropdown whose entry navigates on Enter.
          if (e.key === 'ArrowDown' && hasChildren) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        endIcon={hasChildren ? <KeyboardArrowDownIcon /> : undefined}
        sx={{
          flexShrink: 0,
          maxWidth: MENU_MAX_WIDTH_PX,
          whiteSpace: 'nowrap',
          borderRadius: 0,
          px: 1.5,
          height: 64,
          color: active ? 'primary.main' : 'text.primary',
          borderBottom: 3,
          borderColor: active ? 'primary.main' : 'transparent',
        }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{node.label}</span>
      </Button>
      {hasChildren && (
        <Popper
          open={open}
          anchorEl={anchor.current}
          placement="bottom-start"
          sx={{ zIndex: (t) => t.zIndex.appBar + 1 }}
          onMouseEnter={cancelClose}
          onMouseLeave={scheduleClose}
        >
          <Paper
            elevation={6}
            data-testid={`nav-dropdown-${node.key}`}
            sx={{ maxWidth: MENU_MAX_WIDTH_PX, minWidth: 200, maxHeight: '70vh', overflowY: 'auto' }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpen(false);
            }}
          >
            <NavTreeList
              nodes={dropdownEntries(node)}
              onOpen={(url) => {
                setOpen(false);
                openUrl(url);
              }}
            />
          </Paper>
        </Popper>
      )}
    </>
  );
}
