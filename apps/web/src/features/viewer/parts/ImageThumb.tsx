import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnitThumbnail } from '../../../api/unitThumbnail';
import { useNearViewport } from '../../../ui/useNearViewport';
import type { FileItem } from '../model/fieldValues';
import { useViewer } from '../ViewerContext';
import { useFileOpener } from './FileChip';

const SIZE = 96;

/**
 * An image field's picture, small, loaded when it comes near the screen; a click opens the file
 * as the file chips do. When the file is missing or is no picture a browser draws, the
 * placeholder with a download icon of records-explorer §8 stands in its place.
 */
export function ImageThumb({ file }: { file: FileItem }) {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const { usable, open } = useFileOpener(file);
  const box = useRef<HTMLButtonElement>(null);
  const near = useNearViewport(box);
  const { url, failed } = useUnitThumbnail(scope, unit.uid, file, near && file.type === 'image');
  const [broken, setBroken] = useState(false);
  const placeholder = failed || broken || file.type !== 'image';
  return (
    <ButtonBase
      ref={box}
      disabled={!usable}
      onClick={() => void open()}
      title={usable ? t('viewer.files.download', { name: file.name }) : file.name}
      aria-label={t('viewer.files.picture', { name: file.name })}
      data-testid={placeholder ? 'viewer-image-placeholder' : 'viewer-image'}
      sx={{
        width: SIZE,
        height: SIZE,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        flexShrink: 0,
      }}
    >
      {placeholder ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, px: 1, color: 'text.secondary' }}>
          <FileDownloadOutlinedIcon />
          <Box component="span" sx={{ typography: 'caption', maxWidth: SIZE - 16, overflowWrap: 'anywhere' }}>
            {file.name}
          </Box>
        </Box>
      ) : url ? (
        <img
          src={url}
          alt={file.name}
          onError={() => setBroken(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </ButtonBase>
  );
}
