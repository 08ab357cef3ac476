import { AUDIT_PAGE_SIZES } from '@qualium/contracts';
import type { AuditFilters } from '../api';

/**
 * The audit screen's state in the URL (`entity`, `user`, `page`, `size`), so that a filtered
 * view can be bookmarked and Back undoes a change. Defaults are left out; values that do not
 * parse are ignored.
 */
export const DEFAULT_PAGE_SIZE = 25;

const positive = (text: string | null): number | null => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export function filtersFromUrl(params: URLSearchParams): AuditFilters {
  const size = positive(params.get('size'));
  return {
    entity: params.get('entity')?.trim() || null,
    user: positive(params.get('user')),
    page: positive(params.get('page')) ?? 1,
    size: size !== null && (AUDIT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function filtersToUrl(f: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.entity) params.set('entity', f.entity);
  if (f.user !== null) params.set('user', String(f.user));
  if (f.page > 1) params.set('page', String(f.page));
  if (f.size !== DEFAULT_PAGE_SIZE) params.set('size', String(f.size));
  return params;
}
