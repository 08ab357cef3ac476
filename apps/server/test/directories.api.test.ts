import {
  ADMIN_MESSAGES,
  DIRECTORY_MESSAGES,
  type DirectoryList,
  type DirectoryRecord,
  FOLDER_DEFAULT_COLORS,
  MESSAGES,
  TREE_DEPTH_CAP,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsApi, tinyPdf } from './files-fixture.js';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';

/**
 * The folder calls (records-explorer §5–§8 "Directory", shell-and-admin §5–§7 "Directories") over
 * the demo folders: every rule of the folder dialog, who may change folders, the paths kept on a
 * move, what a delete refuses, audit entries and tenant isolation.
 */
const ctx = useTestApp();
const tokens: Record<string, string> = {};
const centros: Record<'hud' | 'lab' | 'ces', number> = { hud: 0, lab: 0, ces: 0 };
const base = (centro: number) => `/api/v1/demo/${centro}/directory/`;

type Body = Record<string, unknown>;
const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body) =>
  ctx.app.inject({ method, url, headers: auth(tokens[who]!), ...(payload ? { payload } : {}) });

async function list(who: string, centro = centros.hud): Promise<DirectoryList> {
  const res = await call(who, 'GET', base(centro));
  expect(res.statusCode).toBe(200);
  return res.json() as DirectoryList;
}

async function folderNamed(name: string, centro = centros.hud): Promise<DirectoryRecord> {
  const found = (await list('admin', centro)).results.find((f) => f.name === name);
  if (!found) throw new Error(`no folder ${name}`);
  return found;
}

async function create(body: Body, who = 'admin', centro = centros.hud): Promise<DirectoryRecord> {
  const res = await call(who, 'POST', base(centro), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as DirectoryRecord;
}

const storedRows = () => ctx.db.k.selectFrom('directories').selectAll().orderBy('id').execute();
const deleteUrl = (centro: number, id: number, bp = 'DOCISODEFAULT') =>
  `${base(centro)}${id}/${bp === '' ? '' : `?business_process=${bp}`}`;

beforeAll(async () => {
  for (const who of ['admin', 'manager', 'user', 'acme.admin', 'ana.martin']) tokens[who] = await login(ctx, who);
  const rows = await ctx.db.k.selectFrom('centros').select(['id', 'url_name', 'site_id']).execute();
  const idOf = (urlName: string) => rows.find((r) => r.url_name === urlName)!.id;
  centros.hud = idOf('hospital-universitario-demo');
  centros.lab = idOf('laboratorio-clinico');
  centros.ces = idOf('centro-especialidades-sur');
  // ana.martin is plain staff (no admin or manager flag) in lab and ces; she manages the lab only.
  const ana = await ctx.db.k
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'ana.martin')
    .executeTakeFirstOrThrow();
  const labSite = rows.find((r) => r.id === centros.lab)!.site_id;
  await ctx.db.k
    .insertInto('centro_managers')
    .values({ site_id: labSite, centro_id: centros.lab, user_id: ana.id })
    .execute();
});

describe('reading folders', () => {
  it('lists the centro’s folders with ancestor ids, readable paths, levels, parents and children', async () => {
    const { count, results, can_edit } = await list('admin');
    expect(can_edit).toBe(true);
    expect(count).toBe(results.length);
    expect(results.every((f) => f.centro_id === centros.hud)).toBe(true);
    const parent = results.find((f) => f.name === 'Procedimientos')!;
    const child = results.find((f) => f.name === 'Procedimientos generales')!;
    expect(parent).toMatchObject({ parent_id: null, parent_name: null, path: [], level: 1 });
    expect(parent.readable_path).toBe('Procedimientos');
    expect(child).toMatchObject({
      parent_id: parent.id,
      parent_name: 'Procedimientos',
      path: [parent.id],
      level: 2,
      readable_path: 'Procedimientos/Procedimientos generales',
      children: [],
    });
    expect(parent.children).toContain(child.id);
    expect(parent.children).toHaveLength(2);
    // Readable-path order: a folder right after its parent, before the parent's next sibling.
    const at = (name: string) => results.findIndex((f) => f.name === name);
    expect(at('Procedimientos generales')).toBeGreaterThan(at('Procedimientos'));
    expect(at('Procedimientos específicos')).toBeLessThan(at('Protocolos clínicos'));
  });

  it('reads one folder, and answers 404 for a folder of another centro or one that does not exist', async () => {
    const folder = await folderNamed('Procedimientos generales');
    const res = await call('admin', 'GET', `${base(centros.hud)}${folder.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(folder);
    const labFolder = await folderNamed('Hematología', centros.lab);
    expect((await call('admin', 'GET', `${base(centros.hud)}${labFolder.id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${base(centros.hud)}999999/`)).statusCode).toBe(404);
  });

  it('lets every user of the centro read, and says who may change folders', async () => {
    expect((await list('user', centros.lab)).can_edit).toBe(false);
    expect((await list('manager', centros.hud)).can_edit).toBe(true);
    expect((await list('ana.martin', centros.lab)).can_edit).toBe(true);
    expect((await list('ana.martin', centros.ces)).can_edit).toBe(false);
  });
});

describe('the folder dialog rules', () => {
  it('requires a name, without a leading space, at most 120 characters and without a slash', async () => {
    const cases: Array<[Body, string]> = [
      [{}, ADMIN_MESSAGES.required],
      [{ name: '   ' }, ADMIN_MESSAGES.required],
      [{ name: ' Actas' }, ADMIN_MESSAGES.leadingSpace],
      [{ name: 'x'.repeat(121) }, ADMIN_MESSAGES.tooLong(120).en],
      [{ name: 'Actas/2026' }, DIRECTORY_MESSAGES.noSlash],
    ];
    const before = await storedRows();
    for (const [body, message] of cases) {
      const res = await call('admin', 'POST', base(centros.hud), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ name: [message] });
    }
    expect(await storedRows()).toEqual(before);
    const trimmed = await create({ name: `${'y'.repeat(120)}  ` });
    expect(trimmed.name).toBe('y'.repeat(120));
  });

  it('takes a #rrggbb colour (kept lower-case), refuses anything else, and gives new folders the default colours in turn', async () => {
    for (const color of ['red', '#12345', '#1234567', 'rgb(1,2,3)', 12]) {
      const res = await call('admin', 'POST', base(centros.hud), { name: 'Color test', color });
      expect(res.statusCode, String(color)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['color']);
    }
    expect((await create({ name: 'Azul', color: '#1A2B3C' })).color).toBe('#1a2b3c');
    const existing = (await list('admin', centros.ces)).count;
    const first = await create({ name: 'Sin color 1' }, 'admin', centros.ces);
    const second = await create({ name: 'Sin color 2' }, 'admin', centros.ces);
    expect(first.color).toBe(FOLDER_DEFAULT_COLORS[existing % 10]);
    expect(second.color).toBe(FOLDER_DEFAULT_COLORS[(existing + 1) % 10]);
  });

  it('makes the parent optional: none, null or empty is a folder at the top', async () => {
    for (const [name, parent] of [
      ['Top A', undefined],
      ['Top B', null],
      ['Top C', ''],
    ] as const) {
      const folder = await create({ name, ...(parent === undefined ? {} : { parent }) });
      expect(folder).toMatchObject({ parent_id: null, path: [], level: 1, readable_path: name });
    }
  });

  it('creates under a parent of the same centro only, and refuses a name its siblings already have', async () => {
    const parent = await folderNamed('Formatos');
    const child = await create({ name: 'Formularios de registro', parent: parent.id });
    expect(child).toMatchObject({ parent_id: parent.id, path: [parent.id], level: 2 });
    expect(child.readable_path).toBe('Formatos/Formularios de registro');
    expect((await call('admin', 'GET', `${base(centros.hud)}${parent.id}/`)).json().children).toEqual([child.id]);

    const dup = await call('admin', 'POST', base(centros.hud), { name: 'Formularios de registro', parent: parent.id });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: [ADMIN_MESSAGES.duplicate] });
    const topDup = await call('admin', 'POST', base(centros.hud), { name: 'Formatos' });
    expect(topDup.json()).toEqual({ name: [ADMIN_MESSAGES.duplicate] });
    // The same name elsewhere is another folder.
    await create({ name: 'Formularios de registro' });

    const labFolder = await folderNamed('Hematología', centros.lab);
    const foreign = await call('admin', 'POST', base(centros.hud), { name: 'Intrusa', parent: labFolder.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ parent: [ADMIN_MESSAGES.unknownId(labFolder.id).en] });
  });

  it('takes the spec client’s form data as well as JSON', async () => {
    const parent = await folderNamed('Registros');
    const body = await multipart({ name: 'Registros de formación', color: '#00897B', parent: String(parent.id) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: base(centros.hud),
      payload: body.payload,
      headers: { ...auth(tokens.admin!), ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Registros de formación', color: '#00897b', parent_id: parent.id });
  });

  it(`nests at most ${TREE_DEPTH_CAP} levels`, async () => {
    let parent: DirectoryRecord | null = null;
    for (let level = 1; level <= TREE_DEPTH_CAP; level++) {
      parent = await create({ name: `Nivel ${level}`, parent: parent?.id ?? null });
      expect(parent.level).toBe(level);
    }
    const res = await call('admin', 'POST', base(centros.hud), { name: 'Nivel 6', parent: parent!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ parent: [DIRECTORY_MESSAGES.tooDeep] });
  });
});

describe('editing and moving a folder', () => {
  it('renames and recolours, keeping the parent when none is sent', async () => {
    const parent = await create({ name: 'Calidad' });
    const folder = await create({ name: 'Actas', parent: parent.id });
    const res = await call('admin', 'PUT', `${base(centros.hud)}${folder.id}/`, {
      name: 'Actas de comité',
      color: '#AD1457',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Actas de comité',
      color: '#ad1457',
      parent_id: parent.id,
      readable_path: 'Calidad/Actas de comité',
    });
    const noColor = await call('admin', 'PUT', `${base(centros.hud)}${folder.id}/`, { name: 'Actas' });
    expect(noColor.json()).toMatchObject({ name: 'Actas', color: '#ad1457', parent_id: parent.id });
  });

  it('moves a folder with everything below it, rewriting their paths, and to the top with parent null', async () => {
    const a = await create({ name: 'Origen' });
    const b = await create({ name: 'Rama', parent: a.id });
    const c = await create({ name: 'Hoja', parent: b.id });
    const target = await create({ name: 'Destino' });

    const moved = await call('admin', 'PUT', `${base(centros.hud)}${b.id}/`, { name: 'Rama', parent: target.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parent_id: target.id, path: [target.id], readable_path: 'Destino/Rama' });
    const leaf = (await call('admin', 'GET', `${base(centros.hud)}${c.id}/`)).json() as DirectoryRecord;
    expect(leaf).toMatchObject({ path: [target.id, b.id], level: 3, readable_path: 'Destino/Rama/Hoja' });
    const stored = await storedRows();
    expect(stored.find((r) => r.id === b.id)!.path).toBe(`/${target.id}/${b.id}/`);
    expect(stored.find((r) => r.id === c.id)!.path).toBe(`/${target.id}/${b.id}/${c.id}/`);
    expect((await call('admin', 'GET', `${base(centros.hud)}${a.id}/`)).json().children).toEqual([]);

    const top = await call('admin', 'PUT', `${base(centros.hud)}${b.id}/`, { name: 'Rama', parent: null });
    expect(top.json()).toMatchObject({ parent_id: null, path: [], level: 1, readable_path: 'Rama' });
    expect((await storedRows()).find((r) => r.id === c.id)!.path).toBe(`/${b.id}/${c.id}/`);
  });

  it('never moves a folder under itself or under a folder below it', async () => {
    const a = await create({ name: 'Bucle' });
    const b = await create({ name: 'Bucle hijo', parent: a.id });
    const c = await create({ name: 'Bucle nieto', parent: b.id });
    const before = await storedRows();
    for (const parent of [a.id, b.id, c.id]) {
      const res = await call('admin', 'PUT', `${base(centros.hud)}${a.id}/`, { name: 'Bucle', parent });
      expect(res.statusCode, String(parent)).toBe(400);
      expect(res.json()).toEqual({ parent: [ADMIN_MESSAGES.notUnderItself] });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a move that would take what the folder holds deeper than the cap, a foreign parent and a taken name', async () => {
    const deep = await folderNamed('Nivel 4');
    const a = await create({ name: 'Subárbol' });
    await create({ name: 'Subárbol hijo', parent: a.id });
    const tooDeep = await call('admin', 'PUT', `${base(centros.hud)}${a.id}/`, { name: 'Subárbol', parent: deep.id });
    expect(tooDeep.json()).toEqual({ parent: [DIRECTORY_MESSAGES.tooDeep] });
    const labFolder = await folderNamed('Hematología', centros.lab);
    const foreign = await call('admin', 'PUT', `${base(centros.hud)}${a.id}/`, {
      name: 'Subárbol',
      parent: labFolder.id,
    });
    expect(foreign.json()).toEqual({ parent: [ADMIN_MESSAGES.unknownId(labFolder.id).en] });
    const taken = await call('admin', 'PUT', `${base(centros.hud)}${a.id}/`, { name: 'Formatos' });
    expect(taken.json()).toEqual({ name: [ADMIN_MESSAGES.duplicate] });
    expect(await folderNamed('Subárbol')).toMatchObject({ parent_id: null, level: 1 });
  });

  it('answers 404 for a folder of another centro', async () => {
    const labFolder = await folderNamed('Hematología', centros.lab);
    const res = await call('admin', 'PUT', `${base(centros.hud)}${labFolder.id}/`, { name: 'Robada' });
    expect(res.statusCode).toBe(404);
    expect((await folderNamed('Hematología', centros.lab)).name).toBe('Hematología');
  });
});

describe('deleting a folder', () => {
  it('needs a known business process', async () => {
    const folder = await create({ name: 'Para borrar' });
    const missing = await call('admin', 'DELETE', deleteUrl(centros.hud, folder.id, ''));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ business_process: [MESSAGES.required] });
    const unknown = await call('admin', 'DELETE', deleteUrl(centros.hud, folder.id, 'NOPE'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ business_process: [MESSAGES.unknownBusinessProcess('NOPE').en] });
    expect((await call('admin', 'GET', `${base(centros.hud)}${folder.id}/`)).statusCode).toBe(200);
  });

  it('refuses a folder with subfolders', async () => {
    const parent = await folderNamed('Procedimientos');
    const res = await call('admin', 'DELETE', deleteUrl(centros.hud, parent.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: DIRECTORY_MESSAGES.hasChildren });
    expect((await folderNamed('Procedimientos')).children).toHaveLength(2);
  });

  it('refuses a folder that still holds documents, saying how many, and keeps them filed there', async () => {
    // Two controlled documents created the way the unit dialog does, filed in one of the lab's folders.
    const docs = documentsApi(ctx);
    const uids: string[] = [];
    for (const code of ['PNT-DIR-1', 'PNT-DIR-2']) {
      const res = await docs.create(tokens.admin!, code, `Documento ${code}`, {
        name: `${code}.pdf`,
        bytes: tinyPdf(code),
      });
      expect(res.statusCode, res.body).toBe(201);
      uids.push((res.json() as { uid: string }).uid);
    }
    const filed = await ctx.db.k.selectFrom('units').select(['uid', 'directory_id']).where('uid', 'in', uids).execute();
    const folderId = filed[0]!.directory_id!;
    expect(filed.map((u) => u.directory_id)).toEqual([folderId, folderId]);
    expect((await call('admin', 'GET', `${base(centros.lab)}${folderId}/`)).json().children).toEqual([]);

    const res = await call('admin', 'DELETE', deleteUrl(centros.lab, folderId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: DIRECTORY_MESSAGES.holdsUnits(2).en });
    expect(res.json().detail).toMatch(/^Can't delete folder/);
    expect((await call('admin', 'GET', `${base(centros.lab)}${folderId}/`)).statusCode).toBe(200);
    const after = await ctx.db.k.selectFrom('units').select('directory_id').where('uid', 'in', uids).execute();
    expect(after.map((u) => u.directory_id)).toEqual([folderId, folderId]);
  });

  it('deletes an empty folder without subfolders, after which its parent has no children', async () => {
    const parent = await create({ name: 'Temporal' });
    const child = await create({ name: 'Temporal hijo', parent: parent.id });
    const res = await call('admin', 'DELETE', deleteUrl(centros.hud, child.id));
    expect(res.statusCode).toBe(204);
    expect((await call('admin', 'GET', `${base(centros.hud)}${child.id}/`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${base(centros.hud)}${parent.id}/`)).json().children).toEqual([]);
    expect((await call('admin', 'DELETE', deleteUrl(centros.hud, parent.id))).statusCode).toBe(204);
    expect((await call('admin', 'DELETE', deleteUrl(centros.hud, parent.id))).statusCode).toBe(404);
  });
});

describe('who may change folders', () => {
  it('lets a manager create, edit and delete', async () => {
    const folder = await create({ name: 'Del gerente' }, 'manager');
    const renamed = await call('manager', 'PUT', `${base(centros.hud)}${folder.id}/`, { name: 'Del gerente 2' });
    expect(renamed.statusCode).toBe(200);
    expect((await call('manager', 'DELETE', deleteUrl(centros.hud, folder.id))).statusCode).toBe(204);
  });

  it('lets a user whose manager_of_centros holds the centro change its folders, and only there', async () => {
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user_data/me/',
      headers: auth(tokens['ana.martin']!),
    });
    expect(me.json()).toMatchObject({ isAdmin: false, isManager: false, manager_of_centros: [centros.lab] });
    const folder = await create({ name: 'Del laboratorio' }, 'ana.martin', centros.lab);
    expect(
      (await call('ana.martin', 'PUT', `${base(centros.lab)}${folder.id}/`, { name: 'Del laboratorio 2' })).statusCode,
    ).toBe(200);
    expect((await call('ana.martin', 'DELETE', deleteUrl(centros.lab, folder.id))).statusCode).toBe(204);
    const elsewhere = await call('ana.martin', 'POST', base(centros.ces), { name: 'Fuera' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({ detail: DIRECTORY_MESSAGES.notAllowed });
  });

  it('refuses a plain user every write with 403, even a malformed one, changing nothing', async () => {
    const folder = await folderNamed('Hematología', centros.lab);
    const before = await storedRows();
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, Body?]> = [
      ['POST', base(centros.lab), { name: 'Mía' }],
      ['POST', base(centros.lab), {}],
      ['PUT', `${base(centros.lab)}${folder.id}/`, { name: 'Mía', parent: null }],
      ['DELETE', deleteUrl(centros.lab, folder.id)],
    ];
    for (const [method, url, body] of writes) {
      const res = await call('user', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ detail: DIRECTORY_MESSAGES.notAllowed });
    }
    expect(await storedRows()).toEqual(before);
  });

  it('keeps another tenant out: acme.admin gets 404 for every call and changes nothing', async () => {
    const folder = await folderNamed('Procedimientos generales');
    const before = await storedRows();
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, Body?]> = [
      ['GET', base(centros.hud)],
      ['GET', `${base(centros.hud)}${folder.id}/`],
      ['POST', base(centros.hud), { name: 'Intrusa' }],
      ['PUT', `${base(centros.hud)}${folder.id}/`, { name: 'Intrusa' }],
      ['DELETE', deleteUrl(centros.hud, folder.id)],
    ];
    for (const [method, url, body] of calls) {
      expect((await call('acme.admin', method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor through its own scope: the id of demo's folder means nothing there.
    const acmeCentro = await ctx.db.k
      .selectFrom('centros')
      .innerJoin('sites', 'sites.id', 'centros.site_id')
      .select('centros.id')
      .where('sites.path', '=', '/acme/')
      .executeTakeFirstOrThrow();
    const own = `/api/v1/acme/${acmeCentro.id}/directory/${folder.id}/`;
    expect((await call('acme.admin', 'GET', own)).statusCode).toBe(404);
    expect((await call('acme.admin', 'PUT', own, { name: 'Intrusa' })).statusCode).toBe(404);
    expect((await call('acme.admin', 'DELETE', `${own}?business_process=DOCISODEFAULT`)).statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
  });
});

describe('the audit log', () => {
  it('records who created, changed and deleted a folder, with before and after', async () => {
    const folder = await create({ name: 'Auditada' });
    await call('admin', 'PUT', `${base(centros.hud)}${folder.id}/`, { name: 'Auditada 2', color: '#212121' });
    await call('admin', 'DELETE', deleteUrl(centros.hud, folder.id));
    const admin = await ctx.db.k
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const entries = await ctx.db.k
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'directory')
      .where('entity_id', '=', String(folder.id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries.every((e) => e.user_id === admin.id)).toBe(true);
    const [created, updated, deleted] = entries.map((e) => ({
      before: e.before === null ? null : JSON.parse(e.before),
      after: e.after === null ? null : JSON.parse(e.after),
    }));
    expect(created).toMatchObject({ before: null, after: { name: 'Auditada' } });
    expect(updated).toMatchObject({ before: { name: 'Auditada' }, after: { name: 'Auditada 2', color: '#212121' } });
    expect(deleted).toMatchObject({ before: { name: 'Auditada 2', business_process: 'DOCISODEFAULT' }, after: null });
  });
});
