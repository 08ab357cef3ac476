import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, entityLabel, targetName } from './labels';

const t = (key: string, options?: Record<string, unknown>) =>
  key === 'audit.entities.user'
    ? 'Usuario'
    : key === 'audit.actions.transition'
      ? `T ${options?.id}`
      : String(options?.defaultValue ?? key);

describe('audit labels', () => {
  it('translates known entities and actions and shows any other as it is', () => {
    expect(entityLabel('user', t)).toBe('Usuario');
    expect(entityLabel('gadget', t)).toBe('gadget');
    expect(actionLabel('transition:cerrar', t)).toBe('T cerrar');
    expect(actionLabel('archive', t)).toBe('archive');
  });

  it('names who made the change, or that nobody did', () => {
    expect(actorLabel({ user: { id: 1, username: 'admin', name: 'Marta Ruiz' }, user_id: 1 }, t)).toBe(
      'Marta Ruiz (admin)',
    );
    expect(actorLabel({ user: null, user_id: null }, t)).toBe('audit.system');
  });

  it('names what changed from its values after, else before', () => {
    expect(targetName({ before: { reference: 'OLD' }, after: { reference: 'NC', name: 'No conformidad' } })).toBe('NC');
    expect(targetName({ before: { username: 'ana' }, after: null })).toBe('ana');
    expect(targetName({ before: null, after: { lang: 'en' } })).toBeNull();
    expect(targetName({ before: 'text', after: [1] })).toBeNull();
  });
});
