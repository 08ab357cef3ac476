import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { parseIdpMetadata, toPem } from './idpMetadata';

// xmldom stands in for the browser's DOMParser in the node test environment.
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;

const CERT_A = 'MIIB'.padEnd(130, 'A');
const CERT_B = 'MIIC'.padEnd(70, 'B');
const METADATA = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example.com/saml">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
      ${CERT_A}
    </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>ENC</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${CERT_B}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example.com/slo/post"/>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/slo"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

describe('IdP metadata import', () => {
  it('reads the entity id, the redirect-binding addresses and the signing certificates', () => {
    expect(parseIdpMetadata(METADATA, parse)).toEqual({
      entityId: 'https://idp.example.com/saml',
      ssoUrl: 'https://idp.example.com/sso',
      sloUrl: 'https://idp.example.com/slo',
      certificates: [toPem(CERT_A), toPem(CERT_B)],
    });
  });

  it('writes PEM with 64-character lines', () => {
    expect(toPem(` ${CERT_A}\n`).split('\n')).toEqual([
      '-----BEGIN CERTIFICATE-----',
      CERT_A.slice(0, 64),
      CERT_A.slice(64, 128),
      CERT_A.slice(128),
      '-----END CERTIFICATE-----',
    ]);
  });

  it('refuses documents that are not an identity provider’s metadata', () => {
    const sp = METADATA.replaceAll('IDPSSODescriptor', 'SPSSODescriptor');
    expect(parseIdpMetadata(sp, parse)).toBeNull();
    expect(
      parseIdpMetadata('<x/>', () => {
        throw new Error('Not XML');
      }),
    ).toBeNull();
  });
});
