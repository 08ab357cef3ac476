import {
  ADMIN_MESSAGES,
  type LocationList,
  type LocationRecord,
  type LocationTypeList,
  type LocationTypeRecord,
  MESSAGES,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, expectStatus } from './admin-fixture.js';
import { useTestApp } from './harness.js';

const ctx = useTestApp();
const api = adminApi(ctx);
const DEMO = '/api/v1/demo';
const ACME = '/api/v1/acme';
const ids = { demo: 0, acmeType: 0, acmeLocation: 0 };

beforeAll(async () => {
  ids.demo = await api.idOf('sites', 'url_name', 'demo');
  const acme = await api.idOf('sites', 'url_name', 'acme');
  const location = await ctx.db.k
    .selectFrom('locations')
    .select(['id', 'location_type_id'])
    .where('site_id', '=', acme)
    .executeTakeFirstOrThrow();
  ids.acmeType = location.location_type_id;
  ids.acmeLocation = location.id;
});

const types = async (who = 'admin') => (await api.get(who, `${DEMO}/locationtype/`)).json() as LocationTypeList;
const locations = async (query = '') => (await api.get('admin', `${DEMO}/location/${query}`)).json() as LocationList;
const typeNamed = async (name: string) => (await types()).results.find((t) => t.name === name) as LocationTypeRecord;

describe('location types', () => {
  it('lists the company’s types with how many locations each has', async () => {
    const res = await api.get('admin', `${DEMO}/locationtype/`);
    expectStatus(res, 200);
    const list = res.json() as LocationTypeList;
    expect(list.can_edit).toBe(true);
    expect(list.results.map((t) => [t.name, t.locations_count])).toEqual([
      ['Almacén', 3],
      ['Laboratorio', 4],
      ['Planta', 4],
      ['Quirófano', 4],
    ]);
    const planta = list.results[2] as LocationTypeRecord;
    expect((await api.get('admin', `${DEMO}/locationtype/${planta.id}/`)).json()).toEqual(planta);
  });

  it('adds, renames and deletes a type; refuses a repeated name and a type with locations; audits', async () => {
    const created = await api.form('admin', 'POST', `${DEMO}/locationtype/`, { name: 'Consulta' });
    expectStatus(created, 201);
    const consulta = created.json() as LocationTypeRecord;
    expect(consulta).toMatchObject({ name: 'Consulta', site: ids.demo, locations_count: 0 });
    expect((await api.post('admin', `${DEMO}/locationtype/`, { name: 'Planta' })).json()).toEqual({
      name: [ADMIN_MESSAGES.duplicate],
    });
    expect((await api.post('admin', `${DEMO}/locationtype/`, { name: '' })).json()).toEqual({
      name: [ADMIN_MESSAGES.required],
    });
    const renamed = await api.put('admin', `${DEMO}/locationtype/${consulta.id}/`, { name: 'Consulta externa' });
    expectStatus(renamed, 200);
    expect(renamed.json().name).toBe('Consulta externa');

    const planta = await typeNamed('Planta');
    const inUse = await api.del('admin', `${DEMO}/locationtype/${planta.id}/`);
    expectStatus(inUse, 409);
    expect(inUse.json()).toEqual({ detail: ADMIN_MESSAGES.typeHasLocations(4).en });

    expectStatus(await api.del('admin', `${DEMO}/locationtype/${consulta.id}/`), 204);
    const audit = await api.auditOf('location_type', consulta.id);
    expect(audit.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]).toMatchObject({ before: { name: 'Consulta' }, after: { name: 'Consulta externa' } });
  });
});

describe('locations', () => {
  it('lists locations with their type, narrowed by type when asked', async () => {
    const all = await locations();
    expect(all.count).toBe(15);
    const quirofano = await typeNamed('Quirófano');
    const ofType = await locations(`?location_type=${quirofano.id}`);
    expect(ofType.results.map((l) => l.reference)).toEqual(['BQ-QX01', 'BQ-QX02', 'BQ-QX03', 'BQ-URPA']);
    expect(ofType.results[0]).toEqual({
      id: ofType.results[0]?.id,
      name: 'Quirófano 1 – Cirugía general',
      reference: 'BQ-QX01',
      longitude: -3.68851,
      latitude: 40.45297,
      location_type: quirofano.id,
      location_type_name: 'Quirófano',
      site: ids.demo,
    });
  });

  it('adds a location from the form (decimal comma accepted), edits it and deletes it, audited', async () => {
    const planta = await typeNamed('Planta');
    const created = await api.form('admin', 'POST', `${DEMO}/location/`, {
      name: 'Planta 4 – Pediatría',
      reference: 'HUD-P4',
      longitude: '-3,68821',
      latitude: '40.4532',
      location_type: String(planta.id),
    });
    expectStatus(created, 201);
    const p4 = created.json() as LocationRecord;
    expect(p4).toMatchObject({ longitude: -3.68821, latitude: 40.4532, location_type_name: 'Planta' });
    const updated = await api.put('admin', `${DEMO}/location/${p4.id}/`, {
      name: 'Planta 4 – Pediatría y neonatos',
      reference: 'HUD-P4',
      longitude: '',
      latitude: '',
      location_type: planta.id,
    });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ longitude: null, latitude: null });
    expectStatus(await api.del('admin', `${DEMO}/location/${p4.id}/`), 204);
    expectStatus(await api.get('admin', `${DEMO}/location/${p4.id}/`), 404);
    const audit = await api.auditOf('location', p4.id);
    expect(audit.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]?.before).toMatchObject({ longitude: -3.68821 });
    expect(audit[1]?.after).toMatchObject({ longitude: null });
  });

  it('validates name, numbers, coordinates on the globe and the type', async () => {
    const res = await api.form('admin', 'POST', `${DEMO}/location/`, {
      name: '',
      longitude: 'este',
      latitude: '91',
      location_type: String(ids.acmeType),
    });
    expectStatus(res, 400);
    expect(res.json()).toEqual({
      name: [ADMIN_MESSAGES.required],
      longitude: [ADMIN_MESSAGES.invalidNumber],
      latitude: [ADMIN_MESSAGES.between(-90, 90).en],
    });
    const far = await api.post('admin', `${DEMO}/location/`, {
      name: 'X',
      longitude: 181,
      location_type: ids.acmeType,
    });
    expect(far.json()).toEqual({ longitude: [ADMIN_MESSAGES.between(-180, 180).en] });
    const foreignType = await api.post('admin', `${DEMO}/location/`, { name: 'X', location_type: ids.acmeType });
    expect(foreignType.json()).toEqual({ location_type: [ADMIN_MESSAGES.unknownId(ids.acmeType).en] });
    expect((await api.post('admin', `${DEMO}/location/`, { name: 'X' })).json()).toEqual({
      location_type: [ADMIN_MESSAGES.required],
    });
  });
});

describe('who may see and change locations', () => {
  it('lets managers read, refuses plain users, and keeps writes for administrators', async () => {
    expect((await types('manager')).can_edit).toBe(false);
    expectStatus(await api.get('manager', `${DEMO}/location/`), 200);
    expectStatus(await api.get('user', `${DEMO}/locationtype/`), 403);
    expectStatus(await api.get('user', `${DEMO}/location/`), 403);
    const planta = await typeNamed('Planta');
    const anyLocation = (await locations()).results[0] as LocationRecord;
    for (const who of ['manager', 'user'] as const) {
      const add = await api.post(who, `${DEMO}/locationtype/`, { name: 'X' });
      expectStatus(add, 403);
      expect(add.json()).toEqual({ detail: MESSAGES.adminOnly });
      expectStatus(await api.put(who, `${DEMO}/locationtype/${planta.id}/`, { name: 'X' }), 403);
      expectStatus(await api.del(who, `${DEMO}/locationtype/${planta.id}/`), 403);
      expectStatus(await api.post(who, `${DEMO}/location/`, { name: 'X', location_type: planta.id }), 403);
      expectStatus(
        await api.put(who, `${DEMO}/location/${anyLocation.id}/`, { name: 'X', location_type: planta.id }),
        403,
      );
      expectStatus(await api.del(who, `${DEMO}/location/${anyLocation.id}/`), 403);
    }
  });

  it('keeps tenants apart', async () => {
    const planta = await typeNamed('Planta');
    const anyLocation = (await locations()).results[0] as LocationRecord;
    expectStatus(await api.get('acme.admin', `${DEMO}/location/`), 404);
    expectStatus(await api.get('acme.admin', `${ACME}/locationtype/${planta.id}/`), 404);
    expectStatus(await api.put('acme.admin', `${ACME}/locationtype/${planta.id}/`, { name: 'X' }), 404);
    expectStatus(await api.del('acme.admin', `${ACME}/locationtype/${planta.id}/`), 404);
    expectStatus(await api.get('acme.admin', `${ACME}/location/${anyLocation.id}/`), 404);
    expectStatus(
      await api.put('acme.admin', `${ACME}/location/${anyLocation.id}/`, { name: 'X', location_type: ids.acmeType }),
      404,
    );
    expectStatus(await api.del('acme.admin', `${ACME}/location/${anyLocation.id}/`), 404);
    expectStatus(await api.get('admin', `${DEMO}/location/${ids.acmeLocation}/`), 404);
    // Moving one of demo's locations under an ACME type is refused like an unknown type.
    const moved = await api.put('admin', `${DEMO}/location/${anyLocation.id}/`, {
      name: 'X',
      location_type: ids.acmeType,
    });
    expect(moved.json()).toEqual({ location_type: [ADMIN_MESSAGES.unknownId(ids.acmeType).en] });
  });
});
