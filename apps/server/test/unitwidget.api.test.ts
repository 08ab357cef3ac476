import { type FormInput, MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, useTestApp } from './harness.js';
import { enc, firstLeaf, unitFootprint, unitsApi } from './units-fixture.js';

/**
 * The calls the dialog's inputs make while the user fills them in (records-explorer §7
 * unitwidget), and the candidate responsibles of a transition: what they answer for the demo
 * BPs, to whom, and what they say to bad input.
 */
const ctx = useTestApp();
const { get, postJson, createUnit } = unitsApi(ctx);
const C1 = '/api/v1/demo/1';
const C3 = '/api/v1/demo/3';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['admin', 'user', 'acme.admin']) tokens[who] = await login(ctx, who);
});

const required = (...names: string[]) => Object.fromEntries(names.map((n) => [n, [MESSAGES.required]]));

describe('get_depending_select_choices and get_depending_input_value', () => {
  const choices = (token: string, scope: string, query: string) =>
    get(token, `${scope}/unitwidget/get_depending_select_choices/?${query}`);
  const value = (token: string, scope: string, query: string) =>
    get(token, `${scope}/unitwidget/get_depending_input_value/?${query}`);
  let audit = '';

  beforeAll(async () => {
    // An NC's "Norma incumplida" offers the standards of the audit it came from (demo NC definition).
    audit = (
      await createUnit(tokens.admin!, C1, 'AUDIT', {
        standard: ['iso_9001', 'ifs_food'],
        planned_start: { date: '2026-11-23', time: '08:30' },
      })
    ).uid;
  });

  it("offer the source unit's values with their labels, and give its value with the readable text", async () => {
    const q = `reference_value=${enc(audit)}&bp_reference=AUDIT&site_id=1&field_id=standard&centro_id=1`;
    const res = await choices(tokens.admin!, C1, q);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        ['iso_9001', 'ISO 9001:2015'],
        ['ifs_food', 'IFS Food v8'],
      ],
    });
    const standard = await value(tokens.admin!, C1, q);
    expect(standard.json()).toEqual({ data: ['iso_9001', 'ifs_food'], readable: 'ISO 9001:2015, IFS Food v8' });
    const start = await value(
      tokens.admin!,
      C1,
      `reference_value=${enc(audit)}&bp_reference=AUDIT&field_id=planned_start`,
    );
    expect(start.json().data).toBe('2026-11-23T08:30');
    expect(start.json().readable).toBe('2026-11-23 08:30');
  });

  it('give nothing for a unit the user may not read, of another BP, unknown, or no uid at all', async () => {
    const nc = (await createUnit(tokens.admin!, C1, 'NC')).uid;
    const empty = { data: [] };
    const none = { data: null, readable: '' };
    const cases: Array<[string, string, string]> = [
      ['user', C3, audit], // no role in the audit's centro
      ['acme.admin', '/api/v1/acme/7', audit], // another company's unit
      ['admin', C1, nc], // an NC is no AUDIT
      ['admin', C1, 'QUnit#AUDIT#1#999999'],
      ['admin', C1, 'iso_9001'],
      ['admin', C1, ''],
    ];
    for (const [who, scope, reference] of cases) {
      const q = `reference_value=${enc(reference)}&bp_reference=AUDIT&field_id=standard`;
      const list = await choices(tokens[who]!, scope, q);
      expect(list.statusCode, `${who} ${reference}`).toBe(200);
      expect(list.json(), `${who} ${reference}`).toEqual(empty);
      expect((await value(tokens[who]!, scope, q)).json(), `${who} ${reference}`).toEqual(none);
    }
    // Outside one's own company the scope itself is not found.
    expect((await choices(tokens['acme.admin']!, C1, `bp_reference=AUDIT&field_id=standard`)).statusCode).toBe(404);
  });

  it('refuse missing and invalid parameters with a message under each', async () => {
    for (const call of [choices, value]) {
      const missing = await call(tokens.admin!, C1, `reference_value=${enc(audit)}`);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(required('bp_reference', 'field_id'));
      const unknownBp = await call(tokens.admin!, C1, 'bp_reference=NOPE&field_id=standard');
      expect(unknownBp.statusCode).toBe(400);
      expect(unknownBp.json()).toEqual({ bp_reference: ["Unknown business process 'NOPE'"] });
      const unknownField = await call(
        tokens.admin!,
        C1,
        `reference_value=${enc(audit)}&bp_reference=AUDIT&field_id=nope`,
      );
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json()).toEqual({ field_id: ['Invalid property nope'] });
      const badSite = await call(tokens.admin!, C1, 'bp_reference=AUDIT&field_id=standard&site_id=uno&centro_id=0');
      expect(badSite.statusCode).toBe(400);
      expect(badSite.json()).toEqual({
        site_id: [MESSAGES.invalidInteger],
        centro_id: [MESSAGES.invalidInteger],
      });
    }
  });
});

describe('subindicators', () => {
  const list = async (token: string, scope: string, query = '') => {
    const res = await get(token, `${scope}/unitwidget/subindicators/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().units as Array<{ uid: string; reference: string; title: string }>).map((u) => u.uid);
  };
  const made: Record<string, string> = {};

  beforeAll(async () => {
    const admin = tokens.admin!;
    made.c1 = (await createUnit(admin, C1, 'INDICATOR', { subject: 'Higiene de manos en UCI' })).uid;
    made.c3 = (await createUnit(admin, C3, 'INDICATOR', { subject: 'Tiempo de respuesta de urgencias' })).uid;
    made.withdrawn = (await createUnit(admin, C1, 'INDICATOR', { subject: 'Indicador sustituido' })).uid;
    const withdraw = await postJson(admin, `${C1}/unit/${enc(made.withdrawn)}/execute_transition/`, {
      transition_id: 'dar_baja',
      withdrawal_reason: 'Integrado en el cuadro de mando.',
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
  });

  /** Whether the user may open the unit (GET one unit in its own centro). */
  async function readable(token: string, uid: string): Promise<boolean> {
    const centro = (
      await ctx.db.k.selectFrom('units').select('centro_id').where('uid', '=', uid).executeTakeFirstOrThrow()
    ).centro_id;
    return (await get(token, `/api/v1/demo/${centro}/unit/${enc(uid)}/`)).statusCode === 200;
  }

  it("list the company's open indicators the user may read, each once, and leave out the excluded one", async () => {
    const admin = await list(tokens.admin!, '/api/v1/demo');
    expect(admin).toEqual(expect.arrayContaining([made.c1, made.c3]));
    expect(admin).not.toContain(made.withdrawn);
    expect(new Set(admin).size).toBe(admin.length);
    expect(await list(tokens.admin!, '/api/v1/demo', `?exclude=${enc(made.c1!)}`)).toEqual(
      admin.filter((uid) => uid !== made.c1),
    );
    // From a centro path too (the dialog asks from where it is).
    expect(await list(tokens.admin!, C1)).toEqual(admin);
  });

  it('show a user exactly the open indicators they may open, and another company none', async () => {
    const user = await list(tokens.user!, '/api/v1/demo');
    for (const uid of [made.c1!, made.c3!]) {
      expect(user.includes(uid), uid).toBe(await readable(tokens.user!, uid));
    }
    expect(user).not.toContain(made.c1); // no role in centro 1
    expect(user).toContain(made.c3); // a reader of the indicators of centro 3
    expect(await list(tokens['acme.admin']!, '/api/v1/acme')).toEqual([]);
    expect(await list(tokens.admin!, '/api/v1/demo/norte')).toEqual([]); // the sub-company's own units
    expect((await get(tokens['acme.admin']!, '/api/v1/demo/unitwidget/subindicators/')).statusCode).toBe(404);
  });
});

describe('candidate responsibles of a transition', () => {
  let uid = '';
  let url = '';

  beforeAll(async () => {
    const admin = tokens.admin!;
    uid = (await createUnit(admin, C1, 'NC', { subject: 'Muestras sin identificar en recepción' })).uid;
    url = `${C1}/unit/${enc(uid)}`;
    const run = async (step: Record<string, unknown>) => {
      const res = await postJson(admin, `${url}/execute_transition/`, step);
      expect(res.statusCode, res.body).toBe(200);
    };
    await run({ transition_id: 'iniciar_analisis', immediate_action: 'Muestras retenidas hasta identificarlas.' });
    const planning = await get(
      admin,
      `${url}/get_fields_to_collect_during_transition/?transition_id=planificar_acciones`,
    );
    const causes = (planning.json().fields as FormInput[]).find((f) => f.id === 'root_cause_category')!;
    await run({
      transition_id: 'planificar_acciones',
      root_cause_category: firstLeaf(causes.items),
      root_cause: 'El procedimiento de recepción no pide la etiqueta antes de aceptar la muestra.',
      actions_due: '2026-12-20',
    });
  });

  const candidates = async (transition: string) => {
    const res = await get(tokens.admin!, `${url}/get_transition_candidate_responsibles/?transition_id=${transition}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<{ id: number; name: string; username: string; email: string }>;
  };

  it("answer the holders of the rule's process role, or the one person a fixed rule names", async () => {
    // solicitar_verificacion hands the NC to an editor of its process in its centro.
    const editors = await candidates('solicitar_verificacion');
    const unit = await unitFootprint(ctx, uid);
    const holders = await get(
      tokens.admin!,
      `${C1}/unitwidget/get_process_depending_users/?process_id=${unit.unit.process_id}&permission_id=editor&centro=1`,
    );
    expect(editors.map((c) => c.id).sort()).toEqual(
      (holders.json().data as Array<{ value: number }>).map((u) => u.value).sort(),
    );
    expect(editors.length).toBeGreaterThan(0);
    for (const c of editors) expect(c.name.length).toBeGreaterThan(0);
  });

  it('refuse a responsible who is not a candidate with its message, writing nothing; take a candidate', async () => {
    const editors = await candidates('solicitar_verificacion');
    const outsider = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', 'acme.admin').executeTakeFirstOrThrow()
    ).id;
    const before = await unitFootprint(ctx, uid);
    for (const responsible of [outsider, 999_999]) {
      const res = await postJson(tokens.admin!, `${url}/execute_transition/`, {
        transition_id: 'solicitar_verificacion',
        responsible,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ responsible: [MESSAGES.invalidResponsible] });
    }
    const notANumber = await postJson(tokens.admin!, `${url}/execute_transition/`, {
      transition_id: 'solicitar_verificacion',
      responsible: 'la supervisora',
    });
    expect(notANumber.json()).toEqual({ responsible: [MESSAGES.badRequest] });
    const after = await unitFootprint(ctx, uid);
    expect(after.history).toEqual(before.history);
    expect(after.unit.version).toBe(before.unit.version);

    const chosen = editors.at(-1)!.id;
    const ok = await postJson(tokens.admin!, `${url}/execute_transition/`, {
      transition_id: 'solicitar_verificacion',
      responsible: chosen,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await unitFootprint(ctx, uid)).unit.current_responsible_id).toBe(chosen);
  });

  it('refuse a missing, unknown or not offered transition', async () => {
    const base = `${url}/get_transition_candidate_responsibles/`;
    expect((await get(tokens.admin!, base)).json()).toEqual(required('transition_id'));
    const unknown = await get(tokens.admin!, `${base}?transition_id=volar`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ transition_id: ["Unknown transition 'volar'"] });
    const notOffered = await get(tokens.admin!, `${base}?transition_id=abrir`);
    expect(notOffered.statusCode).toBe(403);
    expect(notOffered.json().detail).toBe(MESSAGES.transitionNotOffered);
    expect(
      (await get(tokens.user!, `${C3}/unit/${enc(uid)}/get_transition_candidate_responsibles/?transition_id=cerrar`))
        .statusCode,
    ).toBe(404);
  });
});

describe('get_centro_users and get_process_depending_users', () => {
  const people = async (token: string, url: string) => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<{ value: number; text: string }>;
  };

  it("list the centro's active people, by surname, for plain user fields", async () => {
    const holders = async (centro: number) =>
      (
        await ctx.db.k
          .selectFrom('user_centro_roles')
          .innerJoin('users', 'users.id', 'user_centro_roles.user_id')
          .select(['users.id', 'users.first_name', 'users.last_name'])
          .distinct()
          .where('user_centro_roles.centro_id', '=', centro)
          .where('users.is_active', '=', 1)
          .execute()
      ).map((u) => u.id);
    const c1 = await people(tokens.admin!, `${C1}/unitwidget/get_centro_users/`);
    expect(c1.map((u) => u.value).sort()).toEqual((await holders(1)).sort());
    for (const u of c1) expect(u.text.trim().length).toBeGreaterThan(0);
    const c3 = await people(tokens.user!, `${C3}/unitwidget/get_centro_users/`);
    expect(c3.map((u) => u.value).sort()).toEqual((await holders(3)).sort());

    // Someone who left the company is no longer offered.
    const leaving = c3.find((u) => u.text !== '')!;
    await ctx.db.k.updateTable('users').set({ is_active: 0 }).where('id', '=', leaving.value).execute();
    try {
      expect((await people(tokens.admin!, `${C3}/unitwidget/get_centro_users/`)).map((u) => u.value)).not.toContain(
        leaving.value,
      );
    } finally {
      await ctx.db.k.updateTable('users').set({ is_active: 1 }).where('id', '=', leaving.value).execute();
    }
    expect((await get(tokens.user!, `${C1}/unitwidget/get_centro_users/`)).statusCode).toBe(404);
    expect((await get(tokens['acme.admin']!, `${C1}/unitwidget/get_centro_users/`)).statusCode).toBe(404);
  });

  it('list the holders of a process role, in another centro only where the user holds a role too', async () => {
    const nc = await unitFootprint(ctx, (await createUnit(tokens.admin!, C3, 'NC')).uid);
    const url = `${C3}/unitwidget/get_process_depending_users/?process_id=${nc.unit.process_id}&permission_id=responsible`;
    const own = await people(tokens.user!, url);
    expect(await people(tokens.user!, `${url}&centro=1`)).toEqual(own); // no role in centro 1: centro 3's
    expect(await people(tokens.admin!, `${url}&centro=3`)).toEqual(own);
  });

  it('refuse missing and invalid parameters with a message under each', async () => {
    const base = `${C1}/unitwidget/get_process_depending_users/`;
    const missing = await get(tokens.admin!, base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(required('process_id', 'permission_id'));
    const bad = await get(tokens.admin!, `${base}?process_id=x&permission_id=jefe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().process_id).toEqual([MESSAGES.invalidInteger]);
    expect(bad.json().permission_id).toHaveLength(1);
  });
});
