import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChartsResponse } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditedTransaction } from '../src/modules/audit/write.js';
import { runReviewJob } from '../src/modules/document-control/review-job.js';
import { documentsApi, LAB, tinyPdf } from './files-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * Controlled documents (issue 15 §3; docs/compliance.md §3) on the demo's DOCISODEFAULT: approvals
 * number the versions and keep the superseded files; the periodic review job tells the owner before
 * the due date and opens the review on it, each once however many runs race; an overdue review is
 * in the owner's to-do list, marked overdue.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-doc-control-'));
const ctx = useTestApp({ DATA_DIR: dataDir }, null);
const docs = documentsApi(ctx);
let token = '';
const deps = () => ({ db: ctx.db, config: ctx.config });

beforeAll(async () => {
  token = await login(ctx, 'admin');
});

/** A document approved once (version 1), in force. */
async function publishedDocument(code: string) {
  const res = await docs.create(token, code, `Documento ${code}`, {
    name: `${code}.pdf`,
    bytes: tinyPdf(`${code} v1`),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { uid, id } = res.json() as { uid: string; id: number };
  await docs.publish(token, uid);
  return { uid, id };
}

const unitRow = (id: number) => ctx.db.k.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Sets the document's next review (its limit), as if it had been approved that long ago. */
const dueOn = (id: number, day: string) =>
  ctx.db.k.updateTable('units').set({ current_limit: day }).where('id', '=', id).execute();

/** The notifications the system wrote about the unit (NOTIF_DEFAULT units without an author whose parent_unit it is). */
async function notificationsAbout(uid: string) {
  const rows = await ctx.db.k
    .selectFrom('units')
    .select(['fields', 'current_responsible_id'])
    .where('bp_reference', '=', 'NOTIF_DEFAULT')
    .where('creator_id', 'is', null)
    .execute();
  return rows.filter((r) => (JSON.parse(r.fields) as { parent_unit?: string }).parent_unit === uid);
}

const claimsOf = (id: number) =>
  ctx.db.k.selectFrom('document_review_claims').select(['due_date', 'step']).where('unit_id', '=', id).execute();

const at = (day: string) => new Date(`${day}T08:00:00Z`);

describe('version numbers follow approvals', () => {
  it('numbers each approval and keeps the superseded version, readable, with its number', async () => {
    const { uid, id } = await publishedDocument('PG-V');
    let unit = await docs.unit(token, uid);
    expect(unit.fields.doc_version?.value).toBe('1');
    await docs.transition(token, uid, 'nueva_version', { change_summary: 'Nuevo anexo.' });
    await docs.publish(token, uid, { name: 'PG-V.pdf', bytes: tinyPdf('PG-V v2') });
    await docs.transition(token, uid, 'nueva_version', { change_summary: 'Cambio de responsable.' });
    await docs.publish(token, uid, { name: 'PG-V.pdf', bytes: tinyPdf('PG-V v3') });
    unit = await docs.unit(token, uid);
    expect(unit.fields.doc_version?.value).toBe('3');
    expect(
      unit.file_versions
        .map((v) => [v.version, v.status, v.document_version])
        .sort((a, b) => Number(b[0]) - Number(a[0])),
    ).toEqual([
      [3, 'public', '3'],
      [2, 'obsolete', '2'],
      [1, 'obsolete', '1'],
    ]);
    // Each approval's history row shows the number it gave.
    const approvals = await ctx.db.k
      .selectFrom('workflow_history')
      .select('diff')
      .where('unit_id', '=', id)
      .where('transition_id', '=', 'aprobar')
      .orderBy('id')
      .execute();
    expect(approvals.map((h) => JSON.parse(h.diff).find((c: { field: string }) => c.field === 'doc_version'))).toEqual([
      { field: 'doc_version', kind: 'new', new: '1' },
      { field: 'doc_version', kind: 'changed', old: '1', new: '2' },
      { field: 'doc_version', kind: 'changed', old: '2', new: '3' },
    ]);
    // The superseded first version is still there to read, as it was approved.
    const first = await docs.file(token, uid, {
      attribute: 'document',
      path: 'PG-V.pdf',
      version: 1,
      pmethod: 'original',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.rawPayload.equals(tinyPdf('PG-V v1'))).toBe(true);
  });

  it('does not number other transitions', async () => {
    const { uid, id } = await publishedDocument('PG-N');
    await docs.transition(token, uid, 'nueva_version', { change_summary: 'Borrador.' });
    expect(JSON.parse((await unitRow(id)).fields).doc_version).toBe('1');
  });
});

describe('the periodic review job', () => {
  it('tells the owner once before the due date, even when runs race', async () => {
    const { uid, id } = await publishedDocument('PG-AVISO');
    await dueOn(id, '2027-03-31');
    await runReviewJob(deps(), at('2027-02-15')); // 44 days before: not yet
    expect(await notificationsAbout(uid)).toHaveLength(0);
    await Promise.all([runReviewJob(deps(), at('2027-03-10')), runReviewJob(deps(), at('2027-03-10'))]);
    await runReviewJob(deps(), at('2027-03-20'));
    expect(await claimsOf(id)).toEqual([{ due_date: '2027-03-31', step: 'notice' }]);
    const told = await notificationsAbout(uid);
    expect(told).toHaveLength(1);
    expect(told[0]?.current_responsible_id).toBe((await unitRow(id)).current_responsible_id);
    expect((await unitRow(id)).current_state).toBe('vigente');
  });

  it('opens the review on the due date once, as the system, through the unit writer', async () => {
    const { uid, id } = await publishedDocument('PG-REV');
    await dueOn(id, '2027-04-30');
    const before = await unitRow(id);
    await Promise.all([runReviewJob(deps(), at('2027-04-30')), runReviewJob(deps(), at('2027-04-30'))]);
    await runReviewJob(deps(), at('2027-05-02'));
    expect(await claimsOf(id)).toEqual([{ due_date: '2027-04-30', step: 'open' }]);
    const after = await unitRow(id);
    expect(after).toMatchObject({
      current_state: 'revision_periodica',
      current_limit: '2027-04-30',
      current_responsible_id: before.current_responsible_id,
      version: before.version + 1,
    });
    const history = await ctx.db.k
      .selectFrom('workflow_history')
      .selectAll()
      .where('unit_id', '=', id)
      .where('transition_id', '=', 'revisar_periodicamente')
      .execute();
    expect(history.map((h) => [h.from_state, h.to_state, h.user_id])).toEqual([
      ['vigente', 'revision_periodica', null],
    ]);
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .select(['user_id'])
      .where('entity_id', '=', uid)
      .where('action', '=', 'transition:revisar_periodicamente')
      .execute();
    expect(audit).toEqual([{ user_id: null }]);
    // The owner is told the review has opened.
    expect(await notificationsAbout(uid)).toHaveLength(1);
    // The owner confirms the version in force: the next review is a period away, the number unchanged.
    await docs.transition(token, uid, 'confirmar_vigencia');
    const confirmed = await unitRow(id);
    expect(confirmed.current_state).toBe('vigente');
    expect(JSON.parse(confirmed.fields).doc_version).toBe('1');
    expect(confirmed.current_limit! > '2027-04-30').toBe(true);
  });

  it('leaves the steps already claimed alone: a later run takes no audit turn for them', async () => {
    const { id } = await publishedDocument('PG-RECLAMADA');
    await dueOn(id, '2027-06-30');
    await runReviewJob(deps(), at('2027-06-10'));
    expect(await claimsOf(id)).toEqual([{ due_date: '2027-06-30', step: 'notice' }]);
    // On PostgreSQL the company's turn is a row lock: held here, a run that took it would wait for
    // this transaction, which waits for the run (the test would time out). SQLite's one connection
    // would make any read of the run wait.
    if (ctx.db.kind !== 'postgres') return;
    const site = await ctx.db.k.selectFrom('units').select('site_id').where('id', '=', id).executeTakeFirstOrThrow();
    const run = await auditedTransaction(ctx.db.k, { site: { id: site.site_id } }, () =>
      runReviewJob(deps(), at('2027-06-12')),
    );
    expect(run).toEqual({ notified: 0, opened: 0 });
  }, 30_000);

  it('puts an overdue review in the owner’s to-do list, marked overdue', async () => {
    const { uid, id } = await publishedDocument('PG-VENCIDA');
    await dueOn(id, '2026-01-15');
    await runReviewJob(deps(), new Date());
    expect((await unitRow(id)).current_state).toBe('revision_periodica');
    const owner = await ctx.db.k
      .selectFrom('users')
      .select('username')
      .where('id', '=', (await unitRow(id)).current_responsible_id)
      .executeTakeFirstOrThrow();
    const res = await ctx.app.inject({
      url: `${LAB}/unit/explorer_user_todo_list/?business_process=DOCISODEFAULT&items_per_page=100`,
      headers: auth(await login(ctx, owner.username)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as { units: Array<{ uid: string; is_overdue: boolean }> }).units.find((u) => u.uid === uid);
    expect(row).toMatchObject({ is_overdue: true });
    // The charts show it in the month it fell due, under the periodic review.
    const charts = await ctx.app.inject({
      url: '/api/v1/demo/charts/view/?business_process=DOCISODEFAULT&centros=3',
      headers: auth(token),
    });
    expect(charts.statusCode, charts.body).toBe(200);
    const chart = (charts.json() as ChartsResponse).charts.find((c) => c.id === 'reviews_by_month');
    if (!chart || chart.type === 'date_heatmap') throw new Error('no reviews_by_month chart');
    const month = chart.data.categories.findIndex((c) => c.key.startsWith('2026-01'));
    const inReview = chart.data.series.find((x) => x.key === 'revision_periodica');
    expect(inReview?.values[month]).toBe(1);
  });
});
