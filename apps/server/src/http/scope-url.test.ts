import { describe, expect, it } from 'vitest';
import { splitScopedUrl } from './scope-url.js';

describe('splitScopedUrl', () => {
  it('splits site path, centro id and resource', () => {
    expect(splitScopedUrl('/api/v1/demo/norte/12/unit/explorer/?a=1')).toEqual({
      url: '/api/v1/unit/explorer/?a=1',
      scope: { sitePath: '/demo/norte', centroId: 12 },
    });
  });
  it('keeps site-level calls without a centro', () => {
    expect(splitScopedUrl('/api/v1/demo/user/5/pwd_change/')).toEqual({
      url: '/api/v1/user/5/pwd_change/',
      scope: { sitePath: '/demo', centroId: null },
    });
  });
  it('leaves unscoped and non-API URLs alone', () => {
    expect(splitScopedUrl('/api/v1/rest-auth/login/').scope).toEqual({ sitePath: null, centroId: null });
    expect(splitScopedUrl('/api/v1/site/').url).toBe('/api/v1/site/');
    expect(splitScopedUrl('/api/health').url).toBe('/api/health');
    expect(splitScopedUrl('/demo/explorer').url).toBe('/demo/explorer');
  });
  it('does not treat a leading centro id as a scope', () => {
    expect(splitScopedUrl('/api/v1/12/unit/').scope).toEqual({ sitePath: null, centroId: null });
  });
});
