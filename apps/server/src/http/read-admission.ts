import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { admissionGate } from './admission-gate.js';

/**
 * At most `limits.reads` API reads run at once in this process, and at most `limits.besideWrites`
 * while a write runs in it (0: no limit); the others wait their turn, in arrival order, before
 * their first hook. Writes (every other method) never wait, nor do the app's own files and the
 * routes marked `config.unmetered` (the notification stream, which holds its connection open, and
 * the routes that wait on LibreOffice).
 *
 * Why (docs/decisions.md, "Reads wait their turn beside writes"): every request in progress puts
 * its callbacks on the process's one event loop. With 16 reads in progress, each round trip of a
 * PostgreSQL write's transaction waited for the callbacks of all of them, and the company's audit
 * turn was held through every wait. Capped, the reads get the same work done, and a write's round
 * trips wait for two of them.
 *
 * A read leaves when its answer is handed to the socket (`onSend`), or when the connection closes
 * first (a client that left while waiting, or a reply the handler took over). A write counts from
 * its first hook to its answer, except an upload (a multipart body), whose sending may take the
 * client minutes: reads are not held to the lower cap meanwhile.
 */
export function registerReadAdmission(
  app: FastifyInstance,
  limits: { reads: number; besideWrites: number },
): { readonly state: { inside: number; waiting: number; writing: number } } {
  let writing = 0;
  // No cap at all (SQLite's default): no hook, not even a promise per request.
  if (limits.reads <= 0 && limits.besideWrites <= 0) return { state: { inside: 0, waiting: 0, writing: 0 } };
  const unlimited = (n: number) => (n > 0 ? n : Number.POSITIVE_INFINITY);
  const gate = admissionGate(() => unlimited(writing > 0 ? limits.besideWrites : limits.reads));
  const leaveOf = new WeakMap<FastifyRequest, () => void>();
  /** Runs `leave` once, at the answer or when the connection closes, whichever comes first. */
  const leaveAtAnswer = (request: FastifyRequest, reply: FastifyReply, leave: () => void) => {
    leaveOf.set(request, leave);
    reply.raw.once('close', leave);
  };
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.unmetered) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // The multipart plugin marks the request only once it parses the body, after this hook.
      if (request.headers['content-type']?.startsWith('multipart/')) return;
      writing++;
      let done = false;
      leaveAtAnswer(request, reply, () => {
        if (done) return;
        done = true;
        writing--;
        if (writing === 0) gate.recheck();
      });
      return;
    }
    let withdraw: (() => void) | undefined;
    const closed = () => withdraw?.();
    reply.raw.once('close', closed);
    const leave = await gate.enter((w) => {
      withdraw = w;
    });
    reply.raw.off('close', closed);
    if (reply.raw.destroyed) {
      // The client left while this request waited, and the place came to it regardless.
      leave();
      return;
    }
    leaveAtAnswer(request, reply, leave);
  });
  app.addHook('onSend', async (request) => {
    leaveOf.get(request)?.();
  });
  return {
    get state() {
      return { ...gate.state, writing };
    },
  };
}
