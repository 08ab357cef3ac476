import {
  isStrongPassword,
  LANGUAGES,
  type Language,
  type LoginRequest,
  MESSAGES,
  type MeResponse,
  type PasswordChangeRequest,
  type SessionUser,
  supportLevel,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { AppDeps, Auth, Scope } from '../../http/context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { presentCentro, presentSite } from '../org/present.js';
import { listBrowsableCentros, listBrowsableSites } from '../org/repo.js';
import { hashPassword, verifyPassword } from './passwords.js';
import {
  deleteOtherTokens,
  deleteToken,
  findUserByUsername,
  insertToken,
  managerOfCentros,
  recordLogin,
  type UserRow,
  updatePassword,
} from './repo.js';
import { LoginThrottle, PasswordChangeThrottle } from './throttle.js';
import { hashTokenKey, newTokenKey } from './tokens.js';

export function parseSupportLevel(text: string): SessionUser['support_level'] {
  try {
    return supportLevel.parse(JSON.parse(text));
  } catch {
    return { chat: false };
  }
}

export async function presentSessionUser({ db }: AppDeps, user: UserRow): Promise<SessionUser> {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    photo_url: user.photo,
    lang: (LANGUAGES as readonly string[]).includes(user.lang) ? (user.lang as Language) : 'es',
    isManager: user.is_manager === 1,
    isAdmin: user.is_admin === 1,
    support_level: parseSupportLevel(user.support_level),
    manager_of_centros: await managerOfCentros(db.k, user.id),
    site: user.site_id,
    preferred_centro: user.preferred_centro_id,
  };
}

/**
 * A new session token for a user who proved who they are (password, single sign-on). `within`
 * runs in the same transaction with the new token's id, for what belongs to that session.
 */
/** Sign-ins and sign-outs are entries of the user's own company's audit trail (issue 15 §2). */
const sessionAuthor = (user: { id: number; site_id: number }) => ({ site: { id: user.site_id }, user });

export async function startSession(
  deps: AppDeps,
  user: UserRow,
  within?: (trx: Kysely<Database>, tokenId: number) => Promise<void>,
): Promise<{ key: string; user: SessionUser }> {
  const key = newTokenKey();
  const now = nowIso();
  await auditedTransaction(deps.db.k, sessionAuthor(user), async (trx) => {
    const tokenId = await insertToken(trx, user, hashTokenKey(key), now);
    await recordLogin(trx, user.id, now);
    await recordAudit(trx, sessionAuthor(user), { entity: 'session', entityId: user.id, action: 'login' });
    await within?.(trx, tokenId);
  });
  return { key, user: await presentSessionUser(deps, user) };
}

export class SessionService {
  private readonly loginThrottle: LoginThrottle;
  private readonly passwordThrottle: PasswordChangeThrottle;

  constructor(private readonly deps: AppDeps) {
    this.loginThrottle = new LoginThrottle(deps);
    this.passwordThrottle = new PasswordChangeThrottle(deps);
  }

  async login(input: LoginRequest, ip: string): Promise<{ key: string; user: SessionUser }> {
    const { db } = this.deps;
    const attempt = await this.loginThrottle.begin(input.username, ip);
    const user = await findUserByUsername(db.k, input.username);
    // Always verify, also for unknown or disabled users, so timing reveals nothing.
    const ok = await verifyPassword(user?.password_hash ?? null, input.password);
    if (!user || !ok || user.is_active !== 1) {
      // A refused attempt on an existing account is audited in its company; an unknown name
      // belongs to no company (the throttle still counts it).
      if (user) {
        await recordAudit(db.k, sessionAuthor(user), {
          entity: 'session',
          entityId: user.id,
          action: 'login_failed',
          after: { ip },
        });
      }
      throw badRequest({ non_field_errors: [MESSAGES.invalidCredentials] });
    }
    await attempt.succeeded();
    return startSession(this.deps, user);
  }

  async logout(auth: Auth): Promise<void> {
    await auditedTransaction(this.deps.db.k, sessionAuthor(auth.user), async (trx) => {
      await deleteToken(trx, auth.tokenId);
      await recordAudit(trx, sessionAuthor(auth.user), { entity: 'session', entityId: auth.user.id, action: 'logout' });
    });
  }

  async me(auth: Auth): Promise<MeResponse> {
    const { db } = this.deps;
    const [user, sites, centros] = await Promise.all([
      presentSessionUser(this.deps, auth.user),
      listBrowsableSites(db.k, auth.user.id),
      listBrowsableCentros(db.k, auth.user.id),
    ]);
    return { ...user, sites: sites.map(presentSite), centros: centros.map(presentCentro) };
  }

  /** Spec shell-and-admin §5 Change password; the strength rule where the company has it on. */
  async changePassword(scope: Scope, auth: Auth, userId: number, input: PasswordChangeRequest): Promise<void> {
    const { db } = this.deps;
    if (userId !== auth.user.id) throw forbidden();
    if (scope.site.allow_password_change !== 1) throw forbidden(MESSAGES.passwordChangeNotAllowed);
    if (scope.site.password_strength === 1 && !isStrongPassword(input.new_password)) {
      throw badRequest({ new_password: [MESSAGES.passwordStrength] });
    }
    // A stolen session must not become a way to guess the password itself.
    const attempt = await this.passwordThrottle.begin(auth.user.id);
    if (!(await verifyPassword(auth.user.password_hash, input.current_password))) {
      throw badRequest({ current_password: [MESSAGES.currentPasswordWrong] });
    }
    await attempt.succeeded();
    const passwordHash = await hashPassword(input.new_password);
    const now = nowIso();
    await auditedTransaction(db.k, { site: scope.site }, async (trx) => {
      await updatePassword(trx, auth.user.id, passwordHash, now);
      // Every other session of this user ends; the one that made the change stays.
      await deleteOtherTokens(trx, auth.user.id, auth.tokenId);
      await recordAudit(
        trx,
        { site: scope.site, user: auth.user },
        { entity: 'user', entityId: auth.user.id, action: 'password_change', before: null, after: null },
      );
    });
  }
}
