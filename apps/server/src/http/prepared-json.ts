import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { COMPRESS_MIN_BYTES, ENCODINGS } from './compression.js';

/**
 * An answer serialised once, checked against the route's response schema as the route's own
 * serializer would, so that an answer kept for many requests (a month of calendar, a charts view:
 * hundreds of kilobytes) is not checked and serialised again for each of them.
 */
export function preparedJson<S extends z.ZodType>(schema: S, answer: z.input<S>): Buffer {
  return Buffer.from(JSON.stringify(schema.parse(answer)));
}

type Encoding = (typeof ENCODINGS)[number];

/** The compressed copies of prepared answers, made on first demand and gone with the answer. */
const compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

// The compression plugin's settings (http/compression.ts), so an answer is the same either way.
const COMPRESSORS: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) => zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => zlib.gzipSync(json),
};

function compressedCopy(json: Buffer, encoding: Encoding): Buffer {
  const copies = compressed.get(json) ?? {};
  compressed.set(json, copies);
  copies[encoding] ??= COMPRESSORS[encoding](json);
  return copies[encoding];
}

/**
 * Sends what preparedJson made. Fastify sends a Buffer as it is, without the route's serializer;
 * the schema still documents the route. A browser that accepts brotli or gzip gets a copy
 * compressed once per prepared answer rather than once per request (the plugin would compress
 * the same hundreds of kilobytes again each time), marked so that the plugin passes it on.
 */
export function sendPreparedJson(reply: FastifyReply, json: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const accepted = reply.request.headers['accept-encoding'];
  const encoding = json.length >= COMPRESS_MIN_BYTES && accepted ? negotiate(accepted, ENCODINGS) : null;
  // The route's typed reply expects the schema's object: these bytes are that object, encoded.
  if (!encoding) return reply.send(json as never);
  return reply
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(compressedCopy(json, encoding) as never);
}
