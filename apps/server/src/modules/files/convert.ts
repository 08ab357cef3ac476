import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES } from '@qualium/contracts';
import { PDFDocument } from 'pdf-lib';
import { HttpError } from '../../http/errors.js';
import { blobPath, keepRenderedPdf, renderedPdfPath } from './blobs.js';
import { extensionOf } from './detect.js';

/**
 * PDF renderings of stored files: a PDF is its own rendering; PNG and JPEG images are placed on an
 * A4 page with pdf-lib; office and text documents are converted by LibreOffice
 * (`soffice --headless --convert-to pdf`). Renderings are kept beside the blob store, keyed by the
 * source's SHA-256, so each file is converted once.
 */
export type PdfSource = 'pdf' | 'image' | 'office';

const OFFICE_MIME = [
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'text/rtf',
  'text/plain',
  'text/csv',
  'text/tab-separated-values',
  'text/markdown',
];
/** OLE compound files are office documents when their name says which. */
const OLE_OFFICE_EXTENSIONS = new Set(['doc', 'dot', 'xls', 'xlt', 'ppt', 'pps', 'pot']);

/**
 * How a stored file becomes a PDF, or null when it cannot. HTML, SVG and XML are left out on
 * purpose: LibreOffice would fetch the resources they link to while converting.
 */
export function pdfSourceOf(mimetype: string, filename: string): PdfSource | null {
  const type = mimetype.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/png' || type === 'image/jpeg') return 'image';
  if (OFFICE_MIME.some((m) => (m.endsWith('.') ? type.startsWith(m) : type === m))) return 'office';
  if (type === 'application/x-cfb' && OLE_OFFICE_EXTENSIONS.has(extensionOf(filename))) return 'office';
  return null;
}

const A4 = { short: 595, long: 842 };
/** Room kept around the image: the stamp's bands sit in it. */
const IMAGE_MARGIN = 36;

/** A PNG or JPEG centred on an A4 page turned its way, shrunk to fit (never enlarged). */
export async function imageToPdf(bytes: Uint8Array, mimetype: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = mimetype === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
  const landscape = image.width > image.height;
  const [pageWidth, pageHeight] = landscape ? [A4.long, A4.short] : [A4.short, A4.long];
  const scale = Math.min(
    1,
    (pageWidth - 2 * IMAGE_MARGIN) / image.width,
    (pageHeight - 2 * IMAGE_MARGIN) / image.height,
  );
  const { width, height } = image.scale(scale);
  doc
    .addPage([pageWidth, pageHeight])
    .drawImage(image, { x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height });
  return doc.save();
}

export interface SofficeSettings {
  path: string;
  timeoutMs: number;
}

/** Runs `soffice` once; resolves when it exits, rejects with the HttpError the API answers. */
function runSoffice(settings: SofficeSettings, profile: string, source: string, outdir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = [
      '--headless',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `-env:UserInstallation=file://${profile}`,
      '--convert-to',
      'pdf',
      '--outdir',
      outdir,
      source,
    ];
    // Its own process group, so that a time-out ends soffice.bin too, not just the launcher script.
    const child = spawn(settings.path, args, { detached: true, stdio: 'ignore' });
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      reject(new HttpError(503, { detail: FILE_MESSAGES.conversionTimeout }));
    }, settings.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      reject(missing ? new HttpError(503, { detail: FILE_MESSAGES.converterMissing }) : error);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new HttpError(422, { detail: FILE_MESSAGES.conversionFailed }));
    });
  });
}

/** LibreOffice conversions of the whole process, one after another, whichever converter asks. */
let sofficeQueue: Promise<unknown> = Promise.resolve();

/**
 * Converts with LibreOffice one document at a time per process (soffice shares its profile and
 * does not take concurrent conversions well), in a temporary folder removed afterwards, with a
 * time limit. Requests for a file already being converted wait for that conversion.
 */
export class PdfConverter {
  private readonly inflight = new Map<string, Promise<string>>();
  /** One LibreOffice profile per process, reused by its conversions (creating one takes seconds). */
  private readonly profile = path.join(os.tmpdir(), `qualium-soffice-${process.pid}`);

  constructor(
    private readonly dataDir: string,
    private readonly settings: SofficeSettings,
  ) {}

  /** The path of the PDF rendering of a stored file, converting it first if needed. */
  async rendering(source: PdfSource, file: { sha256: string; mimetype: string; filename: string }): Promise<string> {
    if (source === 'pdf') return blobPath(this.dataDir, file.sha256);
    const kept = renderedPdfPath(this.dataDir, file.sha256);
    if (fs.existsSync(kept)) return kept;
    let pending = this.inflight.get(file.sha256);
    if (!pending) {
      pending = (source === 'image' ? this.fromImage(file) : this.exclusive(() => this.fromOffice(file))).finally(() =>
        this.inflight.delete(file.sha256),
      );
      this.inflight.set(file.sha256, pending);
    }
    return pending;
  }

  private async fromImage(file: { sha256: string; mimetype: string }): Promise<string> {
    const pdf = await imageToPdf(fs.readFileSync(blobPath(this.dataDir, file.sha256)), file.mimetype);
    return keepRenderedPdf(this.dataDir, file.sha256, pdf);
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = sofficeQueue.then(work, work);
    sofficeQueue = run.catch(() => undefined);
    return run;
  }

  /** A document made for one request (a unit report) as PDF, through the same queue; nothing is kept. */
  convertDocument(bytes: Uint8Array, ext: string): Promise<Uint8Array> {
    return this.exclusive(() => this.officeToPdf(ext, (source) => fs.writeFileSync(source, bytes)));
  }

  private async fromOffice(file: { sha256: string; filename: string }): Promise<string> {
    const kept = renderedPdfPath(this.dataDir, file.sha256);
    if (fs.existsSync(kept)) return kept;
    // soffice picks its import filter by the extension; the stored name may carry any.
    const pdf = await this.officeToPdf(extensionOf(file.filename) || 'txt', (source) =>
      fs.copyFileSync(blobPath(this.dataDir, file.sha256), source),
    );
    return keepRenderedPdf(this.dataDir, file.sha256, pdf);
  }

  /** One LibreOffice conversion of the file `writeSource` puts in a temporary folder, removed afterwards. */
  private async officeToPdf(ext: string, writeSource: (source: string) => void): Promise<Buffer> {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-convert-'));
    try {
      const source = path.join(work, `source.${ext}`);
      writeSource(source);
      try {
        await runSoffice(this.settings, this.profile, source, work);
      } catch (error) {
        // A profile left by a killed conversion could block the next one.
        if (error instanceof HttpError && error.statusCode === 503)
          fs.rmSync(this.profile, { recursive: true, force: true });
        throw error;
      }
      const output = path.join(work, 'source.pdf');
      if (!fs.existsSync(output)) throw new HttpError(422, { detail: FILE_MESSAGES.conversionFailed });
      return fs.readFileSync(output);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}
