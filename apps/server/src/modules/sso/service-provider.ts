import fs from 'node:fs';
import {
  type CacheProvider,
  generateServiceProviderMetadata,
  SAML,
  type SamlConfig,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import type { SsoServiceProvider, SsoSettings } from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** An assertion issued longer ago than this is refused, whatever its NotOnOrAfter says. */
export const MAX_ASSERTION_AGE_MS = 5 * 60_000;
/** How long the IdP may keep the user (password, second factor) before answering our request. */
export const REQUEST_LIFETIME_MS = 30 * 60_000;
/** NameID format we ask for: "unspecified" lets the IdP choose (persistent, e-mail, …). */
export const NAME_ID_UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** The site fields the service provider's addresses are made of. */
export interface SpSite {
  id: number;
  url_name: string;
}

/**
 * The server's public address: PUBLIC_URL in production; without it, the address the request came
 * to (development and tests), which an entity id must not depend on where Host can be forged.
 */
export function publicBaseUrl(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Our side of the SAML trust per site. The entity id is the metadata address (a common convention
 * that lets IdPs fetch it); the site id, not its editable url_name, keeps them stable.
 */
export function serviceProvider(baseUrl: string, site: SpSite): SsoServiceProvider {
  const root = `${baseUrl}/api/saml/sites/${site.id}`;
  return {
    entity_id: `${root}/metadata`,
    metadata_url: `${root}/metadata`,
    acs_url: `${root}/acs`,
    slo_url: `${root}/slo`,
    login_url: `${baseUrl}/api/saml/login?site=${encodeURIComponent(site.url_name)}`,
  };
}

/** The PEM key and certificate the server signs requests with (SAML_SP_KEY_FILE, SAML_SP_CERT_FILE). */
export interface SpSigningKey {
  privateKey: string;
  certificate: string;
}

/** Read once at start-up, so a missing or unreadable file stops the server with a clear error. */
export function loadSigningKey(config: Config): SpSigningKey | undefined {
  if (!config.samlSigning) return undefined;
  return {
    privateKey: fs.readFileSync(config.samlSigning.keyFile, 'utf8'),
    certificate: fs.readFileSync(config.samlSigning.certFile, 'utf8'),
  };
}

/**
 * node-saml keeps request ids in a cache for its own InResponseTo check; ours is in the database
 * (repo.ts) so that any server process can take the answer. This one keeps nothing.
 */
const NO_CACHE: CacheProvider = {
  saveAsync: async () => null,
  getAsync: async () => null,
  removeAsync: async () => null,
};

/**
 * node-saml configured for one site. Signatures: at least one valid signature by a trusted
 * certificate must cover the assertion (the whole response, or the assertion itself); node-saml
 * refuses anything else. Audience, NotBefore/NotOnOrAfter (with the skew) and the assertion's
 * age are node-saml's checks; issuer, recipient, destination, InResponseTo and replays are ours
 * (assertion.ts, service.ts).
 */
export function samlClient(
  sp: SsoServiceProvider,
  settings: SsoSettings,
  signing: SpSigningKey | undefined,
  requestId?: string,
  /** ForceAuthn: the IdP must authenticate the user again, not reuse its session (signatures). */
  { forceAuthn = false }: { forceAuthn?: boolean } = {},
): SAML {
  const sign = settings.sign_requests && signing !== undefined;
  const options: SamlConfig = {
    issuer: sp.entity_id,
    callbackUrl: sp.acs_url,
    logoutCallbackUrl: sp.slo_url,
    audience: sp.entity_id,
    entryPoint: settings.idp_sso_url,
    logoutUrl: settings.idp_slo_url || settings.idp_sso_url,
    idpIssuer: settings.idp_entity_id,
    // node-saml insists on a certificate; a site without one never gets as far as checking.
    idpCert: settings.idp_certificates.length > 0 ? settings.idp_certificates : 'none',
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: settings.clock_skew_seconds * 1000,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.never,
    cacheProvider: NO_CACHE,
    identifierFormat: NAME_ID_UNSPECIFIED,
    // Asking for a password-based context would make IdPs that use passkeys or a second factor refuse.
    disableRequestedAuthnContext: true,
    forceAuthn,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
    ...(sign ? { privateKey: signing.privateKey, publicCert: signing.certificate, signatureAlgorithm: 'sha256' } : {}),
  };
  return new SAML(options);
}

/** Our SAML metadata for one site: what an IdP administrator imports (or fetches from entity_id). */
export function spMetadataXml(
  sp: SsoServiceProvider,
  settings: SsoSettings,
  signing: SpSigningKey | undefined,
): string {
  const sign = settings.sign_requests && signing !== undefined;
  return generateServiceProviderMetadata({
    issuer: sp.entity_id,
    callbackUrl: sp.acs_url,
    logoutCallbackUrl: sp.slo_url,
    identifierFormat: NAME_ID_UNSPECIFIED,
    wantAssertionsSigned: true,
    ...(sign ? { privateKey: signing.privateKey, publicCerts: signing.certificate, signatureAlgorithm: 'sha256' } : {}),
  });
}
