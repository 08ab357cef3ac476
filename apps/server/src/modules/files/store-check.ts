import crypto from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/database.js';
import { blobPath, stagedFiles, storeStaged } from './blobs.js';

/**
 * The start-up check of the blob store (docs/decisions.md "Files and controlled documents"): every
 * row that names stored bytes — a unit's file version, a report template — must find them under
 * their SHA-256. Bytes that are missing but still wait among the staged uploads (an upload
 * interrupted between its commit and its move, as releases before the move-before-commit order
 * could leave) are moved into place: the name is their hash, so they are exactly the bytes the
 * row names. Rows whose bytes are nowhere are reported, never deleted: a unit's record stays whole.
 */
export interface StoreCheck {
  /** Distinct files the rows name. */
  checked: number;
  /** Missing files found among the staged uploads and put in place. */
  repaired: number;
  /** What names a file that is missing, one line each. */
  missing: string[];
}

async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Puts back the missing files found among the staged ones; answers how many, and drops them from `missing`. */
async function recoverFromStaging(dataDir: string, missing: Set<string>): Promise<number> {
  let recovered = 0;
  for (const tmpPath of stagedFiles(dataDir)) {
    const sha256 = await sha256Of(tmpPath).catch(() => undefined);
    if (!sha256 || !missing.has(sha256)) continue;
    storeStaged(dataDir, { sha256, tmpPath });
    missing.delete(sha256);
    recovered += 1;
  }
  return recovered;
}

/** One line per row naming a missing file: which unit, field and version, or which template. */
async function describeMissing(db: Db, missing: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  const CHUNK = 500;
  for (let i = 0; i < missing.length; i += CHUNK) {
    const part = missing.slice(i, i + CHUNK);
    const versions = await db.k
      .selectFrom('file_versions as f')
      .innerJoin('units as u', 'u.id', 'f.unit_id')
      .select(['u.uid', 'f.attribute', 'f.version', 'f.filename', 'f.sha256'])
      .where('f.sha256', 'in', part)
      .orderBy('f.id')
      .execute();
    for (const v of versions) {
      lines.push(`${v.uid} field ${v.attribute} version ${v.version} (${v.filename}, ${v.sha256})`);
    }
    const templates = await db.k
      .selectFrom('report_templates')
      .select(['site_id', 'bp_reference', 'name', 'filename', 'sha256'])
      .where('sha256', 'in', part)
      .orderBy('id')
      .execute();
    for (const t of templates) {
      lines.push(`report template ${t.bp_reference}/${t.name} of site ${t.site_id} (${t.filename}, ${t.sha256})`);
    }
  }
  return lines;
}

export async function checkStore(db: Db, dataDir: string): Promise<StoreCheck> {
  const named = await db.k
    .selectFrom('file_versions')
    .select('sha256')
    .union(db.k.selectFrom('report_templates').select('sha256'))
    .execute();
  const missing = new Set(named.map((r) => r.sha256).filter((sha) => !fs.existsSync(blobPath(dataDir, sha))));
  const repaired = missing.size > 0 ? await recoverFromStaging(dataDir, missing) : 0;
  return { checked: named.length, repaired, missing: await describeMissing(db, [...missing]) };
}
