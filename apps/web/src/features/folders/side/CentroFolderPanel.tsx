import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { DirectoryList } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import type { FolderNode } from '../model/folderTree';
import { FolderTreeItems, type TreeState } from './FolderTreeItems';

/**
 * One centro's collapsible panel of the side tree: its name, how many of its folders are ticked,
 * the button to its folder editor, and its tree (or the loading, failed, empty and no-match states).
 */
export function CentroFolderPanel({
  name,
  open,
  onToggle,
  onEdit,
  list,
  nodes,
  searching,
  state,
}: {
  name: string;
  open: boolean;
  onToggle(): void;
  onEdit(): void;
  list: { data: DirectoryList | undefined; isError: boolean; refetch(): void };
  /** The tree as searched. */
  nodes: FolderNode[];
  searching: string;
  state: TreeState;
}) {
  const { t } = useTranslation();
  const ticked = state.folders.filter((f) => state.selected.has(f.id)).length;
  const body = () => {
    if (list.isError) {
      return (
        <Box sx={{ px: 1, py: 1 }}>
          <Typography variant="body2" color="error" sx={{ mb: 1 }}>
            {t('folders.side.loadFailed')}
          </Typography>
          <Button size="small" onClick={list.refetch}>
            {t('folders.side.retry')}
          </Button>
        </Box>
      );
    }
    if (!list.data) {
      return (
        <Box sx={{ px: 1 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={30} />
          ))}
        </Box>
      );
    }
    if (list.data.count === 0 || nodes.length === 0) {
      return (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 1 }} data-testid="folder-panel-empty">
          {list.data.count === 0 ? t('folders.side.empty') : t('folders.side.noMatch', { search: searching })}
        </Typography>
      );
    }
    return (
      <Box role="tree" aria-label={name} aria-multiselectable="true" sx={{ pb: 1 }}>
        <FolderTreeItems nodes={nodes} state={state} />
      </Box>
    );
  };

  return (
    <Box data-testid="folder-panel" data-centro={name} sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 0.5 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={open}
          data-testid="folder-panel-toggle"
          sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 1, py: 1.25, px: 1, borderRadius: 1 }}
        >
          <ExpandMoreIcon
            fontSize="small"
            sx={{ transform: open ? 'none' : 'rotate(-90deg)', transition: 'transform 120ms', color: 'text.secondary' }}
          />
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
            {name}
          </Typography>
          {ticked > 0 && (
            <Chip
              size="small"
              color="primary"
              label={t('folders.side.selected', { count: ticked })}
              sx={{ height: 20 }}
            />
          )}
        </ButtonBase>
        <Tooltip title={t('folders.side.edit', { centro: name })}>
          <IconButton
            size="small"
            onClick={onEdit}
            aria-label={t('folders.side.edit', { centro: name })}
            data-testid="folder-panel-edit"
          >
            <SettingsOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 0.5 }}>{body()}</Box>
      </Collapse>
    </Box>
  );
}
