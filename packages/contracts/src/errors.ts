import { z } from 'zod';

/** Django-REST-style error bodies the specs' client expects (docs/design.md §4). */
export const detailError = z.object({ detail: z.string() });
export type DetailError = z.infer<typeof detailError>;

/** `{field: [messages], non_field_errors: [messages]}` */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** Message texts used verbatim from the specs' error catalogues. */
export const MESSAGES = {
  required: 'Required.',
  invalidInteger: 'A valid integer is required.',
  requiredField: 'Required field',
  passwordStrength: 'Min. 8 characters with at least one capital letter, a number and a special character',
  passwordMustDiffer: 'New Password must be different',
  passwordMustMatch: 'Password must match',
  passwordNoMatch: 'Password no match',
  noClientSession: 'No client session found',
  noToken: 'No token',
  invalidQUnitPk: 'Invalid QUnit PK',
  centreNoAccess: (id: number | string) => `Can't browse to centre ${id} because user has no access to it`,
  // Texts the specs leave open; decided in docs/decisions.md.
  invalidCredentials: 'Unable to log in with provided credentials.',
  tooManyAttempts: (minutes: number) =>
    `Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  currentPasswordWrong: 'Current password is not correct.',
  tooManyPasswordAttempts: (minutes: number) =>
    `Too many wrong current passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  nulCharacter: 'Text may not contain the NUL character (\\u0000).',
  jsonTooDeep: (depth: number) => `JSON may nest arrays and objects at most ${depth} levels deep.`,
  passwordChangeNotAllowed: 'Password change is not allowed for this company.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  notFound: 'Not found.',
  forbidden: 'You do not have permission to perform this action.',
  adminOnly: 'Only administrators may do this.',
  badRequest: 'The request is not valid.',
  // Units (records-explorer §4, §8; the rest decided in docs/decisions.md).
  cantReadUnit: (uid: string) => `Something odd happened. Can't read QUnit ${uid}`,
  unitWithoutUid: 'A unit without a uid is rejected.',
  unknownBusinessProcess: (reference: string) => `Unknown business process '${reference}'`,
  cannotCreateUnit: 'You may not create units of this business process here.',
  unknownTransition: (id: string) => `Unknown transition '${id}'`,
  transitionNotOffered: 'This transition is not offered to you for this unit.',
  unitChangedConcurrently: 'The unit was changed by someone else meanwhile. Reload it and try again.',
  invalidResponsible: 'Choose the next responsible among the candidates.',
  fileNotUploaded: 'Send the file itself as an upload; a file value given as text is not accepted.',
} as const;

/**
 * Turns zod issues into the `{field: [messages]}` body. Issues without a path
 * go to non_field_errors, as Django REST framework does.
 */
export function zodIssuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
}
