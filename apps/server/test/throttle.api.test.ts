import { MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestApp } from './harness.js';

const ctx = useTestApp({ LOGIN_MAX_FAILURES: '3' });
const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/rest-auth/login/',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('login throttling', () => {
  it('answers 429 after repeated failures for a username, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('manager', 'wrong')).statusCode).toBe(400);
    const blocked = await attempt('manager', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.tooManyAttempts(15) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other usernames from another address are not affected.
    expect((await attempt('user', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('treats unknown usernames exactly like known ones', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('ghost.user', 'wrong', '10.0.0.3')).statusCode).toBe(400);
    expect((await attempt('ghost.user', 'wrong', '10.0.0.3')).statusCode).toBe(429);
  });

  it('throttles one address spraying many usernames', async () => {
    for (let i = 0; i < 12; i++) expect((await attempt(`spray${i}`, 'x', '10.0.0.9')).statusCode).toBe(400);
    expect((await attempt('user', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(429);
  });

  it('clears the username count on a successful login', async () => {
    for (let i = 0; i < 2; i++) await attempt('admin', 'wrong', '10.0.0.4');
    expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt('admin', 'wrong', '10.0.0.4')).statusCode).toBe(400);
    expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    // More successes from one address (an office behind one NAT) than its failure limit of 12.
    for (let i = 0; i < 13; i++) expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.5')).statusCode).toBe(200);
  });

  it('lets no more than the limit through when wrong logins arrive all at once', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => attempt('acme.admin', 'wrong', '10.0.0.6')));
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(17).fill(429)]);
    // The right password is refused too, within the window.
    const after = await attempt('acme.admin', DEMO_PASSWORD, '10.0.0.7');
    expect(after.statusCode).toBe(429);
    expect(after.json()).toEqual({ detail: MESSAGES.tooManyAttempts(15) });
  });
});
