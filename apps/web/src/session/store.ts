import { MESSAGES, type MeResponse, type PersistedSession, type SessionUser } from '@qualium/contracts';
import { chooseScope, type Scope, type ScopePreference, scopeForCentro } from './chooseScope';
import { EMPTY_SESSION, parseSession, serializeSession } from './persist';

/**
 * The session store (shell-and-admin §3–§4): the persisted part lives in localStorage under one key and is
 * mirrored here; `me` (sites and centros the user may browse) is kept in memory only and fetched
 * again on start. Framework-free so it can be tested with an in-memory storage.
 */

export interface SessionState {
  persisted: PersistedSession;
  /** Result of user_data/me for `meToken`; null until loaded. */
  me: MeResponse | null;
  /** The token `me` belongs to, so a token change (other tab) triggers a reload. */
  meToken: string | null;
  /** True while the start-up token check and me load run: guards wait instead of redirecting. */
  loading: boolean;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function userOf(me: MeResponse): SessionUser {
  const { sites: _sites, centros: _centros, ...user } = me;
  return user;
}

export function createSessionStore(storage: StorageLike, key: string) {
  const initial = parseSession(storage.getItem(key));
  let state: SessionState = { persisted: initial, me: null, meToken: null, loading: initial.token !== null };
  const listeners = new Set<() => void>();
  const purgeListeners = new Set<() => void>();

  function emit(next: SessionState): void {
    state = next;
    for (const l of listeners) l();
  }

  function write(persisted: PersistedSession): void {
    if (persisted.token === null) storage.removeItem(key);
    else storage.setItem(key, serializeSession(persisted));
  }

  return {
    get: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Runs on every purge (e.g. to drop cached queries of the previous user). */
    onPurge(listener: () => void): () => void {
      purgeListeners.add(listener);
      return () => purgeListeners.delete(listener);
    },
    setLoading(loading: boolean): void {
      if (state.loading !== loading) emit({ ...state, loading });
    },
    /** A fresh login: token + user + me, scope chosen from me. */
    signIn(token: string, me: MeResponse, preference?: ScopePreference): Scope {
      const scope = chooseScope(me, null, preference);
      const persisted: PersistedSession = { ...scope, token, user: userOf(me) };
      write(persisted);
      emit({ persisted, me, meToken: token, loading: false });
      return scope;
    },
    /**
     * Start-up or other-tab login: me arrived for the stored token; the stored centro is kept if
     * still browsable. Returns the stored centro when it no longer is (access ended, or a centre
     * switched to from an outdated list), so the caller can say so; null otherwise.
     */
    applyMe(token: string, me: MeResponse): number | null {
      if (state.persisted.token !== token) return null; // the session changed while me was loading
      const stored = state.persisted.centro;
      const scope = chooseScope(me, stored);
      const persisted: PersistedSession = { ...state.persisted, ...scope, user: userOf(me) };
      write(persisted);
      emit({ ...state, persisted, me, meToken: token });
      return stored !== null && scope.centro !== stored ? stored : null;
    },
    /** Selector switch; throws "Can't browse to centre {id}…" for a centro the user has no role in. */
    switchCentro(centroId: number): boolean {
      if (state.persisted.centro === centroId) return false;
      if (!state.me) throw new Error(MESSAGES.centreNoAccess(centroId).en);
      const persisted: PersistedSession = { ...state.persisted, ...scopeForCentro(state.me, centroId) };
      write(persisted);
      emit({ ...state, persisted });
      return true;
    },
    purge(): void {
      storage.removeItem(key);
      emit({ persisted: EMPTY_SESSION, me: null, meToken: null, loading: false });
      for (const l of purgeListeners) l();
    },
    /** Another tab wrote the key (storage event): adopt its value without writing it back. */
    adoptExternal(raw: string | null): void {
      const persisted = parseSession(raw);
      if (persisted.token === null) {
        if (state.persisted.token === null) return;
        emit({ persisted: EMPTY_SESSION, me: null, meToken: null, loading: false });
        for (const l of purgeListeners) l();
        return;
      }
      const sameUser = persisted.token === state.meToken;
      const replaced = state.persisted.token !== null && state.persisted.token !== persisted.token;
      emit({
        persisted,
        me: sameUser ? state.me : null,
        meToken: sameUser ? state.meToken : null,
        loading: sameUser ? state.loading : true,
      });
      // Someone else signed in over this session: nothing cached for the previous user may survive.
      if (replaced) for (const l of purgeListeners) l();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
