import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logDownloadFailure } from '../../../api/download';
import type { DownloadOption, StoredFileRef } from '../../../api/unitFiles';
import { useFileActions } from '../actions/useFileActions';

/**
 * A stored version's actions in the versions and documents boxes: read it in the PDF viewer, and
 * download it in each form the user may have (one form: one click; several: a menu). A failed
 * download is only logged (records-explorer §8).
 */
export function FileRowActions({
  file,
  options,
  canView,
}: {
  file: StoredFileRef;
  options: readonly DownloadOption[];
  canView: boolean;
}) {
  const { t } = useTranslation();
  const { busy, download, view } = useFileActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('viewer.files.download', { name: file.value });

  async function run(option: DownloadOption) {
    setAnchor(null);
    const result = await download(file, option);
    if (!result.ok) logDownloadFailure(file.value, result.error);
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      {canView && (
        <Tooltip title={t('viewer.files.view')}>
          <IconButton
            size="small"
            aria-label={t('viewer.files.viewNamed', { name: file.value })}
            onClick={() => view(file)}
            data-testid="viewer-file-view"
          >
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {options.length > 0 && (
        <Tooltip title={t('viewer.files.downloadShort')}>
          <span>
            <IconButton
              size="small"
              aria-label={label}
              aria-haspopup={options.length > 1 ? 'menu' : undefined}
              disabled={busy}
              onClick={(e) => (options.length > 1 ? setAnchor(e.currentTarget) : void run(options[0]!))}
              data-testid="viewer-file-download"
            >
              {busy ? <CircularProgress size={18} /> : <DownloadIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true } }}
        data-testid="viewer-file-download-menu"
      >
        {options.map((option) => (
          <MenuItem key={option} onClick={() => void run(option)} data-testid={`viewer-file-download-${option}`}>
            {t(`viewer.actions.options.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
