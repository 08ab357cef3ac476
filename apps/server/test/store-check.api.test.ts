import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { blobPath, PID_SPACE, stagingRoot } from '../src/modules/files/blobs.js';
import { checkStore } from '../src/modules/files/store-check.js';
import { documentsApi, tinyPdf } from './files-fixture.js';
import { login, useTestApp } from './harness.js';

/**
 * The start-up check of the blob store (files/store-check.ts): rows whose bytes are missing are
 * put right from the staged uploads when the bytes wait there, and reported otherwise. On a
 * DATA_DIR of this file's own, since the test takes bytes away.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-store-'));
fs.cpSync(inject('templateDataDir'), dataDir, { recursive: true });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const ctx = useTestApp({ DATA_DIR: dataDir });

describe('start-up check of the stored files', () => {
  it('finds every file, puts back one left among the staged uploads, reports one that is gone', async () => {
    const token = await login(ctx, 'admin');
    const docs = documentsApi(ctx);
    const created = await docs.create(token, 'ALM-01', 'Almacenamiento', {
      name: 'almacen.pdf',
      type: 'application/pdf',
      bytes: tinyPdf('Almacenamiento'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { uid } = created.json() as { uid: string };
    const row = await ctx.db.k
      .selectFrom('file_versions')
      .select('sha256')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const blob = blobPath(dataDir, row.sha256);

    const whole = await checkStore(ctx.db, dataDir);
    expect(whole.missing).toEqual([]);
    expect(whole.repaired).toBe(0);
    // The seed's report templates and this document.
    expect(whole.checked).toBeGreaterThan(1);

    // What a crash between commit and move left, before the move came first: the bytes still staged.
    const staged = path.join(stagingRoot(dataDir), `999999@${PID_SPACE}`, 'interrupted.upload');
    fs.mkdirSync(path.dirname(staged), { recursive: true });
    fs.renameSync(blob, staged);
    const repaired = await checkStore(ctx.db, dataDir);
    expect(repaired).toMatchObject({ repaired: 1, missing: [] });
    expect(fs.existsSync(blob)).toBe(true);
    expect(fs.existsSync(staged)).toBe(false);

    const template = await ctx.db.k.selectFrom('report_templates').selectAll().limit(1).executeTakeFirstOrThrow();
    // Companies seeded with the same template share its bytes: each of their rows is reported.
    const sharing = await ctx.db.k
      .selectFrom('report_templates')
      .selectAll()
      .where('sha256', '=', template.sha256)
      .execute();
    fs.rmSync(blob);
    fs.rmSync(blobPath(dataDir, template.sha256));
    const reported = await checkStore(ctx.db, dataDir);
    expect(reported.repaired).toBe(0);
    expect([...reported.missing].sort()).toEqual(
      [
        `${uid} field document version 1 (almacen.pdf, ${row.sha256})`,
        ...sharing.map(
          (t) => `report template ${t.bp_reference}/${t.name} of site ${t.site_id} (${t.filename}, ${t.sha256})`,
        ),
      ].sort(),
    );
    // Reported, not deleted: the unit keeps its record; the download says the file is not there.
    const download = await docs.file(token, uid, { attribute: 'document', path: 'almacen.pdf', pmethod: 'original' });
    expect(download.statusCode).toBe(404);
    expect(
      await ctx.db.k.selectFrom('file_versions').select('id').where('sha256', '=', row.sha256).execute(),
    ).toHaveLength(1);
  });
});
