import {
  ADMIN_MESSAGES,
  type CentroRecord,
  centroFields,
  type FieldErrors,
  IMAGE_FIELDS,
  zodIssuesToFieldErrors,
} from '@qualium/contracts';
import type { ChosenImages } from './siteForm';

/** The parent select's value for "no parent" (shell-and-admin §5: "value none means no parent, sent as empty"). */
export const NO_PARENT = 'none';

export interface CentroFormValues {
  name: string;
  /** A centro id, NO_PARENT, or '' while nothing is chosen (the parent is required in the form). */
  parent: string;
  url_name: string;
}

export function centroValuesOf(centro: CentroRecord | null, parent: number | null = null): CentroFormValues {
  if (!centro) return { name: '', parent: parent === null ? '' : String(parent), url_name: '' };
  return {
    name: centro.name,
    parent: centro.parent === null ? NO_PARENT : String(centro.parent),
    url_name: centro.url_name ?? '',
  };
}

/** The server's checks, and the form's own: a parent choice ("none" included) is required. */
export function centroFormErrors(values: CentroFormValues): FieldErrors {
  const parsed = centroFields.safeParse({ ...values, parent: values.parent === NO_PARENT ? '' : values.parent });
  const errors = parsed.success ? {} : zodIssuesToFieldErrors(parsed.error.issues);
  return values.parent === '' ? { ...errors, parent: [ADMIN_MESSAGES.required] } : errors;
}

export function centroFormData(values: CentroFormValues, images: ChosenImages): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('parent', values.parent === NO_PARENT ? '' : values.parent);
  form.append('url_name', values.url_name.trim());
  for (const field of IMAGE_FIELDS) {
    const file = images[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/** The centros a centro may be placed under: any but itself and those below it. */
export function parentChoices(centros: readonly CentroRecord[], editing: CentroRecord | null): CentroRecord[] {
  if (!editing) return [...centros];
  return centros.filter((c) => !c.path.includes(editing.id));
}
