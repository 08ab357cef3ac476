import type { MeResponse } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { createSessionStore, type StorageLike } from './store';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const me: MeResponse = {
  id: 3,
  first_name: 'Ana',
  last_name: 'Ruiz',
  username: 'ana',
  email: 'ana@x',
  photo_url: null,
  lang: 'ca',
  isManager: true,
  isAdmin: false,
  support_level: { chat: false },
  manager_of_centros: [],
  site: 1,
  preferred_centro: 11,
  sites: [
    {
      id: 1,
      name: 'Demo',
      url_name: 'demo',
      path: '/demo',
      depth: 0,
      parent: null,
      qualium_product: 'health',
      logo: null,
      background_image: null,
      process_map_image: null,
      allow_password_change: true,
      password_strength: false,
      help_url: null,
      contact_email: null,
    },
  ],
  centros: [
    { id: 10, name: 'A', url_name: null, site: 1, parent: null, path: [10], path_str: 'A', depth: 0, logo: null },
    { id: 11, name: 'B', url_name: null, site: 1, parent: null, path: [11], path_str: 'B', depth: 0, logo: null },
  ],
};

describe('session store', () => {
  it('persists sign-in without sites/centros and purges', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, 'k');
    let purged = 0;
    store.onPurge(() => purged++);
    store.signIn('tok', me);
    const saved = JSON.parse(storage.data.get('k') ?? 'null');
    expect(saved).toMatchObject({ site: '/demo', centro: 11, root_site: '/demo', token: 'tok' });
    expect(saved.user).not.toHaveProperty('centros');
    expect(saved.site_data.qualium_product).toBe('health');

    store.purge();
    expect(storage.data.has('k')).toBe(false);
    expect(store.get().persisted.token).toBeNull();
    expect(purged).toBe(1);
  });

  it('starts loading when a token is stored, and switches centros', () => {
    const storage = memoryStorage();
    createSessionStore(storage, 'k').signIn('tok', me);
    const store = createSessionStore(storage, 'k');
    expect(store.get().loading).toBe(true);
    store.applyMe('tok', me);
    expect(store.get().persisted.centro).toBe(11);
    expect(store.switchCentro(11)).toBe(false);
    expect(store.switchCentro(10)).toBe(true);
    expect(JSON.parse(storage.data.get('k') ?? '{}').centro).toBe(10);
    expect(() => store.switchCentro(99)).toThrow("Can't browse to centre 99 because user has no access to it");
  });

  it('says which stored centro it could not keep when me no longer lists it', () => {
    const storage = memoryStorage();
    createSessionStore(storage, 'k').signIn('tok', me);
    const store = createSessionStore(storage, 'k');
    expect(store.applyMe('tok', me)).toBeNull(); // 11 is still browsable
    const withoutEleven = { ...me, centros: me.centros.filter((c) => c.id !== 11) };
    expect(store.applyMe('tok', withoutEleven)).toBe(11);
    expect(store.get().persisted.centro).toBe(10);
    expect(JSON.parse(storage.data.get('k') ?? '{}').centro).toBe(10);
    expect(store.applyMe('other-token', me)).toBeNull(); // a me for a session that is gone changes nothing
    expect(store.get().persisted.centro).toBe(10);
  });

  it('adopts logins and logouts from other tabs', () => {
    const a = createSessionStore(memoryStorage(), 'k');
    const b = createSessionStore(memoryStorage(), 'k');
    a.signIn('tok', me);
    const raw = JSON.stringify(a.get().persisted);
    b.adoptExternal(raw);
    expect(b.get().persisted.token).toBe('tok');
    expect(b.get().loading).toBe(true); // b must load its own `me`
    let purged = false;
    b.onPurge(() => {
      purged = true;
    });
    b.adoptExternal(null);
    expect(b.get().persisted.token).toBeNull();
    expect(purged).toBe(true);
  });

  it('drops cached data when another tab signs in as someone else', () => {
    const a = createSessionStore(memoryStorage(), 'k');
    const b = createSessionStore(memoryStorage(), 'k');
    a.signIn('tok-a', me);
    b.signIn('tok-b', me);
    let purged = 0;
    b.onPurge(() => purged++);
    b.adoptExternal(JSON.stringify(a.get().persisted));
    expect(b.get().persisted.token).toBe('tok-a');
    expect(b.get().me).toBeNull();
    expect(purged).toBe(1);
    b.adoptExternal(JSON.stringify({ ...a.get().persisted, centro: 10 }));
    expect(purged).toBe(1); // same session, another centro: nothing to drop
  });
});
