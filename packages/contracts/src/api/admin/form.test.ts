import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../../messages/zod-issues.js';
import {
  idList,
  integerAtLeast,
  optionalId,
  optionalNumberBetween,
  requiredFlag,
  requiredId,
  requiredText,
} from './form.js';
import { isMenuLink, menuFields } from './menus.js';
import { ADMIN_MESSAGES as M } from './messages.js';
import { userFields } from './users.js';

const messageOf = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
  const parsed = schema.safeParse(value) as { success: boolean; error?: { issues: Array<{ message: string }> } };
  return parsed.success ? null : parsed.error?.issues[0]?.message;
};

describe('form fields read JSON and multipart values alike', () => {
  it('texts: required, no leading space, trailing spaces dropped, length capped', () => {
    const text = requiredText(5);
    expect(text.parse('abc  ')).toBe('abc');
    expect(messageOf(text, undefined)).toBe(M.required);
    expect(messageOf(text, '   ')).toBe(M.required);
    expect(messageOf(text, ' abc')).toBe(M.leadingSpace);
    expect(messageOf(text, 'abcdef')).toBe(M.tooLong(5).en);
  });

  it('flags: booleans or their form texts; anything else is refused', () => {
    expect(requiredFlag.parse('true')).toBe(true);
    expect(requiredFlag.parse('0')).toBe(false);
    expect(requiredFlag.parse(false)).toBe(false);
    expect(messageOf(requiredFlag, undefined)).toBe(M.required);
    expect(messageOf(requiredFlag, 'maybe')).toBe(M.notBoolean);
  });

  it('ids: empty means none, text is read as a number, the rest is refused', () => {
    expect(optionalId.parse('')).toBeNull();
    expect(optionalId.parse('null')).toBeNull();
    expect(optionalId.parse('12')).toBe(12);
    expect(messageOf(optionalId, 'x')).toBe(M.invalidInteger);
    expect(messageOf(optionalId, -3)).toBe(M.invalidInteger);
    expect(messageOf(requiredId, '')).toBe(M.required);
    expect(requiredId.parse('7')).toBe(7);
  });

  it('id lists: repeated names, JSON text or commas, without duplicates', () => {
    expect(idList.parse(['3', '4', '3'])).toEqual([3, 4]);
    expect(idList.parse('[5,6]')).toEqual([5, 6]);
    expect(idList.parse('7, 8')).toEqual([7, 8]);
    expect(idList.parse('')).toEqual([]);
    expect(idList.parse(undefined)).toEqual([]);
    expect(messageOf(idList, ['1', 'dos'])).toBe(M.invalidInteger);
  });

  it('numbers: a decimal comma is accepted, limits are checked, empty is none', () => {
    const lon = optionalNumberBetween(-180, 180);
    expect(lon.parse('-3,68832')).toBe(-3.68832);
    expect(lon.parse('')).toBeNull();
    expect(messageOf(lon, 'este')).toBe(M.invalidNumber);
    expect(messageOf(lon, '180.5')).toBe(M.between(-180, 180).en);
    const order = integerAtLeast(1);
    expect(order.parse('3')).toBe(3);
    expect(messageOf(order, '')).toBe(M.required);
    expect(messageOf(order, '0')).toBe(M.atLeast(1).en);
    expect(messageOf(order, '1.5')).toBe(M.invalidInteger);
  });
});

describe('the admin forms', () => {
  it('menu links are application paths or http(s) addresses', () => {
    expect(isMenuLink('/explorer?business_process=NC')).toBe(true);
    expect(isMenuLink('https://www.iso.org/')).toBe(true);
    expect(isMenuLink('//evil.example.com')).toBe(false);
    expect(isMenuLink('javascript:alert(1)')).toBe(false);
    expect(isMenuLink('explorer')).toBe(false);
  });

  it('a menu sends an empty url and parent as none, and never a role both allowed and blocked', () => {
    const parsed = menuFields.parse({ name: 'Docs', order: '2', enabled: 'true', url: '', parent: '' });
    expect(parsed).toMatchObject({ url: null, parent: null, allowed_roles: [], blocked_roles: [] });
    const both = menuFields.safeParse({ name: 'X', order: 1, enabled: true, allowed_roles: [1], blocked_roles: '1' });
    expect(both.success ? {} : zodIssuesToFieldErrors(both.error.issues)).toEqual({
      blocked_roles: [M.roleBothAllowedAndBlocked],
    });
  });

  it('a user’s support_level arrives as JSON text and needs its chat flag', () => {
    const base = {
      username: 'ana',
      email: 'ana@demo.es',
      first_name: 'Ana',
      last_name: 'M',
      lang: 'es',
      is_active: 'true',
      email_notifications: 'true',
      internal_notifications: 'true',
      isManager: 'false',
      isAdmin: 'false',
    };
    expect(userFields.parse({ ...base, support_level: '{"chat":true,"tier":2}' }).support_level).toEqual({
      chat: true,
      tier: 2,
    });
    const missing = userFields.safeParse({ ...base, support_level: '{}' });
    expect(missing.success ? {} : zodIssuesToFieldErrors(missing.error.issues)).toEqual({
      'support_level.chat': [M.required],
    });
    const bad = userFields.safeParse({ ...base, support_level: 'not json' });
    expect(bad.success).toBe(false);
  });
});
