import { describe, expect, it } from 'vitest';
import { processRolesInCentro } from '../src/modules/access/policy.js';
import { resolveScope } from '../src/modules/org/scope.js';
import { useTestApp } from './harness.js';

/**
 * A scope made without a token (the demo seed's, org/scope.ts resolveScope) carries the versions
 * the token's statement would read, so the roles a write looks up are kept per process under them,
 * and read again once a grant raises the version.
 */
const ctx = useTestApp();

async function managerScope() {
  const k = ctx.db.k;
  const user = await k.selectFrom('users').selectAll().where('username', '=', 'manager').executeTakeFirstOrThrow();
  const site = await k
    .selectFrom('sites')
    .select(['id', 'path'])
    .where('id', '=', user.site_id)
    .executeTakeFirstOrThrow();
  const role = await k
    .selectFrom('user_centro_roles')
    .select('centro_id')
    .where('user_id', '=', user.id)
    .where('site_id', '=', site.id)
    .orderBy('centro_id')
    .executeTakeFirstOrThrow();
  const scope = await resolveScope(ctx, user, { sitePath: site.path, centroId: role.centro_id });
  return { scope: scope!, user, siteId: site.id, centroId: role.centro_id };
}

const versionOf = async (siteId: number) =>
  Number(
    (await ctx.db.k.selectFrom('access_versions').select('version').where('site_id', '=', siteId).executeTakeFirst())
      ?.version ?? 0,
  );

describe('a scope resolved without a token', () => {
  it("carries the database's versions, keeps the roles under them, and reads them again once a grant moves the version", async () => {
    const first = await managerScope();
    expect(first.scope.accessVersion).toBe(await versionOf(first.siteId));
    expect(first.scope.catalogVersion).toEqual(expect.any(Number));
    const roles = await processRolesInCentro(ctx.db, first.scope, first.centroId);
    expect(roles.size).toBeGreaterThan(0);

    // The user's roles in the centro go: the write raises the version (migration 0022's triggers).
    // A scope read before it answers from the kept roles, as a request whose token was read before
    // the change; a scope resolved after it reads them again.
    const taken = await ctx.db.k
      .selectFrom('user_centro_roles')
      .selectAll()
      .where('user_id', '=', first.user.id)
      .where('centro_id', '=', first.centroId)
      .execute();
    await ctx.db.k
      .deleteFrom('user_centro_roles')
      .where('user_id', '=', first.user.id)
      .where('centro_id', '=', first.centroId)
      .execute();
    expect(await versionOf(first.siteId)).toBeGreaterThan(first.scope.accessVersion!);
    expect((await processRolesInCentro(ctx.db, first.scope, first.centroId)).size).toBe(roles.size);
    const site = await ctx.db.k
      .selectFrom('sites')
      .select('path')
      .where('id', '=', first.siteId)
      .executeTakeFirstOrThrow();
    const again = await resolveScope(ctx, first.user, { sitePath: site.path, centroId: null });
    expect(again!.accessVersion).toBe(await versionOf(first.siteId));
    expect((await processRolesInCentro(ctx.db, again!, first.centroId)).size).toBe(0);

    await ctx.db.k.insertInto('user_centro_roles').values(taken).execute();
  });
});
