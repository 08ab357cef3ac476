import GroupIcon from '@mui/icons-material/GroupOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type CentroRole,
  type CentroRolesResponse,
  type CentroUser,
  MATRIX_DEFAULT_PAGE_SIZE,
} from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { fetchCentroRoles, setUserRole } from '../api/centros';
import { orgKeys } from '../api/keys';
import { pageSlice } from '../model/pager';
import { MatrixPager } from '../parts/MatrixPager';
import { ToggleCell } from '../parts/ToggleCell';
import { CentroPicker, type PickableCentro } from './CentroPicker';
import { usePending } from './usePending';

const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const departments = (roles: readonly CentroRole[]) => {
  const groups: Array<{ name: string; roles: CentroRole[] }> = [];
  for (const role of roles) {
    const last = groups[groups.length - 1];
    if (last?.name === role.department_name) last.roles.push(role);
    else groups.push({ name: role.department_name, roles: [role] });
  }
  return groups;
};

function UserName({ user }: { user: CentroUser }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {user.name}
        {!user.is_active && <Chip size="small" label={t('orgAdmin.roles.disabled')} sx={{ ml: 1 }} />}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {user.username} · {user.site_name}
      </Typography>
    </Box>
  );
}

/**
 * Roles and users (shell-and-admin §2.9): in one centro, which user holds which role, toggled cell by cell.
 * The company's roles and those it inherits (marked) are the columns, by department; the people
 * who may work there are the rows, searchable, paged like the process matrix.
 */
export function CentroRolesTab({
  sitePath,
  centros,
  compact,
}: {
  sitePath: string;
  centros: readonly PickableCentro[];
  compact: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const centroId = picked ?? centros[0]?.id ?? null;
  const key = orgKeys.centroRoles(sitePath, centroId ?? 0);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchCentroRoles(sitePath, centroId as number, signal),
    enabled: centroId !== null,
  });
  const { isPending, run } = usePending();
  const [search, setSearch] = useState('');
  const [onlyHolders, setOnlyHolders] = useState(false);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(MATRIX_DEFAULT_PAGE_SIZE);

  if (centroId === null) return <EmptyState icon={<GroupIcon />} title={t('orgAdmin.roles.noCentros')} />;
  const data = query.data;
  const holds = (role: CentroRole, user: CentroUser) => role.users.includes(user.id);
  const holders = new Set(data?.results.flatMap((r) => r.users) ?? []);
  const needle = search.trim().toLowerCase();
  const users = (data?.users ?? []).filter(
    (u) =>
      (!onlyHolders || holders.has(u.id)) &&
      (needle === '' || `${u.name} ${u.username}`.toLowerCase().includes(needle)),
  );
  const rows = pageSlice(users, page, size);
  const toggle = (user: CentroUser, role: CentroRole) =>
    run(`${user.id}:${role.id}`, async () => {
      const next = await setUserRole(sitePath, centroId, user.id, role.id, !holds(role, user));
      queryClient.setQueryData<CentroRolesResponse>(key, next);
    });
  const roleLabel = (role: CentroRole) => (role.inherited ? `${role.name} ↑` : role.name);

  const toolbar = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 1.5 }}>
      <CentroPicker
        centros={centros}
        value={centroId}
        onChange={(id) => {
          setPicked(id);
          setPage(1);
        }}
      />
      <TextField
        size="small"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        placeholder={t('orgAdmin.roles.search')}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{
          htmlInput: { 'aria-label': t('orgAdmin.roles.search'), 'data-testid': 'roles-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FormControlLabel
        control={<Switch checked={onlyHolders} onChange={(e) => setOnlyHolders(e.target.checked)} />}
        label={t('orgAdmin.roles.onlyHolders')}
      />
    </Box>
  );

  let body: React.ReactNode;
  if (query.isError) {
    body = (
      <LoadFailed title={t('orgAdmin.loadFailed')} retry={t('orgAdmin.retry')} onRetry={() => void query.refetch()} />
    );
  } else if (!data) {
    body = <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />;
  } else if (data.results.length === 0) {
    body = (
      <EmptyState icon={<GroupIcon />} title={t('orgAdmin.roles.noRoles')} hint={t('orgAdmin.roles.noRolesHint')} />
    );
  } else if (users.length === 0) {
    body = <EmptyState icon={<GroupIcon />} title={t('orgAdmin.roles.noUsers')} />;
  } else if (compact) {
    body = rows.map((user) => (
      <Box
        key={user.id}
        sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
        data-testid={`roles-user-${user.id}`}
      >
        <UserName user={user} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {data.results.map((role) => {
            const pending = isPending(`${user.id}:${role.id}`);
            return (
              <Chip
                key={role.id}
                size="small"
                label={roleLabel(role)}
                color={holds(role, user) ? 'primary' : 'default'}
                variant={holds(role, user) ? 'filled' : 'outlined'}
                icon={pending ? <CircularProgress size={12} /> : undefined}
                disabled={pending}
                onClick={() => void toggle(user, role)}
                data-testid={`role-${user.id}-${role.id}`}
              />
            );
          })}
        </Box>
      </Box>
    ));
  } else {
    body = (
      <TableContainer sx={{ maxHeight: '65vh' }}>
        <Table size="small" stickyHeader sx={{ '& thead th': { bgcolor: 'background.paper' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...sticky, zIndex: 3 }} />
              {departments(data.results).map((d) => (
                <TableCell
                  key={d.name}
                  colSpan={d.roles.length}
                  align="center"
                  sx={{ fontWeight: 600, borderLeft: 1, borderColor: 'divider' }}
                >
                  {d.name}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell sx={{ ...sticky, zIndex: 3, fontWeight: 600, top: 37 }}>{t('orgAdmin.roles.user')}</TableCell>
              {data.results.map((role) => (
                <TableCell
                  key={role.id}
                  align="center"
                  sx={{ top: 37, fontSize: 12, minWidth: 96, verticalAlign: 'bottom' }}
                >
                  <Tooltip
                    title={role.inherited ? `${role.description} (${t('orgAdmin.roles.inherited')})` : role.description}
                  >
                    <span>{roleLabel(role)}</span>
                  </Tooltip>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell sx={sticky}>
                  <UserName user={user} />
                </TableCell>
                {data.results.map((role) => (
                  <TableCell key={role.id} align="center" padding="none">
                    <ToggleCell
                      checked={holds(role, user)}
                      pending={isPending(`${user.id}:${role.id}`)}
                      disabled={!data.can_edit}
                      label={t('orgAdmin.roles.cell', { user: user.name, role: role.name })}
                      onToggle={() => void toggle(user, role)}
                      testId={`role-${user.id}-${role.id}`}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box data-testid="centro-roles">
      {toolbar}
      {body}
      {data && users.length > 0 && (
        <MatrixPager
          total={users.length}
          page={page}
          size={size}
          onPage={setPage}
          onSize={(s) => {
            setSize(s);
            setPage(1);
          }}
        />
      )}
    </Box>
  );
}
