import fs from 'node:fs/promises';
import { fileTypeFromFile, supportedExtensions } from 'file-type';

/**
 * What an uploaded file is, read from its bytes (records-explorer §5: "Cannot identify file type",
 * "The file is invalid"). The browser's claimed MIME type is never trusted and the name only
 * cross-checks: a name whose extension belongs to another kind of file than the bytes is refused,
 * while a name with an unknown or no extension takes the kind the bytes show (the spec's extension
 * check is non-restrictive).
 */
export type Identified =
  | { ok: true; ext: string; mime: string }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'mismatch'; ext: string };

/** Extensions that name the same kind of file; the first is how file-type reports it. */
const FAMILIES: readonly (readonly string[])[] = [
  ['jpg', 'jpeg', 'jpe', 'jfif'],
  ['tif', 'tiff'],
  // OLE compound files: the office formats before 2007.
  ['cfb', 'doc', 'dot', 'xls', 'xlt', 'ppt', 'pps', 'pot', 'msg', 'vsd', 'mpp'],
  ['docx', 'docm', 'dotx', 'dotm'],
  ['xlsx', 'xlsm', 'xltx', 'xltm'],
  ['pptx', 'pptm', 'potx', 'potm', 'ppsx', 'ppsm'],
  ['odt', 'ott'],
  ['ods', 'ots'],
  ['odp', 'otp'],
  ['odg', 'otg'],
  ['mp4', 'm4v', 'm4a', 'm4p', 'm4b', 'f4v', 'f4a', 'f4p', 'f4b', 'mov', '3gp', '3g2'],
  ['ogg', 'oga', 'ogv', 'ogm', 'ogx', 'opus', 'spx'],
  ['mp3', 'mp2', 'mp1'],
  ['xml', 'svg', 'xsd', 'xsl', 'xslt', 'kml', 'gpx', 'rss', 'atom', 'plist', 'xhtml'],
];

/** Containers that are zip files inside: a name with one of these may hold bytes file-type calls plain zip. */
const ZIP_BASED = new Set([
  'docx',
  'docm',
  'dotx',
  'dotm',
  'xlsx',
  'xlsm',
  'xltx',
  'xltm',
  'pptx',
  'pptm',
  'potx',
  'potm',
  'ppsx',
  'ppsm',
  'odt',
  'ott',
  'ods',
  'ots',
  'odp',
  'otp',
  'odg',
  'otg',
  'epub',
  'zip',
]);

/** Text files: what their extension says, since text has no signature. */
const TEXT_MIME: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  text: 'text/plain',
  log: 'text/plain',
  ini: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  xml: 'application/xml',
  svg: 'image/svg+xml',
};

/** The MIME type of office formats file-type reports generically (OLE compound, plain zip). */
const OFFICE_MIME: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  dot: 'application/msword',
  xls: 'application/vnd.ms-excel',
  xlt: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  pps: 'application/vnd.ms-powerpoint',
  pot: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

const familyOf = (ext: string): readonly string[] => FAMILIES.find((f) => f.includes(ext)) ?? [ext];

/** The lower-case extension of a file name, '' without one. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

/** Every extension some kind of file is known by; names with others are not cross-checked. */
const KNOWN_EXTENSIONS: ReadonlySet<string> = new Set([
  ...supportedExtensions,
  ...Object.keys(TEXT_MIME),
  ...Object.keys(OFFICE_MIME),
  ...FAMILIES.flat(),
]);

const TEXT_SAMPLE_BYTES = 64 * 1024;

/**
 * Text has no signature: it is text when its first 64 KiB hold no control characters besides
 * tab, line breaks and form feed. That admits UTF-8 and the single-byte encodings spreadsheets
 * still export (Windows-1252 CSV); UTF-16 needs its byte-order mark.
 */
export function looksLikeText(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  const utf16 = (sample[0] === 0xff && sample[1] === 0xfe) || (sample[0] === 0xfe && sample[1] === 0xff);
  if (utf16) {
    const text = new TextDecoder(sample[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(sample.subarray(2));
    for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return false;
    return true;
  }
  return !sample.some(isControl);
}

/** Control characters text does not hold (tab, line feed, vertical tab, form feed and CR it does). */
const isControl = (code: number) => code < 0x09 || (code > 0x0d && code < 0x20) || code === 0x7f;

async function readSample(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(TEXT_SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, TEXT_SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Cross-checks the name against what the bytes are: the pure part of identifyFile. */
export function judge(
  found: { ext: string; mime: string } | 'text' | undefined,
  filename: string,
  nameIsKnown: boolean,
): Identified {
  const named = extensionOf(filename);
  if (found === undefined) return { ok: false, reason: 'unknown' };
  if (found === 'text') {
    if (named && nameIsKnown && !TEXT_MIME[named]) return { ok: false, reason: 'mismatch', ext: 'txt' };
    return { ok: true, ext: TEXT_MIME[named] ? named : 'txt', mime: TEXT_MIME[named] ?? 'text/plain' };
  }
  if (!named || !nameIsKnown) return { ok: true, ...found };
  if (familyOf(found.ext).includes(named)) {
    // The name is more precise than an OLE compound file, or an svg than xml.
    return { ok: true, ext: named, mime: OFFICE_MIME[named] ?? TEXT_MIME[named] ?? found.mime };
  }
  // file-type reads a zip's first entries only; an office document it cannot place stays a zip.
  if (found.ext === 'zip' && ZIP_BASED.has(named))
    return { ok: true, ext: named, mime: OFFICE_MIME[named] ?? found.mime };
  if (named === 'zip' && ZIP_BASED.has(found.ext)) return { ok: true, ...found };
  return { ok: false, reason: 'mismatch', ext: found.ext };
}

/** Identifies a staged upload from its bytes, cross-checked with its name. */
export async function identifyFile(file: string, filename: string): Promise<Identified> {
  const found = await fileTypeFromFile(file);
  const named = extensionOf(filename);
  const nameIsKnown = KNOWN_EXTENSIONS.has(named);
  if (found && found.ext !== 'xml') return judge(found, filename, nameIsKnown);
  // XML is text with a signature; anything else without one may still be text.
  if (found || looksLikeText(await readSample(file))) {
    return judge(found && !TEXT_MIME[named] ? found : 'text', filename, nameIsKnown);
  }
  return judge(undefined, filename, nameIsKnown);
}
