import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import { useUnitThumbnail } from '../api/unitThumbnail';
import { useNearViewport } from './useNearViewport';

/** Below this edge the placeholder shows only its icon (the name is in the tooltip). */
const NAMED_FROM = 64;

/**
 * The thumbnail of an image field's file (`get_qunit_thumbnail`), in a box of a fixed size from
 * the start (rows and cards never jump), fetched only once the box comes near the screen. When the
 * file is missing or is no picture a browser draws, records-explorer §8's placeholder with a
 * download icon stands in its place. The viewer, the explorer's cells and its cards draw it.
 */
export function UnitPicture({
  scope,
  uid,
  file,
  drawable,
  size,
  testId,
  title,
}: {
  scope: string;
  uid: string;
  file: { attribute: string; name: string; version: number | null };
  /** Whether the file is a kind browsers draw; if not, no request is made. */
  drawable: boolean;
  size: number;
  /** `testId` on the picture, `${testId}-placeholder` on the placeholder. */
  testId: string;
  /** A tooltip, where the picture's own holder gives none. */
  title?: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(box);
  const { url, failed } = useUnitThumbnail(scope, uid, file, near && drawable);
  const [broken, setBroken] = useState(false);
  const placeholder = failed || broken || !drawable;
  return (
    <Box
      component="span"
      ref={box}
      title={title}
      data-testid={placeholder ? `${testId}-placeholder` : testId}
      sx={{
        width: size,
        height: size,
        display: 'inline-grid',
        placeItems: 'center',
        verticalAlign: 'middle',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        color: 'text.secondary',
        flexShrink: 0,
      }}
    >
      {placeholder ? (
        <Box component="span" sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, px: 1 }}>
          <FileDownloadOutlinedIcon fontSize={size < NAMED_FROM ? 'small' : 'medium'} />
          {size >= NAMED_FROM && (
            <Box component="span" sx={{ typography: 'caption', maxWidth: size - 16, overflowWrap: 'anywhere' }}>
              {file.name}
            </Box>
          )}
        </Box>
      ) : url ? (
        <img
          src={url}
          alt={file.name}
          width={size}
          height={size}
          decoding="async"
          onError={() => setBroken(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}
