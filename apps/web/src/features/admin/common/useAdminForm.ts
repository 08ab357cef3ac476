import { type FieldErrors, zodIssuesToFieldErrors } from '@qualium/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';
import { translateRule } from './messages';

/** The form's own check with the contract's schema (the same rules and texts as the server). */
export function checkWith(schema: z.ZodType) {
  return (values: unknown): FieldErrors => {
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : zodIssuesToFieldErrors(parsed.error.issues);
  };
}

/** Lines for a failed save: the server's form errors through the shared routine (shell-and-admin §8). */
export function saveErrorLines(error: unknown, labels: Record<string, string>, fallback: string): string[] {
  if (error instanceof ApiError) {
    const lines = formatFormErrors(error.data, labels);
    if (lines.length > 0 && !(typeof error.data === 'string' && error.data.trimStart().startsWith('<'))) return lines;
  }
  return [fallback];
}

/**
 * State of an administration form: values, the contract's check (shown per field once it changed,
 * all of them after a save attempt), the server's field errors (until their field changes) and
 * the alert lines of a refused save.
 */
export function useAdminForm<V extends Record<string, unknown>, R>(options: {
  initial: V;
  check: (values: V) => FieldErrors;
  labels: Record<string, string>;
  save: (values: V) => Promise<R>;
  onSaved: (result: R) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const local = useMemo(() => options.check(values), [options.check, values]);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setTouched((current) => new Set(current).add(String(key)));
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k.split('.')[0] !== key)));
  };

  /** The first problem of a field (a server message as written, a local one translated). */
  const errorOf = (key: string): string | undefined => {
    const fromServer = Object.entries(server).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1]?.[0];
    if (fromServer) return fromServer;
    if (!attempted && !touched.has(key)) return undefined;
    const mine = Object.entries(local).find(([k]) => k === key || k.startsWith(`${key}.`))?.[1]?.[0];
    return mine === undefined ? undefined : translateRule(mine, t);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (Object.keys(local).length > 0) {
      setAlert([t('admin.form.fixFields', { count: Object.keys(local).length })]);
      return;
    }
    setSaving(true);
    setAlert([]);
    try {
      options.onSaved(await options.save(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.data && typeof error.data === 'object') {
        setServer(error.data as FieldErrors);
      }
      setAlert(saveErrorLines(error, options.labels, t('admin.form.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return { values, set, errorOf, submit, saving, alert, attempted };
}
export type AdminForm<V extends Record<string, unknown>> = ReturnType<typeof useAdminForm<V, unknown>>;
