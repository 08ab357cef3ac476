import { uploadTooBig } from '@qualium/contracts';

/**
 * What the photo input can tell before sending (the server identifies the image by its bytes):
 * under 20 MiB (records-explorer §5), and something the browser calls an image.
 */
export type PhotoProblem = 'tooBig' | 'notImage';

export function photoProblem(file: { size: number; type: string }): PhotoProblem | null {
  if (uploadTooBig(file.size)) return 'tooBig';
  // An empty type means the browser does not know; the server decides then.
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
  return null;
}
