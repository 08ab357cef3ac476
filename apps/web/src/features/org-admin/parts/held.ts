import type { TFunction } from 'i18next';

export interface Held {
  subCompanies?: number;
  centros?: number;
  users?: number;
  people?: number;
  records?: number;
}

/**
 * What a company or centro still holds, in words ("2 centros, 3 usuarios"), or null when nothing:
 * said in the delete dialog before asking, since the server refuses such a delete.
 */
export function heldText(t: TFunction, held: Held): string | null {
  const parts = (Object.entries(held) as Array<[keyof Held, number]>)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => t(`orgAdmin.held.${kind}`, { count }));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The delete dialog's warning (`<dialog>.blocked`) when something is still held, else null. */
export function deleteNotice(t: TFunction, dialog: 'siteDelete' | 'centroDelete', held: string | null): string | null {
  return held === null ? null : t(`orgAdmin.${dialog}.blocked`, { what: held });
}
