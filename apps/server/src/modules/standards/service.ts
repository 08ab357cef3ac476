import { STANDARD_MESSAGES, type StandardCreateRequest, TREE_DEPTH_CAP } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import type { Scope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { pathIds } from '../processes/tree.js';
import { findStandard, insertStandard, type StandardRow } from './repo.js';

/** A new standard of the scope's site, under a parent of the same site, at most 5 levels deep. */
export async function createStandard(db: Db, scope: Scope, input: StandardCreateRequest): Promise<StandardRow> {
  return auditedTransaction(db.k, scope, async (trx) => {
    const parent = input.parent === null ? null : await findStandard(trx, scope, input.parent);
    if (input.parent !== null && !parent) throw badRequest({ parent: [STANDARD_MESSAGES.unknownParent] });
    if (parent && pathIds(parent.path).length >= TREE_DEPTH_CAP) {
      throw badRequest({ parent: [STANDARD_MESSAGES.tooDeep] });
    }
    const row = await insertStandard(trx, scope, { ...input, parent: parent ?? null, createdAt: nowIso() });
    await recordAudit(trx, scope, {
      entity: 'standard',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { name: row.name, code: row.code, parent: row.parent_id },
    });
    return row;
  });
}
