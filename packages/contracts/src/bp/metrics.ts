import { z } from 'zod';

/**
 * The metrics of an indicator (records-explorer §3 Metric), as stored in a
 * `metrics` field value. The shape is checked here; the rules that produce the
 * spec's messages (name ≤ 64, percentage 0-100, units ≤ 16) live in the
 * workflow package (validateMetric), next to the other field rules.
 */
export const METRIC_TYPES = ['category', 'number', 'indicator'] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

/** How the spec's screens name each kind (records-explorer §3). */
export const METRIC_TYPE_LABELS: Readonly<Record<MetricType, string>> = {
  category: 'Categórica',
  number: 'Numérica',
  indicator: 'Sub-indicador',
};

export const METRIC_NAME_MAX = 64;
export const METRIC_UNITS_MAX = 16;
/** The percentage input is capped at 12 characters (records-explorer §5). */
export const METRIC_PERCENTAGE_INPUT_MAX = 12;
export const DEFAULT_METRIC_WEIGHT = 1;

export const numberMetricConfig = z.object({
  number_type: z.enum(['int', 'float']),
  only_positive: z.boolean().default(false),
  units: z.string(),
});
export const categoryMetricConfig = z.object({
  /** Category name → percentage of fulfilment it stands for. */
  categories: z.record(z.string(), z.union([z.number(), z.string()])),
});
export const indicatorMetricConfig = z.object({}).loose();

export const indicatorMetric = z.object({
  id: z.number().int().min(1),
  name: z.string(),
  description: z.string().default(''),
  weight: z.number().default(DEFAULT_METRIC_WEIGHT),
  type: z.enum(METRIC_TYPES),
  metric_config: z.union([numberMetricConfig, categoryMetricConfig, indicatorMetricConfig]),
  /** number: a number; category: a category name; indicator: {indicator_uid}. */
  value: z.unknown().optional(),
});
export type IndicatorMetric = z.infer<typeof indicatorMetric>;
export type IndicatorMetricInput = z.input<typeof indicatorMetric>;
