import fs from 'node:fs';
import type { Db } from '../../db/database.js';
import { blobPath, renderedPdfPath, thumbnailPath } from './blobs.js';
import { THUMBNAIL_EDGE } from './thumbnails.js';

/**
 * Removes from the store the blobs, among `sha256s`, that no row names any more (a purged unit's
 * files), with their PDF renderings and thumbnails. Call it after the transaction that deleted the
 * rows has committed: a rolled-back deletion must still find its bytes. The store is shared by
 * content, so bytes another unit, company or report template still holds stay. Answers what went.
 */
export async function forgetUnreferencedBlobs(db: Db, dataDir: string, sha256s: Iterable<string>): Promise<string[]> {
  const candidates = [...new Set(sha256s)];
  if (candidates.length === 0) return [];
  const [files, templates] = await Promise.all([
    db.k.selectFrom('file_versions').select('sha256').where('sha256', 'in', candidates).execute(),
    db.k.selectFrom('report_templates').select('sha256').where('sha256', 'in', candidates).execute(),
  ]);
  const held = new Set([...files, ...templates].map((r) => r.sha256));
  const gone = candidates.filter((sha) => !held.has(sha));
  for (const sha of gone) {
    for (const file of [
      blobPath(dataDir, sha),
      renderedPdfPath(dataDir, sha),
      thumbnailPath(dataDir, sha, THUMBNAIL_EDGE),
    ]) {
      fs.rmSync(file, { force: true });
    }
  }
  return gone;
}
