import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { writeAudit } from '../audit/repo.js';

export type AuditAction = 'create' | 'update' | 'delete' | 'copy_from_parent';

/**
 * One audit entry for an administrative change, written in the change's own transaction: who (the
 * scope's user), when, which entity, before and after. Callers pass the presented record, never a
 * password or its hash.
 */
export async function auditChange(
  trx: Kysely<Database>,
  scope: Scope,
  entity: string,
  entityId: number | string,
  action: AuditAction,
  before: unknown,
  after: unknown,
): Promise<void> {
  await writeAudit(trx, {
    site_id: scope.site.id,
    user_id: scope.user.id,
    entity,
    entity_id: String(entityId),
    action,
    before: before === null || before === undefined ? null : JSON.stringify(before),
    after: after === null || after === undefined ? null : JSON.stringify(after),
  });
}
