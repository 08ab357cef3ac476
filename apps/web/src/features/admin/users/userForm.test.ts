import type { AdminUser, SiteSummary } from '@qualium/contracts';
import { userCreateFields, userFields } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../api/formData';
import { companiesWithin, userFormBody, userFormValues } from './userForm';

const user = {
  id: 7,
  username: 'carmen.lopez',
  email: 'carmen@demo.es',
  first_name: 'Carmen',
  last_name: 'López',
  lang: 'es',
  is_active: true,
  email_notifications: true,
  internal_notifications: false,
  isManager: false,
  isAdmin: false,
  support_level: { chat: true },
  preferred_centro: 2,
  preferred_centro_name: 'Bloque',
  photo: null,
  roles: [],
  site: 1,
  site_name: 'Demo',
  last_login: null,
} satisfies AdminUser;

describe('user form', () => {
  it('sends a new user with its password and support_level as JSON text, which the contract reads', () => {
    const values = {
      ...userFormValues(null, 1),
      username: 'nuria',
      email: 'n@demo.es',
      first_name: 'N',
      last_name: 'V',
      password: 'Nuevo1234!',
    };
    const form = toFormData(userFormBody(values, null, 'Demo'));
    expect(form.get('support_level')).toBe('{"chat":false}');
    expect(form.get('password')).toBe('Nuevo1234!');
    expect(form.get('site')).toBe('1');
    expect(form.get('site_name')).toBe('Demo');
    expect(form.get('id')).toBe('');
    expect(form.get('preferred_centro')).toBe('');
    expect(userCreateFields.safeParse(Object.fromEntries(form)).success).toBe(true);
  });

  it('sends an edit without any password, and the contract reads it back', () => {
    const form = toFormData(userFormBody(userFormValues(user, 1), user, 'Demo'));
    expect(form.has('password')).toBe(false);
    expect(form.get('id')).toBe('7');
    expect(form.get('internal_notifications')).toBe('false');
    const parsed = userFields.parse(Object.fromEntries(form));
    expect(parsed).toMatchObject({
      username: 'carmen.lopez',
      support_level: { chat: true },
      preferred_centro: 2,
      site: 1,
    });
  });

  it('offers the current company and its sub-companies only', () => {
    const site = (id: number, path: string) => ({ id, path }) as SiteSummary;
    const sites = [site(1, '/demo'), site(2, '/demo/norte'), site(3, '/acme'), site(4, '/demox')];
    expect(companiesWithin(sites, '/demo').map((s) => s.id)).toEqual([1, 2]);
    expect(companiesWithin(sites, '/demo/norte').map((s) => s.id)).toEqual([2]);
  });
});
