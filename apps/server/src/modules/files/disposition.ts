import { withoutAccents } from '@qualium/contracts';
import { withoutBidiControls } from '../../http/bidi.js';

/**
 * The name a download is saved under and its Content-Disposition header (RFC 6266): the UTF-8 name
 * in `filename*`, an ASCII stand-in in `filename` for old clients. Characters that cannot be in a
 * file name on common systems (and control characters, which could split the header) become '-';
 * bidirectional controls, which could make the name read as another, are dropped.
 */
const MAX_NAME_CHARS = 150;

const FORBIDDEN = new Set('/\\:*?"<>|');
const unsafe = (c: string) => FORBIDDEN.has(c) || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

function clean(name: string): string {
  return [...withoutBidiControls(name)]
    .map((c) => (unsafe(c) ? '-' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/**
 * `title` (else `fallback`) with the extension of what is returned: a title that already ends with
 * the stored file's extension has it replaced ("PG-07.docx" rendered as PDF is "PG-07.pdf").
 */
export function downloadName(title: string | undefined, fallback: string, sourceExt: string, ext: string): string {
  let base = clean(title?.trim() ? title : fallback);
  for (const known of new Set([sourceExt, ext].filter(Boolean))) {
    if (base.toLowerCase().endsWith(`.${known}`)) base = base.slice(0, -known.length - 1);
  }
  base = [...clean(base)].slice(0, MAX_NAME_CHARS).join('') || 'documento';
  return ext ? `${base}.${ext}` : base;
}

const encodeExtended = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const ascii = withoutAccents(filename)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeExtended(filename)}`;
}
