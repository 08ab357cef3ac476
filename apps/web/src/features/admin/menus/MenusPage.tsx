import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/LockOutlined';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { AdminMenuItem, RoleRecord } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { ActionsCell, AdminTable } from '../common/AdminTable';
import { CopyFromParentButton } from '../common/CopyFromParentButton';
import { DeleteConfirm } from '../common/DeleteConfirm';
import { PhoneList, PhoneRow } from '../common/PhoneList';
import { useAdminList, useReload } from '../common/queries';
import { DeleteAction, EditAction, RowAction } from '../common/RowAction';
import { Tick } from '../common/Tick';
import { useAdminScope } from '../common/useAdminScope';
import { MenuDialog } from './MenuDialog';
import { dashes, roleLabel, searchMenu } from './menuModel';

type Open =
  | { kind: 'edit'; item: AdminMenuItem | null; parent: number | null }
  | { kind: 'delete'; item: AdminMenuItem };

/** Who may see an item, as chips: only some roles, or everyone but some. */
function Restrictions({ item, roles }: { item: AdminMenuItem; roles: ReadonlyMap<number, RoleRecord> }) {
  const { t } = useTranslation();
  const names = (ids: number[]) =>
    ids.map((id) => (roles.get(id) ? roleLabel(roles.get(id) as RoleRecord) : `#${id}`)).join(', ');
  return (
    <>
      {item.allowed_roles.length > 0 && (
        <Tooltip title={names(item.allowed_roles)}>
          <Chip
            size="small"
            icon={<LockIcon />}
            label={t('admin.menus.onlyRoles', { count: item.allowed_roles.length })}
            sx={{ ml: 1 }}
          />
        </Tooltip>
      )}
      {item.blocked_roles.length > 0 && (
        <Tooltip title={names(item.blocked_roles)}>
          <Chip
            size="small"
            variant="outlined"
            color="warning"
            label={t('admin.menus.blockedRoles', { count: item.blocked_roles.length })}
            sx={{ ml: 1 }}
          />
        </Tooltip>
      )}
    </>
  );
}

/** What the rows do: open a dialog, unless the user may not edit. */
interface RowProps {
  canEdit: boolean;
  onOpen(open: Open): void;
}

function MenuActions({ item, canEdit, onOpen }: RowProps & { item: AdminMenuItem }) {
  const { t } = useTranslation();
  return (
    <>
      <EditAction
        onClick={() => onOpen({ kind: 'edit', item, parent: null })}
        disabled={!canEdit}
        testId={`menu-edit-${item.id}`}
      />
      <RowAction
        label={t('admin.menus.addSubmenuAction')}
        icon={<SubdirectoryArrowRightIcon fontSize="small" />}
        onClick={() => onOpen({ kind: 'edit', item: null, parent: item.id })}
        disabled={!canEdit}
        testId={`menu-add-sub-${item.id}`}
      />
      <DeleteAction
        label={item.has_children ? t('admin.menus.deleteHasChildren') : null}
        onClick={() => onOpen({ kind: 'delete', item })}
        disabled={!canEdit || item.has_children}
        testId={`menu-delete-${item.id}`}
      />
    </>
  );
}

const COLUMNS = ['name', 'order', 'url', 'enabled'] as const;

function MenusTable({
  rows,
  roles,
  ...row
}: RowProps & { rows: AdminMenuItem[]; roles: ReadonlyMap<number, RoleRecord> }) {
  const { t } = useTranslation();
  const columns = COLUMNS.map((c) => ({
    key: c,
    label: t(`admin.menus.columns.${c}`),
    align: c === 'order' || c === 'enabled' ? ('center' as const) : ('left' as const),
  }));
  return (
    <AdminTable testId="menus-table" columns={columns}>
      {rows.map((item) => (
        <TableRow key={item.id} hover data-testid={`menu-row-${item.id}`}>
          <TableCell sx={{ fontWeight: item.indent === 0 ? 600 : 400 }} data-testid={`menu-name-${item.id}`}>
            <Box component="span" sx={{ color: 'text.disabled', fontFamily: 'monospace' }}>
              {dashes(item.indent)}
            </Box>
            {item.indent > 0 ? ' ' : ''}
            {item.name}
            <Restrictions item={item} roles={roles} />
          </TableCell>
          <TableCell align="center">{item.order}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
            {item.url ?? ''}
          </TableCell>
          <TableCell align="center">
            <Tick value={item.enabled} testId={`menu-enabled-${item.id}`} />
          </TableCell>
          <ActionsCell>
            <MenuActions item={item} {...row} />
          </ActionsCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}

function MenuCards({ rows, ...row }: RowProps & { rows: AdminMenuItem[] }) {
  const { t } = useTranslation();
  return (
    <PhoneList testId="menus-cards">
      {rows.map((item) => (
        <PhoneRow
          key={item.id}
          testId={`menu-row-${item.id}`}
          sx={{ gap: 1, py: 1, pr: 1, pl: 2 + item.indent * 2 }}
          titleVariant="body1"
          titleSx={{
            fontWeight: item.indent === 0 ? 700 : 500,
            color: item.enabled ? 'text.primary' : 'text.disabled',
          }}
          title={`${dashes(item.indent)} ${item.name}`}
          caption={`${t('admin.menus.orderShort', { order: item.order })}${item.url ? ` · ${item.url}` : ''}${
            item.enabled ? '' : ` · ${t('admin.menus.disabled')}`
          }`}
          wrapCaption
          actions={<MenuActions item={item} {...row} />}
        />
      ))}
    </PhoneList>
  );
}

/**
 * Screen `menus` (shell-and-admin §2.9 "Menus"): the company's navigation menu as a tree, two dashes per
 * level, with order, address, enabled tick and who may see each item. The list reloads after
 * every change; administration buttons are off for non-administrators (shell-and-admin §6).
 */
export default function MenusPage() {
  const { t } = useTranslation();
  const scope = useAdminScope();
  const list = useAdminList('menus', scope, adminApi.menus.list, { needsCentro: true });
  const roles = useAdminList('menuRoles', scope, (s, signal) => adminApi.roles.list(s, signal, true));
  const reload = useReload('menus');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open | null>(null);
  const canEdit = list.data?.can_edit === true;
  const items = list.data?.results ?? [];
  const rows = searchMenu(items, search);
  const roleById = new Map((roles.data?.results ?? []).map((r) => [r.id, r]));
  const close = () => setOpen(null);
  const row: RowProps = { canEdit, onOpen: setOpen };

  return (
    <AdminPanel
      screen="menus"
      canEdit={canEdit}
      query={list}
      search={search}
      onSearch={setSearch}
      actions={
        <>
          {list.data?.can_copy_from_parent && (
            <CopyFromParentButton
              testId="menus-copy-parent"
              label={t('admin.menus.copyParent')}
              run={() => adminApi.menus.copyFromParent(scope)}
              onDone={() => reload()}
            />
          )}
          {/* shell-and-admin §2.9 "add (fab)": beside the title, clear of the support chat's corner button. */}
          <Tooltip title={t('admin.menus.add')}>
            <span>
              <Fab
                color="primary"
                size="medium"
                aria-label={t('admin.menus.add')}
                onClick={() => setOpen({ kind: 'edit', item: null, parent: null })}
                disabled={!canEdit}
                data-testid="menu-add"
              >
                <AddIcon />
              </Fab>
            </span>
          </Tooltip>
        </>
      }
      list={{
        empty: items.length === 0,
        emptyTitle: t('admin.menus.empty'),
        emptyHint: list.data?.can_copy_from_parent
          ? t('admin.menus.emptyCopyHint')
          : canEdit
            ? t('admin.menus.emptyHint')
            : undefined,
        matches: rows.length > 0,
        desktop: <MenusTable rows={rows} roles={roleById} {...row} />,
        phone: <MenuCards rows={rows} {...row} />,
      }}
    >
      {open?.kind === 'edit' && (
        <MenuDialog
          scope={scope}
          item={open.item}
          parent={open.parent}
          items={items}
          roles={roles.data?.results ?? []}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <DeleteConfirm
          testId="menu-delete-dialog"
          title={t('admin.menus.deleteTitle')}
          question={t('admin.menus.deleteQuestion', { name: open.item.name })}
          onDelete={async () => {
            await adminApi.menus.remove(scope, open.item.id);
            reload();
          }}
          onClose={close}
        />
      )}
    </AdminPanel>
  );
}
