import type { SsoSettings } from '@qualium/contracts';
import { nowIso } from '../../db/dialect.js';
import type { AppDeps } from '../../http/context.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import type { SiteRow } from '../org/repo.js';
import type { UserRow } from '../session/repo.js';
import { countActiveUsers } from '../users/repo.js';
import { attributeText, type VerifiedLogin } from './assertion.js';
import { SsoRefusal } from './refusal.js';
import {
  findSiteCentro,
  findSiteRole,
  findSiteUserByUsername,
  findSiteUsersByEmail,
  grantCentroRole,
  insertUser,
  usernameTaken,
} from './repo.js';

/** Who the IdP says the user is, read through the site's attribute mapping. */
export interface SsoIdentity {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function identityOf(login: VerifiedLogin, settings: SsoSettings): SsoIdentity {
  const attr = (name: string) => (name === '' ? '' : attributeText(login.attributes, name));
  return {
    username: settings.attr_username === '' ? login.nameId.trim() : attr(settings.attr_username),
    email: attr(settings.attr_email),
    firstName: attr(settings.attr_first_name),
    lastName: attr(settings.attr_last_name),
  };
}

const USERNAME_MAX = 150;

/**
 * The user of this company the IdP vouches for: by username, else by e-mail (one match only),
 * else created just in time when the company allows it. Only the company's own users (home site)
 * are candidates: an IdP configured by one tenant can never sign someone in as another's user.
 */
export async function resolveSsoUser(
  deps: AppDeps,
  site: SiteRow,
  settings: SsoSettings,
  identity: SsoIdentity,
): Promise<UserRow> {
  const { k } = deps.db;
  if (identity.username === '' && identity.email === '') {
    throw new SsoRefusal('no_identity', 'Neither username nor e-mail in the assertion');
  }
  let user = identity.username ? await findSiteUserByUsername(k, site.id, identity.username) : undefined;
  if (!user && identity.email) {
    const byEmail = await findSiteUsersByEmail(k, site.id, identity.email);
    if (byEmail.length > 1) throw new SsoRefusal('ambiguous_user', `Several users have ${identity.email}`);
    user = byEmail[0];
  }
  if (!user) {
    if (!settings.jit_enabled) throw new SsoRefusal('unknown_user', `No user ${identity.username || identity.email}`);
    return createJustInTime(deps, site, settings, identity);
  }
  if (user.is_active !== 1) throw new SsoRefusal('inactive_user', `User ${user.username} is disabled`);
  return user;
}

async function createJustInTime(
  deps: AppDeps,
  site: SiteRow,
  settings: SsoSettings,
  identity: SsoIdentity,
): Promise<UserRow> {
  const { k } = deps.db;
  const username = identity.username;
  if (username === '' || username.length > USERNAME_MAX || identity.email === '') {
    throw new SsoRefusal('no_identity', 'A new user needs a username of at most 150 characters and an e-mail');
  }
  // Checked again here: the centro or role may have gone since the settings were saved.
  const centro = settings.jit_centro === null ? undefined : await findSiteCentro(k, site.id, settings.jit_centro);
  const role = settings.jit_role === null ? undefined : await findSiteRole(k, site.id, settings.jit_role);
  if (!centro || !role) throw new SsoRefusal('cannot_create_user', 'The default centro or role no longer exists');
  if (await usernameTaken(k, username)) {
    throw new SsoRefusal('cannot_create_user', `Username ${username} belongs to another company's user`);
  }
  // The same limit as the Users screen: active users of the company.
  if ((await countActiveUsers(k, site.id)) >= site.max_users_number) {
    throw new SsoRefusal('cannot_create_user', `The company has reached its ${site.max_users_number} users`);
  }
  try {
    return await auditedTransaction(k, { site }, async (trx) => {
      const user = await insertUser(trx, {
        site_id: site.id,
        username,
        email: identity.email,
        first_name: identity.firstName,
        last_name: identity.lastName,
        // No password: this user signs in through the IdP only.
        password_hash: null,
        preferred_centro_id: centro.id,
        created_at: nowIso(),
      });
      await grantCentroRole(trx, { site_id: site.id, centro_id: centro.id, user_id: user.id, role_id: role.id });
      await recordAudit(
        trx,
        { site, user },
        {
          entity: 'user',
          entityId: user.id,
          action: 'sso_create',
          before: null,
          after: {
            username,
            email: identity.email,
            first_name: identity.firstName,
            last_name: identity.lastName,
            centro: centro.id,
            role: role.id,
          },
        },
      );
      return user;
    });
  } catch (error) {
    // Two first sign-ins of the same person at once: the unique username lets one through.
    if (await usernameTaken(k, username)) {
      const created = await findSiteUserByUsername(k, site.id, username);
      if (created) return created;
    }
    throw error;
  }
}
