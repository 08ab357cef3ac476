import { expect } from 'vitest';
import { documentsApi, tinyPdf } from './files-fixture.js';
import type { TestContext } from './harness.js';

/** A document of the lab created, approved with a signature and withdrawn, through the API. */
export async function obsoleteDocument(ctx: TestContext, token: string, code: string): Promise<string> {
  const docs = documentsApi(ctx);
  const created = await docs.create(token, code, `Instrucción ${code}`, {
    name: `${code}.pdf`,
    type: 'application/pdf',
    bytes: tinyPdf(`Instrucción ${code}, única en este test`),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { uid } = created.json() as { uid: string };
  await docs.publish(token, uid);
  await docs.transition(token, uid, 'obsoletar', { obsolete_reason: 'Sustituida por otra instrucción.' });
  return uid;
}

/** Withdrawn eleven years ago: past the demo's ten years for documents. */
export async function withdrawnLongAgo(ctx: TestContext, uid: string): Promise<void> {
  await ctx.db.k
    .updateTable('units')
    .set({ fecha_cierre: '2015-03-02T09:00:00.000Z' })
    .where('uid', '=', uid)
    .execute();
}

/** The demo company's last audit entry (a purge's is the unit's last). */
export const lastAuditEntry = (ctx: TestContext) =>
  ctx.db.k
    .selectFrom('audit_log')
    .selectAll()
    .where('site_id', '=', 1)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
