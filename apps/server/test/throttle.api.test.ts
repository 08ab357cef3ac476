import { MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, useTestApp } from './harness.js';

// Three failures per username and address, twelve per username and per address at full speed,
// then 50 ms more per failure between an address's attempts (at most 1.5 s apart, 3 s of waiting).
const STEP_MS = 50;
const ctx = useTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_SLOWDOWN_MS: String(STEP_MS) });
const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/rest-auth/login/',
    payload: { username, password },
    remoteAddress: ip,
  });

/** The times an address's counted attempts were given, oldest first (ms). */
async function addressSlots(ip: string): Promise<number[]> {
  const rows = await ctx.db.k
    .selectFrom('login_attempts')
    .select('attempted_at')
    .where('subject', '=', `ip:${ip}`)
    .orderBy('attempted_at')
    .execute();
  return rows.map((r) => Date.parse(r.attempted_at));
}

describe('login throttling', () => {
  it('answers 429 after repeated failures for a username from one address, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('manager', 'wrong')).statusCode).toBe(400);
    const blocked = await attempt('manager', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.tooManyAttempts(15).en });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same person from another address, and another person from the same address, sign in.
    expect((await attempt('manager', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
    expect((await attempt('user', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('treats unknown usernames exactly like known ones', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('ghost.user', 'wrong', '10.0.0.3')).statusCode).toBe(400);
    expect((await attempt('ghost.user', 'wrong', '10.0.0.3')).statusCode).toBe(429);
  });

  it('stops guesses at one username from many addresses at four times the limit', async () => {
    for (let a = 1; a <= 4; a++) {
      for (let i = 0; i < 3; i++) expect((await attempt('jordi.puig', 'wrong', `10.1.0.${a}`)).statusCode).toBe(400);
    }
    const blocked = await attempt('jordi.puig', DEMO_PASSWORD, '10.1.0.5');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: MESSAGES.tooManyAttempts(15).en });
  });

  it('slows an address spraying many usernames, but never locks out the right password', async () => {
    for (let i = 0; i < 12; i++) expect((await attempt(`spray${i}`, 'x', '10.0.0.9')).statusCode).toBe(400);
    // An office behind that address: the right password still signs in (after its turn).
    expect((await attempt('user', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
    const before = (await addressSlots('10.0.0.9')).length;
    expect(before).toBe(12);

    // A burst of guesses: each waits its turn, and those whose turn is too far off are refused.
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`burst${i}`, 'x', '10.0.0.9')));
    const statuses = new Set(burst.map((res) => res.statusCode));
    expect(statuses).toEqual(new Set([400, 429]));
    for (const res of burst.filter((r) => r.statusCode === 429)) {
      expect(res.json()).toEqual({ detail: MESSAGES.tooManyAttempts(1).en });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const checked = burst.filter((r) => r.statusCode === 400).length;
    const slots = (await addressSlots('10.0.0.9')).slice(before);
    expect(slots).toHaveLength(checked);
    // Every further failure spaces the address's next attempt one step more, up to 30 steps.
    slots.slice(1).forEach((slot, i) => {
      const over = before + i + 2 - 12;
      expect(slot - slots[i]!).toBeGreaterThanOrEqual(Math.min(over, 30) * STEP_MS);
    });
  });

  it('clears the count of a username and address on a successful login', async () => {
    for (let i = 0; i < 2; i++) await attempt('admin', 'wrong', '10.0.0.4');
    expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt('admin', 'wrong', '10.0.0.4')).statusCode).toBe(400);
    expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    // More successes from one address (an office behind one NAT) than its failure allowance of 12.
    for (let i = 0; i < 13; i++) expect((await attempt('admin', DEMO_PASSWORD, '10.0.0.5')).statusCode).toBe(200);
    expect(await addressSlots('10.0.0.5')).toEqual([]);
  });

  it('lets no more than the limit through when wrong logins arrive all at once', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, () => attempt('acme.admin', 'wrong', '10.0.0.6')));
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(17).fill(429)]);
    // The right password is refused too from that address, within the window.
    const after = await attempt('acme.admin', DEMO_PASSWORD, '10.0.0.6');
    expect(after.statusCode).toBe(429);
    expect(after.json()).toEqual({ detail: MESSAGES.tooManyAttempts(15).en });
  });
});
