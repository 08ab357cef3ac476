import fs from 'node:fs';
import sharp from 'sharp';
import { keepDerived, thumbnailPath } from './blobs.js';

/**
 * The longest edge of a thumbnail, in pixels: twice the largest box that shows one (the viewer's
 * 96 px), so it stays sharp on high-density screens; lists draw it smaller.
 */
export const THUMBNAIL_EDGE = 192;

// Two cores are shared by every request: one picture at a time, and libvips's own threads kept to one.
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();

/**
 * The thumbnail of a stored picture: scaled to fit THUMBNAIL_EDGE (never enlarged), turned as its
 * EXIF says, as WebP. Made once per blob and kept beside the store (a blob's bytes never change,
 * so neither does its thumbnail). Null when the bytes are no picture libvips can read.
 */
export async function thumbnailOf(
  dataDir: string,
  sha256: string,
  source: string,
): Promise<{ file: string; size: number } | null> {
  const target = thumbnailPath(dataDir, sha256, THUMBNAIL_EDGE);
  const kept = await fs.promises.stat(target).catch(() => null);
  if (kept) return { file: target, size: kept.size };
  const made = queue.then(() => scaled(source));
  queue = made.catch(() => undefined);
  const bytes = await made.catch(() => null);
  if (!bytes) return null;
  keepDerived(target, bytes);
  return { file: target, size: bytes.length };
}

function scaled(source: string): Promise<Buffer> {
  return sharp(source, { failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
