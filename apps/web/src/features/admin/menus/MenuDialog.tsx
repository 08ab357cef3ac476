import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { type AdminMenuItem, MENU_ORDER_MIN, menuFields, type RoleRecord } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminScope, adminApi } from '../api/endpoints';
import { EditDialog } from '../common/EditDialog';
import { FormSelect, FormText } from '../common/FormFields';
import { RolePicker } from '../common/RolePicker';
import { checkWith, useAdminForm } from '../common/useAdminForm';
import { dashes, nextOrder, parentChoices, roleLabel } from './menuModel';

const check = checkWith(menuFields);
const NO_PARENT = '';

/**
 * Add, edit or add a submenu (shell-and-admin §5 "Menu form"): name, order (a number of at least 1) and
 * enabled required; the parent list leaves out the item and its submenus; allowed and blocked
 * roles among the company's roles (inherited ones marked). A menu with submenus keeps its
 * enabled flag. Empty url and parent are sent as empty.
 */
export function MenuDialog({
  scope,
  item,
  parent,
  items,
  roles,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  item: AdminMenuItem | null;
  parent: number | null;
  items: readonly AdminMenuItem[];
  roles: readonly RoleRecord[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const field = (name: string) => t(`admin.menus.fields.${name}`);
  const labels = {
    name: field('name'),
    order: field('order'),
    enabled: field('enabled'),
    parent: field('parent'),
    url: field('url'),
    allowed_roles: field('allowed_roles'),
    blocked_roles: field('blocked_roles'),
  };
  const initialParent = item ? item.parent : parent;
  const form = useAdminForm({
    initial: {
      name: item?.name ?? '',
      order: String(item?.order ?? nextOrder(items, initialParent)),
      enabled: item?.enabled ?? true,
      parent: initialParent,
      url: item?.url ?? '',
      allowed_roles: item?.allowed_roles ?? [],
      blocked_roles: item?.blocked_roles ?? [],
    },
    check,
    labels,
    save: (values) => adminApi.menus.save(scope, item?.id ?? null, values),
    onSaved,
  });
  const title = item
    ? t('admin.menus.edit', { name: item.name })
    : parent !== null
      ? t('admin.menus.addSubmenu', { name: items.find((m) => m.id === parent)?.name ?? '' })
      : t('admin.menus.add');
  const lockedEnabled = item?.has_children === true;
  return (
    <EditDialog
      testId="menu-dialog"
      title={title}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <FormText form={form} name="name" label={labels.name} testId="menu-name" required autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormText
          form={form}
          name="order"
          label={labels.order}
          testId="menu-order"
          htmlInput={{ min: MENU_ORDER_MIN, step: 1 }}
          required
          type="number"
          sx={{ width: { sm: 160 } }}
        />
        <Stack sx={{ pt: { sm: 1 } }}>
          <FormControlLabel
            control={
              <Switch
                checked={form.values.enabled}
                onChange={(e) => form.set('enabled', e.target.checked)}
                disabled={lockedEnabled}
                slotProps={{ input: { 'data-testid': 'menu-enabled' } as object }}
              />
            }
            label={labels.enabled}
          />
          {(lockedEnabled || form.errorOf('enabled')) && (
            <FormHelperText error={form.errorOf('enabled') !== undefined}>
              {form.errorOf('enabled') ?? t('admin.menus.enabledLocked')}
            </FormHelperText>
          )}
        </Stack>
      </Stack>
      <FormSelect
        form={form}
        name="parent"
        label={labels.parent}
        testId="menu-parent"
        value={form.values.parent ?? NO_PARENT}
        onChange={(value) => form.set('parent', value === NO_PARENT ? null : Number(value))}
      >
        <MenuItem value={NO_PARENT}>
          <em>{t('admin.menus.noParent')}</em>
        </MenuItem>
        {parentChoices(items, item?.id ?? null).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {dashes(m.indent)} {m.name}
          </MenuItem>
        ))}
      </FormSelect>
      <FormText
        form={form}
        name="url"
        label={labels.url}
        testId="menu-url"
        htmlInput={{ spellCheck: false }}
        hint={t('admin.menus.urlHint')}
        placeholder="/explorer?business_process=NC"
      />
      <RolePicker
        label={labels.allowed_roles}
        roles={roles}
        value={form.values.allowed_roles}
        onChange={(ids) => form.set('allowed_roles', ids)}
        labelOf={roleLabel}
        error={form.errorOf('allowed_roles') !== undefined}
        helperText={form.errorOf('allowed_roles') ?? t('admin.menus.allowedHint')}
        testId="menu-allowed-roles"
      />
      <RolePicker
        label={labels.blocked_roles}
        roles={roles}
        value={form.values.blocked_roles}
        onChange={(ids) => form.set('blocked_roles', ids)}
        labelOf={roleLabel}
        error={form.errorOf('blocked_roles') !== undefined}
        helperText={form.errorOf('blocked_roles') ?? t('admin.menus.blockedHint')}
        testId="menu-blocked-roles"
      />
    </EditDialog>
  );
}
