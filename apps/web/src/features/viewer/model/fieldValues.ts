import { type IndicatorMetric, indicatorMetric, type UnitField } from '@qualium/contracts';
import { z } from 'zod';
import { type FileType, fileTypeOf } from '../../../ui/fileTypes';

/**
 * Readers of the structured values a unit's fields hold (UnitField.value is `unknown` on the
 * wire). Each reader accepts what the server stores and yields nothing for anything else, so a
 * malformed value shows as empty instead of breaking the viewer.
 */

/** A stored upload: what units/service.ts keeps in a file, image or versionable-file field. */
const storedFile = z.object({
  filename: z.string(),
  mimetype: z.string().default(''),
  version: z.number().nullable().default(null),
});

export interface FileItem {
  attribute: string;
  name: string;
  mimetype: string;
  version: number | null;
  type: FileType;
}

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

export function filesOf(field: UnitField): FileItem[] {
  return asList(field.value).flatMap((v) => {
    const parsed = storedFile.safeParse(v);
    if (!parsed.success) return [];
    const { filename, mimetype, version } = parsed.data;
    return [{ attribute: field.id, name: filename, mimetype, version, type: fileTypeOf(mimetype, filename) }];
  });
}

export function metricsOf(value: unknown): IndicatorMetric[] {
  const parsed = z.array(indicatorMetric).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** One tracked period of an indicator: `{period: 'YYYY-MM', values: {metricId: value}}` (fieldValue.ts). */
const trackingRow = z.object({
  period: z.string(),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type TrackingRow = z.infer<typeof trackingRow>;

export function trackingOf(value: unknown): TrackingRow[] {
  const parsed = z.array(trackingRow).safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Values of a possibly multiple field, as text (tags, uids). */
export function textsOf(value: unknown): string[] {
  return asList(value)
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String);
}
