import type { AuditEntry } from '@qualium/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Entities and actions in the reader's language where the screen knows them; any other (a module
 * added later) shows its own key rather than nothing. A unit transition is `transition:<id>`.
 */
export function entityLabel(entity: string, t: Translate): string {
  return t(`audit.entities.${entity}`, { defaultValue: entity });
}

export function actionLabel(action: string, t: Translate): string {
  const transition = /^transition:(.+)$/.exec(action);
  if (transition) return t('audit.actions.transition', { id: transition[1] });
  return t(`audit.actions.${action}`, { defaultValue: action });
}

/** Who made the change: their name and username, or that no person did (the system, a deleted user). */
export function actorLabel(entry: Pick<AuditEntry, 'user' | 'user_id'>, t: Translate): string {
  if (entry.user) return `${entry.user.name} (${entry.user.username})`;
  return entry.user_id === null ? t('audit.system') : t('audit.formerUser', { id: entry.user_id });
}

/** Keys that name a record in its before/after values, in the order they say it best. */
const NAMING_KEYS = ['reference', 'username', 'name', 'url_name', 'key'] as const;

/**
 * What changed, named as people know it (the BP's reference, the user's username…) from its
 * values after the change, else before it, else its id alone.
 */
export function targetName(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const values of [entry.after, entry.before]) {
    if (!values || typeof values !== 'object' || Array.isArray(values)) continue;
    for (const key of NAMING_KEYS) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return null;
}
