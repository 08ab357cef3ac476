import ImageIcon from '@mui/icons-material/ImageOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { IMAGE_ACCEPT } from '@qualium/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An optional image of a company or centro (logo, process map, background): what is there now, the
 * file chosen to replace it (sent only when chosen, shell-and-admin §5), and the server's message about it.
 */
export function ImageInput({
  label,
  current,
  chosen,
  onChoose,
  error,
  testId,
}: {
  label: string;
  current: string | null;
  chosen: File | undefined;
  onChoose(file: File | undefined): void;
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(chosen);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const shown = preview ?? current;
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            flex: 'none',
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          {shown ? (
            <Box component="img" src={shown} alt={label} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <ImageIcon color="disabled" />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Button component="label" htmlFor={id} size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
            {t(shown ? 'orgAdmin.image.replace' : 'orgAdmin.image.choose')}
            <input
              id={id}
              type="file"
              hidden
              accept={IMAGE_ACCEPT}
              data-testid={testId}
              onChange={(e) => {
                onChoose(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
          {chosen && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
              <Typography variant="caption" noWrap sx={{ maxWidth: 180 }}>
                {chosen.name}
              </Typography>
              <IconButton size="small" aria-label={t('orgAdmin.image.undo')} onClick={() => onChoose(undefined)}>
                <UndoIcon fontSize="inherit" />
              </IconButton>
            </Box>
          )}
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
