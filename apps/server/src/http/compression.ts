import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** What the server compresses with, best first (Node 20 has no zstd; every browser has both). */
export const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the API's answers (and anything else sent as text) for browsers that accept it,
 * brotli at the plugin's quality 4 (quick enough per request). What is already compressed is
 * left alone: the SPA's precompressed files (http/spa.ts) and kept answers (http/prepared-json.ts)
 * arrive with their Content-Encoding set. The notification stream writes to the socket itself
 * (a hijacked reply, no hooks), so it is never buffered here.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ENCODINGS,
    threshold: COMPRESS_MIN_BYTES,
    // JSON and HTML, then whatever the MIME database calls compressible (text, JavaScript, SVG):
    // not the plugin's default of octet-stream too, so file downloads, PDFs, office files and
    // images (compressed formats already) go as they are, with their length.
    customTypes: /^(?:application\/json|text\/html)(?:;|$)/,
    // Only answers: request bodies stay as they come (nobody sends them compressed; a body that
    // claims to be is refused by the JSON parser as before, never inflated past the body limit).
    globalDecompression: false,
  });
}
