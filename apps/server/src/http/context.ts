import type { Language } from '@qualium/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { CentroRow, SiteRow, UserRow } from '../db/schema.js';
import type { DeclaredRoute } from './route-access.js';

/** What every module is built with: the database and the parsed configuration. */
export interface AppDeps {
  db: Db;
  config: Config;
}

export interface Auth {
  user: UserRow;
  tokenId: number;
}

declare const scopeBrand: unique symbol;

/**
 * A site (and maybe centro) the authenticated user was confirmed to reach.
 * Only the scope resolver (modules/org/scope.ts) makes one, and tenant repos require one, so no
 * tenant query can run unscoped.
 */
export interface Scope {
  readonly site: SiteRow;
  readonly centro: CentroRow | null;
  readonly user: UserRow;
  /** The language the request is answered in (http/language.ts): labels, states, messages. */
  readonly lang: Language;
  /** The user is an admin of their home site and this site is it or below it. */
  readonly isSiteAdmin: boolean;
  /**
   * The version of the site's access grants read with the token (migration 0022): the process
   * roles kept under it are current (access/policy.ts). Null where it was not read: nothing is kept.
   */
  readonly accessVersion: number | null;
  /**
   * The version of the BPs and of people's and centros' names read with the token (migration
   * 0023): what modules/shared/catalog.ts keeps under it is current. Null where it was not read.
   */
  readonly catalogVersion: number | null;
  readonly [scopeBrand]: true;
}

export interface CentroScope extends Scope {
  readonly centro: CentroRow;
}

/**
 * What every use case of a request runs with, whatever the module: the app's dependencies, the
 * confirmed scope (site, maybe centro, user, language) and the clock. `now` is the request's one
 * time: creation and history times, due dates and "overdue" follow it, so the demo seed can run a
 * unit's story over past months. Built once per request by `requestContext` / `centroContext`
 * (http/request-context.ts); a module's own services (caches, mailer) are passed beside it, never
 * added to it.
 */
export interface RequestContext<S extends Scope = Scope> {
  readonly deps: AppDeps;
  readonly scope: S;
  readonly now: Date;
}

/** The context of a route declared with scope 'centro': its scope names the centro. */
export type CentroContext = RequestContext<CentroScope>;

/** Whether the scope names a centro: the checked way from a Scope to a CentroScope. */
export const hasCentro = (scope: Scope): scope is CentroScope => scope.centro !== null;

/**
 * Per-route access declaration (Fastify route `config`). Both are required of every /api route
 * (http/route-access.ts refuses to start otherwise); they are optional here only because Fastify
 * gives every route a config, including the SPA and media routes that need none.
 */
export interface RouteAccess {
  /** 'public': no token needed; 'user': any signed-in user; 'admin': site admin (needs a scope). */
  access?: 'public' | 'user' | 'admin';
  /** Which scope the URL must carry. */
  scope?: 'none' | 'optional' | 'site' | 'centro';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    scope: Scope | null;
  }
  interface FastifyContextConfig extends RouteAccess {
    /**
     * A read that never waits its turn among the others (http/read-admission.ts): it holds its
     * connection open (a stream), or it waits mostly on another program (LibreOffice).
     */
    unmetered?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, filled when the app is ready. */
    declaredRoutes: DeclaredRoute[];
  }
}
