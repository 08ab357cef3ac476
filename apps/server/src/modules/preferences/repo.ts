import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type K = Kysely<Database>;

/** A centro the user holds a role in (shell-and-admin §5 User: "Users can see a centro only with at least one role in it"). */
export function findBrowsableCentroById(k: K, userId: number, centroId: number) {
  return k
    .selectFrom('centros')
    .select(['centros.id', 'centros.name'])
    .where('centros.id', '=', centroId)
    .where('centros.id', 'in', (q) =>
      q.selectFrom('user_centro_roles').select('centro_id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
}

export function findCentroName(k: K, centroId: number) {
  return k.selectFrom('centros').select('name').where('id', '=', centroId).executeTakeFirst();
}

export interface PreferenceColumns {
  lang: string;
  preferred_centro_id: number | null;
  photo: string | null;
}

export async function updatePreferences(k: K, userId: number, values: PreferenceColumns): Promise<void> {
  await k.updateTable('users').set(values).where('id', '=', userId).execute();
}
