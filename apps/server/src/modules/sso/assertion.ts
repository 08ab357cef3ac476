import type { Profile } from '@node-saml/node-saml';
import { parseXml2JsFromString } from '@node-saml/node-saml/lib/xml.js';
import { z } from 'zod';
import { SsoRefusal } from './refusal.js';

/**
 * The checks node-saml leaves to its caller, on the assertion it verified. node-saml parses with
 * xml2js (prefixes stripped, text under `_`, attributes under `$`, every element an array); these
 * schemas read just what we need from that shape.
 */
const attrs = <T extends z.ZodRawShape>(shape: T) => z.object({ $: z.object(shape).optional() });
const text = z.object({ _: z.string().optional() });

const confirmationData = attrs({
  Recipient: z.string().optional(),
  NotBefore: z.string().optional(),
  NotOnOrAfter: z.string().optional(),
  InResponseTo: z.string().optional(),
});
const subjectConfirmation = attrs({ Method: z.string().optional() }).extend({
  SubjectConfirmationData: z.array(confirmationData).optional(),
});
const assertionShape = z.object({
  Assertion: attrs({ ID: z.string().optional(), IssueInstant: z.string().optional() }).extend({
    Subject: z.array(z.object({ SubjectConfirmation: z.array(subjectConfirmation).optional() })).optional(),
    AuthnStatement: z.array(attrs({ AuthnInstant: z.string().optional() })).optional(),
  }),
});
const responseShape = z.object({
  Response: attrs({ Destination: z.string().optional(), InResponseTo: z.string().optional() }),
});

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

export interface VerifiedLogin {
  assertionId: string;
  /** Until when this assertion could still be accepted: how long to remember it against replays. */
  acceptableUntil: Date;
  inResponseTo: string;
  nameId: string;
  nameIdFormat: string | null;
  sessionIndex: string | null;
  /** When the IdP authenticated the user (the latest AuthnStatement), if it says. */
  authnInstant: Date | null;
  attributes: Record<string, unknown>;
}

export interface Expected {
  idpEntityId: string;
  acsUrl: string;
  skewMs: number;
  maxAgeMs: number;
  now: number;
}

function timeOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new SsoRefusal('invalid', `Unreadable time ${value}`);
  return ms;
}

/**
 * SAML 2.0 Web Browser SSO profile §4.1.4.3: the assertion must come from our IdP, and hold a
 * bearer confirmation addressed to our ACS, still valid, answering one of our requests. A signed
 * response must also be addressed to us (Destination).
 */
export async function checkVerifiedAssertion(profile: Profile, expected: Expected): Promise<VerifiedLogin> {
  if (profile.issuer !== expected.idpEntityId) {
    throw new SsoRefusal('issuer', `Issuer ${profile.issuer} is not ${expected.idpEntityId}`);
  }
  const parsedAssertion = assertionShape.safeParse(profile.getAssertion?.());
  if (!parsedAssertion.success) throw new SsoRefusal('invalid', 'Unreadable assertion');
  const assertion = parsedAssertion.data.Assertion;
  const assertionId = assertion.$?.ID;
  const issuedAt = timeOf(assertion.$?.IssueInstant);
  if (!assertionId || issuedAt === undefined) throw new SsoRefusal('invalid', 'Assertion without ID or IssueInstant');

  const response = responseShape.safeParse(await parseXml2JsFromString(profile.getSamlResponseXml?.() ?? ''));
  const destination = response.success ? response.data.Response.$?.Destination : undefined;
  if (destination !== undefined && destination !== expected.acsUrl) {
    throw new SsoRefusal('audience', `Destination ${destination} is not ${expected.acsUrl}`);
  }

  const bearer = (assertion.Subject?.[0]?.SubjectConfirmation ?? [])
    .filter((c) => c.$?.Method === BEARER)
    .flatMap((c) => c.SubjectConfirmationData ?? [])
    .map((d) => d.$ ?? {});
  const data = bearer.find((d) => d.Recipient === expected.acsUrl);
  if (!data) throw new SsoRefusal('audience', `No bearer confirmation for ${expected.acsUrl}`);
  const notOnOrAfter = timeOf(data.NotOnOrAfter);
  const notBefore = timeOf(data.NotBefore);
  if (notOnOrAfter === undefined) throw new SsoRefusal('invalid', 'Bearer confirmation without NotOnOrAfter');
  if (expected.now - expected.skewMs >= notOnOrAfter || (notBefore ?? 0) > expected.now + expected.skewMs) {
    throw new SsoRefusal('expired', 'Bearer confirmation outside its validity');
  }
  const inResponseTo = data.InResponseTo;
  const responseInResponseTo = response.success ? response.data.Response.$?.InResponseTo : undefined;
  if (!inResponseTo) throw new SsoRefusal('request', 'Unsolicited response (no InResponseTo)');
  if (responseInResponseTo !== undefined && responseInResponseTo !== inResponseTo) {
    throw new SsoRefusal('request', 'Response and assertion answer different requests');
  }
  if (!profile.nameID) throw new SsoRefusal('no_identity', 'Assertion without NameID');
  const authnInstants = (assertion.AuthnStatement ?? []).flatMap((s) => timeOf(s.$?.AuthnInstant) ?? []);

  return {
    assertionId,
    acceptableUntil: new Date(Math.min(notOnOrAfter, issuedAt + expected.maxAgeMs) + expected.skewMs),
    inResponseTo,
    nameId: profile.nameID,
    nameIdFormat: profile.nameIDFormat ?? null,
    sessionIndex: profile.sessionIndex ?? null,
    authnInstant: authnInstants.length > 0 ? new Date(Math.max(...authnInstants)) : null,
    attributes: (profile.attributes as Record<string, unknown> | undefined) ?? {},
  };
}

/** The first text value of an attribute (IdPs send single values as one-element lists too). */
export function attributeText(attributes: Record<string, unknown>, name: string): string {
  const value = attributes[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim();
  return text.safeParse(first).data?._?.trim() ?? '';
}
