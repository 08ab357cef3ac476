import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BpRecord } from '@qualium/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';
import { replaceBp, uploadBp } from '../api';
import { DEFINITION_ACCEPT, definitionFileProblem, definitionTextProblem, type FileProblem } from '../model/fileCheck';
import { type Refusal, refusalOf } from '../model/refusal';
import { RefusalAlert } from '../parts/RefusalAlert';

export type UploadTarget = { kind: 'add' } | { kind: 'update'; record: BpRecord };

const sizeText = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024)} KiB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MiB`;

/**
 * The BP explorer's add and update dialog (shell-and-admin §2.9, §5): titled "Añadir nuevo BusinessProcess"
 * or "Actualizar {name}", one required file input "BP" taking .json only, under 20 MiB, and Save.
 * The file is checked here first (name, size, JSON text); the server's refusal is listed problem by
 * problem. A click beside the dialog does not close it while something is chosen or sending.
 */
export function BpUploadDialog({
  target,
  sitePath,
  onClose,
}: {
  target: UploadTarget;
  sitePath: string;
  onClose(saved: BpRecord | null): void;
}) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sending = progress !== null;
  const title =
    target.kind === 'add'
      ? t('bpAdmin.upload.addTitle')
      : t('bpAdmin.upload.updateTitle', { name: target.record.name });
  const shownProblem = tried || file ? problem : null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(null);
    setProblem(definitionFileProblem(chosen));
  };

  const save = async () => {
    setTried(true);
    const found = definitionFileProblem(file) ?? (file ? definitionTextProblem(await file.text()) : null);
    setProblem(found);
    if (found || !file) return;
    setRefusal(null);
    setProgress(0);
    try {
      const saved =
        target.kind === 'add'
          ? await uploadBp(sitePath, file, setProgress)
          : await replaceBp(sitePath, target.record, file, file.name, setProgress);
      onClose(saved);
    } catch (error) {
      setRefusal(refusalOf(error, { json_file: t('bpAdmin.upload.file'), path: t('bpAdmin.upload.path') }, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open
      onClose={(_, reason) => {
        if (sending || (reason === 'backdropClick' && file)) return;
        onClose(null);
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={mobile}
      aria-labelledby={`${inputId}-title`}
      data-testid="bp-upload-dialog"
    >
      <DialogTitle id={`${inputId}-title`} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <FormLabel htmlFor={inputId} required error={shownProblem !== null} sx={{ display: 'block', mb: 1 }}>
            {t('bpAdmin.upload.file')}
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
              borderColor: shownProblem ? 'error.main' : 'divider',
            }}
          >
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={sending}>
              {t(file ? 'bpAdmin.upload.change' : 'bpAdmin.upload.choose')}
              <input
                id={inputId}
                hidden
                type="file"
                accept={DEFINITION_ACCEPT}
                data-testid="bp-file-input"
                onChange={(e) => {
                  choose(e.target.files?.[0] ?? null);
                  // The same file chosen again (after fixing it on disk) must still count as a change.
                  e.target.value = '';
                }}
              />
            </Button>
            <Typography
              variant="body2"
              color={file ? 'text.primary' : 'text.secondary'}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="bp-file-name"
            >
              {file ? `${file.name} · ${sizeText(file.size, i18n.language)}` : t('bpAdmin.upload.none')}
            </Typography>
          </Box>
          <FormHelperText error={shownProblem !== null} data-testid="bp-file-problem">
            {shownProblem ? t(`bpAdmin.upload.problems.${shownProblem}`) : t('bpAdmin.upload.hint')}
          </FormHelperText>
        </Box>
        {sending && <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} />}
        {refusal && <RefusalAlert refusal={refusal} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(null)} disabled={sending}>
          {t('bpAdmin.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={sending} data-testid="bp-upload-save">
          {t('bpAdmin.upload.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
