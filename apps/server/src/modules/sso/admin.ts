import { X509Certificate } from 'node:crypto';
import {
  type FieldErrors,
  SSO_MESSAGES,
  type SsoCertificateInfo,
  type SsoSettings,
  type SsoSettingsResponse,
} from '@qualium/contracts';
import type { AppDeps, Scope } from '../../http/context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { findSiteById, type SiteRow, urlSitePath } from '../org/repo.js';
import { findSiteCentro, findSiteRole, listSiteCentros, listSiteRoles, saveSsoConfig } from './repo.js';
import { type SpSigningKey, serviceProvider } from './service-provider.js';
import { readSsoSettings } from './settings.js';

function certificateInfo(pem: string): SsoCertificateInfo | null {
  try {
    const cert = new X509Certificate(pem);
    return {
      subject: cert.subject.replaceAll('\n', ', '),
      valid_from: new Date(cert.validFrom).toISOString(),
      valid_to: new Date(cert.validTo).toISOString(),
      fingerprint_sha256: cert.fingerprint256,
      expired: Date.parse(cert.validTo) < Date.now(),
    };
  } catch {
    return null;
  }
}

/** The SSO settings of a company, kept by its administrators (and those of the companies above it). */
/** The stored settings as the audit keeps them: parsed, or the text itself if it is not JSON. */
function parsedConfig(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export class SsoAdminService {
  constructor(
    private readonly deps: AppDeps,
    private readonly signing: SpSigningKey | undefined,
  ) {}

  /** The site `id` seen from the scope: the scope's own site or a sub-company of it, else 404. */
  async targetSite(scope: Scope, id: number): Promise<SiteRow> {
    const site = await findSiteById(this.deps.db.k, id);
    if (!site?.path.startsWith(scope.site.path)) throw notFound();
    return site;
  }

  async view(site: SiteRow, baseUrl: string): Promise<SsoSettingsResponse> {
    const { k } = this.deps.db;
    const settings = readSsoSettings(site.sso_config);
    const [centros, roles] = await Promise.all([listSiteCentros(k, site.id), listSiteRoles(k, site.id)]);
    return {
      site: { id: site.id, name: site.name, url_name: site.url_name, path: urlSitePath(site.path) },
      settings,
      service_provider: serviceProvider(baseUrl, site),
      certificates: settings.idp_certificates.flatMap((pem) => certificateInfo(pem) ?? []),
      can_sign_requests: this.signing !== undefined,
      centros,
      roles,
    };
  }

  /** What the schema cannot know: real X.509, this company's centro and role, the server's key. */
  private async problems(site: SiteRow, settings: SsoSettings): Promise<FieldErrors> {
    const { k } = this.deps.db;
    const errors: FieldErrors = {};
    settings.idp_certificates.forEach((pem, i) => {
      if (!certificateInfo(pem)) errors[`idp_certificates.${i}`] = [SSO_MESSAGES.invalidCertificate];
    });
    if (settings.jit_centro !== null && !(await findSiteCentro(k, site.id, settings.jit_centro))) {
      errors.jit_centro = [SSO_MESSAGES.unknownCentro];
    }
    if (settings.jit_role !== null && !(await findSiteRole(k, site.id, settings.jit_role))) {
      errors.jit_role = [SSO_MESSAGES.unknownRole];
    }
    if (settings.sign_requests && !this.signing) errors.sign_requests = [SSO_MESSAGES.noSigningKey];
    return errors;
  }

  async save(scope: Scope, site: SiteRow, settings: SsoSettings, baseUrl: string): Promise<SsoSettingsResponse> {
    const errors = await this.problems(site, settings);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    const before = site.sso_config;
    const after = JSON.stringify(settings);
    await auditedTransaction(this.deps.db.k, { site }, async (trx) => {
      await saveSsoConfig(trx, site.id, after);
      // The settings hold no secret (certificates are public), so the audit keeps them whole.
      await recordAudit(
        trx,
        { site, user: scope.user },
        { entity: 'site_sso', entityId: site.id, action: 'update', before: parsedConfig(before), after: settings },
      );
    });
    return this.view({ ...site, sso_config: after }, baseUrl);
  }
}
