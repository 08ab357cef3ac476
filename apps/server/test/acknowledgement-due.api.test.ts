import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AcknowledgementList } from '@qualium/contracts';
import { addDueDays } from '@qualium/workflow';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAcknowledgementReminders } from '../src/modules/acknowledgements/reminder-job.js';
import { centroToday } from '../src/modules/shared/centro-day.js';
import { documentsApi, LAB, tinyPdf } from './files-fixture.js';
import { auth, DEMO_PASSWORD, login, useTestApps } from './harness.js';
import { enc } from './units-fixture.js';

/**
 * Read and understood keyed on the document's version, with a limit (issue 15 §3; docs/bp-definition.md
 * "Read and understood"; docs/compliance.md §3), on the demo's DOCISODEFAULT (`due_days: 14`) in
 * the lab: `user` (Lucía Fernández Gil) reads documents, `admin` writes, approves and owns them.
 * Two apps on one database stand for two nodes running the reminder job at once.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-ack-due-'));
const [ctx, other] = useTestApps(2, { DATA_DIR: dataDir }, null);
const node = ctx!;
const docs = documentsApi(node);
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const deps = (app = node) => ({ db: app.db, config: app.config });

beforeAll(async () => {
  for (const who of ['admin', 'user']) {
    tokens[who] = await login(node, who);
    ids[who] = await docs.userId(tokens[who]!);
  }
});

async function inForce(code: string) {
  const res = await docs.create(tokens.admin!, code, `Procedimiento ${code}`, {
    name: `${code}.pdf`,
    bytes: tinyPdf(code),
  });
  expect(res.statusCode, res.body).toBe(201);
  const unit = res.json() as { uid: string; id: number };
  await docs.publish(tokens.admin!, unit.uid);
  return unit;
}

const unitRow = (id: number) =>
  node.db.k.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const tasks = (unitId: number) =>
  node.db.k.selectFrom('unit_acknowledgements').selectAll().where('unit_id', '=', unitId).orderBy('id').execute();

/** The notifications about the document sent to `userId`, oldest first. */
async function notificationsTo(userId: number, uid: string) {
  const rows = await node.db.k
    .selectFrom('units')
    .select(['uid', 'title', 'fields', 'current_limit', 'creator_id', 'is_closed'])
    .where('bp_reference', '=', 'NOTIF_DEFAULT')
    .where('current_responsible_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.filter((r) => (JSON.parse(r.fields) as { parent_unit?: string }).parent_unit === uid);
}

const acknowledge = (who: string, uid: string) =>
  docs.postForm(tokens[who]!, `${LAB}/unit/${enc(uid)}/execute_transition/`, {
    transition_id: 'confirmar_lectura',
    signature: JSON.stringify({ username: who, password: DEMO_PASSWORD }),
  });

async function boxOf(who: string, uid: string): Promise<AcknowledgementList> {
  const res = await docs.get(tokens[who]!, `${LAB}/unit/${enc(uid)}/acknowledgements/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AcknowledgementList;
}

const dayAfter = (day: string) => addDueDays(day, { days: 1, workingDays: false });

describe('the version in force is the document’s version', () => {
  it('keeps the acknowledgements and gives no task when a periodic review confirms the document unchanged; a new version asks again', async () => {
    const doc = await inForce('PG-DUE-1');
    const first = await tasks(doc.id);
    expect((await acknowledge('user', doc.uid)).statusCode).toBe(200);
    const acknowledged = await tasks(doc.id);
    const told = (await notificationsTo(ids.user!, doc.uid)).length;
    const since = (await boxOf('user', doc.uid)).effective?.since;

    // Out of force for the review and back at the same version number.
    await docs.transition(tokens.admin!, doc.uid, 'revisar_periodicamente');
    await docs.transition(tokens.admin!, doc.uid, 'confirmar_vigencia');
    expect(JSON.parse((await unitRow(doc.id)).fields).doc_version).toBe('1');
    expect(await tasks(doc.id)).toEqual(acknowledged);
    expect(await notificationsTo(ids.user!, doc.uid)).toHaveLength(told);
    const box = await boxOf('user', doc.uid);
    expect(box.mine).toBe(true);
    expect(box.effective?.since).toBe(since);
    // A second acknowledgement of that same version is refused.
    expect((await acknowledge('user', doc.uid)).statusCode).toBe(409);

    // A new approved version asks everyone again.
    await docs.transition(tokens.admin!, doc.uid, 'nueva_version', { change_summary: 'Segunda edición.' });
    await docs.publish(tokens.admin!, doc.uid, { name: 'PG-DUE-1.pdf', bytes: tinyPdf('Segunda') });
    const second = (await tasks(doc.id)).slice(acknowledged.length);
    expect(second.map((t) => t.user_id).sort()).toEqual(first.map((t) => t.user_id).sort());
    expect(
      second.every((t) => t.acknowledged_at === null && t.effective_history_id !== first[0]!.effective_history_id),
    ).toBe(true);
    expect((await boxOf('user', doc.uid)).mine).toBe(false);
    expect(await notificationsTo(ids.user!, doc.uid)).toHaveLength(told + 1);
  });
});

describe('the limit to read and understood', () => {
  it('gives each task a due date 14 days after the version came into force, in the notification and the to-do list', async () => {
    const doc = await inForce('PG-DUE-2');
    const due = addDueDays(centroToday(new Date()), { days: 14, workingDays: false });
    const rows = await tasks(doc.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((t) => t.due_date === due && t.reminded_at === null)).toBe(true);
    const [task] = await notificationsTo(ids.user!, doc.uid);
    expect(task?.current_limit).toBe(due);
    expect(JSON.parse(task!.fields).deadline).toBe(due);
    // The reader's to-do list holds the task with its due date (the notification is theirs, open).
    const todo = await node.app.inject({
      url: `${LAB}/unit/explorer_user_todo_list/?business_process=NOTIF_DEFAULT&items_per_page=100`,
      headers: auth(tokens.user!),
    });
    expect(todo.statusCode, todo.body).toBe(200);
    const listed = (todo.json() as { units: Array<{ title: string; current_workflow_limit: string | null }> }).units;
    expect(listed.find((u) => u.title === task!.title)?.current_workflow_limit).toBe(due);
    expect((await boxOf('admin', doc.uid)).effective?.due_date).toBe(due);
  });

  it('reminds each overdue reader once and tells the owner once, however many runs and nodes race', async () => {
    const doc = await inForce('PG-DUE-3');
    const due = (await tasks(doc.id))[0]!.due_date!;
    const before = (await notificationsTo(ids.user!, doc.uid)).length;
    const ownerId = (await unitRow(doc.id)).current_responsible_id!;
    const ownerBefore = (await notificationsTo(ownerId, doc.uid)).length;

    // On the due date nothing is overdue yet.
    await runAcknowledgementReminders(deps(), new Date(`${due}T10:00:00Z`));
    expect((await tasks(doc.id)).every((t) => t.reminded_at === null)).toBe(true);
    // Two runs at once on one node, then the other node, then a later run: one reminder each.
    // (better-sqlite3 waits for a lock synchronously, so two connections in one test process
    // cannot race a transaction; separate nodes are separate processes.)
    const late = new Date(`${dayAfter(due)}T10:00:00Z`);
    await Promise.all([runAcknowledgementReminders(deps(), late), runAcknowledgementReminders(deps(), late)]);
    await runAcknowledgementReminders(deps(other), late);
    await runAcknowledgementReminders(deps(other), new Date(`${dayAfter(dayAfter(due))}T10:00:00Z`));

    const toUser = (await notificationsTo(ids.user!, doc.uid)).slice(before);
    expect(toUser.map((n) => [n.title.startsWith('Lectura vencida: '), n.current_limit, n.creator_id])).toEqual([
      [true, due, null],
    ]);
    const toOwner = (await notificationsTo(ownerId, doc.uid)).slice(ownerBefore).filter((n) => n.creator_id === null);
    const ownerTold = toOwner.filter((n) => n.title.startsWith('Lecturas vencidas de '));
    expect(ownerTold).toHaveLength(1);
    expect(JSON.parse(ownerTold[0]!.fields).message).toContain('Lucía Fernández Gil');
    expect((await tasks(doc.id)).every((t) => t.reminded_at !== null)).toBe(true);
  });

  it('reminds nobody who acknowledged in time, nor the readers of a superseded version', async () => {
    const doc = await inForce('PG-DUE-4');
    expect((await acknowledge('user', doc.uid)).statusCode).toBe(200);
    const due = (await tasks(doc.id))[0]!.due_date!;
    const before = (await notificationsTo(ids.user!, doc.uid)).length;
    await runAcknowledgementReminders(deps(), new Date(`${dayAfter(due)}T10:00:00Z`));
    expect(await notificationsTo(ids.user!, doc.uid)).toHaveLength(before);
    const mine = (await tasks(doc.id)).find((t) => t.user_id === ids.user);
    expect(mine?.reminded_at).toBeNull();

    // A new version in the making: the old version's tasks are not chased while it is out of force.
    const replaced = await inForce('PG-DUE-5');
    await docs.transition(tokens.admin!, replaced.uid, 'nueva_version', { change_summary: 'Cambio.' });
    const oldDue = (await tasks(replaced.id))[0]!.due_date!;
    await runAcknowledgementReminders(deps(), new Date(`${dayAfter(oldDue)}T10:00:00Z`));
    expect((await tasks(replaced.id)).every((t) => t.reminded_at === null)).toBe(true);
  });

  it('reads the task and its reminder when the reader acknowledges: the task leaves their to-do list', async () => {
    const doc = await inForce('PG-DUE-7');
    const due = (await tasks(doc.id))[0]!.due_date!;
    await runAcknowledgementReminders(deps(), new Date(`${dayAfter(due)}T10:00:00Z`));
    const told = await notificationsTo(ids.user!, doc.uid);
    expect(told.map((n) => n.is_closed)).toEqual([0, 0]);
    const todo = async () => {
      const res = await node.app.inject({
        url: `${LAB}/unit/explorer_user_todo_list/?business_process=NOTIF_DEFAULT&items_per_page=100`,
        headers: auth(tokens.user!),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { units: Array<{ uid: string }> }).units.map((u) => u.uid);
    };
    expect(await todo()).toEqual(expect.arrayContaining(told.map((n) => n.uid)));

    expect((await acknowledge('user', doc.uid)).statusCode).toBe(200);
    expect((await notificationsTo(ids.user!, doc.uid)).map((n) => n.is_closed)).toEqual([1, 1]);
    const left = await todo();
    expect(told.filter((n) => left.includes(n.uid))).toEqual([]);
    // Other readers' tasks stay theirs, open.
    const others = (await tasks(doc.id)).filter((t) => t.user_id !== ids.user && t.task_notification_uid !== null);
    expect(others.length).toBeGreaterThan(0);
    const open = await node.db.k
      .selectFrom('units')
      .select('is_closed')
      .where(
        'uid',
        'in',
        others.map((t) => t.task_notification_uid!),
      )
      .execute();
    expect(open.every((n) => n.is_closed === 0)).toBe(true);
  });

  it('shows the due date in the box and marks the readers past it', async () => {
    const doc = await inForce('PG-DUE-6');
    expect((await acknowledge('user', doc.uid)).statusCode).toBe(200);
    let box = await boxOf('admin', doc.uid);
    expect(box.people.every((p) => !p.overdue)).toBe(true);
    // As if the version had come into force weeks ago.
    await node.db.k
      .updateTable('unit_acknowledgements')
      .set({ due_date: '2026-01-15' })
      .where('unit_id', '=', doc.id)
      .execute();
    box = await boxOf('admin', doc.uid);
    expect(box.effective?.due_date).toBe('2026-01-15');
    const pending = box.people.filter((p) => p.acknowledged_at === null);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((p) => p.overdue)).toBe(true);
    expect(box.people.find((p) => p.user.id === ids.user)?.overdue).toBe(false);
  });
});
