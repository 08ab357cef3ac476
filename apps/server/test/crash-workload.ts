import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_SIGNS, documentsApi, LAB, type Upload } from './files-fixture.js';
import type { TestContext } from './harness.js';
import { enc } from './units-fixture.js';

/**
 * The stream of writes a crash interrupts (crash.api.test.ts): clients creating controlled
 * documents with a file and taking them through review (a second file) and approval, as fast as
 * the server answers. What the server acknowledged is kept in a ledger, which the test holds the
 * restarted server to; what it never answered is kept apart, for the client's retry.
 */

/** A file the ledger expects back byte for byte. */
export interface SentFile {
  filename: string;
  version: number;
  bytes: Buffer;
}

export interface AckedUnit {
  uid: string;
  files: SentFile[];
  /** Acknowledged transitions, in order (the creation's not included). */
  transitions: string[];
}

/** A creation the server never answered: the client retries it with the same key. */
export interface UnansweredCreation {
  key: string;
  form: Record<string, string>;
  file: Upload;
}

export interface Ledger {
  units: Map<string, AckedUnit>;
  unanswered: UnansweredCreation[];
  /** Answers that were neither the expected success nor a dropped connection. */
  wrong: string[];
  acknowledged: { creations: number; transitions: number; files: number };
}

export const newLedger = (): Ledger => ({
  units: new Map(),
  unanswered: [],
  wrong: [],
  acknowledged: { creations: 0, transitions: 0, files: 0 },
});

/** PDF bytes (identified from their header) unique to `label`, between 1 KiB and 1 MiB. */
export function uniquePdf(label: string): Upload {
  const size = 1024 + Math.floor(Math.random() * 1024 * 1024);
  const head = Buffer.from(`%PDF-1.4\n%${label} ${randomBytes(16).toString('hex')}\n`);
  return { name: `${label}.pdf`, type: 'application/pdf', bytes: Buffer.concat([head, Buffer.alloc(size, 0x20)]) };
}

/** The review and approval a created document goes through; `file` uploads a new version. */
const STORY: Array<{ id: string; values: (admin: number) => Record<string, string>; file?: true }> = [
  { id: 'enviar_revision', values: () => ({ change_summary: 'Revisión tras el incidente.' }), file: true },
  { id: 'solicitar_aprobacion', values: (admin) => ({ approver: String(admin), review_comments: 'Correcto.' }) },
  { id: 'aprobar', values: () => ({ approved_on: '2026-11-20', ...ADMIN_SIGNS }) },
];

/** A dropped connection (the server died mid-request) ends the client; fetch says so by throwing. */
async function answered<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch {
    return undefined;
  }
}

export function crashWorkload(ctx: TestContext, token: string, ledger: Ledger) {
  const docs = documentsApi(ctx);
  let serial = 0;
  /** The creation form (folder, owner…), asked once before any crash; each document adds its code and title. */
  let baseForm: Record<string, string> = {};

  const createUrl = `${LAB}/unit/create_and_execute_initial_transition/`;
  const create = (form: Record<string, string>, file: Upload, key: string) =>
    docs.postForm(token, createUrl, form, { document: file }, { 'idempotency-key': key });

  /** One transition of the story; false when the server did not answer. */
  async function transition(unit: AckedUnit, step: (typeof STORY)[number], label: string): Promise<boolean> {
    const url = `${LAB}/unit/${enc(unit.uid)}`;
    const candidates = await answered(
      docs.get(token, `${url}/get_transition_candidate_responsibles/?transition_id=${step.id}`),
    );
    if (!candidates) return false;
    const people = candidates.statusCode === 200 ? (candidates.json() as Array<{ id: number }>) : [];
    const responsible = people.find((p) => p.id === docs.ids.admin) ?? people[0];
    const file = step.file ? uniquePdf(label) : undefined;
    const fields = {
      transition_id: step.id,
      ...step.values(docs.ids.admin!),
      ...(responsible ? { responsible: String(responsible.id) } : {}),
    };
    const res = await answered(
      docs.postForm(token, `${url}/execute_transition/`, fields, file ? { document: file } : {}),
    );
    if (!res) return false;
    if (res.statusCode !== 200) {
      ledger.wrong.push(`${step.id} ${unit.uid}: ${res.statusCode} ${res.body}`);
      return false;
    }
    unit.transitions.push(step.id);
    ledger.acknowledged.transitions += 1;
    if (file) {
      unit.files.push({ filename: file.name, version: unit.files.length + 1, bytes: Buffer.from(file.bytes) });
      ledger.acknowledged.files += 1;
    }
    return true;
  }

  /** One client: documents one after another, each through its story, until the server is gone. */
  async function client(round: number): Promise<void> {
    for (;;) {
      const n = serial++;
      const label = `r${round}-d${n}`;
      const form = { ...baseForm, code: `CR-${label}`, doc_title: `Documento ${label}` };
      const file = uniquePdf(`${label}-v1`);
      const key = randomUUID();
      const res = await answered(create(form, file, key));
      if (!res) {
        ledger.unanswered.push({ key, form, file });
        return;
      }
      if (res.statusCode !== 201) {
        ledger.wrong.push(`create ${label}: ${res.statusCode} ${res.body}`);
        return;
      }
      const unit: AckedUnit = {
        uid: res.json().uid,
        files: [{ filename: file.name, version: 1, bytes: Buffer.from(file.bytes) }],
        transitions: [],
      };
      ledger.units.set(unit.uid, unit);
      ledger.acknowledged.creations += 1;
      ledger.acknowledged.files += 1;
      for (const step of STORY) {
        if (!(await transition(unit, step, `${label}-${step.id}`))) return;
      }
    }
  }

  /** The retry of an unanswered creation, with its key: the unit, made now or by the first try. */
  async function retry(lost: UnansweredCreation): Promise<AckedUnit> {
    const res = await create(lost.form, lost.file, lost.key);
    if (res.statusCode !== 201) throw new Error(`retry of ${lost.form.code}: ${res.statusCode} ${res.body}`);
    const unit = {
      uid: res.json().uid as string,
      files: [{ filename: lost.file.name, version: 1, bytes: Buffer.from(lost.file.bytes) }],
      transitions: [],
    };
    ledger.units.set(unit.uid, unit);
    return unit;
  }

  /** What every client needs, asked before any crash: the creation form and the admin's id (the approver). */
  async function prepare(): Promise<void> {
    baseForm = await docs.creationForm(token, 'CR', 'Documento');
  }

  return { client, retry, prepare, file: docs.file };
}
