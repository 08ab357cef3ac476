import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminTemplateSlot } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { logDownloadFailure } from '../../api/download';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FileTypeIcon } from '../../ui/FileTypeIcon';
import { formatTimestamp } from '../../ui/format';
import { globalMessage } from '../../ui/globalMessage';
import {
  deleteTemplateFile,
  downloadTemplateFile,
  uploadTemplateFile,
  useAdminTemplates,
  useRefreshTemplates,
} from './api';
import { ACCEPT, fileProblem } from './model/checkRules';
import { refusalLines } from './model/refusal';
import { RefusedAlert } from './parts/RefusedAlert';

/**
 * The process's template files (administrators): each report the definition names, with the file
 * this company uses for it (its own, or inherited from a parent company), to upload, replace,
 * download or delete. The server checks each upload (its kind from the bytes, its tags against
 * the process) and a refusal is listed here.
 */
export function TemplateFilesPanel({ businessProcess }: { businessProcess: string }) {
  const { t } = useTranslation();
  const templates = useAdminTemplates(businessProcess, true);
  const [refused, setRefused] = useState<string[]>([]);
  const [working, setWorking] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<AdminTemplateSlot | null>(null);
  const site = useSession((s) => s.persisted.site);
  const refresh = useRefreshTemplates();

  const upload = async (slot: AdminTemplateSlot, file: File) => {
    setRefused([]);
    const problem = fileProblem(slot.kind, file);
    if (problem) {
      setRefused([t(`reports.check.problems.${problem}`)]);
      return;
    }
    setWorking(slot.template);
    try {
      await uploadTemplateFile(site, businessProcess, slot.template, file);
      globalMessage.set({ severity: 'success', text: t('reports.files.uploaded', { name: slot.template }) });
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setRefused(refusalLines(error, { template: t('reports.check.file') }));
      else throw error;
    } finally {
      setWorking(null);
    }
  };

  // A custom-template download that fails is only logged (records-explorer §8).
  const downloadTemplate = async (stored: { id: number; name: string }) => {
    const result = await downloadTemplateFile(site, stored);
    if (!result.ok) logDownloadFailure(stored.name, result.error);
  };

  const remove = async (slot: AdminTemplateSlot) => {
    if (!slot.stored) return;
    setWorking(slot.template);
    try {
      await deleteTemplateFile(site, slot.stored.id);
      globalMessage.set({ severity: 'success', text: t('reports.files.deleted', { name: slot.template }) });
      await refresh();
    } catch (error) {
      if (error instanceof ApiError) setRefused(refusalLines(error));
      else throw error;
    } finally {
      setWorking(null);
    }
  };

  if (templates.isError) {
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void templates.refetch()}>{t('reports.files.retry')}</Button>}
      >
        {t('reports.files.loadError')}
      </Alert>
    );
  }
  if (!templates.data) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Box>
    );
  }
  if (templates.data.length === 0) return <Typography color="text.secondary">{t('reports.files.empty')}</Typography>;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="check-template-files">
      <Typography variant="body2" color="text.secondary">
        {t('reports.files.intro')}
      </Typography>
      <RefusedAlert lines={refused} />
      <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {templates.data.map((slot, i) => (
          <ListItem
            key={slot.template}
            divider={i < templates.data.length - 1}
            sx={{ display: 'block', py: 1.5 }}
            data-testid={`template-file-${slot.value}`}
          >
            <TemplateRow
              slot={slot}
              busy={working !== null}
              working={working === slot.template}
              onUpload={(file) => void upload(slot, file)}
              onDownload={() => slot.stored && void downloadTemplate(slot.stored)}
              onDelete={() => setConfirm(slot)}
            />
          </ListItem>
        ))}
      </List>
      {confirm && (
        <ConfirmDialog
          testId="template-delete"
          title={t('reports.files.deleteTitle')}
          question={t('reports.files.confirmDelete', { name: confirm.template })}
          confirmLabel={t('reports.files.delete')}
          keepLabel={t('reports.files.cancel')}
          onConfirm={() => remove(confirm)}
          onClose={() => setConfirm(null)}
        />
      )}
    </Box>
  );
}

function TemplateRow({
  slot,
  busy,
  working,
  onUpload,
  onDownload,
  onDelete,
}: {
  slot: AdminTemplateSlot;
  busy: boolean;
  working: boolean;
  onUpload(file: File): void;
  onDownload(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const stored = slot.stored;
  const date = stored ? formatTimestamp(stored.updated_at, localeOf(currentLanguage())) : '';
  const status = !stored
    ? t('reports.files.missing')
    : !stored.can_edit
      ? t('reports.files.inherited', { site: stored.site_path })
      : stored.uploaded_by
        ? t('reports.files.stored', { name: stored.uploaded_by.name, date })
        : t('reports.files.storedBySystem', { date });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <FileTypeIcon type={slot.kind === 'xlsx' ? 'xls' : 'msword'} fontSize="medium" />
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{slot.title}</Typography>
          <Chip size="small" label={t(`reports.files.kinds.${slot.kind}`)} />
          {slot.pdf && <Chip size="small" variant="outlined" label={t('reports.files.pdf')} />}
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {slot.template}
        </Typography>
        <Typography variant="caption" color={stored ? 'text.secondary' : 'warning.main'}>
          {status}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={busy}
          data-testid={`template-upload-${slot.value}`}
        >
          {t(stored?.can_edit ? 'reports.files.replace' : 'reports.files.upload')}
          <input
            hidden
            type="file"
            accept={ACCEPT[slot.kind]}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onUpload(file);
              e.target.value = '';
            }}
          />
        </Button>
        <Tooltip title={t('reports.files.download')}>
          <span>
            <IconButton aria-label={t('reports.files.download')} disabled={!stored || busy} onClick={onDownload}>
              <FileDownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('reports.files.delete')}>
          <span>
            <IconButton
              aria-label={t('reports.files.delete')}
              disabled={!stored?.can_edit || busy}
              onClick={onDelete}
              data-testid={`template-delete-${slot.value}`}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {working && <LinearProgress sx={{ flexBasis: '100%' }} />}
    </Box>
  );
}
