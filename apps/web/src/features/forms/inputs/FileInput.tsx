import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTypeIcon } from '../../../ui/FileTypeIcon';
import { fileTypeOf } from '../../../ui/fileTypes';
import { formatSize, isTooBig, storedFiles } from '../model/files';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/**
 * Files (file, image, versionable file): picked or dropped, each listed with its file-type icon
 * and size; one over 20 MiB is marked before anything is sent. A file the unit already holds
 * is shown and kept unless a new one is chosen.
 */
export function FileInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'files'>) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const disabled = input.disabled || busy;
  const stored = storedFiles(input.value);
  const accept = Array.isArray(input.rules.accept) ? (input.rules.accept as string[]).join(',') : undefined;
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);

  const add = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    onChange(input.multiple ? [...value, ...list] : list.slice(0, 1));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(event.dataTransfer.files);
  };

  return (
    <FormControl fullWidth required={input.required} error={help.error} data-testid={`field-file-${input.id}`}>
      <FormLabel sx={{ fontSize: 13, mb: 0.75 }}>{input.label}</FormLabel>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 1,
          borderStyle: 'dashed',
          borderColor: help.error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 1.5,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            disabled={disabled}
            onClick={() => picker.current?.click()}
            data-testid={`choose-${input.id}`}
          >
            {input.multiple ? t('forms.file.chooseMany') : t('forms.file.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('forms.file.drop')}
          </Typography>
        </Stack>
        <input
          ref={picker}
          type="file"
          hidden
          multiple={input.multiple}
          accept={accept}
          data-testid={`file-${input.id}`}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
        {stored.length > 0 && (
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            {stored.map((file) => (
              <Stack
                key={`${file.filename}-${file.version}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', opacity: value.length > 0 && !input.multiple ? 0.5 : 1 }}
              >
                <FileTypeIcon type={fileTypeOf(file.mimetype, file.filename)} />
                <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                  {t('forms.file.current', { name: file.filename })}
                  {file.version !== null && ` · v${file.version}`}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
        {value.length > 0 && (
          <Stack spacing={0.5} sx={{ mt: 1 }} data-testid={`files-${input.id}`}>
            {value.map((file, index) => (
              <Stack
                key={`${file.name}-${file.size}-${file.lastModified}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', color: isTooBig(file) ? 'error.main' : 'text.primary' }}
              >
                <FileTypeIcon type={fileTypeOf(file.type, file.name)} />
                <Typography variant="body2" noWrap sx={{ minWidth: 0, flex: 1 }}>
                  {file.name}
                </Typography>
                <Typography variant="caption" sx={{ flexShrink: 0 }}>
                  {formatSize(file.size, context.lang)}
                </Typography>
                <IconButton
                  size="small"
                  disabled={busy}
                  aria-label={t('forms.file.remove', { name: file.name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
      {help.helperText && <FormHelperText>{help.helperText}</FormHelperText>}
    </FormControl>
  );
}
