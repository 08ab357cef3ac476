import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { BpRecord } from '@qualium/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { bpFileName } from '../model/download';

export interface BpActionHandlers {
  /** The admin flag (shell-and-admin §6): download and edit are for administrators. */
  isAdmin: boolean;
  onDownload(record: BpRecord): void;
  onEdit(record: BpRecord): void;
  onDelete(record: BpRecord): void;
}

function Action({
  label,
  why,
  icon,
  onClick,
  testId,
}: {
  label: string;
  /** Why it is disabled; enabled when null. */
  why: string | null;
  icon: ReactElement;
  onClick(): void;
  testId: string;
}) {
  return (
    <Tooltip title={why ?? label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={why !== null} onClick={onClick} data-testid={testId}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * Download, update and delete of one BP. Administrators download; they update and delete only a
 * BP of the current company (shell-and-admin §6: "edited only if its site path equals the current site
 * path"), which the server tells with `can_edit`.
 */
export function BpRowActions({ record, handlers }: { record: BpRecord; handlers: BpActionHandlers }) {
  const { t } = useTranslation();
  const adminOnly = handlers.isAdmin ? null : t('bpAdmin.actions.adminOnly');
  const notHere = adminOnly ?? (record.can_edit ? null : t('bpAdmin.actions.notHere', { path: record.path }));
  return (
    <Box sx={{ display: 'inline-flex' }}>
      <Action
        label={t('bpAdmin.actions.download', { file: bpFileName(record) })}
        why={adminOnly}
        icon={<DownloadIcon fontSize="small" />}
        onClick={() => handlers.onDownload(record)}
        testId="bp-download"
      />
      <Action
        label={t('bpAdmin.actions.edit')}
        why={notHere}
        icon={<EditIcon fontSize="small" />}
        onClick={() => handlers.onEdit(record)}
        testId="bp-edit"
      />
      <Action
        label={t('bpAdmin.actions.delete')}
        why={notHere}
        icon={<DeleteOutlineIcon fontSize="small" />}
        onClick={() => handlers.onDelete(record)}
        testId="bp-delete"
      />
    </Box>
  );
}
