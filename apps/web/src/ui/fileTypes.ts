/**
 * The file-type icons of records-explorer §3 ("File-type icons: pdf, xls, msword, pptx, image,
 * video, audio, file"). The MIME type decides; the file name's extension helps when the browser
 * sent a generic type (application/octet-stream) with the upload.
 */
export const FILE_TYPES = ['pdf', 'xls', 'msword', 'pptx', 'image', 'video', 'audio', 'file'] as const;
export type FileType = (typeof FILE_TYPES)[number];

const BY_EXTENSION: Record<string, FileType> = {
  pdf: 'pdf',
  xls: 'xls',
  xlsx: 'xls',
  xlsm: 'xls',
  ods: 'xls',
  csv: 'xls',
  doc: 'msword',
  docx: 'msword',
  odt: 'msword',
  rtf: 'msword',
  ppt: 'pptx',
  pptx: 'pptx',
  odp: 'pptx',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  bmp: 'image',
  tif: 'image',
  tiff: 'image',
  mp4: 'video',
  mov: 'video',
  avi: 'video',
  mkv: 'video',
  webm: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  flac: 'audio',
};

function byMimeType(mimetype: string): FileType | null {
  const type = mimetype.toLowerCase().split(';')[0]!.trim();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.includes('spreadsheet') || type.includes('excel') || type === 'text/csv') return 'xls';
  if (type.includes('presentation') || type.includes('powerpoint')) return 'pptx';
  if (type.includes('msword') || type.includes('wordprocessing') || type.includes('opendocument.text')) {
    return 'msword';
  }
  return null;
}

export function fileTypeOf(mimetype: string | null | undefined, filename?: string | null): FileType {
  const fromMime = mimetype ? byMimeType(mimetype) : null;
  if (fromMime) return fromMime;
  const extension = filename?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return (extension && BY_EXTENSION[extension]) || 'file';
}
