import {
  type FieldErrors,
  IMAGE_FIELDS,
  type ImageField,
  NEW_SITE_DEFAULTS,
  type SiteRecord,
  siteFields,
  zodIssuesToFieldErrors,
} from '@qualium/contracts';

/** The company form's values, as its inputs hold them (text), and the images chosen. */
export interface SiteFormValues {
  name: string;
  url_name: string;
  qualium_product: string;
  storage_type: string;
  max_users_number: string;
  reports_footer_text: string;
  help_url: string;
  contact_email: string;
  allow_password_change: boolean;
  password_strength: boolean;
}
export type ChosenImages = Partial<Record<ImageField, File>>;

/** A new company (shell-and-admin §5 defaults: first storage type, first product, max users 1). */
export function newSiteValues(): SiteFormValues {
  return {
    name: '',
    url_name: '',
    qualium_product: NEW_SITE_DEFAULTS.qualium_product,
    storage_type: NEW_SITE_DEFAULTS.storage_type,
    max_users_number: String(NEW_SITE_DEFAULTS.max_users_number),
    reports_footer_text: '',
    help_url: '',
    contact_email: '',
    allow_password_change: NEW_SITE_DEFAULTS.allow_password_change,
    password_strength: NEW_SITE_DEFAULTS.password_strength,
  };
}

export function siteValuesOf(site: SiteRecord): SiteFormValues {
  return {
    name: site.name,
    url_name: site.url_name,
    qualium_product: site.qualium_product,
    storage_type: site.storage_type,
    max_users_number: String(site.max_users_number),
    reports_footer_text: site.reports_footer_text,
    help_url: site.help_url ?? '',
    contact_email: site.contact_email ?? '',
    allow_password_change: site.allow_password_change,
    password_strength: site.password_strength,
  };
}

/** The same checks the server makes (the contract's schema), before anything is sent. */
export function siteFormErrors(values: SiteFormValues): FieldErrors {
  const parsed = siteFields.safeParse({
    ...values,
    allow_password_change: String(values.allow_password_change),
    password_strength: String(values.password_strength),
  });
  return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error.issues);
}

/**
 * The multipart body: the fields, `parent` (the company above; a new company's, or the one it
 * already has), and only the images that were chosen (shell-and-admin §5).
 */
export function siteFormData(values: SiteFormValues, parent: number | null, images: ChosenImages): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('url_name', values.url_name.trim());
  form.append('qualium_product', values.qualium_product);
  form.append('storage_type', values.storage_type);
  form.append('max_users_number', values.max_users_number.trim());
  form.append('reports_footer_text', values.reports_footer_text);
  form.append('help_url', values.help_url.trim());
  form.append('contact_email', values.contact_email.trim());
  form.append('allow_password_change', String(values.allow_password_change));
  form.append('password_strength', String(values.password_strength));
  form.append('parent', parent === null ? '' : String(parent));
  for (const field of IMAGE_FIELDS) {
    const file = images[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}
