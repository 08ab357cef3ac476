import { IMAGE_FIELDS, type ImageField, ORG_MESSAGES } from '@qualium/contracts';
import { badRequest } from '../../http/errors.js';
import type { StagedFile } from '../files/blobs.js';
import { isPhotoType, keepPhoto } from '../preferences/photo.js';

export type ImageUrls = Partial<Record<ImageField, string>>;

/**
 * The logo, process map and background sent with a company or centro form (each only when a file
 * was chosen, shell-and-admin §5). Each must be a PNG, JPEG, GIF or WebP image, identified by its bytes as the
 * upload was read; SVG is refused because a script inside it would run from our own origin. All
 * are checked before any is kept; kept images go to the content-addressed media folder and are
 * answered as their URLs. Call before the database write: should that fail, what is left is an
 * unreferenced copy, never a row whose image is missing.
 */
export function keepImages(dataDir: string, files: Record<string, StagedFile[]>): ImageUrls {
  const chosen = IMAGE_FIELDS.flatMap((field) => {
    const file = files[field]?.[0];
    return file ? [{ field, file }] : [];
  });
  const wrong = chosen.filter(({ file }) => !isPhotoType(file.mimetype));
  if (wrong.length > 0)
    throw badRequest(Object.fromEntries(wrong.map(({ field }) => [field, [ORG_MESSAGES.notAnImage]])));
  const urls: ImageUrls = {};
  for (const { field, file } of chosen) {
    if (isPhotoType(file.mimetype)) urls[field] = keepPhoto(dataDir, file, file.mimetype);
  }
  return urls;
}
