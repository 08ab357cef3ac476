import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  describeRequest,
  type FuzzRequest,
  type FuzzTargets,
  fuzzRequest,
  type OpenApiDocument,
  operationsOf,
  type Role,
} from './fuzz/cases.js';
import { problemsOf } from './fuzz/verdict.js';
import { auth, login, useTestApp } from './harness.js';
import { unitsApi } from './units-fixture.js';

/**
 * Malformed input never hurts the server (docs/reliability.md): every operation of the OpenAPI
 * document, as anonymous, staff and admin in turn, with malformed bodies, queries, paths,
 * encodings and content types drawn from a fixed seed, answers below 500 and without a stack
 * trace or SQL in it, and the server is healthy afterwards. PostgreSQL runs a smaller share (its
 * writes are slower); bench/fuzz.mjs sends 100,000 over HTTP. A failure names the request (seed
 * and index), which `FUZZ_SEED` and `FUZZ_REQUESTS` replay.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 11);
const COUNT = Number(process.env.FUZZ_REQUESTS ?? (inject('dbKind') === 'sqlite' ? 3000 : 1500));
// The fuzzer's logins come from one address: keep its slowdown short (throttle.api.test.ts tests it).
const ctx = useTestApp({ LOGIN_SLOWDOWN_MS: '1' });

const USERS: Record<Exclude<Role, 'anonymous'>, string> = { staff: 'user', admin: 'admin' };
const tokens: Partial<Record<Role, string>> = {};
let document: OpenApiDocument;
let targets: FuzzTargets;

beforeAll(async () => {
  for (const [role, username] of Object.entries(USERS)) tokens[role as Role] = await login(ctx, username);
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  // A unit of the lab's, so that unit operations also reach a real one.
  const unit = await unitsApi(ctx).createUnit(tokens.admin!, '/api/v1/demo/3', 'NC');
  // Real ids, but not those of the fuzzer's own accounts: an admin's fuzzed write may disable or
  // delete the user it names, as it should, and the fuzzer would lose its roles.
  const own = await ctx.db.k.selectFrom('users').select('id').where('username', 'in', Object.values(USERS)).execute();
  const ownIds = new Set(own.map((u) => String(u.id)));
  const declared = new Map(ctx.app.declaredRoutes.map((r) => [`${r.method} ${r.url}`, r.scope]));
  targets = {
    site: '/demo',
    subSite: '/demo/norte',
    centro: '/demo/3',
    uids: [unit.uid, 'QUnit#NC#1#1'],
    ids: ['1', '2', '3', '4', '5', '7', '12'].filter((id) => !ownIds.has(id)),
    scopeOf: (method, path) => declared.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  };
});

async function send(request: FuzzRequest) {
  const token = tokens[request.role];
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(token ? auth(token) : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

describe('the OpenAPI-driven fuzzer', () => {
  const failures: string[] = [];
  const sent = new Set<string>();

  afterAll(() => {
    if (failures.length) console.error(`Fuzzer failures:\n${failures.join('\n')}`);
  });

  it(`answers ${COUNT} malformed requests below 500, revealing nothing`, { timeout: 600_000 }, async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(100);
    for (let index = 0; index < COUNT; index++) {
      const request = fuzzRequest(SEED, index, operations, targets);
      const res = await send(request);
      sent.add(`${request.role} ${request.operation}`);
      const problems = problemsOf(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problems.length)
        failures.push(`${problems.join(', ')}: ${describeRequest(request, SEED)} → ${res.body.slice(0, 300)}`);
      // A fuzzed logout or password change may end the role's session: sign in again.
      if (res.statusCode === 401 && request.role !== 'anonymous') {
        tokens[request.role] = await login(ctx, USERS[request.role]);
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every operation was sent as every role.
    if (COUNT >= operations.length * 3) expect(sent.size).toBe(operations.length * 3);
  });

  it('leaves the server healthy', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const me = await ctx.app.inject({ url: '/api/v1/user_data/me/', headers: auth(await login(ctx, 'admin')) });
    expect(me.statusCode).toBe(200);
  });
});
