import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AdminUser, personName } from '@qualium/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandToggle } from '../common/AdminList';
import { ActionsCell } from '../common/AdminTable';
import { DeleteAction, EditAction } from '../common/RowAction';
import { Tick } from '../common/Tick';
import { UserDetail } from './UserDetail';

const FLAG_COLUMNS = ['is_active', 'email_notifications', 'isAdmin', 'isManager', 'chat'] as const;
/** The spec's columns of the users table, in order. */
export const COLUMNS = ['username', 'first_name', 'last_name', 'email', ...FLAG_COLUMNS, 'site', 'id'] as const;
export const isFlag = (column: string) => (FLAG_COLUMNS as readonly string[]).includes(column);

/** The dialog a row opens: the user's form, or the question before deleting them. */
export type Open = { kind: 'edit'; user: AdminUser | null } | { kind: 'delete'; user: AdminUser };

const flagOf = (user: AdminUser, column: (typeof FLAG_COLUMNS)[number]) =>
  column === 'chat' ? user.support_level.chat : user[column];

/** What the rows do: open a dialog, unless the user may not edit (nor delete themselves). */
export interface RowProps {
  canEdit: boolean;
  myId: number | null;
  mobile: boolean;
  onOpen(open: Open): void;
}

function UserActions({ user: u, canEdit, myId, onOpen }: RowProps & { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <>
      <EditAction onClick={() => onOpen({ kind: 'edit', user: u })} disabled={!canEdit} testId={`user-edit-${u.id}`} />
      <DeleteAction
        label={u.id === myId ? t('admin.users.notYourself') : null}
        onClick={() => onOpen({ kind: 'delete', user: u })}
        disabled={!canEdit || u.id === myId}
        testId={`user-delete-${u.id}`}
      />
    </>
  );
}

/** A user on a phone: photo, name, username and e-mail, and chips for what stands out. */
function UserSummary({ user: u }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar src={u.photo ?? undefined} sx={{ width: 36, height: 36 }}>
        {u.first_name[0]}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {personName(u)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {u.username} · {u.email}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
          {!u.is_active && <Chip size="small" color="default" label={t('admin.users.disabled')} />}
          {u.isAdmin && <Chip size="small" color="primary" label={t('admin.users.columns.isAdmin')} />}
          {u.isManager && <Chip size="small" variant="outlined" label={t('admin.users.columns.isManager')} />}
        </Box>
      </Box>
    </Box>
  );
}

/** A user's row (a click opens or closes their detail) and the detail below it. */
export function UserRow({
  user: u,
  open,
  onToggle,
  ...row
}: RowProps & { user: AdminUser; open: boolean; onToggle(): void }) {
  return (
    <Fragment>
      <TableRow
        hover
        onClick={onToggle}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 0 : undefined }, opacity: u.is_active ? 1 : 0.6 }}
        data-testid={`user-row-${u.id}`}
      >
        <TableCell padding="checkbox">
          <ExpandToggle open={open} testId={`user-toggle-${u.id}`} />
        </TableCell>
        {row.mobile ? (
          <TableCell>
            <UserSummary user={u} />
          </TableCell>
        ) : (
          <>
            <TableCell sx={{ fontWeight: 600 }}>{u.username}</TableCell>
            <TableCell>{u.first_name}</TableCell>
            <TableCell>{u.last_name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.email}</TableCell>
            {FLAG_COLUMNS.map((c) => (
              <TableCell key={c} align="center">
                <Tick value={flagOf(u, c)} testId={`user-${c}-${u.id}`} />
              </TableCell>
            ))}
            <TableCell>{u.site_name}</TableCell>
            <TableCell align="center" sx={{ color: 'text.secondary' }}>
              {u.id}
            </TableCell>
          </>
        )}
        <ActionsCell>
          <UserActions user={u} {...row} />
        </ActionsCell>
      </TableRow>
      <TableRow>
        {/* Bordered only when open: a closed detail row would double the line. */}
        <TableCell colSpan={row.mobile ? 3 : COLUMNS.length + 2} sx={{ p: 0, borderBottom: open ? undefined : 0 }}>
          <Collapse in={open} unmountOnExit>
            <UserDetail user={u} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}
