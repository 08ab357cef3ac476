import http from 'node:http';
import { type BpDefinitionInput, validateBpDefinition } from '@qualium/contracts';
import type { Db } from '../src/db/database.js';

type BpTransitionInput = BpDefinitionInput['business_process']['workflow']['transitions'][number];

/**
 * QNTEST, a business process made for the notification tests: its responsible is whoever its
 * `owner` field names, so a test decides who is told, and its transitions cover notifying,
 * not notifying (`notify_responsible: false`) and a transition the test can make fail.
 */
export const QN = 'QNTEST';

const l = (es: string, ca = es, en = es) => ({ es, ca, en });

export function qnDefinition(process: string): BpDefinitionInput {
  const reassign = (id: string, label: string, notify = true): BpTransitionInput => ({
    id,
    label: l(label),
    from: ['abierta'],
    to: 'abierta',
    allowed_roles: ['responsible', 'creator'],
    fields: ['owner'],
    responsible: { rule: 'field', field: 'owner' },
    notify_responsible: notify,
  });
  return {
    business_process: {
      info: {
        reference: QN,
        name: l('Prueba de avisos', "Prova d'avisos", 'Notice test'),
        process,
        title_field: 'subject',
        numbering: { pattern: 'QN-{#####}' },
      },
      model: {
        fields: [
          { id: 'subject', kind: 'text', label: l('Asunto'), required: true, searchable: true },
          { id: 'owner', kind: 'user', label: l('Responsable'), required: true },
          { id: 'due_on', kind: 'date', label: l('Vence') },
        ],
      },
      workflow: {
        states: [
          { id: 'abierta', label: l('Abierta'), color: '#1e88e5' },
          { id: 'cerrada', label: l('Cerrada'), color: '#43a047', closed: true },
        ],
        transitions: [
          {
            id: 'abrir',
            label: l('Abrir'),
            initial: true,
            to: 'abierta',
            fields: ['subject', 'owner', 'due_on'],
            responsible: { rule: 'field', field: 'owner' },
            due: { rule: 'field', field: 'due_on' },
          },
          reassign('reasignar', 'Reasignar'),
          reassign('reasignar_sin_aviso', 'Reasignar sin aviso', false),
          // The tests make the database refuse this one's audit entry, after the notification is written.
          reassign('fallar', 'Fallar'),
          {
            id: 'cerrar',
            label: l('Cerrar'),
            from: ['abierta'],
            to: 'cerrada',
            allowed_roles: ['responsible', 'creator'],
            responsible: { rule: 'none' },
          },
        ],
      },
      views: [{ kind: 'table' }],
    },
  };
}

/** Stores QNTEST for the demo company (site 1) under the process of the demo's NC. */
export function installQnBusinessProcess(db: Db): Promise<void> {
  return installTestBusinessProcess(db, qnDefinition);
}

/** Stores a test BP for the demo company (site 1), its definition made for the process of the demo's NC. */
export async function installTestBusinessProcess(
  db: Db,
  definitionFor: (process: string) => BpDefinitionInput,
): Promise<void> {
  const nc = await db.k
    .selectFrom('business_processes')
    .innerJoin('processes', 'processes.id', 'business_processes.process_id')
    .select(['processes.id', 'processes.reference'])
    .where('business_processes.site_id', '=', 1)
    .where('business_processes.reference', '=', 'NC')
    .executeTakeFirstOrThrow();
  const definition = definitionFor(nc.reference);
  const checked = validateBpDefinition(definition);
  const { reference, name } = definition.business_process.info;
  if (!checked.ok) throw new Error(`${reference} is invalid: ${JSON.stringify(checked.problems)}`);
  const now = new Date().toISOString();
  await db.k
    .insertInto('business_processes')
    .values({
      site_id: 1,
      reference,
      name: name.es,
      process_id: nc.id,
      is_shared: 0,
      has_charts: 0,
      path: '/demo/',
      definition: JSON.stringify(definition),
      next_number: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * A real Server-Sent Events client over node:http: collects the events of one stream and waits
 * for those a test expects.
 */
export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: StreamEvent[];
  /** Comment lines seen (heartbeats). */
  comments: number;
  /** The first event (from the `from`-th on) matching, or an error after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, timeoutMs: number, from?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export function openEventStream(url: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      let buffer = '';
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => {};
      const client: EventStreamClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: 0,
        ended: new Promise<void>((r) => {
          endedResolve = r;
        }),
        next(match, timeoutMs, from = 0) {
          return new Promise((ok, fail) => {
            const check = () => {
              const found = client.events.slice(from).find(match);
              if (!found) return false;
              clearTimeout(timer);
              waiters.delete(check as () => void);
              ok(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check as () => void);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(client.events)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check as () => void);
          });
        },
        close: () => request.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at = buffer.indexOf('\n\n');
        while (at !== -1) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
          if (block.startsWith(':')) {
            client.comments++;
            continue;
          }
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
          const data = lines
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          client.events.push({ event, data: data ? JSON.parse(data) : null });
        }
        for (const waiter of [...waiters]) waiter();
      });
      res.on('end', () => endedResolve());
      res.on('close', () => endedResolve());
      resolve(client);
    });
    request.on('error', reject);
  });
}
