import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@qualium/contracts';
import { initials, personName } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The expandable detail of a user (shell-and-admin §2.9): roles per centro, language, preferred centro, photo. */
export function UserDetail({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const item = (label: string, value: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
  return (
    <Box
      data-testid={`user-detail-${user.id}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' },
        gap: 2,
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Avatar src={user.photo ?? undefined} alt={user.username} sx={{ width: 64, height: 64 }}>
          {initials(personName(user))}
        </Avatar>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {item(t('admin.users.fields.lang'), t(`languages.${user.lang}`))}
          {item(t('admin.users.fields.preferred_centro'), user.preferred_centro_name ?? t('admin.users.noCentro'))}
          {item(
            t('admin.users.lastLogin'),
            user.last_login ? new Date(user.last_login).toLocaleString() : t('admin.users.never'),
          )}
        </Box>
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('admin.users.roles')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }} data-testid={`user-roles-${user.id}`}>
          {user.roles.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('admin.users.noRoles')}
            </Typography>
          ) : (
            user.roles.map((r) => (
              <Chip
                key={`${r.centro}-${r.role}`}
                size="small"
                variant="outlined"
                label={`${r.role_name} · ${r.centro_name}`}
                title={r.department_name}
              />
            ))
          )}
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
          data-testid="user-roles-note"
        >
          <InfoOutlinedIcon fontSize="small" />
          <span>
            {t('admin.users.rolesNote')}{' '}
            <Link component={RouterLink} to="/centros">
              {t('admin.users.rolesNoteLink')}
            </Link>
          </span>
        </Typography>
      </Box>
    </Box>
  );
}
