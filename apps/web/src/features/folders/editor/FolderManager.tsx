import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DirectoryList, type DirectoryRecord, TREE_DEPTH_CAP } from '@qualium/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteFolderDialog } from './DeleteFolderDialog';
import { type FolderDialogTarget, FolderFormDialog } from './FolderFormDialog';
import { FolderTable } from './FolderTable';

/**
 * A centro's folders to manage: an add button (a new folder at the top, or under the selected row
 * where rows select), the folder table and its dialogs. Used by the explorer's folder editor and
 * the Directories screen. `can_edit` of the list decides whether anything may change (records-explorer §6).
 */
export function FolderManager({
  scope,
  list,
  businessProcess,
  showId = false,
  selectable = false,
  toolbar,
}: {
  scope: string;
  list: DirectoryList;
  /** Sent with deletes (records-explorer §7 `?business_process=`). */
  businessProcess: string;
  showId?: boolean;
  /** Row click selects or deselects (the Directories screen); "add" then adds under the selection. */
  selectable?: boolean;
  /** What sits left of the add button (the Directories screen's centro choice). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<FolderDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<DirectoryRecord | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const folders = list.results;
  const selected = folders.find((f) => f.id === selectedId) ?? null;
  const addUnder = selected && selected.level < TREE_DEPTH_CAP ? selected : null;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {toolbar}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<CreateNewFolderIcon />}
          disabled={!list.can_edit}
          onClick={() => setDialog({ kind: 'add', parent: addUnder })}
          data-testid="folder-add"
        >
          {addUnder ? t('folders.page.addUnder', { name: addUnder.name }) : t('folders.page.addRoot')}
        </Button>
      </Box>
      {!list.can_edit && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="folder-read-only">
          {t('folders.editor.readOnly')}
        </Alert>
      )}
      {selected && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="folder-selected">
          {t('folders.page.selectedHint', { path: selected.readable_path })}
        </Typography>
      )}
      {folders.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="folder-table-empty">
          {t('folders.table.empty')}
        </Typography>
      ) : (
        <FolderTable
          folders={folders}
          canEdit={list.can_edit}
          showId={showId}
          selectedId={selectable ? selectedId : null}
          onSelect={selectable ? setSelectedId : undefined}
          actions={{
            onAddSub: (parent) => setDialog({ kind: 'add', parent }),
            onEdit: (folder) => setDialog({ kind: 'edit', folder }),
            onDelete: setDeleting,
          }}
        />
      )}
      <FolderFormDialog target={dialog} folders={folders} scope={scope} onClose={() => setDialog(null)} />
      {deleting && (
        <DeleteFolderDialog
          folder={deleting}
          scope={scope}
          businessProcess={businessProcess}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
