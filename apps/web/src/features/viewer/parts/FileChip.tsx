import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { logDownloadFailure } from '../../../api/download';
import { preferredOption } from '../../../api/unitFiles';
import { FileTypeIcon } from '../../../ui/FileTypeIcon';
import { useFileActions } from '../actions/useFileActions';
import type { FileItem } from '../model/fieldValues';
import { rowOf } from '../model/fileRows';
import { useViewer } from '../ViewerContext';

/**
 * What a click on a stored file of the unit does: download it as uploaded when the user may have
 * the original, else as a stamped PDF, else open the PDF viewer; a file the user may not get (a
 * draft, for a reader) has no action. A failure is only logged (records-explorer §8).
 */
export function useFileOpener(file: FileItem) {
  const { unit } = useViewer();
  const { download, view } = useFileActions();
  const row = rowOf(unit, file.attribute, file.name, file.version);
  const ref = row && { attribute: row.attribute, value: row.value, version: row.version, title: row.title };
  const option = row ? preferredOption(row.download_options, 'original') : null;
  async function open() {
    if (!ref) return;
    if (!option) return view(ref);
    const result = await download(ref, option);
    if (!result.ok) logDownloadFailure(file.name, result.error);
  }
  return { usable: ref !== null && (option !== null || row?.view === true), open };
}

/** A stored file of the unit: its type icon, name and version; a click opens it (useFileOpener). */
export function FileChip({ file }: { file: FileItem }) {
  const { t } = useTranslation();
  const { usable, open } = useFileOpener(file);
  const version = file.version === null ? '' : ` · ${t('viewer.files.version', { version: file.version })}`;
  return (
    <Chip
      variant="outlined"
      icon={<FileTypeIcon type={file.type} />}
      label={`${file.name}${version}`}
      title={usable ? t('viewer.files.download', { name: file.name }) : undefined}
      data-testid="viewer-file"
      {...(usable ? { onClick: () => void open() } : {})}
      sx={{ maxWidth: '100%' }}
    />
  );
}
