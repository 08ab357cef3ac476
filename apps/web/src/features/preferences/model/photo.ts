import { UPLOAD_MAX_BYTES } from '@qualium/contracts';

/**
 * What the photo input can tell before sending (the server identifies the image by its bytes):
 * at most 20 MiB (shell-and-admin §9 upload maximum), and something the browser calls an image.
 */
export type PhotoProblem = 'tooBig' | 'notImage';

export function photoProblem(file: { size: number; type: string }): PhotoProblem | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'tooBig';
  // An empty type means the browser does not know; the server decides then.
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
  return null;
}
