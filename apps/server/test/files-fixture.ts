import { spawnSync } from 'node:child_process';
import type { FormInput, UnitDetail } from '@qualium/contracts';
import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import { auth, DEMO_PASSWORD } from './harness.js';
import { enc, firstLeaf, unitsApi } from './units-fixture.js';

/** What the admin (the only one running the documents' steps here) sends with each: a signature and a reason for change. */
export const ADMIN_SIGNS = {
  signature: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  reason_for_change: 'Revisión del documento.',
};

/** The lab: the only centro of `user`, where `admin` holds every role on the document process. */
export const LAB = '/api/v1/demo/3';

export type Upload = { name: string; type?: string; bytes: Buffer | string };

/** pdftotext's reading of a PDF (poppler-utils, installed by npm test). */
export function pdfText(pdf: Buffer): string {
  const out = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (out.status !== 0) throw new Error(`pdftotext failed: ${out.stderr}`);
  return out.stdout.toString('utf8');
}

export function pdfPages(pdf: Buffer): number {
  const out = spawnSync('pdfinfo', ['-'], { input: pdf }).stdout.toString();
  return Number(/Pages:\s+(\d+)/.exec(out)?.[1] ?? 0);
}

/** A real one-page PDF with a line of text, small enough to read back. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The DOCISODEFAULT story through the API: create with a file, review, approve, new editions. */
export function documentsApi(ctx: TestContext) {
  const api = unitsApi(ctx);
  const ids: Record<string, number> = {};

  async function userId(token: string): Promise<number> {
    const res = await ctx.app.inject({ url: '/api/v1/user_data/me/', headers: auth(token) });
    return (res.json() as { id: number }).id;
  }

  /** A creation form for a controlled document in the lab, as the dialog would send it. */
  async function creationForm(token: string, code: string, title: string): Promise<Record<string, string>> {
    const form = await api.creationFields(token, LAB, 'DOCISODEFAULT');
    const byId = new Map(form.fields.map((f: FormInput) => [f.id, f]));
    const owner = byId.get('owner')!;
    const people = await api.get(
      token,
      `${LAB}/unitwidget/get_process_depending_users/?process_id=${owner.process_id}&permission_id=responsible`,
    );
    const folders = await api.get(token, `${LAB}/directory/`);
    const folder = String((folders.json() as { results: Array<{ id: number }> }).results[0]!.id);
    ids.admin ??= await userId(token);
    return {
      business_process: 'DOCISODEFAULT',
      // The dialog also sends the folder input's value as the `directory` control, which files the unit.
      directory: folder,
      code,
      doc_title: title,
      document_type: 'instruccion',
      folder,
      owner_process: firstLeaf(byId.get('owner_process')!.items),
      owner: String((people.json() as { data: Array<{ value: number }> }).data[0]!.value),
      review_period: JSON.stringify({ amount: 12, tipo_periodo: 'm' }),
    };
  }

  async function create(token: string, code: string, title: string, document: Upload) {
    const form = await creationForm(token, code, title);
    return api.postForm(token, `${LAB}/unit/create_and_execute_initial_transition/`, form, { document });
  }

  async function transition(
    token: string,
    uid: string,
    transitionId: string,
    values: Record<string, string> = {},
    document?: Upload,
  ) {
    // The next responsible, when the transition asks for one: the admin if a candidate.
    const candidates = await api.get(
      token,
      `${LAB}/unit/${enc(uid)}/get_transition_candidate_responsibles/?transition_id=${transitionId}`,
    );
    const people = candidates.statusCode === 200 ? (candidates.json() as Array<{ id: number }>) : [];
    const responsible = people.find((p) => p.id === ids.admin) ?? people[0];
    const res = await api.postForm(
      token,
      `${LAB}/unit/${enc(uid)}/execute_transition/`,
      {
        transition_id: transitionId,
        ...values,
        ...(responsible ? { responsible: String(responsible.id) } : {}),
        // The document BP signs its approval and, once in force, asks a reason for every change.
        ...ADMIN_SIGNS,
      },
      document ? { document } : {},
    );
    expect(res.statusCode, `${transitionId}: ${res.body}`).toBe(200);
  }

  /** Review and approval of the draft in hand: the unit ends Vigente. */
  async function publish(token: string, uid: string, document?: Upload) {
    await transition(token, uid, 'enviar_revision', { change_summary: 'Revisión anual.' }, document);
    await transition(token, uid, 'solicitar_aprobacion', { approver: String(ids.admin), review_comments: 'Correcto.' });
    await transition(token, uid, 'aprobar', { approved_on: '2026-11-20' });
  }

  async function unit(token: string, uid: string): Promise<UnitDetail> {
    const res = await api.get(token, `${LAB}/unit/${enc(uid)}/`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as UnitDetail;
  }

  function file(token: string, uid: string, query: Record<string, string | number>, scope = LAB) {
    const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    return ctx.app.inject({
      method: 'GET',
      url: `${scope}/unit/${enc(uid)}/get_qunit_file/?${q}`,
      headers: auth(token),
    });
  }

  return { ...api, ids, creationForm, create, transition, publish, unit, file, userId };
}
