import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import DownloadIcon from '@mui/icons-material/Download';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApiError } from '../../../api/client';
import { useViewer } from '../ViewerContext';
import { DEFAULT_PMETHOD, downloadUnitFile, PMETHOD_OF_OPTION, type UnitDocument, unitDocument } from './unitFiles';

/** Records-explorer §2: the default document process always shows the download-options action. */
export const ALWAYS_DOWNLOAD_OPTIONS_BP = 'DOCISODEFAULT';

/** Runs one download; a failure stops the spinner and shows the error text in an alert (§8). */
function useDocumentDownload() {
  const { unit, scope } = useViewer();
  const [busy, setBusy] = useState(false);
  async function run(doc: UnitDocument, pmethod: string) {
    setBusy(true);
    const result = await downloadUnitFile(scope, unit.uid, {
      attribute: doc.attribute,
      path: doc.value,
      version: doc.version,
      title: doc.downloadTitle,
      pmethod,
    });
    setBusy(false);
    if (!result.ok) reportApiError(result.error);
  }
  return { busy, run };
}

/** Download current file: the document of the unit's current state. */
export function DownloadCurrentButton() {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const { busy, run } = useDocumentDownload();
  const doc = unitDocument(unit.current_state_document);
  if (!doc) return null;
  const label = t('viewer.actions.downloadCurrent');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={busy}
          onClick={() => void run(doc, DEFAULT_PMETHOD)}
          data-testid="viewer-action-download"
        >
          {busy ? <CircularProgress size={20} /> : <DownloadIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Download options: each allowed form (original, PDF, controlled copy) of the draft and of the current version. */
export function DownloadOptionsMenu() {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const { busy, run } = useDocumentDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const versions = [
    { key: 'draft', doc: unitDocument(unit.current_state_document) },
    { key: 'current', doc: unitDocument(unit.current_public_version) },
  ].filter((v): v is { key: string; doc: UnitDocument } => v.doc !== null);
  const options = unit.document_downloads_options;
  const available = versions.length > 0 && options.length > 0;
  if (!available && unit.business_process !== ALWAYS_DOWNLOAD_OPTIONS_BP) return null;
  const label = t('viewer.actions.downloadOptions');
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
        slotProps={{ list: { dense: true } }}
        data-testid="viewer-action-download-options-menu"
      >
        {!available && <MenuItem disabled>{t('viewer.actions.noDocument')}</MenuItem>}
        {available &&
          versions.flatMap(({ key, doc }) => [
            <ListSubheader key={key}>{t(`viewer.actions.${key}`, { version: doc.version ?? '—' })}</ListSubheader>,
            ...options.map((option) => (
              <MenuItem
                key={`${key}-${option}`}
                onClick={() => {
                  setAnchor(null);
                  void run(doc, PMETHOD_OF_OPTION[option] ?? DEFAULT_PMETHOD);
                }}
              >
                {t(`viewer.actions.options.${option}`, { defaultValue: option })}
              </MenuItem>
            )),
          ])}
      </Menu>
    </>
  );
}
