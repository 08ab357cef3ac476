import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_MIME_TYPES } from '@qualium/contracts';
import type { StagedFile } from '../files/blobs.js';

/** URL prefix of `${DATA_DIR}/media/photos/`, served by http/spa.ts like the other media. */
export const PHOTOS_URL = '/media/photos/';

const EXTENSION: Readonly<Record<(typeof PHOTO_MIME_TYPES)[number], string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Whether the bytes (as identified while the upload was read) are a photo we keep. */
export function isPhotoType(mimetype: string): mimetype is (typeof PHOTO_MIME_TYPES)[number] {
  return (PHOTO_MIME_TYPES as readonly string[]).includes(mimetype);
}

/**
 * Moves a staged photo into the media folder under its SHA-256, so the same picture is stored
 * once and a URL never changes its bytes (browsers may cache it for good). Answers its URL. Called
 * before the database write: should that fail, what is left is an unreferenced copy, never a
 * user whose photo is missing.
 */
export function keepPhoto(dataDir: string, staged: StagedFile, type: (typeof PHOTO_MIME_TYPES)[number]): string {
  const name = `${staged.sha256}.${EXTENSION[type]}`;
  const folder = path.join(dataDir, 'media', 'photos');
  const target = path.join(folder, name);
  fs.mkdirSync(folder, { recursive: true });
  if (fs.existsSync(target)) fs.rmSync(staged.tmpPath, { force: true });
  else fs.renameSync(staged.tmpPath, target);
  return PHOTOS_URL + name;
}
