import { beforeAll, describe, expect, it } from 'vitest';
import { documentsApi, tinyPdf } from './files-fixture.js';
import { login, useTestApp } from './harness.js';

const ctx = useTestApp();
const docs = documentsApi(ctx);
let admin = '';

beforeAll(async () => {
  admin = await login(ctx, 'admin');
});

describe('uploaded file names', () => {
  it('are stored and shown without bidirectional controls', async () => {
    // Shown as sent, "IT\u202Egnp.pdf" would read "ITfdp.png": a PDF passing for an image.
    const res = await docs.create(admin, 'BIDI-1', 'Nombre con controles', {
      name: '\u200fIT\u202Egnp\u2069.pdf',
      bytes: tinyPdf('bidi'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const unit = await docs.unit(admin, res.json().uid);
    expect(unit.file_versions.map((f) => [f.value, f.title])).toEqual([['ITgnp.pdf', 'ITgnp.pdf']]);
    const stored = await ctx.db.k
      .selectFrom('file_versions')
      .select(['filename', 'title'])
      .where('unit_id', '=', res.json().id)
      .execute();
    expect(stored).toEqual([{ filename: 'ITgnp.pdf', title: 'ITgnp.pdf' }]);
  });
});
