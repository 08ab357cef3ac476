import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DepartmentRecord, RoleRecord } from '@qualium/contracts';
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
import { useAdminScope } from '../common/useAdminScope';
import { DepartmentDialog, RoleDialog } from './RoleDialogs';
import { type DepartmentGroup, departmentGroups } from './roleModel';

/** Spec §4: role updates refresh after a 200 ms delay. */
const ROLE_REFRESH_DELAY_MS = 200;

type Open =
  | { kind: 'department'; department: DepartmentRecord | null }
  | { kind: 'role'; role: RoleRecord | null; department: number; parent: number | null }
  | { kind: 'deleteDepartment'; department: DepartmentRecord }
  | { kind: 'deleteRole'; role: RoleRecord };

/**
 * Screen `roles` (spec §2.9 "Departments and Roles"): the company's departments, each opening onto
 * its roles as a tree ("Reports to anyone" at the top). Add, edit and delete both; a role or
 * department in use is not deleted and the dialog says why.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const scope = useAdminScope();
  const siteId = useSession((s) => s.persisted.site_data?.id ?? null);
  const departments = useAdminList('departments', scope, adminApi.departments.list);
  const roles = useAdminList('roles', scope, (s, signal) => adminApi.roles.list(s, signal));
  const reloadAll = useReload('departments', 'roles', 'menuRoles');
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = departments.data?.can_edit === true;
  const roleList = roles.data?.results ?? [];
  const groups = departmentGroups(departments.data?.results ?? [], roleList, search);
  const query = departments.isError ? departments : roles.isError ? roles : departments.isPending ? departments : roles;
  // A search opens every department it keeps, so that matching roles show.
  const isOpen = (id: number) => search.trim() !== '' || expanded.has(id);
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const close = () => setOpen(null);

  const departmentActions = (d: DepartmentRecord) => (
    <>
      <RowAction
        label={t('admin.roles.addRole')}
        icon={<PersonAddIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'role', role: null, department: d.id, parent: null })}
        disabled={!canEdit}
        testId={`department-add-role-${d.id}`}
      />
      <RowAction
        label={t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'department', department: d })}
        disabled={!canEdit}
        testId={`department-edit-${d.id}`}
      />
      <RowAction
        label={t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'deleteDepartment', department: d })}
        disabled={!canEdit}
        testId={`department-delete-${d.id}`}
        color="error"
      />
    </>
  );
  const roleActions = (r: RoleRecord) => (
    <>
      <RowAction
        label={t('admin.roles.addSubRole')}
        icon={<SubdirectoryArrowRightIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'role', role: null, department: r.department, parent: r.id })}
        disabled={!canEdit}
        testId={`role-add-sub-${r.id}`}
      />
      <RowAction
        label={t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'role', role: r, department: r.department, parent: r.parent })}
        disabled={!canEdit}
        testId={`role-edit-${r.id}`}
      />
      <RowAction
        label={t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'deleteRole', role: r })}
        disabled={!canEdit}
        testId={`role-delete-${r.id}`}
        color="error"
      />
    </>
  );

  const rolesTable = (group: DepartmentGroup) =>
    group.roles.length === 0 ? (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ p: 2 }}
        data-testid={`department-no-roles-${group.department.id}`}
      >
        {t('admin.roles.noRoles')}
      </Typography>
    ) : (
      <Table size="small" data-testid={`roles-table-${group.department.id}`}>
        {!mobile && (
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('admin.roles.columns.role')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('admin.roles.columns.description')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('admin.roles.columns.reportsTo')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t('admin.common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {group.roles.map((r) => (
            <TableRow key={r.id} hover data-testid={`role-row-${r.id}`}>
              <TableCell sx={{ pl: 2 + r.level * 3 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {r.level > 0 && <SubdirectoryArrowRightIcon fontSize="small" sx={{ color: 'text.disabled' }} />}
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: r.level === 0 ? 600 : 400 }}>
                      {r.name}
                    </Typography>
                    {mobile && r.description && (
                      <Typography variant="caption" color="text.secondary">
                        {r.description}
                      </Typography>
                    )}
                  </Box>
                </Box>
              </TableCell>
              {!mobile && <TableCell sx={{ color: 'text.secondary' }}>{r.description}</TableCell>}
              {!mobile && <TableCell>{r.parent_name ?? <em>{t('admin.roles.reportsToAnyone')}</em>}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', pr: 1 }}>
                {roleActions(r)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  const table = (
    <TableContainer>
      <Table size="small" data-testid="departments-table">
        {!mobile && (
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell sx={{ fontWeight: 600 }}>{t('admin.roles.columns.department')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('admin.roles.columns.description')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }} align="center">
                {t('admin.roles.columns.roles')}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }} align="right">
                {t('admin.common.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {groups.map((group) => {
            const d = group.department;
            const shown = isOpen(d.id);
            return (
              <Fragment key={d.id}>
                <TableRow
                  hover
                  onClick={() => toggle(d.id)}
                  sx={{ cursor: 'pointer', '& > td': { borderBottom: shown ? 0 : undefined } }}
                  data-testid={`department-row-${d.id}`}
                >
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={t(shown ? 'admin.common.collapse' : 'admin.common.expand')}
                      aria-expanded={shown}
                      data-testid={`department-toggle-${d.id}`}
                    >
                      {shown ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>
                    {d.name}
                    {mobile && (
                      <Chip
                        size="small"
                        variant="outlined"
                        sx={{ ml: 1 }}
                        label={t('admin.roles.count', { count: d.roles_count })}
                      />
                    )}
                  </TableCell>
                  {!mobile && <TableCell sx={{ color: 'text.secondary' }}>{d.description}</TableCell>}
                  {!mobile && (
                    <TableCell align="center">
                      <Chip size="small" label={d.roles_count} />
                    </TableCell>
                  )}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {departmentActions(d)}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={mobile ? 3 : 5} sx={{ p: 0, borderBottom: shown ? undefined : 0 }}>
                    <Collapse in={shown} unmountOnExit>
                      <Box
                        sx={{
                          ml: { xs: 1, md: 6 },
                          mr: { xs: 0, md: 1 },
                          mb: 1.5,
                          borderLeft: 3,
                          borderColor: 'primary.light',
                          bgcolor: 'background.default',
                        }}
                      >
                        {rolesTable(group)}
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const empty = (departments.data?.results.length ?? 0) === 0;
  return (
    <AdminPanel
      testId="roles-page"
      title={t('admin.roles.title')}
      subtitle={t('admin.common.company', { name: scope.siteName })}
      canEdit={canEdit}
      query={query}
      search={search}
      onSearch={setSearch}
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpen({ kind: 'department', department: null })}
          disabled={!canEdit}
          data-testid="department-add"
        >
          {t('admin.roles.addDepartment')}
        </Button>
      }
    >
      {empty ? (
        <EmptyList title={t('admin.roles.empty')} hint={canEdit ? t('admin.roles.emptyHint') : undefined} />
      ) : groups.length === 0 ? (
        <NoMatches query={search} />
      ) : (
        table
      )}
      {open?.kind === 'department' && (
        <DepartmentDialog
          scope={scope}
          siteId={siteId}
          department={open.department}
          onClose={close}
          onSaved={() => {
            close();
            reloadAll();
          }}
        />
      )}
      {open?.kind === 'role' && (
        <RoleDialog
          scope={scope}
          siteId={siteId}
          role={open.role}
          department={open.department}
          parent={open.parent}
          departments={departments.data?.results ?? []}
          roles={roleList}
          onClose={close}
          onSaved={() => {
            close();
            setExpanded((current) => new Set(current).add(open.department));
            reloadAll(ROLE_REFRESH_DELAY_MS);
          }}
        />
      )}
      {open?.kind === 'deleteDepartment' && (
        <ConfirmDialog
          testId="department-delete-dialog"
          title={t('admin.roles.deleteDepartmentTitle')}
          question={t('admin.roles.deleteDepartmentQuestion', { name: open.department.name })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.departments.remove(scope, open.department.id);
            reloadAll();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'deleteRole' && (
        <ConfirmDialog
          testId="role-delete-dialog"
          title={t('admin.roles.deleteRoleTitle')}
          question={t('admin.roles.deleteRoleQuestion', { name: open.role.name })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.roles.remove(scope, open.role.id);
            reloadAll(ROLE_REFRESH_DELAY_MS);
          }}
          onClose={close}
        />
      )}
    </AdminPanel>
  );
}
