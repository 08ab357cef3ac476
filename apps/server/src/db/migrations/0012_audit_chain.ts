import { type Kysely, sql } from 'kysely';
import { CHAIN_START, type ChainPosition, entryHash } from '../../modules/audit/chain.js';
import type { DbKind } from '../dialect.js';

/** Rows chained per statement: a few thousand parameters, well inside both databases' limits. */
const BATCH = 1000;

/**
 * The tamper-evident audit trail (issue 15 §2): each entry gets its number in its company's
 * sequence, the previous entry's hash and its own (modules/audit/chain.ts); `audit_chain_heads`
 * holds each company's last link. The entries written before this migration are chained here, in
 * id order, with the append-only triggers lifted for that one pass.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('seq', 'integer').execute();
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
  await db.schema.createIndex('audit_log_site_seq').unique().on('audit_log').columns(['site_id', 'seq']).execute();
  await db.schema
    .createTable('audit_chain_heads')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();

  await setAppendOnly(db, kind, false);
  const sites = await db
    .selectFrom('audit_log')
    .select('site_id')
    .distinct()
    .where('site_id', 'is not', null)
    .orderBy('site_id')
    .execute();
  for (const { site_id } of sites) await chainSite(db, Number(site_id));
  await setAppendOnly(db, kind, true);
}

async function chainSite(db: Kysely<any>, siteId: number): Promise<void> {
  let position: ChainPosition = CHAIN_START;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['id', 'user_id', 'entity', 'entity_id', 'action', 'before', 'after', 'created_at'])
      .where('site_id', '=', siteId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const links = rows.map((row) => {
      const seq = position.seq + 1;
      const prevHash = position.hash;
      const hash = entryHash({ ...row, site_id: siteId, seq, prev_hash: prevHash });
      position = { seq, hash };
      return sql`(CAST(${row.id} AS integer), CAST(${seq} AS integer), CAST(${prevHash} AS text), CAST(${hash} AS text))`;
    });
    await sql`WITH link(id, seq, prev_hash, hash) AS (VALUES ${sql.join(links)})
      UPDATE audit_log SET seq = link.seq, prev_hash = link.prev_hash, hash = link.hash
      FROM link WHERE audit_log.id = link.id`.execute(db);
    afterId = Number(rows[rows.length - 1]!.id);
  }
  await db
    .insertInto('audit_chain_heads')
    .values({ site_id: siteId, ...position })
    .execute();
}

/** The triggers of 0001_initial that refuse updates and deletes of audit entries. */
async function setAppendOnly(db: Kysely<any>, kind: DbKind, on: boolean): Promise<void> {
  if (kind === 'postgres') {
    await sql.raw(`ALTER TABLE audit_log ${on ? 'ENABLE' : 'DISABLE'} TRIGGER audit_log_no_change`).execute(db);
  } else if (on) {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  } else {
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql`DROP TRIGGER audit_log_no_delete`.execute(db);
  }
}
