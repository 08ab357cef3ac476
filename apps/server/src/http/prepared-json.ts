import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * An answer serialised once, checked against the route's response schema as the route's own
 * serializer would, so that an answer kept for many requests (a month of calendar, a charts view:
 * hundreds of kilobytes) is not checked and serialised again for each of them.
 */
export function preparedJson<S extends z.ZodType>(schema: S, answer: z.input<S>): Buffer {
  return Buffer.from(JSON.stringify(schema.parse(answer)));
}

/**
 * Sends what preparedJson made. Fastify sends a Buffer as it is, without the route's serializer;
 * the schema still documents the route.
 */
export function sendPreparedJson(reply: FastifyReply, json: Buffer): FastifyReply {
  // The route's typed reply expects the schema's object: these bytes are that object, encoded.
  return reply.type('application/json; charset=utf-8').send(json as never);
}
