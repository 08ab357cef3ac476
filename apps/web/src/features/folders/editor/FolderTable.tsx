import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DirectoryRecord, TREE_DEPTH_CAP } from '@qualium/contracts';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { cutPath, inTreeOrder } from '../model/folderTree';

export interface FolderRowActions {
  onAddSub(parent: DirectoryRecord): void;
  onEdit(folder: DirectoryRecord): void;
  onDelete(folder: DirectoryRecord): void;
}

/** The route cut at 60 characters, with the whole path in a tooltip when cut (records-explorer §9). */
function Route({ path, small = false }: { path: string; small?: boolean }) {
  const shown = cutPath(path);
  const text = (
    <Typography
      variant={small ? 'caption' : 'body2'}
      component="span"
      color="text.secondary"
      data-testid="folder-route"
    >
      {shown}
    </Typography>
  );
  return shown === path ? text : <Tooltip title={path}>{text}</Tooltip>;
}

interface RowAction {
  label: string;
  /** Why it is disabled, when that is not just the missing right to change folders. */
  why: string | null;
  disabled: boolean;
  run(): void;
  icon: ReactElement;
  testId: string;
}

/** An action icon with its name as tooltip; a disabled one says why in the tooltip. */
function ActionIcon({ action }: { action: RowAction }) {
  return (
    <Tooltip title={(action.disabled && action.why) || action.label}>
      {/* A disabled button fires no events; the span keeps its tooltip. */}
      <span>
        <IconButton
          size="small"
          aria-label={action.label}
          disabled={action.disabled}
          onClick={(e) => {
            e.stopPropagation();
            action.run();
          }}
          data-testid={action.testId}
        >
          {action.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** On a phone the three actions sit in a menu, each saying why when it is disabled. */
function ActionMenu({ actions, label }: { actions: RowAction[]; label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
        data-testid="folder-actions"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.testId}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              action.run();
            }}
            data-testid={action.testId}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText primary={action.label} secondary={action.disabled ? action.why : null} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The folder table (records-explorer §2 editor; shell-and-admin §2.9 Directories): colour, Id (the
 * Directories screen), name, level, parent, route and the actions add subdirectory, edit, delete.
 * Without the right to change folders the actions are disabled; delete also for a folder with
 * subfolders, and adding below one already at the deepest level. On a phone each row is the folder
 * in its colour with its route below, and the actions in a menu. A `selectedId` with `onSelect`
 * makes a row click select or deselect it.
 */
export function FolderTable({
  folders,
  canEdit,
  showId = false,
  selectedId = null,
  onSelect,
  actions,
}: {
  folders: readonly DirectoryRecord[];
  canEdit: boolean;
  showId?: boolean;
  selectedId?: number | null;
  onSelect?(id: number | null): void;
  actions: FolderRowActions;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const rowActions = (folder: DirectoryRecord): RowAction[] => [
    {
      label: t('folders.table.addSub', { name: folder.name }),
      why: folder.level >= TREE_DEPTH_CAP ? t('folders.table.tooDeepForSub', { max: TREE_DEPTH_CAP }) : null,
      disabled: !canEdit || folder.level >= TREE_DEPTH_CAP,
      run: () => actions.onAddSub(folder),
      icon: <CreateNewFolderOutlinedIcon fontSize="small" />,
      testId: 'folder-add-sub',
    },
    {
      label: t('folders.table.edit', { name: folder.name }),
      why: null,
      disabled: !canEdit,
      run: () => actions.onEdit(folder),
      icon: <EditOutlinedIcon fontSize="small" />,
      testId: 'folder-edit',
    },
    {
      label: t('folders.table.delete', { name: folder.name }),
      why: folder.children.length > 0 ? t('folders.table.deleteHasChildren') : null,
      disabled: !canEdit || folder.children.length > 0,
      run: () => actions.onDelete(folder),
      icon: <DeleteOutlineIcon fontSize="small" />,
      testId: 'folder-delete',
    },
  ];
  const head = (label: string, align?: 'right') => (
    <TableCell align={align} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {label}
    </TableCell>
  );
  const icon = (folder: DirectoryRecord) => (
    <FolderIcon sx={{ color: folder.color, verticalAlign: 'middle' }} titleAccess={folder.color} />
  );
  return (
    <TableContainer>
      <Table size="small" data-testid="folder-table">
        <TableHead>
          <TableRow>
            {mobile ? (
              head(t('folders.table.name'))
            ) : (
              <>
                {head(t('folders.table.color'))}
                {showId && head(t('folders.table.id'))}
                {head(t('folders.table.name'))}
                {head(t('folders.table.level'))}
                {head(t('folders.table.parent'))}
                {head(t('folders.table.route'))}
              </>
            )}
            {head(t('folders.table.actions'), 'right')}
          </TableRow>
        </TableHead>
        <TableBody>
          {inTreeOrder(folders).map((folder) => {
            const selected = folder.id === selectedId;
            return (
              <TableRow
                key={folder.id}
                hover
                selected={selected}
                aria-selected={onSelect ? selected : undefined}
                onClick={onSelect ? () => onSelect(selected ? null : folder.id) : undefined}
                sx={{ cursor: onSelect ? 'pointer' : undefined }}
                data-testid="folder-row"
                data-folder={folder.name}
              >
                {mobile ? (
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', pl: (folder.level - 1) * 1.5 }}>
                      {icon(folder)}
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>
                          {folder.name}
                        </Typography>
                        {folder.parent_id !== null && <Route path={folder.readable_path} small />}
                      </Box>
                    </Box>
                  </TableCell>
                ) : (
                  <>
                    <TableCell sx={{ width: 48 }}>{icon(folder)}</TableCell>
                    {showId && <TableCell>{folder.id}</TableCell>}
                    <TableCell sx={{ fontWeight: 500 }}>
                      <Box sx={{ pl: (folder.level - 1) * 2 }}>{folder.name}</Box>
                    </TableCell>
                    <TableCell>{folder.level}</TableCell>
                    <TableCell>{folder.parent_name ?? t('folders.table.none')}</TableCell>
                    <TableCell sx={{ maxWidth: 420 }}>
                      <Route path={folder.readable_path} />
                    </TableCell>
                  </>
                )}
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: mobile ? 48 : undefined }}>
                  {mobile ? (
                    <ActionMenu actions={rowActions(folder)} label={t('folders.table.actions')} />
                  ) : (
                    rowActions(folder).map((action) => <ActionIcon key={action.testId} action={action} />)
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
