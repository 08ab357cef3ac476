import net from 'node:net';

/**
 * A small SMTP server the tests start for themselves (RFC 5321, the part a sending client uses:
 * EHLO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, QUIT), keeping what it receives. A recipient
 * whose address starts with `refuse` is refused (550), to show a failed delivery.
 */
export interface ReceivedMail {
  /** `user:password` the client authenticated with, or null. */
  auth: string | null;
  from: string;
  to: string[];
  /** The message as sent: headers, blank line, body. */
  data: string;
}

export interface SmtpReceiver {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');
const address = (arg: string) => /<([^>]*)>/.exec(arg)?.[1] ?? arg.trim();

export function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let auth: string | null = null;
    let mail: ReceivedMail | null = null;
    let data: string[] | null = null;
    let login: { user?: string } | null = null;
    let pending = '';
    reply('220 qualium-test ESMTP ready');
    socket.on('data', (chunk: string) => {
      pending += chunk;
      let at = pending.indexOf('\r\n');
      while (at !== -1) {
        const line = pending.slice(0, at);
        pending = pending.slice(at + 2);
        at = pending.indexOf('\r\n');
        if (data) {
          if (line === '.') {
            mails.push({ ...(mail as ReceivedMail), data: data.join('\r\n') });
            data = null;
            mail = null;
            reply('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        if (login) {
          if (login.user === undefined) {
            login.user = decode(line);
            reply(`334 ${Buffer.from('Password:').toString('base64')}`);
          } else {
            auth = `${login.user}:${decode(line)}`;
            login = null;
            reply('235 2.7.0 authenticated');
          }
          continue;
        }
        const [verb = '', ...rest] = line.split(' ');
        const arg = rest.join(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            reply('250-qualium-test');
            reply('250-AUTH PLAIN LOGIN');
            reply('250 8BITMIME');
            break;
          case 'HELO':
            reply('250 qualium-test');
            break;
          case 'AUTH': {
            const [mechanism = '', initial] = arg.split(' ');
            if (mechanism.toUpperCase() === 'PLAIN' && initial) {
              const [, user, password] = decode(initial).split('\u0000');
              auth = `${user}:${password}`;
              reply('235 2.7.0 authenticated');
            } else if (mechanism.toUpperCase() === 'LOGIN') {
              login = {};
              reply(`334 ${Buffer.from('Username:').toString('base64')}`);
            } else reply('504 5.5.4 unrecognized authentication type');
            break;
          }
          case 'MAIL':
            mail = { auth, from: address(arg.replace(/^FROM:/i, '')), to: [], data: '' };
            reply('250 2.1.0 ok');
            break;
          case 'RCPT': {
            const to = address(arg.replace(/^TO:/i, ''));
            if (to.startsWith('refuse')) reply('550 5.1.1 no such mailbox here');
            else {
              mail?.to.push(to);
              reply('250 2.1.5 ok');
            }
            break;
          }
          case 'DATA':
            data = [];
            reply('354 end data with <CR><LF>.<CR><LF>');
            break;
          case 'RSET':
            mail = null;
            reply('250 2.0.0 ok');
            break;
          case 'NOOP':
            reply('250 2.0.0 ok');
            break;
          case 'QUIT':
            reply('221 2.0.0 bye');
            socket.end();
            break;
          default:
            reply('502 5.5.2 command not implemented');
        }
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        mails,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Quoted-printable text back to UTF-8 (what nodemailer encodes non-ASCII bodies as). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) back to text; whitespace between them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/** A received mail's headers (unfolded, decoded, by lower-case name) and its decoded text body. */
export function readMail(mail: ReceivedMail): { headers: Record<string, string>; body: string } {
  const at = mail.data.indexOf('\r\n\r\n');
  const head = mail.data.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = mail.data.slice(at + 4);
  const qp = /quoted-printable/i.test(headers['content-transfer-encoding'] ?? '');
  return { headers, body: qp ? decodeQuotedPrintable(body) : body };
}
