import { ADMIN_MESSAGES, MESSAGES, type VocabularyEntry, type VocabularyList } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectStatus } from './admin-fixture.js';
import { useTestApp } from './harness.js';

const ctx = useTestApp();
const api = adminApi(ctx);
const ids = { demo: 0, hud: 0, bq: 0, lab: 0, bilbao: 0, basauri: 0, acmeCentro: 0 };
const at = { HUD: '', BQ: '', LAB: '', BILBAO: '', BASAURI: '', ACME: '' };

beforeAll(async () => {
  ids.demo = await api.idOf('sites', 'url_name', 'demo');
  ids.hud = await api.idOf('centros', 'url_name', 'hospital-universitario-demo');
  ids.bq = await api.idOf('centros', 'url_name', 'bloque-quirurgico');
  ids.lab = await api.idOf('centros', 'url_name', 'laboratorio-clinico');
  const centros = async (site: string) =>
    (
      await ctx.db.k
        .selectFrom('centros')
        .innerJoin('sites', 'sites.id', 'centros.site_id')
        .select('centros.id')
        .where('sites.url_name', '=', site)
        .orderBy('centros.id')
        .execute()
    ).map((c) => c.id);
  [ids.bilbao = 0, ids.basauri = 0] = await centros('norte');
  [ids.acmeCentro = 0] = await centros('acme');
  at.HUD = `/api/v1/demo/${ids.hud}`;
  at.BQ = `/api/v1/demo/${ids.bq}`;
  at.LAB = `/api/v1/demo/${ids.lab}`;
  at.BILBAO = `/api/v1/demo/norte/${ids.bilbao}`;
  at.BASAURI = `/api/v1/demo/norte/${ids.basauri}`;
  at.ACME = `/api/v1/acme/${ids.acmeCentro}`;
});

const list = async (scope: string, who = 'admin') =>
  (await api.get(who, `${scope}/vocabulary/`)).json() as VocabularyList;
const entry = async (scope: string, vocabulary: string, key: string) =>
  (await list(scope)).results.find((e) => e.vocabulary === vocabulary && e.key === key) as VocabularyEntry;

describe('listing vocabularies', () => {
  it('lists every entry of the company with site and path; only entries made in this centro are editable', async () => {
    const res = await api.get('admin', `${at.HUD}/vocabulary/`);
    expectStatus(res, 200);
    const hud = res.json() as VocabularyList;
    expect(hud).toMatchObject({ can_edit: true, can_copy_from_parent: false });
    expect([...new Set(hud.results.map((e) => e.vocabulary))]).toEqual(['categoria_ishikawa', 'gravedad', 'origen_nc']);
    const grave = hud.results.find((e) => e.key === 'grave') as VocabularyEntry;
    expect(grave).toEqual({
      id: grave.id,
      vocabulary: 'gravedad',
      key: 'grave',
      value: 'Grave',
      site: ids.demo,
      site_name: 'Grupo Sanitario Demo',
      path: `/demo/${ids.hud}`,
      can_edit: true,
    });
    // shell-and-admin §5: the same entries from another centro are read-only (their path is /demo/<hud>).
    const bq = await list(at.BQ);
    expect(bq.results).toHaveLength(hud.results.length);
    expect(bq.results.every((e) => !e.can_edit)).toBe(true);
    expect((await api.get('admin', `${at.HUD}/vocabulary/${grave.id}/`)).json()).toEqual(grave);
  });

  it('is read by managers (nothing editable) and refused to plain users', async () => {
    const manager = await list(at.HUD, 'manager');
    expect(manager.can_edit).toBe(false);
    expect(manager.results.every((e) => !e.can_edit)).toBe(true);
    const user = await api.get('user', `${at.LAB}/vocabulary/`);
    expectStatus(user, 403);
    expect(user.json()).toEqual({ detail: ADMIN_MESSAGES.readOnlyAccess });
  });
});

describe('changing vocabularies', () => {
  it('adds an entry in the current centro (path = site path + centro id) and audits it', async () => {
    const res = await api.form('admin', 'POST', `${at.BQ}/vocabulary/`, {
      vocabulary: 'origen_nc',
      key: 'lista_verificacion',
      value: 'Lista de verificación quirúrgica',
    });
    expectStatus(res, 201);
    const created = res.json() as VocabularyEntry;
    expect(created).toMatchObject({ path: `/demo/${ids.bq}`, can_edit: true, site: ids.demo });
    // The same key may exist once per place: made again here it is a duplicate.
    const again = await api.post('admin', `${at.BQ}/vocabulary/`, {
      vocabulary: 'origen_nc',
      key: 'lista_verificacion',
      value: 'Otra',
    });
    expectStatus(again, 400);
    expect(again.json()).toEqual({ key: [ADMIN_MESSAGES.duplicate] });
    const audit = await api.auditOf('vocabulary', created.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({ key: 'lista_verificacion' }),
      }),
    ]);
  });

  it('requires vocabulary, key and value with the spec messages', async () => {
    const res = await api.form('admin', 'POST', `${at.HUD}/vocabulary/`, { vocabulary: '', key: ' clave', value: '' });
    expect(res.json()).toEqual({
      vocabulary: [ADMIN_MESSAGES.required],
      key: [ADMIN_MESSAGES.leadingSpace],
      value: [ADMIN_MESSAGES.required],
    });
  });

  it('edits and deletes only where the entry was made', async () => {
    const leve = await entry(at.HUD, 'gravedad', 'leve');
    const elsewhere = await api.put('admin', `${at.BQ}/vocabulary/${leve.id}/`, {
      vocabulary: 'gravedad',
      key: 'leve',
      value: 'Menor',
    });
    expectStatus(elsewhere, 403);
    expect(elsewhere.json()).toEqual({ detail: ADMIN_MESSAGES.entryOwnedElsewhere(`/demo/${ids.hud}`).en });
    expectStatus(await api.del('admin', `${at.BQ}/vocabulary/${leve.id}/`), 403);

    const res = await api.form('admin', 'PUT', `${at.HUD}/vocabulary/${leve.id}/`, {
      vocabulary: 'gravedad',
      key: 'leve',
      value: 'Leve (sin impacto)',
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ value: 'Leve (sin impacto)', path: `/demo/${ids.hud}` });
    const clash = await api.put('admin', `${at.HUD}/vocabulary/${leve.id}/`, {
      vocabulary: 'gravedad',
      key: 'grave',
      value: 'x',
    });
    expect(clash.json()).toEqual({ key: [ADMIN_MESSAGES.duplicate] });
    expectStatus(await api.del('admin', `${at.HUD}/vocabulary/${leve.id}/`), 204);
    expect(await entry(at.HUD, 'gravedad', 'leve')).toBeUndefined();
    const audit = await api.auditOf('vocabulary', leve.id);
    expect(audit.map((e) => e.action)).toEqual(['update', 'delete']);
    expect(audit[0]?.before).toMatchObject({ value: 'Leve' });
    expect(audit[0]?.after).toMatchObject({ value: 'Leve (sin impacto)' });
  });

  it('is for administrators only and never reaches another company', async () => {
    const grave = await entry(at.HUD, 'gravedad', 'grave');
    for (const [who, scope] of [
      ['manager', at.HUD],
      ['user', at.LAB],
    ] as const) {
      const add = await api.post(who, `${scope}/vocabulary/`, { vocabulary: 'v', key: 'k', value: 'x' });
      expectStatus(add, 403);
      expect(add.json()).toEqual({ detail: MESSAGES.adminOnly });
      expectStatus(
        await api.put(who, `${scope}/vocabulary/${grave.id}/`, { vocabulary: 'v', key: 'k', value: 'x' }),
        403,
      );
      expectStatus(await api.del(who, `${scope}/vocabulary/${grave.id}/`), 403);
    }
    expectStatus(await api.get('acme.admin', `${at.HUD}/vocabulary/`), 404);
    expectStatus(await api.get('acme.admin', `${at.ACME}/vocabulary/${grave.id}/`), 404);
    expectStatus(
      await api.put('acme.admin', `${at.ACME}/vocabulary/${grave.id}/`, { vocabulary: 'v', key: 'k', value: 'x' }),
      404,
    );
    expectStatus(await api.del('acme.admin', `${at.ACME}/vocabulary/${grave.id}/`), 404);
  });
});

describe('Copy Parent', () => {
  it('is only for a sub-company without vocabularies', async () => {
    const top = await api.get('admin', `${at.HUD}/vocabulary/copy_from_parent/`);
    expectStatus(top, 400);
    expect(top.json()).toEqual({ detail: ADMIN_MESSAGES.noParentCompany });
    const has = await api.get('admin', `${at.BASAURI}/vocabulary/copy_from_parent/`);
    expectStatus(has, 409);
    expect(has.json()).toEqual({ detail: ADMIN_MESSAGES.alreadyHasVocabularies });
  });

  it('copies the parent company’s entries into the current centro, once per vocabulary and key', async () => {
    // Norte's own entries were made in Bilbao; remove them to start from none.
    for (const e of (await list(at.BILBAO)).results)
      expectStatus(await api.del('admin', `${at.BILBAO}/vocabulary/${e.id}/`), 204);
    expect(await list(at.BASAURI)).toMatchObject({ count: 0, can_copy_from_parent: true });
    const res = await api.get('admin', `${at.BASAURI}/vocabulary/copy_from_parent/`);
    expectStatus(res, 200);
    const copied = res.json() as VocabularyList;
    const parent = (await list(at.HUD)).results;
    const keys = (entries: VocabularyEntry[]) => [...new Set(entries.map((e) => `${e.vocabulary}:${e.key}`))].sort();
    expect(keys(copied.results)).toEqual(keys(parent));
    expect(copied.results.every((e) => e.path === `/demo/norte/${ids.basauri}` && e.can_edit)).toBe(true);
    expect(copied.can_copy_from_parent).toBe(false);
    const first = copied.results[0] as VocabularyEntry;
    expect((await api.auditOf('vocabulary', first.id))[0]).toMatchObject({ action: 'copy_from_parent' });
  });
});
