import { SSO_MESSAGES, ssoSettings } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { checkSettings, serverFieldErrors, translateMessage } from './settingsErrors';

describe('SSO settings form problems', () => {
  it('checks with the contract: what switching it on requires', () => {
    const values = ssoSettings.parse({});
    expect(checkSettings(values)).toEqual({});
    expect(checkSettings({ ...values, enabled: true, idp_sso_url: 'ftp://x' })).toEqual({
      idp_entity_id: [SSO_MESSAGES.requiredWhenEnabled],
      idp_sso_url: [SSO_MESSAGES.invalidUrl],
      idp_certificates: [SSO_MESSAGES.certificateRequired],
    });
    expect(Object.keys(checkSettings({ ...values, idp_certificates: ['', 'x'] }))).toEqual([
      'idp_certificates.0',
      'idp_certificates.1',
    ]);
  });

  it('keeps the server’s field messages and translates the contract’s', () => {
    expect(serverFieldErrors({ jit_role: [SSO_MESSAGES.unknownRole], detail: 'x' })).toEqual({
      jit_role: [SSO_MESSAGES.unknownRole],
    });
    expect(serverFieldErrors('oops')).toEqual({});
    const t = (key: string) => `<${key}>`;
    expect(translateMessage(SSO_MESSAGES.unknownRole, t)).toBe('<sso.admin.messages.unknownRole>');
    expect(translateMessage('Something else.', t)).toBe('Something else.');
  });
});
