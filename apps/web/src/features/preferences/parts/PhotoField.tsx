import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { PHOTO_ACCEPT } from '@qualium/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import avatarDefault from '../../../ui/assets/avatar-default.svg';
import { FallbackImg } from '../../../ui/FallbackImg';
import { photoProblem } from '../model/photo';

export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

/** A local preview of a chosen file, released when it is no longer shown. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The user's photo: the current one, a chosen one previewed before it is saved, or none. */
export function PhotoField({
  current,
  choice,
  onChange,
  error,
  disabled,
}: {
  current: string | null;
  choice: PhotoChoice;
  onChange(choice: PhotoChoice): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const preview = usePreview(choice.kind === 'new' ? choice.file : null);
  const shown = choice.kind === 'new' ? preview : choice.kind === 'remove' ? null : current;
  const message = localProblem ?? error;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <Avatar sx={{ width: 120, height: 120 }}>
        <FallbackImg
          src={shown}
          fallback={avatarDefault}
          alt={t('preferences.photoAlt')}
          data-testid="preferences-photo"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Avatar>
      <Typography variant="caption" color="text.secondary">
        {choice.kind === 'new'
          ? t('preferences.photoChosen', { name: choice.file.name })
          : choice.kind === 'remove'
            ? t('preferences.photoRemoved')
            : t('preferences.photoHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        <Button component="label" size="small" variant="outlined" startIcon={<PhotoCameraIcon />} disabled={disabled}>
          {t('preferences.changePhoto')}
          <input
            hidden
            type="file"
            accept={PHOTO_ACCEPT}
            data-testid="preferences-photo-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const problem = photoProblem(file);
              setLocalProblem(problem ? t(`preferences.photoProblems.${problem}`) : null);
              if (!problem) onChange({ kind: 'new', file });
            }}
          />
        </Button>
        <Button
          size="small"
          color="inherit"
          startIcon={<DeleteOutlineIcon />}
          disabled={disabled || (choice.kind === 'keep' ? current === null : choice.kind === 'remove')}
          onClick={() => {
            setLocalProblem(null);
            onChange(current === null ? { kind: 'keep' } : { kind: 'remove' });
          }}
          data-testid="preferences-photo-remove"
        >
          {t('preferences.removePhoto')}
        </Button>
      </Box>
      {message && (
        <FormHelperText error data-testid="preferences-photo-error" sx={{ textAlign: 'center' }}>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
