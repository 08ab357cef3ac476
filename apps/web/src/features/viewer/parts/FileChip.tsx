import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { downloadStoredFile } from '../actions/unitFiles';
import type { FileItem } from '../model/fieldValues';
import { useViewer } from '../ViewerContext';
import { FileTypeIcon } from './FileTypeIcon';

/** A stored file of the unit: its type icon, name and version; clicking downloads it as uploaded. */
export function FileChip({ file }: { file: FileItem }) {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const version = file.version === null ? '' : ` · ${t('viewer.files.version', { version: file.version })}`;
  return (
    <Chip
      variant="outlined"
      icon={<FileTypeIcon type={file.type} />}
      label={`${file.name}${version}`}
      title={t('viewer.files.download', { name: file.name })}
      data-testid="viewer-file"
      onClick={() => void downloadStoredFile(scope, unit.uid, file)}
      sx={{ maxWidth: '100%' }}
    />
  );
}
