import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DirectoryRecord, defaultFolderColor, FOLDER_NAME_MAX, TREE_DEPTH_CAP } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';
import { globalMessage } from '../../../ui/globalMessage';
import { useIsMobile } from '../../../ui/useIsMobile';
import { createFolder, type FolderInput, reloadFolders, updateFolder } from '../api';
import { splitFieldErrors } from '../model/fieldErrors';
import { parentChoices } from '../model/folderTree';
import { ColorPicker, isHexColor } from './ColorPicker';

/** What the dialog does: a new folder (at the top or under `parent`), or an existing one edited. */
export type FolderDialogTarget =
  | { kind: 'add'; parent: DirectoryRecord | null }
  | { kind: 'edit'; folder: DirectoryRecord };

const FIELDS = ['name', 'color', 'parent'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string[]>>;

/**
 * The folder dialog (records-explorer §5, shell-and-admin §2.9): the path the folder will have,
 * its name (required to save), the parent select (editing only: a new folder goes where it was
 * asked for; never under itself or below it) and the colour. The server's field messages show
 * under their inputs; anything else in an alert. Saving reloads the centro's folder list.
 */
export function FolderFormDialog({
  target,
  folders,
  scope,
  onClose,
}: {
  target: FolderDialogTarget | null;
  folders: readonly DirectoryRecord[];
  scope: string;
  onClose(): void;
}) {
  const mobile = useIsMobile();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={mobile}>
      {target && <FolderForm key={formKey(target)} target={target} folders={folders} scope={scope} onClose={onClose} />}
    </Dialog>
  );
}

const formKey = (target: FolderDialogTarget) =>
  target.kind === 'add' ? `add-${target.parent?.id ?? 'top'}` : `edit-${target.folder.id}`;

function FolderForm({
  target,
  folders,
  scope,
  onClose,
}: {
  target: FolderDialogTarget;
  folders: readonly DirectoryRecord[];
  scope: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit' ? target.folder : null;
  const [name, setName] = useState(editing?.name ?? '');
  const [color, setColor] = useState(editing?.color ?? defaultFolderColor(folders.length));
  const [parentId, setParentId] = useState<number | null>(
    target.kind === 'edit' ? target.folder.parent_id : (target.parent?.id ?? null),
  );
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);

  const parent = parentId === null ? null : (folders.find((f) => f.id === parentId) ?? null);
  const path = [parent?.readable_path, name.trim() || '…'].filter(Boolean).join('/');
  const blank = name.trim() === '';
  const canSave = !blank && isHexColor(color) && !saving;
  const labels = { name: t('folders.form.name'), color: t('folders.form.color'), parent: t('folders.form.parent') };

  const save = async () => {
    setTouched(true);
    if (!canSave) return;
    setSaving(true);
    setProblems([]);
    const input: FolderInput = { name: name.trim(), color, parent: parentId };
    try {
      const saved = editing ? await updateFolder(scope, editing.id, input) : await createFolder(scope, input);
      await reloadFolders(queryClient, scope);
      globalMessage.set({
        text: t(editing ? 'folders.form.saved' : 'folders.form.created', { name: saved.name }),
        severity: 'success',
      });
      onClose();
    } catch (error) {
      // records-explorer §8 logs folder add/edit errors; the dialog also says what went wrong, as written.
      console.error('Folder save failed', error);
      const refusal = error instanceof ApiError && error.status === 400 ? splitFieldErrors(error.data, FIELDS) : null;
      setFieldErrors(refusal?.fields ?? {});
      const body = refusal ? refusal.rest : error instanceof ApiError ? error.data : String(error);
      const lines = formatFormErrors(body, labels);
      setProblems(lines.length > 0 ? [t('folders.form.failed'), ...lines] : []);
    } finally {
      setSaving(false);
    }
  };

  const nameError = fieldErrors.name?.join(' ') ?? (touched && blank ? t('folders.form.required') : null);
  const title = editing
    ? 'folders.form.editTitle'
    : target.kind === 'add' && target.parent
      ? 'folders.form.addSubTitle'
      : 'folders.form.addTitle';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="folder-form"
    >
      <DialogTitle>{t(title)}</DialogTitle>
      {saving && <LinearProgress sx={{ mt: -0.5 }} />}
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {problems.length > 0 && (
            <Alert severity="error" data-testid="folder-form-error">
              {problems.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          )}
          <div>
            <Typography variant="caption" color="text.secondary">
              {t('folders.form.path')}
            </Typography>
            <Typography sx={{ wordBreak: 'break-word' }} data-testid="folder-form-path">
              {path}
            </Typography>
          </div>
          <TextField
            autoFocus
            required
            label={t('folders.form.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setFieldErrors((f) => ({ ...f, name: undefined }));
            }}
            onBlur={() => setTouched(true)}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength: FOLDER_NAME_MAX, 'data-testid': 'folder-name' } }}
          />
          {editing && (
            <TextField
              select
              label={t('folders.form.parent')}
              value={parentId === null ? '' : String(parentId)}
              onChange={(e) => {
                setParentId(e.target.value === '' ? null : Number(e.target.value));
                setFieldErrors((f) => ({ ...f, parent: undefined }));
              }}
              error={fieldErrors.parent !== undefined}
              helperText={fieldErrors.parent?.join(' ') ?? ' '}
              slotProps={{ htmlInput: { 'data-testid': 'folder-parent' } }}
            >
              <MenuItem value="">
                <em>{t('folders.form.parentNone')}</em>
              </MenuItem>
              {parentChoices(folders, editing).map(({ folder, tooDeep }) => (
                <MenuItem
                  key={folder.id}
                  value={String(folder.id)}
                  disabled={tooDeep}
                  data-testid={`folder-parent-option-${folder.id}`}
                  sx={{ pl: 2 + (folder.level - 1) * 2 }}
                >
                  {folder.name}
                  {tooDeep && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      ({t('folders.form.tooDeep', { max: TREE_DEPTH_CAP })})
                    </Typography>
                  )}
                </MenuItem>
              ))}
            </TextField>
          )}
          <ColorPicker value={color} onChange={setColor} />
          {fieldErrors.color && (
            <Typography color="error" variant="caption">
              {fieldErrors.color.join(' ')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={saving}>
          {t('folders.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSave} data-testid="folder-save">
          {t('folders.form.save')}
        </Button>
      </DialogActions>
    </form>
  );
}
