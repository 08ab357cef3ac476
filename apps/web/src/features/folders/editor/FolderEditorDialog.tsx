import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { useFolderList } from '../api';
import { FolderManager } from './FolderManager';

/**
 * The explorer's folder editor (records-explorer §2): one centro's folder table with its add,
 * edit and delete dialogs, over the explorer. Changes reload the list, which the side tree shares.
 */
export function FolderEditorDialog({
  centro,
  scope,
  businessProcess,
  onClose,
}: {
  centro: { id: number; name: string } | null;
  scope: string | null;
  businessProcess: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const list = useFolderList(centro ? scope : null);
  return (
    <Dialog
      open={centro !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={mobile}
      slotProps={{ paper: { 'data-testid': 'folder-editor' } as object }}
    >
      <DialogTitle sx={{ pr: 7 }}>
        {t('folders.editor.title', { centro: centro?.name ?? '' })}
        <IconButton
          aria-label={t('folders.editor.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
          data-testid="folder-editor-close"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {list.data && scope ? (
          <FolderManager scope={scope} list={list.data} businessProcess={businessProcess} />
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('folders.side.retry')}
              </Button>
            }
          >
            {t('folders.side.loadFailed')}
          </Alert>
        ) : (
          <Stack spacing={1} aria-busy="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} variant="rounded" height={36} />
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
