import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UnitDossier } from '@qualium/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryHash } from '../src/modules/audit/chain.js';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { installSgBusinessProcess, SG } from './signatures-fixture.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * A unit's dossier (issue 15 §2): its pieces in JSON, the same as a PDF in the reader's language,
 * for the company's administrators only, scoped like every unit read.
 */
const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-dossier-')) });
const C1 = '/api/v1/demo/1';
const tokens: Record<string, string> = {};
let uid = '';

const dossier = (who: string, query = '', scope = C1, lang = 'es') =>
  ctx.app.inject({
    method: 'GET',
    url: `${scope}/unit/${enc(uid)}/dossier/${query}`,
    headers: { ...auth(tokens[who]!), 'accept-language': lang },
  });

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'acme.admin']) tokens[who] = await login(ctx, who);
  ({ uid } = await unitsApi(ctx).createUnit(tokens.admin!, C1, 'NC', { subject: 'Expediente de prueba' }));
});

describe('the unit dossier', () => {
  it('holds the data, the versions, the files, the related units and the chained audit entries', async () => {
    const res = await dossier('admin', '?format=json');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as UnitDossier;
    expect(d.unit).toMatchObject({ uid, title: expect.stringContaining('Expediente de prueba') });
    expect(d.unit.fields.length).toBeGreaterThan(0);
    expect(d.versions.length).toBe(1);
    expect(d.versions[0]!.changes.length).toBeGreaterThan(0);
    expect(d.signatures).toEqual([]);
    expect(Array.isArray(d.files) && Array.isArray(d.related)).toBe(true);
    const created = d.audit.find((a) => a.entity === 'unit' && a.action === 'create');
    expect(created?.hash).toMatch(/^[0-9a-f]{64}$/);
    // The entry's hash is the one the chain holds for the stored row.
    const row = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', created!.id)
      .executeTakeFirstOrThrow();
    expect(entryHash({ ...row, site_id: row.site_id!, seq: row.seq!, prev_hash: row.prev_hash! })).toBe(created!.hash);
    expect(d.chain_head.seq).toBeGreaterThanOrEqual(created!.seq!);
    expect(d.company.name).not.toBe('');
  });

  it('lists the signatures of the unit, each checked against it', async () => {
    // A draft of the signatures' test BP, reviewed with a signature ("Revisado") by jordi.puig.
    await installSgBusinessProcess(ctx.db);
    const jordi = await login(ctx, 'jordi.puig');
    const jordiId = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', 'jordi.puig').executeTakeFirstOrThrow()
    ).id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${C1}/unit/create_and_execute_initial_transition/`,
      headers: auth(await login(ctx, 'carmen.lopez')),
      payload: { business_process: SG, subject: 'Limpieza de la línea 2', owner: jordiId, notes: 'Borrador.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const signedUid = (created.json() as { uid: string }).uid;
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: `${C1}/unit/${enc(signedUid)}/execute_transition/`,
      headers: auth(jordi),
      payload: { transition_id: 'revisar', signature: { username: 'jordi.puig', password: DEMO_PASSWORD } },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${C1}/unit/${enc(signedUid)}/dossier/?format=json`,
      headers: { ...auth(tokens.admin!), 'accept-language': 'es' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as UnitDossier;
    const stored = await ctx.db.k
      .selectFrom('unit_signatures')
      .selectAll()
      .where('user_id', '=', jordiId)
      .executeTakeFirstOrThrow();
    expect(d.signatures).toEqual([
      expect.objectContaining({
        printed_name: stored.printed_name,
        content_hash: stored.content_hash,
        transition_id: 'revisar',
        intact: true,
      }),
    ]);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `${C1}/unit/${enc(signedUid)}/dossier/?format=pdf`,
      headers: { ...auth(tokens.admin!), 'accept-language': 'es' },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('is a paginated PDF in the reader language', async () => {
    for (const [lang, title] of [
      ['es', 'Expediente de la unidad'],
      ['ca', 'Expedient de la unitat'],
      ['en', 'Unit dossier'],
    ] as const) {
      const res = await dossier('admin', '?format=pdf', C1, lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toContain(title);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
  });

  it('is refused to who is not an administrator of the company, and to another company', async () => {
    // The manager reads the unit in its viewer, but the dossier is the administrators'.
    expect((await dossier('manager')).statusCode).toBe(403);
    expect((await dossier('acme.admin')).statusCode).toBe(404);
    expect((await dossier('acme.admin', '', '/api/v1/acme/7')).statusCode).toBe(404);
    expect((await dossier('admin', '?format=xml')).statusCode).toBe(400);
  });
});
