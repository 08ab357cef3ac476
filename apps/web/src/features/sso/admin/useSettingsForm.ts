import type { SsoSettings, SsoSettingsResponse } from '@qualium/contracts';
import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';
import { globalMessage } from '../../../ui/globalMessage';
import { saveSsoSettings } from '../api';
import { parseIdpMetadata, parseXmlInBrowser } from './idpMetadata';
import { checkSettings, type SettingsErrors, serverFieldErrors, translateMessage } from './settingsErrors';

type Key = keyof SsoSettings;
const FIELD_KEYS = new Set<string>([
  'enabled',
  'idp_entity_id',
  'idp_sso_url',
  'idp_slo_url',
  'idp_certificates',
  'sign_requests',
  'clock_skew_seconds',
  'attr_username',
  'attr_email',
  'attr_first_name',
  'attr_last_name',
  'jit_enabled',
  'jit_centro',
  'jit_role',
] satisfies Key[]);
const isFieldKey = (key: string) => FIELD_KEYS.has(key.split('.')[0] ?? key);

export interface SettingsAlert {
  severity: 'error' | 'info';
  lines: string[];
}

/**
 * The state of the SAML settings form: the values, the contract's own check (shown after a first
 * save attempt), the server's field problems (each until its field changes), the alert above the
 * save button, importing the IdP's metadata, and saving.
 */
export function useSettingsForm(
  data: SsoSettingsResponse,
  sitePath: string,
  onSaved: (saved: SsoSettingsResponse) => void,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<SsoSettings>(data.settings);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<SettingsErrors>({});
  const [alert, setAlert] = useState<SettingsAlert | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** After a refused save, the first marked field comes into view (the button is at the bottom). */
  const showFirstProblem = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }),
    );
  const local = useMemo(() => checkSettings(values), [values]);

  const errorOf = (key: string): string | undefined => {
    const message = server[key]?.[0] ?? (attempted ? local[key]?.[0] : undefined);
    return message === undefined ? undefined : translateMessage(message, t);
  };
  const set = <K extends Key>(key: K, value: SsoSettings[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A server message stands until its field changes.
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k.split('.')[0] !== key)));
  };

  const importMetadata = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const metadata = parseIdpMetadata(await file.text(), parseXmlInBrowser);
    if (!metadata) {
      setAlert({ severity: 'error', lines: [t('sso.admin.importFailed')] });
      return;
    }
    setValues((current) => ({
      ...current,
      idp_entity_id: metadata.entityId || current.idp_entity_id,
      idp_sso_url: metadata.ssoUrl || current.idp_sso_url,
      idp_slo_url: metadata.sloUrl || current.idp_slo_url,
      idp_certificates: metadata.certificates.length > 0 ? metadata.certificates : current.idp_certificates,
    }));
    setServer({});
    setAlert({ severity: 'info', lines: [t('sso.admin.imported')] });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (Object.keys(local).length > 0) {
      setAlert({ severity: 'error', lines: [t('sso.admin.fixFields')] });
      showFirstProblem();
      return;
    }
    setSaving(true);
    setAlert(null);
    try {
      const saved = await saveSsoSettings(sitePath, data.site.id, values);
      setValues(saved.settings);
      setServer({});
      setAttempted(false);
      onSaved(saved);
      globalMessage.set({ severity: 'success', text: t('sso.admin.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error.data);
        setServer(fields);
        const other = Object.fromEntries(Object.entries(fields).filter(([key]) => !isFieldKey(key)));
        const lines = formatFormErrors(other).map((line) => translateMessage(line, t));
        setAlert({ severity: 'error', lines: [t('sso.admin.fixFields'), ...lines] });
        showFirstProblem();
      } else {
        const lines = error instanceof ApiError && error.status !== 0 ? formatFormErrors(error.data) : [];
        setAlert({ severity: 'error', lines: lines.length > 0 ? lines : [t('globalMessage.networkError')] });
      }
    } finally {
      setSaving(false);
    }
  };

  return { form, values, set, errorOf, alert, saving, importMetadata, save };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
