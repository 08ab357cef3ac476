import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { auth, login, type TestContext } from './harness.js';
import { multipart } from './multipart.js';

/**
 * Shared pieces of the administration API tests (admin-*.api.test.ts): a token per demo login,
 * calls with JSON or multipart bodies, look-ups of seeded ids by name and the audit entries a
 * change wrote.
 */
export const WHO = ['admin', 'manager', 'user', 'acme.admin'] as const;
export type Who = (typeof WHO)[number];

export function adminApi(ctx: TestContext) {
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const who of WHO) tokens[who] = await login(ctx, who);
  });

  const call = (
    who: Who | string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    ctx.app.inject({
      method,
      url,
      headers: auth(tokens[who as Who] ?? who),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A multipart body as the spec's client sends forms: every value text, lists as repeated names. */
  async function form(
    who: Who | string,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | string[]>,
    files: Parameters<typeof multipart>[1] = {},
  ) {
    const body = await multipart(fields, files);
    return ctx.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...auth(tokens[who as Who] ?? who), ...body.headers },
    });
  }

  const idOf = async (table: 'sites' | 'centros' | 'departments' | 'roles' | 'users', where: string, value: string) => {
    const row = await ctx.db.k
      .selectFrom(table)
      .select('id')
      .where(where as never, '=', value as never)
      .executeTakeFirstOrThrow();
    return (row as { id: number }).id;
  };

  /** The audit entries of one entity, oldest first, with before/after parsed. */
  async function auditOf(entity: string, entityId: number) {
    const rows = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', entity)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      ...r,
      before: r.before === null ? null : (JSON.parse(r.before) as Record<string, unknown>),
      after: r.after === null ? null : (JSON.parse(r.after) as Record<string, unknown>),
    }));
  }

  return {
    tokens,
    get: (who: Who | string, url: string) => call(who, 'GET', url),
    post: (who: Who | string, url: string, payload: object) => call(who, 'POST', url, payload),
    put: (who: Who | string, url: string, payload: object) => call(who, 'PUT', url, payload),
    del: (who: Who | string, url: string) => call(who, 'DELETE', url),
    form,
    idOf,
    auditOf,
  };
}

/** Asserts the status, showing the body when it differs. */
export function expectStatus(res: LightMyRequestResponse, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
}
