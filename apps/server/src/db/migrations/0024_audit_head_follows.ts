import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * A chained audit entry moves its company's chain head to itself as it is inserted: the database
 * does what `recordAudit` did with an UPDATE of its own. Every audited write then sends one
 * statement less while it holds its company's audit turn (modules/audit/write.ts), and the head
 * cannot be left behind by a writer that inserts an entry and forgets the head. Entries without a
 * `seq` (none are written so since 0012) leave the head alone.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const move = 'UPDATE audit_chain_heads SET seq = NEW.seq, hash = NEW.hash WHERE site_id = NEW.site_id;';
  if (kind === 'postgres') {
    await sql
      .raw(`CREATE FUNCTION audit_head_follows() RETURNS trigger AS $$
      BEGIN ${move} RETURN NULL; END $$ LANGUAGE plpgsql`)
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER audit_log_head AFTER INSERT ON audit_log
        FOR EACH ROW WHEN (NEW.seq IS NOT NULL) EXECUTE FUNCTION audit_head_follows()`)
      .execute(db);
    return;
  }
  await sql
    .raw(`CREATE TRIGGER audit_log_head AFTER INSERT ON audit_log WHEN NEW.seq IS NOT NULL BEGIN ${move} END`)
    .execute(db);
}
