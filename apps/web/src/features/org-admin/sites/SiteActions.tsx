import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import AddHomeWorkIcon from '@mui/icons-material/AddHomeWorkOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyIcon from '@mui/icons-material/Key';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { SiteRecord } from '@qualium/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export interface SiteActionHandlers {
  onEdit(site: SiteRecord): void;
  onAddSub(site: SiteRecord): void;
  onInherit(site: SiteRecord): void;
  onAddCentro(site: SiteRecord): void;
  onDelete(site: SiteRecord): void;
}

interface Action {
  key: string;
  icon: ReactNode;
  label: string;
  /** Why it is not offered here, or null when it is. */
  unavailable: string | null;
  run(): void;
}

/**
 * A company's actions (shell-and-admin §2.9): edit, add sub-company, inherit roles, add centro, single
 * sign-on and delete. Icons with tooltips on a desktop, one menu on a phone. Only administrators
 * may change (the server says so too); the company being worked in cannot be deleted from itself.
 */
export function SiteActions({
  site,
  canEdit,
  isScopeSite,
  handlers,
  compact,
}: {
  site: SiteRecord;
  canEdit: boolean;
  isScopeSite: boolean;
  handlers: SiteActionHandlers;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const adminOnly = canEdit ? null : t('orgAdmin.actions.adminOnly');
  const actions: Action[] = [
    {
      key: 'edit',
      icon: <EditIcon />,
      label: t('orgAdmin.actions.edit'),
      unavailable: adminOnly,
      run: () => handlers.onEdit(site),
    },
    {
      key: 'add-sub',
      icon: <AddBusinessIcon />,
      label: t('orgAdmin.actions.addSub'),
      unavailable: adminOnly,
      run: () => handlers.onAddSub(site),
    },
    {
      key: 'inherit',
      icon: <BadgeIcon />,
      label: t('orgAdmin.actions.inherit'),
      unavailable: adminOnly ?? (site.parent === null ? t('orgAdmin.inherit.topLevel') : null),
      run: () => handlers.onInherit(site),
    },
    {
      key: 'add-centro',
      icon: <AddHomeWorkIcon />,
      label: t('orgAdmin.actions.addCentro'),
      unavailable: adminOnly,
      run: () => handlers.onAddCentro(site),
    },
    {
      key: 'sso',
      icon: <KeyIcon />,
      label: t('orgAdmin.actions.sso'),
      unavailable: adminOnly,
      run: () => void navigate(`/sso?site=${site.id}`),
    },
    {
      key: 'delete',
      icon: <DeleteIcon />,
      label: t('orgAdmin.actions.delete'),
      unavailable: adminOnly ?? (isScopeSite ? t('orgAdmin.actions.deleteOwn') : null),
      run: () => handlers.onDelete(site),
    },
  ];

  if (compact) {
    return (
      <>
        <IconButton
          aria-label={t('orgAdmin.actions.menu', { name: site.name })}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid={`site-menu-${site.id}`}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {actions.map((a) => (
            <MenuItem
              key={a.key}
              disabled={a.unavailable !== null}
              onClick={() => {
                setAnchor(null);
                a.run();
              }}
              data-testid={`site-${a.key}-${site.id}`}
            >
              <ListItemIcon>{a.icon}</ListItemIcon>
              {a.label}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
      {actions.map((a) => (
        <Tooltip key={a.key} title={a.unavailable ?? a.label}>
          <span>
            <IconButton
              size="small"
              aria-label={`${a.label}: ${site.name}`}
              disabled={a.unavailable !== null}
              onClick={a.run}
              color={a.key === 'delete' ? 'error' : 'default'}
              data-testid={`site-${a.key}-${site.id}`}
            >
              {a.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}
