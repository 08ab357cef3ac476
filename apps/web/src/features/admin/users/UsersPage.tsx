import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminUser,
  type CentroSummary,
  DEFAULT_ITEMS_PER_PAGE,
  matchesWords,
  personName,
  type SiteSummary,
} from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useIsMobile } from '../../../ui/useIsMobile';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { EmptyList, NoMatches } from '../common/AdminStates';
import { deleteTexts } from '../common/deleteTexts';
import { useAdminList, useReload } from '../common/queries';
import { RowAction } from '../common/RowAction';
import { Tick } from '../common/Tick';
import { useAdminScope } from '../common/useAdminScope';
import { UserDetail } from './UserDetail';
import { UserDialog } from './UserDialog';
import { companiesWithin } from './userForm';

const ALL = 'all';
// Stable while the session's `me` loads: a selector must not answer a new array on every call.
const NO_SITES: SiteSummary[] = [];
const NO_CENTROS: CentroSummary[] = [];
const PAGE_SIZES = [DEFAULT_ITEMS_PER_PAGE, 25, 50];
const FLAG_COLUMNS = ['is_active', 'email_notifications', 'isAdmin', 'isManager', 'chat'] as const;
type Open = { kind: 'edit'; user: AdminUser | null } | { kind: 'delete'; user: AdminUser };

const flagOf = (user: AdminUser, column: (typeof FLAG_COLUMNS)[number]) =>
  column === 'chat' ? user.support_level.chat : user[column];

/**
 * Screen `users` (spec §2.9 "Users"): the people of the company and its sub-companies, with every
 * column of the spec, an expandable detail (roles, language, preferred centro, photo), add, edit
 * (enabling and disabling) and delete. Roles are managed in the centros space.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const scope = useAdminScope();
  const sites = useSession((s) => s.me?.sites ?? NO_SITES);
  const centros = useSession((s) => s.me?.centros ?? NO_CENTROS);
  const myId = useSession((s) => s.persisted.user?.id ?? null);
  const companies = companiesWithin(sites, scope.sitePath);
  const [site, setSite] = useState<number | null>(null);
  const list = useAdminList('users', scope, (s, signal) => adminApi.users.list(s, signal, site), { extraKey: [site] });
  const reload = useReload('users');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_ITEMS_PER_PAGE);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = list.data?.can_edit === true;
  const users = (list.data?.results ?? []).filter((u) =>
    matchesWords([u.username, u.first_name, u.last_name, u.email, u.site_name, u.id], search),
  );
  const shownPage = Math.min(page, Math.max(0, Math.ceil(users.length / size) - 1));
  const rows = users.slice(shownPage * size, shownPage * size + size);
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const saved = () => {
    setOpen(null);
    reload();
  };
  const onSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };

  const actions = (u: AdminUser) => (
    <>
      <RowAction
        label={t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'edit', user: u })}
        disabled={!canEdit}
        testId={`user-edit-${u.id}`}
      />
      <RowAction
        label={u.id === myId ? t('admin.users.notYourself') : t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'delete', user: u })}
        disabled={!canEdit || u.id === myId}
        testId={`user-delete-${u.id}`}
        color="error"
      />
    </>
  );
  const toggleButton = (u: AdminUser) => (
    <IconButton
      size="small"
      aria-label={t(expanded.has(u.id) ? 'admin.common.collapse' : 'admin.common.expand')}
      aria-expanded={expanded.has(u.id)}
      data-testid={`user-toggle-${u.id}`}
    >
      {expanded.has(u.id) ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
    </IconButton>
  );
  const columns = ['username', 'first_name', 'last_name', 'email', ...FLAG_COLUMNS, 'site', 'id'] as const;
  const span = mobile ? 3 : columns.length + 2;

  const table = (
    <TableContainer>
      <Table size="small" data-testid="users-table" sx={{ '& td, & th': { px: 1 } }}>
        {!mobile && (
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {columns.map((c) => (
                <TableCell
                  key={c}
                  // The yes/no columns are narrow: their headings wrap instead of widening the table.
                  sx={
                    (FLAG_COLUMNS as readonly string[]).includes(c)
                      ? { fontWeight: 600, width: 84, lineHeight: 1.2 }
                      : { fontWeight: 600, whiteSpace: 'nowrap' }
                  }
                  align={(FLAG_COLUMNS as readonly string[]).includes(c) || c === 'id' ? 'center' : 'left'}
                >
                  {t(`admin.users.columns.${c}`)}
                </TableCell>
              ))}
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t('admin.common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {rows.map((u) => (
            <Fragment key={u.id}>
              <TableRow
                hover
                onClick={() => toggle(u.id)}
                sx={{
                  cursor: 'pointer',
                  '& > td': { borderBottom: expanded.has(u.id) ? 0 : undefined },
                  opacity: u.is_active ? 1 : 0.6,
                }}
                data-testid={`user-row-${u.id}`}
              >
                <TableCell padding="checkbox">{toggleButton(u)}</TableCell>
                {mobile ? (
                  <TableCell>
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
                          {u.isManager && (
                            <Chip size="small" variant="outlined" label={t('admin.users.columns.isManager')} />
                          )}
                        </Box>
                      </Box>
                    </Box>
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
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(u)}
                </TableCell>
              </TableRow>
              <TableRow>
                {/* Bordered only when open: a closed detail row would double the line. */}
                <TableCell colSpan={span} sx={{ p: 0, borderBottom: expanded.has(u.id) ? undefined : 0 }}>
                  <Collapse in={expanded.has(u.id)} unmountOnExit>
                    <UserDetail user={u} />
                  </Collapse>
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const companyFilter = companies.length > 1 && (
    <TextField
      select
      size="small"
      label={t('admin.users.company')}
      value={site === null ? ALL : String(site)}
      onChange={(e) => {
        setSite(e.target.value === ALL ? null : Number(e.target.value));
        setPage(0);
      }}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'users-company' } as object } }}
    >
      <MenuItem value={ALL}>{t('admin.users.allCompanies')}</MenuItem>
      {companies.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <AdminPanel
      testId="users-page"
      title={t('admin.users.title')}
      subtitle={t('admin.common.company', { name: scope.siteName })}
      canEdit={canEdit}
      query={list}
      search={search}
      onSearch={onSearch}
      toolbar={companyFilter}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => setOpen({ kind: 'edit', user: null })}
          disabled={!canEdit}
          data-testid="user-add"
        >
          {t('admin.users.add')}
        </Button>
      }
    >
      {(list.data?.results.length ?? 0) === 0 ? (
        <EmptyList title={t('admin.users.empty')} />
      ) : users.length === 0 ? (
        <NoMatches query={search} />
      ) : (
        <>
          {table}
          <TablePagination
            component="div"
            count={users.length}
            page={shownPage}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('admin.common.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('admin.common.displayedRows', { from, to, count })}
            data-testid="users-pagination"
          />
        </>
      )}
      {open?.kind === 'edit' && (
        <UserDialog
          scope={scope}
          user={open.user}
          companies={companies}
          centros={centros}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          testId="user-delete-dialog"
          title={t('admin.users.deleteTitle')}
          question={t('admin.users.deleteQuestion', {
            name: personName(open.user),
            username: open.user.username,
          })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.users.remove(scope, open.user.id);
            reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </AdminPanel>
  );
}
