import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminMenuItem, RoleRecord } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useIsMobile } from '../../../ui/useIsMobile';
import { adminApi } from '../api/endpoints';
import { AdminPanel } from '../common/AdminPanel';
import { EmptyList, NoMatches } from '../common/AdminStates';
import { CopyFromParentButton } from '../common/CopyFromParentButton';
import { deleteTexts } from '../common/deleteTexts';
import { useAdminList, useReload } from '../common/queries';
import { RowAction } from '../common/RowAction';
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

/**
 * Screen `menus` (spec §2.9 "Menus"): the company's navigation menu as a tree, two dashes per
 * level, with order, address, enabled tick and who may see each item. The list reloads after
 * every change; administration buttons are off for non-administrators (spec §6).
 */
export default function MenusPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
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
  const saved = () => {
    setOpen(null);
    reload();
  };

  const actions = (item: AdminMenuItem) => (
    <>
      <RowAction
        label={t('admin.common.edit')}
        icon={<EditIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'edit', item, parent: null })}
        disabled={!canEdit}
        testId={`menu-edit-${item.id}`}
      />
      <RowAction
        label={t('admin.menus.addSubmenuAction')}
        icon={<SubdirectoryArrowRightIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'edit', item: null, parent: item.id })}
        disabled={!canEdit}
        testId={`menu-add-sub-${item.id}`}
      />
      <RowAction
        label={item.has_children ? t('admin.menus.deleteHasChildren') : t('admin.common.delete')}
        icon={<DeleteIcon fontSize="small" />}
        onClick={() => setOpen({ kind: 'delete', item })}
        disabled={!canEdit || item.has_children}
        testId={`menu-delete-${item.id}`}
        color="error"
      />
    </>
  );

  const desktop = (
    <TableContainer>
      <Table size="small" data-testid="menus-table">
        <TableHead>
          <TableRow>
            {['name', 'order', 'url', 'enabled'].map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600 }} align={c === 'order' || c === 'enabled' ? 'center' : 'left'}>
                {t(`admin.menus.columns.${c}`)}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('admin.common.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => (
            <TableRow key={item.id} hover data-testid={`menu-row-${item.id}`}>
              <TableCell sx={{ fontWeight: item.indent === 0 ? 600 : 400 }} data-testid={`menu-name-${item.id}`}>
                <Box component="span" sx={{ color: 'text.disabled', fontFamily: 'monospace' }}>
                  {dashes(item.indent)}
                </Box>
                {item.indent > 0 ? ' ' : ''}
                {item.name}
                <Restrictions item={item} roles={roleById} />
              </TableCell>
              <TableCell align="center">{item.order}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
                {item.url ?? ''}
              </TableCell>
              <TableCell align="center">
                <Tick value={item.enabled} testId={`menu-enabled-${item.id}`} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {actions(item)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const phone = (
    <Stack divider={<Divider />} data-testid="menus-cards">
      {rows.map((item) => (
        <Box
          key={item.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, pr: 1, pl: 2 + item.indent * 2 }}
          data-testid={`menu-row-${item.id}`}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              sx={{ fontWeight: item.indent === 0 ? 700 : 500, color: item.enabled ? 'text.primary' : 'text.disabled' }}
            >
              {dashes(item.indent)} {item.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('admin.menus.orderShort', { order: item.order })}
              {item.url ? ` · ${item.url}` : ''}
              {item.enabled ? '' : ` · ${t('admin.menus.disabled')}`}
            </Typography>
          </Box>
          {actions(item)}
        </Box>
      ))}
    </Stack>
  );

  return (
    <AdminPanel
      testId="menus-page"
      title={t('admin.menus.title')}
      subtitle={t('admin.common.company', { name: scope.siteName })}
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
          {/* Spec §2.9 "add (fab)": beside the title, clear of the support chat's corner button. */}
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
    >
      {items.length === 0 ? (
        <EmptyList
          title={t('admin.menus.empty')}
          hint={
            list.data?.can_copy_from_parent
              ? t('admin.menus.emptyCopyHint')
              : canEdit
                ? t('admin.menus.emptyHint')
                : undefined
          }
        />
      ) : rows.length === 0 ? (
        <NoMatches query={search} />
      ) : mobile ? (
        phone
      ) : (
        desktop
      )}
      {open?.kind === 'edit' && (
        <MenuDialog
          scope={scope}
          item={open.item}
          parent={open.parent}
          items={items}
          roles={roles.data?.results ?? []}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          testId="menu-delete-dialog"
          title={t('admin.menus.deleteTitle')}
          question={t('admin.menus.deleteQuestion', { name: open.item.name })}
          {...deleteTexts(t)}
          onConfirm={async () => {
            await adminApi.menus.remove(scope, open.item.id);
            reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </AdminPanel>
  );
}
