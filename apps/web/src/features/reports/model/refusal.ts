import type { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';

/**
 * The lines explaining why the server refused a template: each of the `template` field's messages
 * on its own line (a template may have several problems), else the general rendering of form
 * errors with the dialog's labels. A failure without a body says nothing here (the report message
 * already did).
 */
export function refusalLines(error: ApiError, labels: Readonly<Record<string, string>> = {}): string[] {
  const data = error.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const template = (data as Record<string, unknown>).template;
    if (Array.isArray(template)) return template.map(String);
  }
  if (error.status === 0 || (typeof data === 'string' && data.trimStart().startsWith('<'))) return [];
  return formatFormErrors(data, labels);
}
