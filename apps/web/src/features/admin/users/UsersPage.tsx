import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import MenuItem from '@mui/material/MenuItem';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import {
  type CentroSummary,
  DEFAULT_ITEMS_PER_PAGE,
  matchesWords,
  personName,
  type SiteSummary,
} from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { useIsMobile } from '../../../ui/useIsMobile';
import { adminApi } from '../api/endpoints';
import { useExpanded } from '../common/AdminList';
import { AdminPanel } from '../common/AdminPanel';
import { AdminTable } from '../common/AdminTable';
import { DeleteConfirm } from '../common/DeleteConfirm';
import { useAdminList, useReload } from '../common/queries';
import { useAdminScope } from '../common/useAdminScope';
import { UserDialog } from './UserDialog';
import { COLUMNS, isFlag, type Open, type RowProps, UserRow } from './UserRow';
import { companiesWithin } from './userForm';

const ALL = 'all';
// Stable while the session's `me` loads: a selector must not answer a new array on every call.
const NO_SITES: SiteSummary[] = [];
const NO_CENTROS: CentroSummary[] = [];
const PAGE_SIZES = [DEFAULT_ITEMS_PER_PAGE, 25, 50];

/** The company filter, shown where the company has sub-companies: all of them, or one. */
function CompanyFilter({
  companies,
  site,
  onChange,
}: {
  companies: readonly SiteSummary[];
  site: number | null;
  onChange(site: number | null): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('admin.users.company')}
      value={site === null ? ALL : String(site)}
      onChange={(e) => onChange(e.target.value === ALL ? null : Number(e.target.value))}
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
}

/**
 * Screen `users` (shell-and-admin §2.9 "Users"): the people of the company and its sub-companies, with every
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
  const expanded = useExpanded();
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = list.data?.can_edit === true;
  const users = (list.data?.results ?? []).filter((u) =>
    matchesWords([u.username, u.first_name, u.last_name, u.email, u.site_name, u.id], search),
  );
  const shownPage = Math.min(page, Math.max(0, Math.ceil(users.length / size) - 1));
  const rows = users.slice(shownPage * size, shownPage * size + size);
  const close = () => setOpen(null);
  const row: RowProps = { canEdit, myId, mobile, onOpen: setOpen };
  const columns = [
    { key: 'toggle', padding: 'checkbox' as const },
    ...COLUMNS.map((c) => ({
      key: c,
      label: t(`admin.users.columns.${c}`),
      // The yes/no columns are narrow: their headings wrap instead of widening the table.
      sx: isFlag(c) ? { width: 84, lineHeight: 1.2 } : { whiteSpace: 'nowrap' },
      align: isFlag(c) || c === 'id' ? ('center' as const) : ('left' as const),
    })),
  ];

  return (
    <AdminPanel
      screen="users"
      canEdit={canEdit}
      query={list}
      search={search}
      onSearch={(value) => {
        setSearch(value);
        setPage(0);
      }}
      toolbar={
        companies.length > 1 && (
          <CompanyFilter
            companies={companies}
            site={site}
            onChange={(next) => {
              setSite(next);
              setPage(0);
            }}
          />
        )
      }
      add={{
        label: t('admin.users.add'),
        testId: 'user-add',
        icon: <PersonAddIcon />,
        onClick: () => setOpen({ kind: 'edit', user: null }),
      }}
      list={{
        empty: (list.data?.results.length ?? 0) === 0,
        emptyTitle: t('admin.users.empty'),
        matches: users.length > 0,
        desktop: (
          <>
            <AdminTable testId="users-table" columns={columns} head={!mobile} sx={{ '& td, & th': { px: 1 } }}>
              {rows.map((u) => (
                <UserRow
                  key={u.id}
                  user={u}
                  open={expanded.expanded.has(u.id)}
                  onToggle={() => expanded.toggle(u.id)}
                  {...row}
                />
              ))}
            </AdminTable>
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
        ),
      }}
    >
      {open?.kind === 'edit' && (
        <UserDialog
          scope={scope}
          user={open.user}
          companies={companies}
          centros={centros}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          testId="user-delete-dialog"
          title={t('admin.users.deleteTitle')}
          question={t('admin.users.deleteQuestion', { name: personName(open.user), username: open.user.username })}
          onDelete={async () => {
            await adminApi.users.remove(scope, open.user.id);
            reload();
          }}
          onClose={close}
        />
      )}
    </AdminPanel>
  );
}
