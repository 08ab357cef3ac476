import { MESSAGES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';

const ctx = useTestApp();
const NEW = 'Calidad2026#';

async function session(username: string) {
  const key = await login(ctx, username);
  const me = (await ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(key) })).json();
  return { key, id: me.id as number };
}
const change = (key: string, id: number, payload: object, site = '/demo') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${site}/user/${id}/pwd_change/`, headers: auth(key), payload });

describe('change password (spec shell-and-admin §5)', () => {
  it('requires every field', async () => {
    const { key, id } = await session('manager');
    const res = await change(key, id, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      current_password: [MESSAGES.required],
      new_password: [MESSAGES.required],
      confirm_password: [MESSAGES.required],
    });
  });

  it('enforces strength, difference and confirmation on the server', async () => {
    // The demo company has the strength rule on (its flag, shell-and-admin §5).
    const { key, id } = await session('manager');
    const weak = await change(key, id, {
      current_password: DEMO_PASSWORD,
      new_password: 'abcdefgh',
      confirm_password: 'abcdefgh',
    });
    expect(weak.json()).toEqual({ new_password: [MESSAGES.passwordStrength] });
    const same = await change(key, id, {
      current_password: DEMO_PASSWORD,
      new_password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
    });
    expect(same.json()).toEqual({ new_password: [MESSAGES.passwordMustDiffer] });
    const mismatch = await change(key, id, {
      current_password: DEMO_PASSWORD,
      new_password: NEW,
      confirm_password: `${NEW}x`,
    });
    expect(mismatch.json()).toEqual({ confirm_password: [MESSAGES.passwordMustMatch] });
    for (const res of [weak, same, mismatch]) expect(res.statusCode).toBe(400);
  });

  it("applies the strength rule only where the company's flag is on (default off), the difference rule always", async () => {
    const { key, id } = await session('acme.admin');
    const weak = { current_password: DEMO_PASSWORD, new_password: 'abcdefgh', confirm_password: 'abcdefgh' };
    const site = await ctx.db.k
      .selectFrom('sites')
      .select('password_strength')
      .where('url_name', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(site.password_strength).toBe(0);
    const same = await change(
      key,
      id,
      { ...weak, new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
      '/acme',
    );
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ new_password: [MESSAGES.passwordMustDiffer] });
    await ctx.db.k.updateTable('sites').set({ password_strength: 1 }).where('url_name', '=', 'acme').execute();
    const refused = await change(key, id, weak, '/acme');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ new_password: [MESSAGES.passwordStrength] });
    await ctx.db.k.updateTable('sites').set({ password_strength: 0 }).where('url_name', '=', 'acme').execute();
    expect((await change(key, id, weak, '/acme')).statusCode).toBe(200);
    expect(await login(ctx, 'acme.admin', 'abcdefgh')).toMatch(/^[0-9a-f]{64}$/);
    const back = { current_password: 'abcdefgh', new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD };
    expect((await change(key, id, back, '/acme')).statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { key, id } = await session('manager');
    const res = await change(key, id, { current_password: 'Wrong123!', new_password: NEW, confirm_password: NEW });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });
  });

  it('throttles wrong current passwords per user, also when they arrive all at once', async () => {
    const { key, id } = await session('admin');
    const wrong = { current_password: 'Wrong123!', new_password: NEW, confirm_password: NEW };
    const burst = await Promise.all(Array.from({ length: 8 }, () => change(key, id, wrong)));
    expect(burst.map((res) => res.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const refused = burst.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ detail: MESSAGES.tooManyPasswordAttempts(15).en });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right current password is refused too within the window; the password stays as it was.
    const right = await change(key, id, { current_password: DEMO_PASSWORD, new_password: NEW, confirm_password: NEW });
    expect(right.statusCode).toBe(429);
    expect(await login(ctx, 'admin')).toMatch(/^[0-9a-f]{64}$/);
    // Another user is not affected.
    const other = await session('manager');
    expect((await change(other.key, other.id, wrong)).statusCode).toBe(400);
  });

  it("refuses to change another user's password", async () => {
    const { key } = await session('manager');
    const other = await session('user');
    const res = await change(key, other.id, {
      current_password: DEMO_PASSWORD,
      new_password: NEW,
      confirm_password: NEW,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses where the company does not allow password change', async () => {
    const { key, id } = await session('acme.admin');
    await ctx.db.k.updateTable('sites').set({ allow_password_change: 0 }).where('url_name', '=', 'acme').execute();
    const res = await change(
      key,
      id,
      { current_password: DEMO_PASSWORD, new_password: NEW, confirm_password: NEW },
      '/acme',
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: MESSAGES.passwordChangeNotAllowed });
  });

  it('changes it, keeps this session, ends the others and writes the audit log', async () => {
    const other = await session('user');
    const { key, id } = await session('user');
    const res = await change(key, id, { current_password: DEMO_PASSWORD, new_password: NEW, confirm_password: NEW });
    expect(res.statusCode).toBe(200);
    const me = (k: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/user_data/me/', headers: auth(k) });
    expect((await me(key)).statusCode).toBe(200);
    expect((await me(other.key)).statusCode).toBe(401);
    await expect(login(ctx, 'user')).rejects.toThrow();
    expect(await login(ctx, 'user', NEW)).toMatch(/^[0-9a-f]{64}$/);
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password_change')
      .where('user_id', '=', id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: id, entity: 'user', entity_id: String(id) });
  });

  it('keeps the audit log append-only in the database itself', async () => {
    await expect(ctx.db.k.updateTable('audit_log').set({ action: 'x' }).execute()).rejects.toThrow(/append-only/);
    await expect(ctx.db.k.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});
