import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CHAIN_START, type ChainBreak, type ChainPosition, checkHead, checkLinks } from './chain.js';

/** Entries read per query: a company's whole log never sits in memory at once. */
const BATCH = 5000;

export type ChainReport = { site_id: number; entries: number; head_hash: string; broken: ChainBreak | null };

/**
 * Walks one company's chain from its first entry to its head and reports the first broken link.
 * Entries are read in `seq` order; a row whose seq is missing or repeated shows as a break there.
 */
export async function verifySiteChain(k: Kysely<Database>, siteId: number): Promise<ChainReport> {
  const head = await k
    .selectFrom('audit_chain_heads')
    .select(['seq', 'hash'])
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  const headPosition = head ? { seq: Number(head.seq), hash: head.hash } : undefined;
  const report = (position: ChainPosition, broken: ChainBreak | null): ChainReport => ({
    site_id: siteId,
    entries: position.seq,
    head_hash: headPosition?.hash ?? CHAIN_START.hash,
    broken,
  });

  let position = CHAIN_START;
  let lastId = 0;
  for (;;) {
    // Keyed on the rows' (seq, id) so that a duplicated seq is read, not skipped.
    const rows = await k
      .selectFrom('audit_log')
      .select(['id', 'seq', 'prev_hash', 'hash', 'user_id', 'entity', 'entity_id', 'action', 'before', 'after'])
      .select('created_at')
      .where('site_id', '=', siteId)
      .where((eb) =>
        eb.or([
          eb('seq', '>', position.seq),
          eb.and([eb('seq', '=', position.seq), eb('id', '>', lastId)]),
          eb('seq', 'is', null),
        ]),
      )
      .orderBy('seq')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const checked = checkLinks(
      siteId,
      rows.map((r) => ({ ...r, id: Number(r.id), seq: r.seq === null ? null : Number(r.seq) })),
      position,
    );
    if (!checked.ok) return report({ ...position, seq: checked.broken.seq - 1 }, checked.broken);
    position = checked.position;
    lastId = Number(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) break;
  }
  return report(position, checkHead(siteId, position, headPosition));
}

/** Every company's chain, for the command line: the companies with entries or a head. */
export async function verifyAllChains(k: Kysely<Database>): Promise<ChainReport[]> {
  const sites = await k.selectFrom('sites').select(['id']).orderBy('id').execute();
  const reports: ChainReport[] = [];
  for (const site of sites) reports.push(await verifySiteChain(k, Number(site.id)));
  return reports;
}
