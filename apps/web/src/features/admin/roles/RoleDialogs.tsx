import MenuItem from '@mui/material/MenuItem';
import { type DepartmentRecord, departmentFields, type RoleRecord, roleFields } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminScope, adminApi } from '../api/endpoints';
import { EditDialog } from '../common/EditDialog';
import { FormSelect, FormText } from '../common/FormFields';
import { checkWith, useAdminForm } from '../common/useAdminForm';
import { parentChoices } from './roleModel';

const checkDepartment = checkWith(departmentFields);
const checkRole = checkWith(roleFields);
/** "Reports to anyone": no parent (shell-and-admin §2.9). */
const ANYONE = '';

/** shell-and-admin §5: department name required, description optional; sent with the site (shell-and-admin §7). */
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
      <FormText form={form} name="name" label={labels.name} testId="department-name" required autoFocus />
      <FormText
        form={form}
        name="description"
        label={labels.description}
        testId="department-description"
        multiline
        minRows={2}
      />
    </EditDialog>
  );
}

/**
 * shell-and-admin §5: role name required, description and parent optional. The parent is a role of the same
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
      <FormText form={form} name="name" label={labels.name} testId="role-name" required autoFocus />
      <FormText
        form={form}
        name="description"
        label={labels.description}
        testId="role-description"
        multiline
        minRows={2}
      />
      <FormSelect
        form={form}
        name="department"
        label={labels.department}
        testId="role-department"
        value={form.values.department}
        onChange={(value) => {
          form.set('department', Number(value));
          // A parent belongs to one department: moving the role starts it at the top there.
          form.set('parent', null);
        }}
        required
      >
        {departments.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {d.name}
          </MenuItem>
        ))}
      </FormSelect>
      <FormSelect
        form={form}
        name="parent"
        label={labels.parent}
        testId="role-parent"
        value={form.values.parent ?? ANYONE}
        onChange={(value) => form.set('parent', value === ANYONE ? null : Number(value))}
      >
        <MenuItem value={ANYONE}>
          <em>{t('admin.roles.reportsToAnyone')}</em>
        </MenuItem>
        {choices.map((r) => (
          <MenuItem key={r.id} value={r.id} sx={{ pl: 2 + r.level * 2 }}>
            {r.name}
          </MenuItem>
        ))}
      </FormSelect>
    </EditDialog>
  );
}
