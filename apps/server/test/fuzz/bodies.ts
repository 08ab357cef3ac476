import type { Random } from '../../src/seed/demo-random.js';
import { FIELD_NAMES, hostileText, randomJson, type Schema, valueFor } from './values.js';

/** A request body as sent: bytes and the headers that describe them (or misdescribe them). */
export interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

const nested = (random: Random, depth: number) =>
  random.chance(0.5) ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '[1,]',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '\uFEFF{}',
  '"\\u00"',
  '{"a":1,"a":2}',
  '1',
];

/** Small files of the kinds the app takes, and some it does not. */
const FILES: Array<{ name: string; type: string; bytes: Buffer }> = [
  { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
  { name: 'a.json', type: 'application/json', bytes: Buffer.from('{"business_process":{}}') },
  { name: 'a.png', type: 'image/png', bytes: Buffer.from('89504e470d0a1a0a0000', 'hex') },
  { name: 'a.exe', type: 'application/octet-stream', bytes: Buffer.from('MZ\x90\x00') },
  { name: '\u202Egnp.pdf', type: 'image/png', bytes: Buffer.from('%PDF-1.4') },
  { name: '../../x.txt', type: 'text/plain', bytes: Buffer.from('hello') },
  { name: 'deep.json', type: 'application/json', bytes: Buffer.from('['.repeat(5000)) },
  { name: '', type: 'text/plain', bytes: Buffer.alloc(0) },
];

/** A multipart/form-data body written by hand, so that it can also be written wrong. */
function multipartBody(random: Random): Body {
  const boundary = `fuzz${random.int(0, 1e9)}`;
  const parts: string[] = [];
  const files: Buffer[] = [];
  const fieldCount = random.pick([0, 1, 3, 8, 600]);
  for (let i = 0; i < fieldCount; i++) {
    const value = random.chance(0.3) ? JSON.stringify(randomJson(random)) : hostileText(random);
    parts.push(
      `--${boundary}\r\ncontent-disposition: form-data; name="${random.pick(FIELD_NAMES)}"\r\n\r\n${value}\r\n`,
    );
  }
  for (let i = random.pick([0, 0, 1, 2, 21]); i > 0; i--) {
    const file = random.pick(FILES);
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="${random.pick(FIELD_NAMES)}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`;
    files.push(Buffer.concat([Buffer.from(head), file.bytes, Buffer.from('\r\n')]));
  }
  let payload = Buffer.concat([Buffer.from(parts.join('')), ...files, Buffer.from(`--${boundary}--\r\n`)]);
  let type = `multipart/form-data; boundary=${boundary}`;
  const flaw = random.int(0, 5);
  if (flaw === 0) payload = payload.subarray(0, Math.floor(payload.length / 2));
  else if (flaw === 1) type = 'multipart/form-data';
  else if (flaw === 2) type = 'multipart/form-data; boundary=other';
  return { payload, headers: { 'content-type': type } };
}

/**
 * One body among the kinds that have hurt servers: shaped after the operation's schema (or any
 * JSON), malformed, nested thousands deep, very wide, over the size limit, not UTF-8, empty,
 * under a content type the route does not take or an encoding it cannot undo, multipart whole or
 * broken.
 */
export function randomBody(random: Random, schema: Schema | undefined): Body {
  const kind = random.int(0, 15);
  switch (kind) {
    case 0:
    case 1:
    case 2:
      return { payload: JSON.stringify(valueFor(random, schema ?? { type: 'object' })), headers: JSON_TYPE };
    case 3:
      return { payload: random.pick(MALFORMED_JSON), headers: JSON_TYPE };
    case 4:
      return { payload: nested(random, random.pick([64, 65, 1000, 20_000])), headers: JSON_TYPE };
    case 5:
      return {
        payload: random.chance(0.5)
          ? `[${Array(30_000).fill('0').join(',')}]`
          : JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
        headers: JSON_TYPE,
      };
    case 6:
      // Over the 1 MiB limit: rare, it is the costliest to send.
      return random.chance(0.1)
        ? { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, headers: JSON_TYPE }
        : { payload: '', headers: JSON_TYPE };
    case 7:
      return {
        payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
        headers: JSON_TYPE,
      };
    case 8: {
      const type = random.pick([
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'application/json; charset=utf-16le',
        'application/JSON',
        'application/vnd.api+json',
        'application/json, text/plain',
        'image/png',
        '',
      ]);
      return { payload: random.chance(0.5) ? 'a=b&c=d' : '{"a":1}', headers: type ? { 'content-type': type } : {} };
    }
    case 9:
      return {
        payload: '{"a":1}',
        headers: { ...JSON_TYPE, 'content-encoding': random.pick(['gzip', 'deflate', 'br', 'x-unknown']) },
      };
    case 10:
    case 11:
    case 12:
      return multipartBody(random);
    default:
      return { payload: JSON.stringify(randomJson(random, 4)), headers: JSON_TYPE };
  }
}
