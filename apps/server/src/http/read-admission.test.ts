import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerReadAdmission } from './read-admission.js';

/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Route handlers that say when they start and answer when the test says so, by name. */
function heldHandlers() {
  const held = new Map<
    string,
    { started: () => void; hasStarted: Promise<void>; answer: () => void; answered: Promise<void> }
  >();
  const entry = (name: string) => {
    let found = held.get(name);
    if (!found) {
      const started = deferred();
      const answered = deferred();
      found = {
        started: started.resolve,
        hasStarted: started.promise,
        answer: answered.resolve,
        answered: answered.promise,
      };
      held.set(name, found);
    }
    return found;
  };
  const run = async (name: string) => {
    const e = entry(name);
    e.started();
    await e.answered;
    return { name };
  };
  return { entry, run };
}

describe('registerReadAdmission', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  async function serve(limits: { reads: number; besideWrites: number }) {
    // Closed at once after each test, whatever keep-alive connections the client left.
    app = Fastify({ forceCloseConnections: true });
    await app.register(multipart);
    const admission = registerReadAdmission(app, limits);
    const handlers = heldHandlers();
    const started: string[] = [];
    const run = (name: string) => {
      started.push(name);
      return handlers.run(name);
    };
    app.get<{ Params: { name: string } }>('/api/read/:name', (request) => run(request.params.name));
    app.post<{ Params: { name: string } }>('/api/write/:name', (request) => run(request.params.name));
    app.post('/api/upload', async (request) => {
      for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
      return run('upload');
    });
    app.get('/api/stream', { config: { unmetered: true } }, () => run('stream'));
    app.get('/api/missing', async () => {
      throw Object.assign(new Error('gone'), { statusCode: 404 });
    });
    app.get('/app.js', () => 'static');
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const send = (path: string, init?: RequestInit) => fetch(base + path, init);
    const answer = (name: string) => handlers.entry(name).answer();
    const hasStarted = (name: string) => handlers.entry(name).hasStarted;
    return { admission, send, answer, hasStarted, started };
  }

  it('holds reads over the cap in arrival order until earlier ones answer; writes pass them', async () => {
    const s = await serve({ reads: 1, besideWrites: 0 });
    const a = s.send('/api/read/a');
    await s.hasStarted('a');
    const b = s.send('/api/read/b');
    await expect.poll(() => s.admission.state.waiting, { timeout: 10_000 }).toBe(1);
    const c = s.send('/api/read/c');
    await expect.poll(() => s.admission.state.waiting, { timeout: 10_000 }).toBe(2);
    // A write is never held, and the app's own files are not counted.
    const w = s.send('/api/write/w', { method: 'POST' });
    await s.hasStarted('w');
    s.answer('w');
    expect((await w).status).toBe(200);
    expect(await (await s.send('/app.js')).text()).toBe('static');
    expect(s.started).toEqual(['a', 'w']);

    s.answer('a');
    expect(await (await a).json()).toEqual({ name: 'a' });
    await s.hasStarted('b');
    expect(s.started).toEqual(['a', 'w', 'b']);
    s.answer('b');
    s.answer('c');
    expect(await (await b).json()).toEqual({ name: 'b' });
    expect(await (await c).json()).toEqual({ name: 'c' });
    expect(s.admission.state).toEqual({ inside: 0, waiting: 0, writing: 0 });
  });

  it('holds reads to the lower cap while a write runs, and lets them in when it answers', async () => {
    const s = await serve({ reads: 0, besideWrites: 1 });
    const w = s.send('/api/write/w', { method: 'POST' });
    await s.hasStarted('w');
    const a = s.send('/api/read/a');
    await s.hasStarted('a');
    const b = s.send('/api/read/b');
    await expect.poll(() => s.admission.state.waiting, { timeout: 10_000 }).toBe(1);
    s.answer('b'); // b's answer is ready, but b has not been let in
    s.answer('w');
    expect((await w).status).toBe(200);
    // With no write running, reads are not capped: b runs beside a.
    expect(await (await b).json()).toEqual({ name: 'b' });
    expect(s.started).toEqual(['w', 'a', 'b']);
    s.answer('a');
    expect((await a).status).toBe(200);
  });

  it('never holds the notification stream, nor counts an upload as a write', async () => {
    const s = await serve({ reads: 1, besideWrites: 0 });
    const a = s.send('/api/read/a');
    await s.hasStarted('a');
    const stream = s.send('/api/stream');
    await s.hasStarted('stream');
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(1000)]), 'doc.txt');
    const upload = s.send('/api/upload', { method: 'POST', body: form });
    await s.hasStarted('upload');
    expect(s.admission.state).toEqual({ inside: 1, waiting: 0, writing: 0 });
    for (const name of ['a', 'stream', 'upload']) s.answer(name);
    for (const response of [a, stream, upload]) expect((await response).status).toBe(200);
  });

  it('frees the place of a read whose client left while it waited, and of an error answer', async () => {
    const s = await serve({ reads: 1, besideWrites: 0 });
    expect((await s.send('/api/missing')).status).toBe(404);
    expect(s.admission.state.inside).toBe(0);

    const a = s.send('/api/read/a');
    await s.hasStarted('a');
    const leaving = new AbortController();
    const b = s.send('/api/read/b', { signal: leaving.signal }).catch((error: Error) => error.name);
    await expect.poll(() => s.admission.state.waiting, { timeout: 10_000 }).toBe(1);
    const c = s.send('/api/read/c');
    await expect.poll(() => s.admission.state.waiting, { timeout: 10_000 }).toBe(2);
    leaving.abort();
    expect(await b).toBe('AbortError');
    await expect.poll(() => s.admission.state.waiting, { timeout: 10_000 }).toBe(1);
    s.answer('a');
    await s.hasStarted('c');
    s.answer('c');
    expect((await a).status).toBe(200);
    expect(await (await c).json()).toEqual({ name: 'c' });
    expect(s.started).toEqual(['a', 'c']);
    expect(s.admission.state).toEqual({ inside: 0, waiting: 0, writing: 0 });
  });
});
