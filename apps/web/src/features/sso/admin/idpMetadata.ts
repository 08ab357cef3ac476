/**
 * Reads what the settings form needs from an identity provider's SAML metadata (the XML file every
 * IdP console offers): its entity id, the single sign-on and logout addresses (HTTP-Redirect
 * binding preferred) and its signing certificates. Parsed in the browser; nothing is fetched.
 */
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  sloUrl: string;
  certificates: string[];
}

/** Base64 DER → PEM with 64-character lines, as the settings store certificates. */
export function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----`;
}

function serviceLocation(descriptor: Element, name: string): string {
  const services = Array.from(descriptor.getElementsByTagNameNS(MD, name));
  const preferred = services.find((s) => s.getAttribute('Binding') === REDIRECT) ?? services[0];
  return preferred?.getAttribute('Location')?.trim() ?? '';
}

/** Null when the document is not an IdP's metadata. */
export function parseIdpMetadata(xml: string, parse: (xml: string) => Document): IdpMetadata | null {
  let doc: Document;
  try {
    doc = parse(xml);
  } catch {
    return null;
  }
  const descriptor = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entity = descriptor?.parentNode as Element | null | undefined;
  if (!descriptor || !entity || entity.localName !== 'EntityDescriptor') return null;
  const certificates = Array.from(descriptor.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    // Keys without `use` serve both purposes.
    .filter((key) => !key.hasAttribute('use') || key.getAttribute('use') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((cert) => toPem(cert.textContent ?? ''))
    .filter((pem, i, all) => all.indexOf(pem) === i);
  return {
    entityId: entity.getAttribute('entityID')?.trim() ?? '',
    ssoUrl: serviceLocation(descriptor, 'SingleSignOnService'),
    sloUrl: serviceLocation(descriptor, 'SingleLogoutService'),
    certificates,
  };
}

/** The browser's XML parser; a parse error comes back as a document holding <parsererror>. */
export function parseXmlInBrowser(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('Not XML');
  return doc;
}
