import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { UnitPicture } from '../../../ui/UnitPicture';
import type { FileItem } from '../model/fieldValues';
import { useViewer } from '../ViewerContext';
import { useFileOpener } from './FileChip';

/**
 * An image field's picture in the viewer, 96 px, loaded when it comes near the screen (or
 * records-explorer §8's placeholder); a click opens the file as the file chips do.
 */
export function ImageThumb({ file }: { file: FileItem }) {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const { usable, open } = useFileOpener(file);
  return (
    <ButtonBase
      disabled={!usable}
      onClick={() => void open()}
      title={usable ? t('viewer.files.download', { name: file.name }) : file.name}
      aria-label={t('viewer.files.picture', { name: file.name })}
      sx={{ borderRadius: 1 }}
    >
      <UnitPicture
        scope={scope}
        uid={unit.uid}
        file={file}
        drawable={file.type === 'image'}
        size={96}
        testId="viewer-image"
      />
    </ButtonBase>
  );
}
