import { ADMIN_MESSAGES, MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { translateRule } from './messages';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('translateRule', () => {
  it('translates the spec rule texts and keeps the numbers of the counted ones', () => {
    expect(translateRule(ADMIN_MESSAGES.required, t)).toBe('admin.rules.required');
    expect(translateRule(ADMIN_MESSAGES.emailInvalid, t)).toBe('admin.rules.emailInvalid');
    expect(translateRule(MESSAGES.passwordStrength, t)).toBe('admin.rules.passwordStrength');
    expect(translateRule(ADMIN_MESSAGES.atLeast(1).en, t)).toBe('admin.rules.atLeast{"min":"1"}');
    expect(translateRule(ADMIN_MESSAGES.between(-90, 90).en, t)).toBe('admin.rules.between{"min":"-90","max":"90"}');
    expect(translateRule(ADMIN_MESSAGES.tooLong(150).en, t)).toBe('admin.rules.tooLong{"max":"150"}');
  });

  it('leaves any other text as written', () => {
    expect(translateRule('Something the server said.', t)).toBe('Something the server said.');
  });
});
