import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';

/** What an explorer or charts call runs with; `now` decides which units are overdue. */
export interface ExplorerContext {
  db: Db;
  scope: Scope;
  now: Date;
}
