import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The content-addressed blob store under DATA_DIR/blobs: a file lives at its SHA-256, so the same
 * bytes uploaded twice are stored once. Uploads land in DATA_DIR/tmp first and move into the
 * store only when the write that references them commits; a refused upload leaves nothing.
 */
export interface StagedFile {
  filename: string;
  mimetype: string;
  size: number;
  sha256: string;
  /** Where the bytes wait until committed. */
  tmpPath: string;
}

export function blobPath(dataDir: string, sha256: string): string {
  return path.join(dataDir, 'blobs', sha256.slice(0, 2), sha256.slice(2, 4), sha256);
}

/** Streams `source` into a temporary file, hashing and counting as it goes. */
export async function stageStream(
  dataDir: string,
  source: Readable,
  meta: { filename: string; mimetype: string },
): Promise<StagedFile> {
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${crypto.randomUUID()}.upload`);
  const hash = crypto.createHash('sha256');
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  try {
    await pipeline(source, fs.createWriteStream(tmpPath));
  } catch (error) {
    fs.rmSync(tmpPath, { force: true });
    throw error;
  }
  return { ...meta, size, sha256: hash.digest('hex'), tmpPath };
}

export function stageBuffer(dataDir: string, bytes: Buffer, meta: { filename: string; mimetype: string }): StagedFile {
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${crypto.randomUUID()}.upload`);
  fs.writeFileSync(tmpPath, bytes);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  return { ...meta, size: bytes.length, sha256, tmpPath };
}

/** Moves a staged file to its content address (or drops it when those bytes are already stored). */
export function commitStaged(dataDir: string, file: StagedFile): void {
  const target = blobPath(dataDir, file.sha256);
  if (fs.existsSync(target)) {
    fs.rmSync(file.tmpPath, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(file.tmpPath, target);
}

export function discardStaged(files: Iterable<StagedFile>): void {
  for (const f of files) fs.rmSync(f.tmpPath, { force: true });
}

/** The stored bytes of a blob, streamed; 404-worthy when the store lost them (null). */
export async function openBlob(dataDir: string, sha256: string): Promise<{ path: string; size: number } | null> {
  const file = blobPath(dataDir, sha256);
  try {
    const stat = await fs.promises.stat(file);
    return { path: file, size: stat.size };
  } catch {
    return null;
  }
}

/**
 * Where the PDF rendering of a blob is kept (office documents and images converted once): beside
 * the store, keyed by the source's SHA-256, so every unit holding those bytes shares it.
 */
export function renderedPdfPath(dataDir: string, sourceSha256: string): string {
  return path.join(dataDir, 'blobs', 'pdf', sourceSha256.slice(0, 2), sourceSha256.slice(2, 4), `${sourceSha256}.pdf`);
}

/** Keeps a rendering: written beside its place and renamed, so a reader never sees half a file. */
export function keepRenderedPdf(dataDir: string, sourceSha256: string, bytes: Uint8Array): string {
  const target = renderedPdfPath(dataDir, sourceSha256);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${crypto.randomUUID()}.part`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, target);
  return target;
}
