import { describe, expect, it } from 'vitest';
import { forgetSsoSession, logoutPathFor, rememberSsoSession, ssoSessionOf } from './ssoSession';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the single sign-on mark of a session', () => {
  const token = `${'a'.repeat(56)}12345678`;

  it('sends logging out through the IdP only for the session that came from one with a logout address', () => {
    const storage = memoryStorage();
    expect(logoutPathFor(token, storage)).toBe('/logout');
    rememberSsoSession(token, { site: 'demo', singleLogout: true }, storage);
    expect(ssoSessionOf(token, storage)).toEqual({ site: 'demo', singleLogout: true });
    expect(logoutPathFor(token, storage)).toBe('/ssologout');
    // Another session (a password login after it) is not marked.
    expect(logoutPathFor(`${'b'.repeat(56)}87654321`, storage)).toBe('/logout');
    expect(logoutPathFor(null, storage)).toBe('/logout');
    rememberSsoSession(token, { site: 'demo', singleLogout: false }, storage);
    expect(logoutPathFor(token, storage)).toBe('/logout');
    forgetSsoSession(storage);
    expect(ssoSessionOf(token, storage)).toBeNull();
  });

  it('ignores a mark it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('qualium.sso', '{not json');
    expect(ssoSessionOf(token, storage)).toBeNull();
  });
});
