import type { FieldError, ProcessRole } from '@qualium/contracts';

/** Shapes the engine's functions share. The server builds them from its rows. */

export type UserId = number | string;

/** The user acting, with the process roles they hold for the unit's process in its centro. */
export interface Actor {
  userId: UserId;
  processRoles: ReadonlySet<ProcessRole>;
}

/** What the engine needs to know of an existing unit. */
export interface UnitSnapshot {
  state: string;
  responsibleId: UserId | null;
  creatorId: UserId | null;
  fields?: Readonly<Record<string, unknown>>;
  /** current_workflow_limit, `YYYY-MM-DD`. */
  limit?: string | null;
  /** fecha_cierre, `YYYY-MM-DD`. */
  closedAt?: string | null;
}

/** A checked field value: the value to store, or the spec's messages. */
export type FieldCheck = { ok: true; value: unknown } | { ok: false; errors: FieldError[] };

export const fieldOk = (value: unknown): FieldCheck => ({ ok: true, value });
export const fieldFail = (...errors: FieldError[]): FieldCheck => ({ ok: false, errors });
