import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '../../../api/client';
import { logDownloadFailure } from '../../../api/download';
import { type DownloadOption, preferredOption, type UnitDocument, unitDocument } from '../../../api/unitFiles';
import { FileTypeIcon } from '../../../ui/FileTypeIcon';
import { fileTypeOf } from '../../../ui/fileTypes';
import { useViewer } from '../ViewerContext';
import { useFileActions } from './useFileActions';

/** Records-explorer §2: the default document process always shows the download-options action. */
export const ALWAYS_DOWNLOAD_OPTIONS_BP = 'DOCISODEFAULT';

/** The icon of a download form: the original's own type, or PDF. */
const optionType = (doc: UnitDocument, option: DownloadOption) =>
  option === 'original' ? fileTypeOf(null, doc.value) : 'pdf';

/**
 * Download current file: the document of the unit's current state, as a stamped PDF when the user
 * may have it (records-explorer §7's default pmethod), else the original; a PDF-viewer-only reader gets the
 * viewer instead. A failure stops the spinner and is only logged (records-explorer §8: one of the "other
 * download failures"; only the download-options action shows its error).
 */
export function DownloadCurrentButton() {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const { busy, download, view } = useFileActions();
  const doc = unitDocument(unit.current_state_document);
  if (!doc) return null;
  const option = preferredOption(doc.downloadOptions, 'pdf');
  if (!option && !doc.view) return null;
  const label = t(option ? 'viewer.actions.downloadCurrent' : 'viewer.actions.viewCurrent');
  async function run(chosen: DownloadOption) {
    const result = await download(doc!, chosen);
    if (!result.ok) logDownloadFailure(doc!.title, result.error);
  }
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={busy}
          onClick={() => (option ? void run(option) : view(doc))}
          data-testid="viewer-action-download"
        >
          {busy ? <CircularProgress size={20} /> : option ? <DownloadIcon /> : <VisibilityOutlinedIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The menu's versions: the newest the user may see (a draft for its editors) and the one in force. */
function menuVersions(current: UnitDocument | null, published: UnitDocument | null) {
  const list: UnitDocument[] = [];
  if (current && current.version !== published?.version) list.push(current);
  if (published) list.push(published);
  return list;
}

/**
 * Download options (records-explorer §2): for the draft and for the version in force, each form the
 * user may download (original, PDF, controlled copy) and the PDF viewer. DOCISODEFAULT always shows
 * it, saying so when there is no document yet. A failure shows its error in an alert (records-explorer §8).
 */
export function DownloadOptionsMenu() {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const { busy, download, view } = useFileActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const versions = menuVersions(unitDocument(unit.current_state_document), unitDocument(unit.current_public_version));
  const available = versions.some((v) => v.downloadOptions.length > 0 || v.view);
  if (!available && unit.business_process !== ALWAYS_DOWNLOAD_OPTIONS_BP) return null;
  const label = t('viewer.actions.downloadOptions');

  async function run(doc: UnitDocument, option: DownloadOption) {
    setAnchor(null);
    const result = await download(doc, option);
    if (!result.ok) reportApiError(result.error);
  }

  const item = (key: string, icon: ReactNode, text: string, onClick: () => void, testId: string) => (
    <MenuItem key={key} onClick={onClick} data-testid={testId}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={text} />
    </MenuItem>
  );

  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            aria-haspopup="menu"
            disabled={busy}
            onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
            data-testid="viewer-action-download-options"
          >
            {busy ? <CircularProgress size={20} /> : <CloudDownloadIcon />}
          </IconButton>
        </span>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { dense: true }, paper: { sx: { minWidth: 260 } } }}
        data-testid="viewer-action-download-options-menu"
      >
        {!available && <MenuItem disabled>{t('viewer.actions.noDocument')}</MenuItem>}
        {available &&
          versions.flatMap((doc) => [
            <ListSubheader key={`h-${doc.version}`} data-testid={`download-options-${doc.status}`}>
              {t(`viewer.actions.versionOf.${doc.status}`, { version: doc.version })}
            </ListSubheader>,
            ...doc.downloadOptions.map((option) =>
              item(
                `${doc.version}-${option}`,
                <FileTypeIcon type={optionType(doc, option)} />,
                t(`viewer.actions.options.${option}`),
                () => void run(doc, option),
                `download-option-${doc.status}-${option}`,
              ),
            ),
            ...(doc.view
              ? [
                  item(
                    `${doc.version}-view`,
                    <VisibilityOutlinedIcon fontSize="small" />,
                    t('viewer.actions.viewPdf'),
                    () => {
                      setAnchor(null);
                      view(doc);
                    },
                    `download-option-${doc.status}-view`,
                  ),
                ]
              : []),
          ])}
      </Menu>
    </>
  );
}
