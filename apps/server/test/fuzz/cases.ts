import { Random } from '../../src/seed/demo-random.js';
import { type Body, randomBody } from './bodies.js';
import { hostileText, type Schema, valueFor } from './values.js';

/** The part of the OpenAPI document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export type Role = 'anonymous' | 'staff' | 'admin';
export const ROLES: readonly Role[] = ['anonymous', 'staff', 'admin'];
export type DeclaredScope = 'none' | 'optional' | 'site' | 'centro';

/** What the fuzzer knows of the data it runs against, so that some requests reach real records. */
export interface FuzzTargets {
  /** Scope prefixes that exist and that the signed-in roles reach: a company, a sub-company, a centro. */
  site: string;
  subSite: string;
  centro: string;
  /** Uids and ids of real records, sent among hostile ones. */
  uids: readonly string[];
  ids: readonly string[];
  /** The scope each operation declares, when the caller knows it ('GET /api/v1/x/'). */
  scopeOf?: (method: string, path: string) => DeclaredScope | undefined;
}

export interface FuzzRequest {
  /** Its place in the seeded sequence: the same seed and index give the same request. */
  index: number;
  /** The operation, as the OpenAPI document names it. */
  operation: string;
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzOperation {
  method: string;
  path: string;
  operation: Operation;
}

/** Every operation of the document, in a stable order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    )
    .filter((o) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(o.method))
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

const ODD_SCOPES = [
  '/nosuch',
  '/acme',
  '/acme/7',
  '/demo/999999',
  '/demo/3/3',
  '/DEMO',
  '/demo%2F3',
  '/0',
  '/demo/norte/1',
];

function scopePrefix(random: Random, targets: FuzzTargets, declared: DeclaredScope | undefined): string {
  if (declared && random.chance(0.7)) {
    if (declared === 'site') return random.pick([targets.site, targets.subSite]);
    if (declared === 'centro') return targets.centro;
    if (declared === 'optional') return random.pick(['', targets.site]);
    return '';
  }
  return random.pick(['', targets.site, targets.subSite, targets.centro, ...ODD_SCOPES]);
}

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: what a broken client would send
  }
};

/** A path parameter's value: a real id or uid, or one that is not. */
function pathValue(random: Random, name: string, targets: FuzzTargets): string {
  if (random.chance(0.5)) return encode(random.pick(name === 'uid' ? targets.uids : targets.ids));
  const raw = random.chance(0.7) ? encode(hostileText(random)) : random.pick(['%', '%ZZ', '..', '%2e%2e', '%00']);
  return raw || '0';
}

function queryOf(random: Random, operation: Operation): string {
  const pairs: string[] = [];
  for (const p of operation.parameters ?? []) {
    if (p.in !== 'query' || !(p.required || random.chance(0.4))) continue;
    const value = random.chance(0.5) ? valueFor(random, p.schema, 0) : hostileText(random);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    pairs.push(`${p.name}=${encode(text)}`);
    // The same name twice arrives as a list where the schema expects one value.
    if (random.chance(0.05)) pairs.push(`${p.name}=${encode(text)}`);
  }
  if (random.chance(0.1))
    pairs.push(random.pick(['%ZZ=1', 'a[b]=1', '=x', '&&&', `x=${'y'.repeat(9000)}`, 'x=%E0%A4%A']));
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function headersOf(random: Random, role: Role): Record<string, string> {
  const headers: Record<string, string> = {};
  if (role === 'anonymous' && random.chance(0.3)) {
    headers.authorization = random.pick([
      'Token',
      'Token ',
      'Bearer x',
      `Token ${'a'.repeat(64)}`,
      `Token ${'z'.repeat(5000)}`,
    ]);
  }
  if (random.chance(0.1)) headers['accept-language'] = random.pick(['ca', 'en-US,en;q=0.9', '*', 'xx;q=2', ';;;']);
  if (random.chance(0.05)) headers['idempotency-key'] = hostileText(random) || 'k';
  if (random.chance(0.05)) headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
  return headers;
}

/** The request of one index of the sequence: operation and role in turn, the rest drawn from the seed. */
export function fuzzRequest(
  seed: number,
  index: number,
  operations: FuzzOperation[],
  targets: FuzzTargets,
): FuzzRequest {
  const random = new Random(seed * 1_000_003 + index);
  const { method, path, operation } = operations[index % operations.length]!;
  const role = ROLES[Math.floor(index / operations.length) % ROLES.length]!;
  const scope = path.startsWith('/api/v1/') ? scopePrefix(random, targets, targets.scopeOf?.(method, path)) : '';
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(random, name, targets));
  const url = concrete.replace(/^\/api\/v1/, `/api/v1${scope}`) + queryOf(random, operation);
  const headers = headersOf(random, role);
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const sendsBody = method !== 'GET' || random.chance(0.05);
  const body: Body = sendsBody ? randomBody(random, schema) : { headers: {} };
  return {
    index,
    operation: `${method} ${path}`,
    role,
    method,
    url,
    headers: { ...headers, ...body.headers },
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  };
}

/** How a request is shown when it fails: enough to send it again. */
export function describeRequest(request: FuzzRequest, seed: number): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const shown = payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} characters)` : payload;
  return `seed ${seed} #${request.index} ${request.role} ${request.method} ${request.url} ${JSON.stringify(request.headers)} ${shown}`;
}
