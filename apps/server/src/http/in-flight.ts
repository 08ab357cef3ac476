import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route handlers still running (http/in-flight.ts). */
    inFlight: InFlight;
  }
}

/**
 * Counts the route handlers running, so that a shutdown waits for them before it closes the
 * database. Fastify's close() resolves once the sockets are gone, and a client that left early
 * (a load generator stopping, a browser tab closed) does not stop its handler, which would then
 * query a closed database.
 */
export interface InFlight {
  /** Resolves when no handler runs, or after `timeoutMs` whatever still runs. */
  drained(timeoutMs: number): Promise<void>;
}

/** Follows every route added after it; `app.inFlight` answers when they are done. */
export function trackHandlers(app: FastifyInstance): void {
  let running = 0;
  let waiting: Array<() => void> = [];
  const settle = () => {
    if (running > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // Only a handler's promise is followed: a synchronous one has finished when it returns, and
    // what it returns (nothing, after reply.send) goes back to Fastify unchanged.
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (!(result instanceof Promise)) return result;
      running++;
      return result.finally(() => {
        running--;
        settle();
      });
    };
  });
  app.decorate('inFlight', {
    drained: (timeoutMs: number) =>
      new Promise<void>((resolve) => {
        if (running === 0) return resolve();
        waiting.push(resolve);
        setTimeout(resolve, timeoutMs).unref();
      }),
  });
}
