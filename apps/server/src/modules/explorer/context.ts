import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { requireScope } from '../../http/auth.js';
import type { AppDeps, Scope } from '../../http/context.js';
import type { CalendarCache } from './calendar.js';
import type { ListWindows } from './window.js';

/** What an explorer or charts call runs with; `now` decides which units are overdue. */
export interface ExplorerContext {
  db: Db;
  scope: Scope;
  now: Date;
  /** Where a filtered list's count stops (config EXPLORER_COUNT_CAP). */
  countCap: number;
  /** Answers kept per data version (versioned-cache.ts); without them every call asks the database. */
  caches?: ExplorerCaches;
}

export interface ExplorerCaches {
  /** The first units of lists no index pages or counts (window.ts). */
  windows: ListWindows;
  /** The units a calendar places in its range (calendar.ts). */
  calendars: CalendarCache;
}

export function explorerContext(deps: AppDeps, scope: Scope): ExplorerContext {
  return { db: deps.db, scope, now: new Date(), countCap: deps.config.explorerCountCap };
}

/** The context of a request whose route resolved a scope. */
export function requestContext(deps: AppDeps, request: FastifyRequest): ExplorerContext {
  return explorerContext(deps, requireScope(request));
}
