import { z } from 'zod';
import { bpId, bpLocalizedText } from './common.js';

/**
 * The `reports` section: xlsx templates for lists of units (saved as
 * `{template name}.xlsx`) and docx templates for one unit (optionally also
 * offered as PDF, the spec's visor_pdf_reports).
 */
const templateFile = (ext: 'xlsx' | 'docx') =>
  z.string().regex(new RegExp(`^[\\w\\- .]{1,120}\\.${ext}$`), `Must be a .${ext} file name`);

export const bpListReport = z.strictObject({ id: bpId, title: bpLocalizedText, template: templateFile('xlsx') });
export const bpUnitReport = z.strictObject({
  id: bpId,
  title: bpLocalizedText,
  template: templateFile('docx'),
  pdf: z.boolean().default(false),
});

export const bpReports = z.strictObject({
  list: z.array(bpListReport).default([]),
  unit: z.array(bpUnitReport).default([]),
});
export type BpReports = z.infer<typeof bpReports>;
