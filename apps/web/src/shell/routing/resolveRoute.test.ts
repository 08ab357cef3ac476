import { describe, expect, it } from 'vitest';
import { AUTH_SCREENS, loginRedirectUrl, requiresAuth, resolveRoute, safeRedirectTarget } from './resolveRoute';

describe('resolveRoute', () => {
  it('maps home and about', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'home' });
    expect(resolveRoute('')).toEqual({ kind: 'home' });
    expect(resolveRoute('/about')).toEqual({ kind: 'about' });
    expect(resolveRoute('/sede/norte/about')).toEqual({ kind: 'about' });
    expect(resolveRoute('/corp/demo/about')).toEqual({ kind: 'about' });
  });

  it('redirects bare /sede/{x} and /corp/{x} to their login', () => {
    expect(resolveRoute('/sede/norte')).toEqual({ kind: 'redirect', to: '/sede/norte/login' });
    expect(resolveRoute('/corp/demo/')).toEqual({ kind: 'redirect', to: '/corp/demo/login' });
  });

  it('recognises the three login forms', () => {
    expect(resolveRoute('/login')).toEqual({ kind: 'login', scope: { kind: 'none' } });
    expect(resolveRoute('/login/')).toEqual({ kind: 'login', scope: { kind: 'none' } });
    expect(resolveRoute('/corp/acme/login')).toEqual({ kind: 'login', scope: { kind: 'corp', urlName: 'acme' } });
    expect(resolveRoute('/sede/norte/login')).toEqual({ kind: 'login', scope: { kind: 'sede', urlName: 'norte' } });
    expect(resolveRoute('/foo/login').kind).toBe('notFound');
  });

  it('matches logout and sso routes', () => {
    expect(resolveRoute('/logout')).toEqual({ kind: 'logout' });
    expect(resolveRoute('/corp/demo/logout')).toEqual({ kind: 'logout' });
    expect(resolveRoute('/ssologin')).toEqual({ kind: 'ssologin' });
    expect(resolveRoute('/ssocallback')).toEqual({ kind: 'ssocallback' });
    expect(resolveRoute('/ssosigned')).toEqual({ kind: 'ssosigned' });
    expect(resolveRoute('/ssologout')).toEqual({ kind: 'ssologout' });
    expect(resolveRoute('/x/y/ssologout')).toEqual({ kind: 'ssologout' });
    expect(resolveRoute('/x/ssologin').kind).toBe('notFound');
  });

  it('matches every auth screen with and without a prefix', () => {
    for (const screen of AUTH_SCREENS) {
      expect(resolveRoute(`/${screen}`)).toEqual({ kind: 'screen', screen, prefix: '' });
      expect(resolveRoute(`/demo/norte/${screen}/`)).toEqual({ kind: 'screen', screen, prefix: '/demo/norte' });
    }
  });

  it('is case sensitive and falls back to not found', () => {
    expect(resolveRoute('/explorerCalendar').kind).toBe('screen');
    expect(resolveRoute('/explorercalendar').kind).toBe('notFound');
    expect(resolveRoute('/nothing/here').kind).toBe('notFound');
    expect(resolveRoute('/processes/12').kind).toBe('notFound');
  });

  it('says which routes need a session', () => {
    expect(requiresAuth(resolveRoute('/users'))).toBe(true);
    expect(requiresAuth(resolveRoute('/logout'))).toBe(true);
    expect(requiresAuth(resolveRoute('/'))).toBe(false);
    expect(requiresAuth(resolveRoute('/login'))).toBe(false);
    expect(requiresAuth(resolveRoute('/ssologout'))).toBe(false);
  });
});

describe('login redirects', () => {
  it('keeps the original full path', () => {
    expect(loginRedirectUrl('/search?search=a b&x=1')).toBe('/login?redirect=%2Fsearch%3Fsearch%3Da%20b%26x%3D1');
    expect(loginRedirectUrl('/')).toBe('/login');
  });

  it('only follows same-origin targets', () => {
    expect(safeRedirectTarget('/users?x=1')).toBe('/users?x=1');
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/login?redirect=/x')).toBe('/');
    expect(safeRedirectTarget('/logout')).toBe('/');
  });
});
