import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { DirectoryRecord } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { checkState, type FolderNode } from '../model/folderTree';

export interface TreeState {
  /** The centro's folders (what a tick cascades over). */
  folders: readonly DirectoryRecord[];
  selected: ReadonlySet<number>;
  isOpen(id: number): boolean;
  onToggleOpen(id: number): void;
  onToggleSelect(id: number): void;
}

/**
 * One level of a centro's folder tree: an open/close arrow where there are subfolders, a tick box
 * (a folder ticked with everything below it; partly ticked shows a dash), the folder in its colour
 * and its name (the whole path in the tooltip).
 */
export function FolderTreeItems({
  nodes,
  state,
  depth = 1,
}: {
  nodes: readonly FolderNode[];
  state: TreeState;
  depth?: number;
}) {
  const { t } = useTranslation();
  return nodes.map(({ folder, nodes: below }) => {
    const open = below.length > 0 && state.isOpen(folder.id);
    const check = checkState(state.folders, state.selected, folder.id);
    return (
      <Box key={folder.id} role="none">
        <Box
          role="treeitem"
          aria-level={depth}
          aria-expanded={below.length > 0 ? open : undefined}
          aria-checked={check === 'partial' ? 'mixed' : check === 'checked'}
          data-testid="folder-node"
          data-folder={folder.name}
          sx={{
            display: 'flex',
            alignItems: 'center',
            pl: (depth - 1) * 2,
            minHeight: 34,
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {below.length > 0 ? (
            <IconButton
              size="small"
              aria-label={t(open ? 'folders.side.collapse' : 'folders.side.expand', { name: folder.name })}
              onClick={() => state.onToggleOpen(folder.id)}
              sx={{ p: 0.25, transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 120ms' }}
              data-testid="folder-node-toggle"
            >
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          ) : (
            <Box sx={{ width: 24, flexShrink: 0 }} />
          )}
          <Checkbox
            size="small"
            checked={check === 'checked'}
            indeterminate={check === 'partial'}
            onChange={() => state.onToggleSelect(folder.id)}
            sx={{ p: 0.5 }}
            slotProps={{ input: { 'aria-label': folder.readable_path, 'data-testid': 'folder-node-check' } as object }}
          />
          {open ? (
            <FolderOpenIcon fontSize="small" sx={{ color: folder.color, mx: 0.5, flexShrink: 0 }} />
          ) : (
            <FolderIcon fontSize="small" sx={{ color: folder.color, mx: 0.5, flexShrink: 0 }} />
          )}
          <Typography
            variant="body2"
            noWrap
            title={folder.readable_path}
            sx={{ flex: 1, minWidth: 0, cursor: 'pointer', userSelect: 'none' }}
            onClick={() => state.onToggleSelect(folder.id)}
          >
            {folder.name}
          </Typography>
        </Box>
        {open && (
          <Box role="group">
            <FolderTreeItems nodes={below} state={state} depth={depth + 1} />
          </Box>
        )}
      </Box>
    );
  });
}
