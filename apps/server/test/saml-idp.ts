import { execFileSync } from 'node:child_process';
import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/**
 * A small but real SAML 2.0 identity provider for tests: its own RSA key and self-signed X.509
 * certificate made at start (node:crypto and openssl), responses and logout messages signed with
 * xml-crypto the way production IdPs sign them (enveloped, exclusive c14n, RSA-SHA256), and an
 * HTTP front end for browser tests. The server under test verifies real XML signatures.
 */

export interface TestIdpUser {
  nameId: string;
  attributes?: Record<string, string | string[]>;
}

export interface ResponseOptions {
  /** Where the response goes (Destination and the bearer Recipient). */
  acsUrl: string;
  /** The SP entity id (AudienceRestriction). */
  audience: string;
  /** The AuthnRequest this answers; null: unsolicited. */
  inResponseTo: string | null;
  user: TestIdpUser;
  /** What carries the signature (default: the assertion). */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Sign with a key nobody trusts. */
  foreignKey?: boolean;
  issuer?: string;
  destination?: string;
  recipient?: string;
  issueInstant?: Date;
  /** When the IdP says it authenticated the user (default: the issue instant, a fresh login). */
  authnInstant?: Date;
  notBefore?: Date;
  notOnOrAfter?: Date;
  sessionIndex?: string;
  /** A refusal instead of an assertion (the top-level StatusCode). */
  status?: string;
}

const NS = {
  protocol: 'urn:oasis:names:tc:SAML:2.0:protocol',
  assertion: 'urn:oasis:names:tc:SAML:2.0:assertion',
  success: 'urn:oasis:names:tc:SAML:2.0:status:Success',
  bearer: 'urn:oasis:names:tc:SAML:2.0:cm:bearer',
  unspecified: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
  password: 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport',
};

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const newId = () => `_${randomBytes(16).toString('hex')}`;
const instant = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

export interface KeyAndCertificate {
  privateKey: string;
  certificate: string;
}

/** An RSA key (node:crypto) and a self-signed certificate for it (openssl), valid for two days. */
export function makeKeyAndCertificate(commonName: string): KeyAndCertificate {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-idp-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    fs.writeFileSync(keyFile, privateKey, { mode: 0o600 });
    const certificate = execFileSync(
      'openssl',
      ['req', '-x509', '-new', '-key', keyFile, '-subj', `/CN=${commonName}`, '-days', '2', '-sha256'],
      { encoding: 'utf8' },
    );
    return { privateKey, certificate };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Enveloped signature of the element with `id`, placed after its Issuer as SAML requires. */
function signElement(xml: string, localName: string, id: string, keys: KeyAndCertificate): string {
  const sig = new SignedXml({
    privateKey: keys.privateKey,
    publicCert: keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: `//*[local-name()='${localName}' and @ID='${id}']`,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(xml, {
    prefix: 'ds',
    location: {
      reference: `//*[local-name()='${localName}' and @ID='${id}']/*[local-name()='Issuer']`,
      action: 'after',
    },
  });
  return sig.getSignedXml();
}

/** The SAMLRequest of an HTTP-Redirect binding URL, inflated. */
function inflateParam(url: URL, name: 'SAMLRequest' | 'SAMLResponse'): string {
  const value = url.searchParams.get(name);
  if (!value) throw new Error(`${name} missing in ${url}`);
  return inflateRawSync(Buffer.from(value, 'base64')).toString('utf8');
}

const attr = (xml: string, element: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${element}\\b[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? null;
const textOf = (xml: string, element: string) =>
  new RegExp(`<(?:\\w+:)?${element}\\b[^>]*>([^<]*)</(?:\\w+:)?${element}>`).exec(xml)?.[1] ?? null;

export interface ReceivedAuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  destination: string;
  relayState: string | null;
  /** The redirect binding's query signature (SigAlg + Signature) is present. */
  signed: boolean;
  /** ForceAuthn="true": the user must be authenticated again, whatever session the IdP holds. */
  forceAuthn: boolean;
}

export interface ReceivedLogoutRequest {
  id: string;
  issuer: string;
  nameId: string;
  sessionIndex: string | null;
  relayState: string | null;
  signed: boolean;
}

export class TestIdp {
  readonly keys: KeyAndCertificate;
  /** A second key pair the SP does not trust. */
  private readonly foreign: KeyAndCertificate;
  private server: http.Server | undefined;
  baseUrl = '';
  /** Who signs in when the browser reaches the login page. */
  nextUser: TestIdpUser = { nameId: 'user' };
  /** The SP's logout service, where the browser returns after the IdP signed it out. */
  spSloUrl = '';
  readonly logoutRequests: ReceivedLogoutRequest[] = [];
  /** The AuthnRequests the login page received, oldest first. */
  readonly authnRequests: ReceivedAuthnRequest[] = [];

  constructor(readonly entityId = 'https://idp.test/saml') {
    this.keys = makeKeyAndCertificate('Qualium test IdP');
    this.foreign = makeKeyAndCertificate('Somebody else');
  }

  get certificate(): string {
    return this.keys.certificate;
  }
  get ssoUrl(): string {
    return `${this.baseUrl}/sso`;
  }
  get sloUrl(): string {
    return `${this.baseUrl}/slo`;
  }

  /** A SAMLResponse (base64), signed as asked. */
  response(o: ResponseOptions): string {
    const responseId = newId();
    const assertionId = newId();
    const issued = o.issueInstant ?? new Date();
    const notBefore = o.notBefore ?? minutes(-1);
    const notOnOrAfter = o.notOnOrAfter ?? minutes(5);
    const issuer = escapeXml(o.issuer ?? this.entityId);
    const inResponseTo = o.inResponseTo ? ` InResponseTo="${escapeXml(o.inResponseTo)}"` : '';
    const attributes = Object.entries(o.user.attributes ?? {})
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${[
            value,
          ]
            .flat()
            .map((v) => `<saml:AttributeValue>${escapeXml(v)}</saml:AttributeValue>`)
            .join('')}</saml:Attribute>`,
      )
      .join('');
    const assertion =
      o.status !== undefined
        ? ''
        : `<saml:Assertion xmlns:saml="${NS.assertion}" ID="${assertionId}" Version="2.0" IssueInstant="${instant(issued)}">` +
          `<saml:Issuer>${issuer}</saml:Issuer>` +
          `<saml:Subject><saml:NameID Format="${NS.unspecified}">${escapeXml(o.user.nameId)}</saml:NameID>` +
          `<saml:SubjectConfirmation Method="${NS.bearer}"><saml:SubjectConfirmationData${inResponseTo} ` +
          `NotOnOrAfter="${instant(notOnOrAfter)}" Recipient="${escapeXml(o.recipient ?? o.acsUrl)}"/>` +
          `</saml:SubjectConfirmation></saml:Subject>` +
          `<saml:Conditions NotBefore="${instant(notBefore)}" NotOnOrAfter="${instant(notOnOrAfter)}">` +
          `<saml:AudienceRestriction><saml:Audience>${escapeXml(o.audience)}</saml:Audience></saml:AudienceRestriction>` +
          `</saml:Conditions>` +
          `<saml:AuthnStatement AuthnInstant="${instant(o.authnInstant ?? issued)}" SessionIndex="${escapeXml(o.sessionIndex ?? assertionId)}">` +
          `<saml:AuthnContext><saml:AuthnContextClassRef>${NS.password}</saml:AuthnContextClassRef></saml:AuthnContext>` +
          `</saml:AuthnStatement>` +
          (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
          `</saml:Assertion>`;
    let xml =
      `<samlp:Response xmlns:samlp="${NS.protocol}" xmlns:saml="${NS.assertion}" ID="${responseId}" Version="2.0" ` +
      `IssueInstant="${instant(issued)}" Destination="${escapeXml(o.destination ?? o.acsUrl)}"${inResponseTo}>` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${o.status ?? NS.success}"/></samlp:Status>` +
      `${assertion}</samlp:Response>`;
    const keys = o.foreignKey ? this.foreign : this.keys;
    const sign = o.sign ?? 'assertion';
    if (sign === 'assertion' || sign === 'both') xml = signElement(xml, 'Assertion', assertionId, keys);
    if (sign === 'response' || sign === 'both') xml = signElement(xml, 'Response', responseId, keys);
    return Buffer.from(xml, 'utf8').toString('base64');
  }

  /** Reads the AuthnRequest the SP redirected the browser with. */
  authnRequest(location: string): ReceivedAuthnRequest {
    const url = new URL(location);
    const xml = inflateParam(url, 'SAMLRequest');
    return {
      id: attr(xml, 'AuthnRequest', 'ID') ?? '',
      issuer: textOf(xml, 'Issuer') ?? '',
      acsUrl: attr(xml, 'AuthnRequest', 'AssertionConsumerServiceURL') ?? '',
      destination: attr(xml, 'AuthnRequest', 'Destination') ?? '',
      relayState: url.searchParams.get('RelayState'),
      signed: url.searchParams.has('Signature') && url.searchParams.has('SigAlg'),
      forceAuthn: attr(xml, 'AuthnRequest', 'ForceAuthn') === 'true',
    };
  }

  /** Reads a LogoutRequest sent with the HTTP-Redirect binding. */
  logoutRequest(location: string): ReceivedLogoutRequest {
    const url = new URL(location);
    const xml = inflateParam(url, 'SAMLRequest');
    return {
      id: attr(xml, 'LogoutRequest', 'ID') ?? '',
      issuer: textOf(xml, 'Issuer') ?? '',
      nameId: textOf(xml, 'NameID') ?? '',
      sessionIndex: textOf(xml, 'SessionIndex'),
      relayState: url.searchParams.get('RelayState'),
      signed: url.searchParams.has('Signature'),
    };
  }

  /**
   * The redirect binding's signature (SAML bindings §3.4.4.1): RSA-SHA256 over the raw
   * `SAMLRequest=…&RelayState=…&SigAlg=…` as it appears in the query.
   */
  static redirectSignatureValid(location: string, certificate: string): boolean {
    const query = new URL(location).search.slice(1);
    const raw = Object.fromEntries(query.split('&').map((pair) => [pair.split('=')[0], pair]));
    const signed = ['SAMLRequest', 'SAMLResponse', 'RelayState', 'SigAlg']
      .filter((name) => raw[name] !== undefined)
      .map((name) => raw[name])
      .join('&');
    const signature = new URL(location).searchParams.get('Signature') ?? '';
    return createVerify('RSA-SHA256').update(signed).verify(certificate, signature, 'base64');
  }

  /** A signed LogoutResponse (HTTP-POST binding) answering the SP's LogoutRequest. */
  logoutResponse(inResponseTo: string, destination: string): string {
    const id = newId();
    const xml =
      `<samlp:LogoutResponse xmlns:samlp="${NS.protocol}" xmlns:saml="${NS.assertion}" ID="${id}" Version="2.0" ` +
      `IssueInstant="${instant(new Date())}" Destination="${escapeXml(destination)}" InResponseTo="${escapeXml(inResponseTo)}">` +
      `<saml:Issuer>${escapeXml(this.entityId)}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="${NS.success}"/></samlp:Status></samlp:LogoutResponse>`;
    return Buffer.from(signElement(xml, 'LogoutResponse', id, this.keys), 'utf8').toString('base64');
  }

  /** An IdP-initiated LogoutRequest (HTTP-POST binding), signed unless told otherwise. */
  idpLogoutRequest(o: { nameId: string; sessionIndex?: string; destination: string; sign?: boolean }): string {
    const id = newId();
    const xml =
      `<samlp:LogoutRequest xmlns:samlp="${NS.protocol}" xmlns:saml="${NS.assertion}" ID="${id}" Version="2.0" ` +
      `IssueInstant="${instant(new Date())}" Destination="${escapeXml(o.destination)}" NotOnOrAfter="${instant(minutes(5))}">` +
      `<saml:Issuer>${escapeXml(this.entityId)}</saml:Issuer>` +
      `<saml:NameID Format="${NS.unspecified}">${escapeXml(o.nameId)}</saml:NameID>` +
      (o.sessionIndex ? `<samlp:SessionIndex>${escapeXml(o.sessionIndex)}</samlp:SessionIndex>` : '') +
      `</samlp:LogoutRequest>`;
    const out = o.sign === false ? xml : signElement(xml, 'LogoutRequest', id, this.keys);
    return Buffer.from(out, 'utf8').toString('base64');
  }

  // --- browser front end ----------------------------------------------------------------------

  /**
   * Serves /sso (a login page whose button posts the signed response to the SP's ACS) and /slo
   * (records the LogoutRequest, says the user is signed out, and offers the way back).
   */
  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.baseUrl);
      try {
        if (url.pathname === '/sso') return this.loginPage(url, res);
        if (url.pathname === '/slo') return this.logoutPage(url, res);
        res.writeHead(404).end('not found');
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private page(res: http.ServerResponse, title: string, body: string): void {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeXml(title)}</title>` +
        '<style>body{font-family:sans-serif;max-width:420px;margin:80px auto;padding:24px;border:1px solid #ccc;border-radius:8px}' +
        'button{font-size:16px;padding:8px 16px}</style></head>' +
        `<body><h1>${escapeXml(title)}</h1>${body}</body></html>`,
    );
  }

  private loginPage(url: URL, res: http.ServerResponse): void {
    const request = this.authnRequest(url.toString());
    this.authnRequests.push(request);
    const samlResponse = this.response({
      acsUrl: request.acsUrl,
      audience: request.issuer,
      inResponseTo: request.id,
      user: this.nextUser,
    });
    this.page(
      res,
      'Test IdP',
      `<p data-testid="idp-user">Signing in as ${escapeXml(this.nextUser.nameId)}</p>` +
        `<form method="post" action="${escapeXml(request.acsUrl)}">` +
        `<input type="hidden" name="SAMLResponse" value="${samlResponse}">` +
        (request.relayState ? `<input type="hidden" name="RelayState" value="${escapeXml(request.relayState)}">` : '') +
        '<button type="submit" data-testid="idp-continue">Continue</button></form>',
    );
  }

  private logoutPage(url: URL, res: http.ServerResponse): void {
    const request = this.logoutRequest(url.toString());
    this.logoutRequests.push(request);
    const answer = this.logoutResponse(request.id, this.spSloUrl);
    this.page(
      res,
      'Signed out of Test IdP',
      `<p data-testid="idp-signed-out">${escapeXml(request.nameId)} is signed out.</p>` +
        `<form method="post" action="${escapeXml(this.spSloUrl)}">` +
        `<input type="hidden" name="SAMLResponse" value="${answer}">` +
        (request.relayState ? `<input type="hidden" name="RelayState" value="${escapeXml(request.relayState)}">` : '') +
        '<button type="submit" data-testid="idp-return">Return to the application</button></form>',
    );
  }
}
