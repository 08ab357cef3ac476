import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * Read and understood with a limit (issue 15 §3; docs/bp-definition.md "Read and understood"): a
 * task's due date (`acknowledgement.due_days` after the version came into force; null: no limit)
 * and when its one overdue reminder was sent. Setting `reminded_at` from null is the reminder's
 * claim: of several runs or nodes, one update finds it null and sends, the others find it set.
 * The notifications of the task and of its reminder are kept, so that acknowledging reads them:
 * what has been done leaves the reader's to-do list.
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema.alterTable('unit_acknowledgements').addColumn('due_date', 'text').execute();
  await db.schema.alterTable('unit_acknowledgements').addColumn('reminded_at', 'text').execute();
  await db.schema.alterTable('unit_acknowledgements').addColumn('task_notification_uid', 'text').execute();
  await db.schema.alterTable('unit_acknowledgements').addColumn('reminder_notification_uid', 'text').execute();
  // The reminder job looks for unacknowledged tasks past their due date.
  await db.schema
    .createIndex('unit_acknowledgements_due')
    .on('unit_acknowledgements')
    .columns(['due_date', 'acknowledged_at'])
    .execute();
}
