import type { Db } from '../db/database.js';
import { bpDefinition } from '../modules/bp/repo.js';
import { stageBuffer, storeStaged } from '../modules/files/blobs.js';
import { DEMO_SITES } from './demo-data.js';
import { unitTemplateDocx } from './demo-reports-docx.js';
import { listTemplateXlsx } from './demo-reports-xlsx.js';

/**
 * Real report templates for every report of every demo company's business processes, so that each
 * list and unit report works out of the box: the files go to the blob store and `report_templates`
 * says whose they are, as an administrator's upload would (with no uploader).
 */
const SEEDED_AT = '2023-09-25T08:30:00.000Z';

export async function seedDemoReportTemplates(db: Db, dataDir: string): Promise<void> {
  const sites = await db.k
    .selectFrom('sites')
    .select('id')
    .where(
      'url_name',
      'in',
      DEMO_SITES.map((s) => s.urlName),
    )
    .execute();
  const rows = await db.k
    .selectFrom('business_processes')
    .selectAll()
    .where(
      'site_id',
      'in',
      sites.map((s) => s.id),
    )
    .execute();
  const templates: Array<{ row: (typeof rows)[number]; name: string; kind: 'xlsx' | 'docx'; bytes: Buffer }> = [];
  for (const row of rows) {
    const definition = bpDefinition(row);
    const { list, unit } = definition.business_process.reports;
    for (const report of list) {
      templates.push({
        row,
        name: report.template,
        kind: 'xlsx' as const,
        bytes: await listTemplateXlsx(definition, report),
      });
    }
    for (const report of unit) {
      templates.push({
        row,
        name: report.template,
        kind: 'docx' as const,
        bytes: unitTemplateDocx(definition, report),
      });
    }
  }
  await db.k.transaction().execute(async (trx) => {
    for (const t of templates) {
      const staged = stageBuffer(dataDir, t.bytes, { filename: t.name, mimetype: '' });
      storeStaged(dataDir, staged);
      await trx
        .insertInto('report_templates')
        .values({
          site_id: t.row.site_id,
          bp_reference: t.row.reference,
          name: t.name,
          kind: t.kind,
          sha256: staged.sha256,
          size: staged.size,
          filename: t.name,
          uploaded_by: null,
          created_at: SEEDED_AT,
          updated_at: SEEDED_AT,
        })
        .execute();
    }
  });
}
