import ChecklistIcon from '@mui/icons-material/Checklist';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import TuneIcon from '@mui/icons-material/Tune';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logoutPathFor } from '../../features/sso/ssoSession';
import { session, useSession } from '../../session/session';
import avatarDefault from '../../ui/assets/avatar-default.svg';
import { FallbackImg } from '../../ui/FallbackImg';
import { shellUi } from '../shellUi';

/** The user menu of shell-and-admin §2.4: name header, avatar, TodoList, preferences, change password, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.persisted.user);
  const siteData = useSession((s) => s.persisted.site_data);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const fullName = `${user.first_name} ${user.last_name}`.trim() || user.username;
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  const avatar = (size: number) => (
    <Avatar sx={{ width: size, height: size }}>
      <FallbackImg
        src={user.photo_url}
        fallback={avatarDefault}
        alt=""
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Avatar>
  );

  return (
    <>
      <IconButton
        data-testid="user-menu-button"
        aria-label={t('topbar.userMenu')}
        title={fullName}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        {avatar(34)}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box data-testid="user-menu-header" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 2, py: 1 }}>
          {avatar(44)}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {fullName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {user.email || user.username}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem data-testid="user-menu-todolist" onClick={() => go('/todoList')}>
          <ListItemIcon>
            <ChecklistIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.todoList')}
        </MenuItem>
        <MenuItem data-testid="user-menu-preferences" onClick={() => go('/preferences')}>
          <ListItemIcon>
            <ProcessMapIcon src={siteData?.process_map_image ?? null} />
          </ListItemIcon>
          {t('userMenu.preferences')}
        </MenuItem>
        {siteData?.allow_password_change && (
          <MenuItem
            data-testid="user-menu-change-password"
            onClick={() => {
              setAnchor(null);
              shellUi.set({ password: true });
            }}
          >
            <ListItemIcon>
              <LockResetIcon fontSize="small" />
            </ListItemIcon>
            {t('userMenu.changePassword')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem data-testid="user-menu-logout" onClick={() => go(logoutPathFor(session.get().persisted.token))}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** The preferences entry shows the site's process-map image (shell-and-admin §2.4); the generic icon stands in when there is none or it fails. */
function ProcessMapIcon({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) return <TuneIcon fontSize="small" />;
  // A wide map squeezed into an icon square reads as a line: show it as a small framed thumbnail instead.
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailedSrc(src)}
      data-testid="user-menu-process-map"
      sx={{
        width: 28,
        height: 20,
        objectFit: 'cover',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        bgcolor: 'background.paper',
      }}
    />
  );
}
