// TEMPORARY until the demo seed stores the BPs: install demo BPs into site 1.
import { DEMO_BP_DEFINITIONS, validateBpDefinition } from '@qualium/contracts';
import { beforeAll } from 'vitest';
export function installDemoBps(ctx: { db: { k: any } }) {
  beforeAll(async () => {
    const map: Record<string, string | null> = {
      NC: 'PE-04.2',
      CAPA: 'PE-04.2',
      AUDIT: 'PE-04.1',
      INDICATOR: 'PE-01',
      DOCISODEFAULT: 'PS-03',
      NOTIF_DEFAULT: null,
    };
    const exists = await ctx.db.k.selectFrom('business_processes').select('id').where('site_id', '=', 1).execute();
    if (exists.length > 0) return;
    for (const [ref, d] of Object.entries(DEMO_BP_DEFINITIONS)) {
      const copy = JSON.parse(JSON.stringify(d));
      copy.business_process.info.process = map[ref];
      const v = validateBpDefinition(copy);
      if (!v.ok) throw new Error(ref + JSON.stringify(v.problems));
      const proc = map[ref]
        ? await ctx.db.k
            .selectFrom('processes')
            .select('id')
            .where('site_id', '=', 1)
            .where('reference', '=', map[ref])
            .executeTakeFirst()
        : null;
      await ctx.db.k
        .insertInto('business_processes')
        .values({
          site_id: 1,
          reference: ref,
          name: copy.business_process.info.name.es,
          process_id: proc?.id ?? null,
          is_shared: 0,
          has_charts: 0,
          path: '/demo/',
          definition: JSON.stringify(copy),
          next_number: 1,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
  });
}
