import FolderIcon from '@mui/icons-material/Folder';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type Folder, fetchFolders } from '../api';
import { folderPaths } from '../model/folders';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/**
 * The folder a document is filed in (GET {centro}/directory), each shown with its readable path
 * (records-explorer §3: names joined with '/'). A centro without folders, or without the folder
 * service, says so instead of showing an empty list.
 */
export function DirectoryInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'text'>) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['folders', context.scope],
    queryFn: ({ signal }) => fetchFolders(context.scope, signal),
    staleTime: 60_000,
  });
  const folders: Folder[] = query.data ?? [];
  const paths = folderPaths(folders);
  const status = query.isPending
    ? t('forms.options.loading')
    : query.isError
      ? t('forms.options.failed')
      : query.data === null
        ? t('forms.directory.unavailable')
        : folders.length === 0
          ? t('forms.directory.empty')
          : null;
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  return (
    <TextField
      select
      label={input.label}
      required={input.required}
      disabled={input.disabled || busy || folders.length === 0}
      value={folders.some((f) => String(f.id) === value) ? value : ''}
      onChange={(e) => onChange(String(e.target.value))}
      error={help.error || query.isError}
      helperText={help.error ? help.helperText : (status ?? help.helperText)}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { 'data-testid': `input-${input.id}` },
        select: { renderValue: (v) => paths.get(Number(v)) ?? String(v) },
      }}
    >
      {!input.required && (
        <MenuItem value="">
          <em>{t('forms.options.none')}</em>
        </MenuItem>
      )}
      {folders.map((f) => (
        <MenuItem key={f.id} value={String(f.id)} data-testid={`option-${input.id}-${f.id}`}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <FolderIcon fontSize="small" sx={{ color: f.color ?? 'text.secondary' }} />
          </ListItemIcon>
          <ListItemText primary={paths.get(f.id)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
