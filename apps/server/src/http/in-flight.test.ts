import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackHandlers } from './in-flight.js';

describe('trackHandlers', () => {
  it('answers once the running handlers are done, whatever became of their clients', async () => {
    const app = Fastify();
    trackHandlers(app);
    let finish: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    app.get('/slow', async () => {
      await slow;
      return { ok: true };
    });
    app.get('/sync', (_request, reply) => {
      reply.send({ sync: true });
    });
    await app.ready();
    expect((await app.inject({ url: '/sync' })).json()).toEqual({ sync: true });
    await app.inFlight.drained(60_000);

    const response = app.inject({ url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let drained = false;
    const waiting = app.inFlight.drained(60_000).then(() => {
      drained = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    finish();
    await waiting;
    expect(drained).toBe(true);
    expect((await response).json()).toEqual({ ok: true });
    await app.close();
  });

  it('stops waiting after the time given', async () => {
    const app = Fastify();
    trackHandlers(app);
    app.get('/never', () => new Promise(() => {}));
    await app.ready();
    void app.inject({ url: '/never' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.inFlight.drained(30);
  });
});
