import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The labels of the company and centro fields, which the form-error routine puts before messages. */
export function useFieldLabels(): Record<string, string> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        [
          'name',
          'url_name',
          'qualium_product',
          'storage_type',
          'max_users_number',
          'reports_footer_text',
          'help_url',
          'contact_email',
          'allow_password_change',
          'password_strength',
          'parent',
          'logo',
          'process_map_image',
          'background_image',
          'roles',
        ].map((field) => [field, t(`orgAdmin.fields.${field}`)]),
      ),
    [t],
  );
}
