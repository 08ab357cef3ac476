import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StagedFile } from '../../http/multipart.js';

export type { StagedFile } from '../../http/multipart.js';

/**
 * The content-addressed blob store under DATA_DIR/blobs: a file lives at its SHA-256, so the same
 * bytes uploaded twice are stored once. Uploads are staged in DATA_DIR/tmp first, in a folder of
 * the process receiving them, and move into the store inside the transaction that records them,
 * before it commits: a row never names bytes that are not in the store. A refused upload leaves
 * nothing; a write that fails after the move leaves an unreferenced blob, which is harmless (see
 * staged-sweep.ts for what a crash leaves in DATA_DIR/tmp).
 */

/** DATA_DIR/tmp: uploads waiting for their write, one folder per process. */
export const stagingRoot = (dataDir: string) => path.join(dataDir, 'tmp');

/** Every file under DATA_DIR/tmp: the staging folders, and anything staged before there were folders. */
export function stagedFiles(dataDir: string): string[] {
  const root = stagingRoot(dataDir);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Where a pid names one process: the host name, and on Linux a digest of the boot and the pid
 * namespace. Server nodes sharing DATA_DIR may share a host name (containers given the same one,
 * machines named alike) while their pids are numbered apart: a node must never take another's
 * pid for one of its own processes and sweep what that one is receiving (staged-sweep.ts).
 */
function pidSpace(): string {
  try {
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const namespace = fs.readlinkSync('/proc/self/ns/pid');
    const digest = crypto.createHash('sha256').update(`${boot} ${namespace}`).digest('hex').slice(0, 12);
    return `${os.hostname()}~${digest}`;
  } catch {
    return os.hostname();
  }
}

export const PID_SPACE = pidSpace();

/** This process's staging folder, `<pid>@<pid space>`: whoever sweeps can tell whether its owner still runs. */
export const STAGING_OWNER = `${process.pid}@${PID_SPACE}`;

function newStagedPath(dataDir: string): string {
  const folder = path.join(stagingRoot(dataDir), STAGING_OWNER);
  fs.mkdirSync(folder, { recursive: true });
  return path.join(folder, `${crypto.randomUUID()}.upload`);
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
  const tmpPath = newStagedPath(dataDir);
  const hash = crypto.createHash('sha256');
  let size = 0;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  try {
    // Flushed to disk as it closes (outside any transaction), so that a stored blob is whole.
    await pipeline(source, fs.createWriteStream(tmpPath, { flush: true }));
  } catch (error) {
    fs.rmSync(tmpPath, { force: true });
    throw error;
  }
  return { ...meta, size, sha256: hash.digest('hex'), tmpPath };
}

export function stageBuffer(dataDir: string, bytes: Buffer, meta: { filename: string; mimetype: string }): StagedFile {
  const tmpPath = newStagedPath(dataDir);
  fs.writeFileSync(tmpPath, bytes, { flush: true });
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  return { ...meta, size: bytes.length, sha256, tmpPath };
}

/**
 * Moves a staged file to its content address (or drops it when those bytes are already stored).
 * Call it inside the transaction that writes the row naming the file, before the commit: should
 * the process die in between, the row is not there and the blob is merely unreferenced. The
 * rename is made durable (the folder flushed) before the transaction may commit.
 */
export function storeStaged(dataDir: string, file: Pick<StagedFile, 'sha256' | 'tmpPath'>): void {
  const target = blobPath(dataDir, file.sha256);
  if (fs.existsSync(target)) {
    fs.rmSync(file.tmpPath, { force: true });
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(file.tmpPath, target);
  const folder = fs.openSync(path.dirname(target), 'r');
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
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

/** Keeps a file made from a blob: written beside its place and renamed, so a reader never sees half a file. */
export function keepDerived(target: string, bytes: Uint8Array): string {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${crypto.randomUUID()}.part`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, target);
  return target;
}

/** Keeps a rendering (keepDerived). */
export function keepRenderedPdf(dataDir: string, sourceSha256: string, bytes: Uint8Array): string {
  return keepDerived(renderedPdfPath(dataDir, sourceSha256), bytes);
}

/** Where the thumbnail of a picture blob is kept, keyed like renderings by the source's SHA-256. */
export function thumbnailPath(dataDir: string, sourceSha256: string, edge: number): string {
  const name = `${sourceSha256}-${edge}.webp`;
  return path.join(dataDir, 'blobs', 'thumbs', sourceSha256.slice(0, 2), sourceSha256.slice(2, 4), name);
}
