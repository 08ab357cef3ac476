import type { PersistedSession, SessionUser, SiteSummary } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_SESSION, isSignedIn, parseSession, serializeSession } from './persist';

const user: SessionUser = {
  id: 7,
  first_name: 'Ada',
  last_name: 'López',
  username: 'ada',
  email: 'ada@example.com',
  photo_url: null,
  lang: 'es',
  isManager: false,
  isAdmin: true,
  support_level: { chat: true },
  manager_of_centros: [],
  site: 1,
  preferred_centro: null,
};
const site: SiteSummary = {
  id: 1,
  name: 'Demo',
  url_name: 'demo',
  path: '/demo',
  depth: 0,
  parent: null,
  qualium_product: 'food',
  logo: null,
  background_image: null,
  process_map_image: null,
  allow_password_change: true,
  password_strength: false,
  help_url: null,
  contact_email: null,
};
const session: PersistedSession = { site: '/demo', site_data: site, centro: 3, root_site: '/demo', token: 'abc', user };

describe('session persistence', () => {
  it('round-trips exactly the six contract keys', () => {
    const raw = serializeSession({ ...session, password: 'secret' } as PersistedSession);
    expect(Object.keys(JSON.parse(raw))).toEqual(['site', 'site_data', 'centro', 'root_site', 'token', 'user']);
    expect(raw).not.toContain('secret');
    expect(parseSession(raw)).toEqual(session);
  });

  it('treats missing, broken or off-contract storage as no session', () => {
    expect(parseSession(null)).toEqual(EMPTY_SESSION);
    expect(parseSession('{not json')).toEqual(EMPTY_SESSION);
    expect(parseSession(JSON.stringify({ token: 5 }))).toEqual(EMPTY_SESSION);
  });

  it('knows a signed-in session', () => {
    expect(isSignedIn(session)).toBe(true);
    expect(isSignedIn(EMPTY_SESSION)).toBe(false);
    expect(isSignedIn({ ...session, user: { ...user, id: 0 } })).toBe(false);
  });
});
