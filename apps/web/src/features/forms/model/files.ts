import { uploadTooBig } from '@qualium/contracts';

/**
 * The file input's pieces that are not React: sizes as people read them, the 20 MiB check made
 * before any byte is sent (records-explorer §5), and the stored file(s) a field already holds.
 */
export function formatSize(bytes: number, lang: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

export function isTooBig(file: { size: number }): boolean {
  return uploadTooBig(file.size);
}

export interface StoredFile {
  filename: string;
  mimetype: string | null;
  version: number | null;
}

/** What the unit holds for a file field: `{filename, mimetype, version…}` or a list of them. */
export function storedFiles(value: unknown): StoredFile[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const r = item as Record<string, unknown>;
    const filename = r.filename ?? r.title ?? r.readable;
    if (typeof filename !== 'string') return [];
    return [
      {
        filename,
        mimetype: typeof r.mimetype === 'string' ? r.mimetype : null,
        version: typeof r.version === 'number' ? r.version : null,
      },
    ];
  });
}
