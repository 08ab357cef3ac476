import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type DepartmentRecord, departmentFields, type RoleRecord, roleFields } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminScope, adminApi } from '../api/endpoints';
import { EditDialog } from '../common/EditDialog';
import { checkWith, useAdminForm } from '../common/useAdminForm';
import { parentChoices } from './roleModel';

const checkDepartment = checkWith(departmentFields);
const checkRole = checkWith(roleFields);
/** "Reports to anyone": no parent (spec §2.9). */
const ANYONE = '';

/** Spec §5: department name required, description optional; sent with the site (spec §7). */
export function DepartmentDialog({
  scope,
  siteId,
  department,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  siteId: number | null;
  department: DepartmentRecord | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const labels = { name: t('admin.roles.fields.name'), description: t('admin.roles.fields.description') };
  const form = useAdminForm({
    initial: { name: department?.name ?? '', description: department?.description ?? '', site: siteId },
    check: checkDepartment,
    labels,
    save: (values) => adminApi.departments.save(scope, department?.id ?? null, values),
    onSaved,
  });
  return (
    <EditDialog
      testId="department-dialog"
      title={department ? t('admin.roles.editDepartment', { name: department.name }) : t('admin.roles.addDepartment')}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <TextField
        label={labels.name}
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        required
        autoFocus
        error={form.errorOf('name') !== undefined}
        helperText={form.errorOf('name')}
        slotProps={{ htmlInput: { 'data-testid': 'department-name' } }}
      />
      <TextField
        label={labels.description}
        value={form.values.description}
        onChange={(e) => form.set('description', e.target.value)}
        multiline
        minRows={2}
        error={form.errorOf('description') !== undefined}
        helperText={form.errorOf('description')}
        slotProps={{ htmlInput: { 'data-testid': 'department-description' } }}
      />
    </EditDialog>
  );
}

/**
 * Spec §5: role name required, description and parent optional. The parent is a role of the same
 * department ("Reports to anyone" for none), never the role itself or one below it.
 */
export function RoleDialog({
  scope,
  siteId,
  role,
  department,
  parent,
  departments,
  roles,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  siteId: number | null;
  role: RoleRecord | null;
  department: number;
  parent: number | null;
  departments: readonly DepartmentRecord[];
  roles: readonly RoleRecord[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const labels = {
    name: t('admin.roles.fields.name'),
    description: t('admin.roles.fields.description'),
    parent: t('admin.roles.fields.parent'),
    department: t('admin.roles.fields.department'),
  };
  const form = useAdminForm({
    initial: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      parent: role ? role.parent : parent,
      department: role?.department ?? department,
      site: siteId,
    },
    check: checkRole,
    labels,
    save: (values) => adminApi.roles.save(scope, role?.id ?? null, values),
    onSaved,
  });
  const parentName = roles.find((r) => r.id === parent)?.name ?? '';
  const title = role
    ? t('admin.roles.editRole', { name: role.name })
    : parent !== null
      ? t('admin.roles.addSubRoleOf', { name: parentName })
      : t('admin.roles.addRole');
  const choices = parentChoices(roles, form.values.department, role?.id ?? null);
  return (
    <EditDialog
      testId="role-dialog"
      title={title}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <TextField
        label={labels.name}
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        required
        autoFocus
        error={form.errorOf('name') !== undefined}
        helperText={form.errorOf('name')}
        slotProps={{ htmlInput: { 'data-testid': 'role-name' } }}
      />
      <TextField
        label={labels.description}
        value={form.values.description}
        onChange={(e) => form.set('description', e.target.value)}
        multiline
        minRows={2}
        error={form.errorOf('description') !== undefined}
        helperText={form.errorOf('description')}
        slotProps={{ htmlInput: { 'data-testid': 'role-description' } }}
      />
      <TextField
        select
        label={labels.department}
        value={form.values.department}
        onChange={(e) => {
          form.set('department', Number(e.target.value));
          // A parent belongs to one department: moving the role starts it at the top there.
          form.set('parent', null);
        }}
        required
        error={form.errorOf('department') !== undefined}
        helperText={form.errorOf('department')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'role-department' } as object } }}
      >
        {departments.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={labels.parent}
        value={form.values.parent ?? ANYONE}
        onChange={(e) => form.set('parent', e.target.value === ANYONE ? null : Number(e.target.value))}
        error={form.errorOf('parent') !== undefined}
        helperText={form.errorOf('parent')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'role-parent' } as object } }}
      >
        <MenuItem value={ANYONE}>
          <em>{t('admin.roles.reportsToAnyone')}</em>
        </MenuItem>
        {choices.map((r) => (
          <MenuItem key={r.id} value={r.id} sx={{ pl: 2 + r.level * 2 }}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
    </EditDialog>
  );
}
