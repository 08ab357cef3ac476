import { uploadTooBig } from '@qualium/contracts';

/**
 * The upload dialog's file rules (shell-and-admin §5 "Business-process upload"): required, .json only, under
 * 20 MiB, and JSON text. The server checks them all again; this spares a useless upload.
 */
export type FileProblem = 'required' | 'unknownType' | 'tooBig' | 'invalid';

export const DEFINITION_ACCEPT = '.json,application/json';

/** What can be told from the name and size alone. */
export function definitionFileProblem(file: { name: string; size: number } | null): FileProblem | null {
  if (!file) return 'required';
  if (!/\.json$/i.test(file.name)) return 'unknownType';
  if (uploadTooBig(file.size)) return 'tooBig';
  return null;
}

/** The text must parse as JSON; a byte-order mark (Windows editors) is allowed, as on the server. */
export function definitionTextProblem(text: string): FileProblem | null {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return null;
  } catch {
    return 'invalid';
  }
}
