import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { PHOTO_ACCEPT } from '@qualium/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The photo (optional): the current one or the chosen file as a preview, choose and remove. */
export function PhotoInput({
  current,
  file,
  removed,
  onFile,
  onRemove,
  error,
}: {
  current: string | null;
  file: File | null;
  removed: boolean;
  onFile(file: File | null): void;
  onRemove(): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? (removed ? null : current);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={shown ?? undefined} sx={{ width: 56, height: 56 }} data-testid="user-photo-preview" />
      <Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => input.current?.click()}
          >
            {t('admin.users.choosePhoto')}
          </Button>
          {shown && (
            <Button
              size="small"
              color="error"
              onClick={() => (file ? onFile(null) : onRemove())}
              data-testid="user-photo-remove"
            >
              {t('admin.users.removePhoto')}
            </Button>
          )}
        </Box>
        <FormHelperText error={error !== undefined}>{error ?? t('admin.users.photoHint')}</FormHelperText>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={PHOTO_ACCEPT}
        data-testid="user-photo-input"
        onChange={(e) => {
          onFile(e.target.files?.[0] ?? null);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
