import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewKind } from '../views/registry';
import { ViewIcon } from './ViewIcon';

/**
 * The view selector (records-explorer §2): the current view's name, and with more than one view a
 * dots menu listing the business process's views.
 */
export function ViewSelector({
  kinds,
  current,
  onChange,
}: {
  kinds: readonly ViewKind[];
  current: ViewKind;
  onChange(kind: ViewKind): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
      data-testid="view-selector"
    >
      <ViewIcon kind={current} />
      <Box component="span" sx={{ fontSize: 14 }} data-testid="current-view">
        {t(`explorer.views.${current}`)}
      </Box>
      {kinds.length > 1 && (
        <>
          <Tooltip title={t('explorer.views.choose')}>
            <IconButton
              size="small"
              onClick={(e) => setAnchor(e.currentTarget)}
              aria-label={t('explorer.views.choose')}
              aria-haspopup="menu"
              data-testid="view-menu-button"
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            {kinds.map((kind) => (
              <MenuItem
                key={kind}
                selected={kind === current}
                data-testid={`view-option-${kind}`}
                onClick={() => {
                  setAnchor(null);
                  onChange(kind);
                }}
              >
                <ListItemIcon>
                  <ViewIcon kind={kind} />
                </ListItemIcon>
                <ListItemText>{t(`explorer.views.${kind}`)}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
