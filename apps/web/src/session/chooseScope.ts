import {
  type CentroSummary,
  MESSAGES,
  type MeResponse,
  type PersistedSession,
  type SiteSummary,
} from '@qualium/contracts';

/** Which site and centro the session works in. */
export type Scope = Pick<PersistedSession, 'site' | 'site_data' | 'centro' | 'root_site'>;

/** What the login page asks for when it was reached through /corp/{x} or /sede/{x}. */
export interface ScopePreference {
  siteId?: number;
  centroId?: number;
}

function scopeFor(me: MeResponse, centro: CentroSummary | undefined, site: SiteSummary | undefined): Scope {
  const home = me.sites.find((s) => s.id === me.site);
  // root_site: the user's home company path, or the top-most site they may browse.
  const root = home ?? [...me.sites].sort((a, b) => a.depth - b.depth)[0];
  return {
    site: site?.path ?? null,
    site_data: site ?? null,
    centro: centro?.id ?? null,
    root_site: root?.path ?? null,
  };
}

/**
 * Picks the working centro after login or on start-up: the one already in the session if it is
 * still browsable, else the login page's preference, else the user's preferred centro, else the
 * first centro. Without any centro the session still gets a site so site-level screens work.
 */
export function chooseScope(me: MeResponse, current: number | null, preference: ScopePreference = {}): Scope {
  const byId = (id: number | null | undefined) => (id == null ? undefined : me.centros.find((c) => c.id === id));
  const siteOf = (c: CentroSummary | undefined) => (c ? me.sites.find((s) => s.id === c.site) : undefined);

  const preferredInSite =
    preference.siteId !== undefined ? me.centros.find((c) => c.site === preference.siteId) : undefined;
  const candidates = [
    byId(current),
    byId(preference.centroId),
    preference.siteId !== undefined && byId(me.preferred_centro)?.site === preference.siteId
      ? byId(me.preferred_centro)
      : undefined,
    preferredInSite,
    byId(me.preferred_centro),
    me.centros[0],
  ];
  const centro = candidates.find((c) => c !== undefined && siteOf(c) !== undefined);
  if (centro) return scopeFor(me, centro, siteOf(centro));

  const site =
    me.sites.find((s) => s.id === preference.siteId) ?? me.sites.find((s) => s.id === me.site) ?? me.sites[0];
  return scopeFor(me, undefined, site);
}

/** The scope for an explicit switch from the selector; refuses centros the user has no role in (shell-and-admin §2.7). */
export function scopeForCentro(me: MeResponse, centroId: number): Scope {
  const centro = me.centros.find((c) => c.id === centroId);
  const site = centro ? me.sites.find((s) => s.id === centro.site) : undefined;
  if (!centro || !site) throw new Error(MESSAGES.centreNoAccess(centroId).en);
  return scopeFor(me, centro, site);
}
