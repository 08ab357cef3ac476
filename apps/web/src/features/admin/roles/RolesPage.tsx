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
import { DepartmentRow, type Open, type RowProps } from './DepartmentRow';
import { DepartmentDialog, RoleDialog } from './RoleDialogs';
import { departmentGroups } from './roleModel';

/** shell-and-admin §4: role updates refresh after a 200 ms delay. */
const ROLE_REFRESH_DELAY_MS = 200;

/**
 * Screen `roles` (shell-and-admin §2.9 "Departments and Roles"): the company's departments, each opening onto
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
  const expanded = useExpanded();
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = departments.data?.can_edit === true;
  const roleList = roles.data?.results ?? [];
  const groups = departmentGroups(departments.data?.results ?? [], roleList, search);
  const query = departments.isError ? departments : roles.isError ? roles : departments.isPending ? departments : roles;
  const close = () => setOpen(null);
  const row: RowProps = { canEdit, mobile, onOpen: setOpen };
  const columns = [
    { key: 'toggle', padding: 'checkbox' as const },
    { key: 'department', label: t('admin.roles.columns.department') },
    { key: 'description', label: t('admin.roles.columns.description') },
    { key: 'roles', label: t('admin.roles.columns.roles'), align: 'center' as const },
  ];

  return (
    <AdminPanel
      screen="roles"
      canEdit={canEdit}
      query={query}
      search={search}
      onSearch={setSearch}
      add={{
        label: t('admin.roles.addDepartment'),
        testId: 'department-add',
        onClick: () => setOpen({ kind: 'department', department: null }),
      }}
      list={{
        empty: (departments.data?.results.length ?? 0) === 0,
        emptyTitle: t('admin.roles.empty'),
        emptyHint: canEdit ? t('admin.roles.emptyHint') : undefined,
        matches: groups.length > 0,
        desktop: (
          <AdminTable testId="departments-table" columns={columns} head={!mobile}>
            {groups.map((group) => (
              <DepartmentRow
                key={group.department.id}
                group={group}
                // A search opens every department it keeps, so that matching roles show.
                open={search.trim() !== '' || expanded.expanded.has(group.department.id)}
                onToggle={() => expanded.toggle(group.department.id)}
                {...row}
              />
            ))}
          </AdminTable>
        ),
      }}
    >
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
            expanded.open(open.department);
            reloadAll(ROLE_REFRESH_DELAY_MS);
          }}
        />
      )}
      {open?.kind === 'deleteDepartment' && (
        <DeleteConfirm
          testId="department-delete-dialog"
          title={t('admin.roles.deleteDepartmentTitle')}
          question={t('admin.roles.deleteDepartmentQuestion', { name: open.department.name })}
          onDelete={async () => {
            await adminApi.departments.remove(scope, open.department.id);
            reloadAll();
          }}
          onClose={close}
        />
      )}
      {open?.kind === 'deleteRole' && (
        <DeleteConfirm
          testId="role-delete-dialog"
          title={t('admin.roles.deleteRoleTitle')}
          question={t('admin.roles.deleteRoleQuestion', { name: open.role.name })}
          onDelete={async () => {
            await adminApi.roles.remove(scope, open.role.id);
            reloadAll(ROLE_REFRESH_DELAY_MS);
          }}
          onClose={close}
        />
      )}
    </AdminPanel>
  );
}
