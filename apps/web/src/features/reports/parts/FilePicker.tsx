import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A required file input in the app's dashed box: the chosen name, and a problem or a hint below. */
export function FilePicker({
  label,
  accept,
  file,
  problem,
  hint,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  accept: string;
  file: File | null;
  problem: string | null;
  hint?: string;
  disabled?: boolean;
  onChange(file: File | null): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box>
      <FormLabel htmlFor={id} required error={problem !== null} sx={{ display: 'block', mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1.5,
          p: 1.5,
          border: 1,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: problem ? 'error.main' : 'divider',
        }}
      >
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
          {t(file ? 'reports.check.change' : 'reports.check.choose')}
          <input
            id={id}
            hidden
            type="file"
            accept={accept}
            data-testid={testId}
            onChange={(e) => {
              onChange(e.target.files?.[0] ?? null);
              // The same file chosen again (after fixing it on disk) still counts as a change.
              e.target.value = '';
            }}
          />
        </Button>
        <Typography
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {file ? file.name : t('reports.check.noFile')}
        </Typography>
      </Box>
      <FormHelperText error={problem !== null}>{problem ?? hint}</FormHelperText>
    </Box>
  );
}
