import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha } from '@mui/material/styles';
import { SITE_INDENT_PX } from '@qualium/contracts';
import { useSession } from '../../session/session';
import fallbackLogo from '../../ui/assets/logo-fallback.svg';
import { FallbackImg } from '../../ui/FallbackImg';
import { centroIndent, type SiteGroup } from './siteList';
import { chooseCentro } from './switchCentro';

/** One site heading (indented 10 px per depth; admins see its id) and its centros. */
export function SiteGroupRows({ group, showId }: { group: SiteGroup; showId: boolean }) {
  const current = useSession((s) => s.persisted.centro);
  const { site, centros } = group;
  return (
    <>
      <ListSubheader
        data-testid={`site-item-${site.id}`}
        sx={{
          pl: `${16 + site.depth * SITE_INDENT_PX}px`,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          fontWeight: 700,
          lineHeight: '36px',
        }}
      >
        <span>{site.name}</span>
        {showId && <Chip size="small" label={`#${site.id}`} variant="outlined" />}
      </ListSubheader>
      {centros.map((c) => (
        <ListItemButton
          key={c.id}
          data-testid={`centro-item-${c.id}`}
          selected={c.id === current}
          aria-current={c.id === current ? 'true' : undefined}
          onClick={() => chooseCentro(c.id)}
          sx={{
            pl: `${16 + site.depth * SITE_INDENT_PX}px`,
            // The current centre must stand out on every product palette, not only as a faint tint.
            '&.Mui-selected, &.Mui-selected:hover': {
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.14),
              boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
            },
          }}
        >
          <ListItemAvatar sx={{ minWidth: 44 }}>
            <Avatar variant="rounded" sx={{ width: 32, height: 32, bgcolor: 'transparent' }}>
              <FallbackImg
                src={c.logo ?? site.logo}
                fallback={fallbackLogo}
                alt=""
                style={{ width: 32, height: 32, objectFit: 'contain' }}
              />
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={`${centroIndent(c.depth)}${c.name}`}
            secondary={c.path_str !== c.name ? c.path_str : undefined}
            slotProps={{ primary: { sx: { fontWeight: c.id === current ? 700 : 400 } } }}
          />
        </ListItemButton>
      ))}
    </>
  );
}
