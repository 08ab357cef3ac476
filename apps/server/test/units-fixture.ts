import type { FormInput } from '@qualium/contracts';
import { expect } from 'vitest';
import { auth, type TestContext } from './harness.js';
import { multipart } from './multipart.js';

/**
 * Units made through the API for the units and unitwidget tests: the forms are built from what
 * the API says each creation collects, so the tests follow the demo definitions.
 */
export const enc = encodeURIComponent;

export function unitsApi(ctx: TestContext) {
  const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(token) });

  const postJson = (token: string, url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { ...auth(token), ...headers } });

  async function postForm(
    token: string,
    url: string,
    fields: Record<string, string | string[]>,
    files: Parameters<typeof multipart>[1] = {},
    headers: Record<string, string> = {},
  ) {
    const body = await multipart(fields, files);
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...auth(token), ...body.headers, ...headers },
    });
  }

  async function creationFields(token: string, scope: string, bp: string) {
    const res = await get(token, `${scope}/unit/get_fields_to_collect_during_creation/?business_process=${bp}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { fields: FormInput[]; responsible_candidates: Array<{ id: number }> };
  }

  /** Someone the input may name: a holder of its process role, else the first responsible candidate. */
  async function personFor(token: string, scope: string, input: FormInput, fallback: number): Promise<number> {
    if (input.field_kind !== 'process_user') return fallback;
    const res = await get(
      token,
      `${scope}/unitwidget/get_process_depending_users/?process_id=${input.process_id}&permission_id=${input.permission_id}`,
    );
    return (res.json().data as Array<{ value: number }>)[0]?.value ?? fallback;
  }

  /** A value every required input of the demo BPs accepts, typed as a JSON body carries it. */
  async function sampleValue(token: string, scope: string, input: FormInput, person: number): Promise<unknown> {
    switch (input.field_kind) {
      case 'text':
      case 'textarea':
        return `Prueba de ${input.label.toLowerCase()}`;
      case 'choice':
      case 'treeview':
      case 'autocomplete':
        return input.multiple ? [firstLeaf(input.items)] : firstLeaf(input.items);
      case 'date':
        return '2026-11-20';
      case 'date_time':
        return { date: '2026-11-20', time: '09:30' };
      case 'numeric':
      case 'decimal':
        return 10;
      case 'user':
      case 'process_user':
        return personFor(token, scope, input, person);
      case 'metrics':
        return [
          {
            name: 'Cumplimiento',
            description: 'Porcentaje de registros completos',
            weight: 1,
            type: 'number',
            metric_config: { number_type: 'float', only_positive: true, units: '%' },
          },
        ];
      default:
        throw new Error(`no sample for required ${input.field_kind} '${input.id}'`);
    }
  }

  /** Values for every required input of a form, as a JSON body carries them. */
  async function requiredValues(token: string, scope: string, inputs: readonly FormInput[], person: number) {
    const body: Record<string, unknown> = {};
    for (const input of inputs) {
      if (input.required && !input.readonly) body[input.id] = await sampleValue(token, scope, input, person);
    }
    return body;
  }

  /**
   * Creates a unit of `bp` in `scope` as `token` through create_and_execute_initial_transition
   * (JSON body), filling every required input and then `values`.
   */
  async function createUnit(
    token: string,
    scope: string,
    bp: string,
    values: Record<string, unknown> = {},
  ): Promise<{ uid: string; id: number }> {
    const form = await creationFields(token, scope, bp);
    const person = form.responsible_candidates[0]?.id ?? 1;
    const body: Record<string, unknown> = {
      business_process: bp,
      ...(await requiredValues(token, scope, form.fields, person)),
    };
    if (form.responsible_candidates.length > 0) body.responsible = person;
    const res = await postJson(token, `${scope}/unit/create_and_execute_initial_transition/`, { ...body, ...values });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  return { get, postJson, postForm, creationFields, requiredValues, createUnit };
}

/** The first selectable value of a choice or tree input. */
export function firstLeaf(items: FormInput['items']): string {
  const first = items[0]!;
  return first.children?.length ? firstLeaf(first.children) : first.value;
}

/** Rows a test counts to show that a refused write kept nothing. */
export async function unitFootprint(ctx: TestContext, uid: string) {
  const unit = await ctx.db.k.selectFrom('units').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  const history = await ctx.db.k
    .selectFrom('workflow_history')
    .select(['transition_id'])
    .where('unit_id', '=', unit.id)
    .orderBy('id')
    .execute();
  const audit = await ctx.db.k
    .selectFrom('audit_log')
    .select('action')
    .where('entity_id', '=', uid)
    .orderBy('id')
    .execute();
  const children = await ctx.db.k.selectFrom('units').select('uid').where('parent_unit_id', '=', unit.id).execute();
  const files = await ctx.db.k.selectFrom('file_versions').select('id').where('unit_id', '=', unit.id).execute();
  return {
    unit,
    history: history.map((h) => h.transition_id),
    audit: audit.map((a) => a.action),
    children: children.map((c) => c.uid),
    files: files.length,
  };
}
