import {
  DEFAULT_METRIC_WEIGHT,
  FIELD_MESSAGES,
  type FieldError,
  type IndicatorMetric,
  METRIC_NAME_MAX,
  type MetricType,
} from '@qualium/contracts';
import { checkPercentage, formatNumeric, parseNumeric, renumberMetrics, validateMetric } from '@qualium/workflow';

/**
 * The indicator metric list editor (records-explorer §2 Other, §3 Metric, §5): the modal's draft
 * of one metric, its checks (the engine's validateMetric, plus what only the modal has: category
 * rows, and a configuration for every kind), and the list operations with ids renumbered.
 */
export interface CategoryRowDraft {
  name: string;
  percentage: string;
}

export interface MetricFormDraft {
  name: string;
  description: string;
  weight: string;
  type: MetricType | '';
  number_type: 'int' | 'float';
  only_positive: boolean;
  units: string;
  categories: CategoryRowDraft[];
  /** Sub-indicator: the indicator unit the metric takes its score from. */
  indicator_uid: string;
}

export function blankMetricForm(): MetricFormDraft {
  return {
    name: '',
    description: '',
    weight: String(DEFAULT_METRIC_WEIGHT),
    type: '',
    number_type: 'int',
    only_positive: false,
    units: '',
    categories: [{ name: '', percentage: '' }],
    indicator_uid: '',
  };
}

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

export function metricFormOf(metric: IndicatorMetric, lang: string): MetricFormDraft {
  const config = asRecord(metric.metric_config);
  const mark = lang === 'en' ? '.' : ',';
  const number = (v: unknown) =>
    typeof v === 'number' ? formatNumeric(v, Number.isInteger(v) ? 0 : 2, { decimalMark: mark }) : String(v ?? '');
  return {
    ...blankMetricForm(),
    name: metric.name,
    description: metric.description,
    weight: number(metric.weight),
    type: metric.type,
    number_type: config.number_type === 'float' ? 'float' : 'int',
    only_positive: config.only_positive === true,
    units: typeof config.units === 'string' ? config.units : '',
    categories: Object.entries(asRecord(config.categories)).map(([name, percentage]) => ({
      name,
      percentage: number(percentage),
    })),
    indicator_uid: String(asRecord(metric.value).indicator_uid ?? ''),
  };
}

function configOf(form: MetricFormDraft): Record<string, unknown> {
  switch (form.type) {
    case 'number':
      return { number_type: form.number_type, only_positive: form.only_positive, units: form.units };
    case 'category':
      return {
        categories: Object.fromEntries(
          form.categories.map((c) => [c.name, parseNumeric(c.percentage) ?? c.percentage]),
        ),
      };
    default:
      return {};
  }
}

/** The metric the form describes; `previous` keeps the value a number or category metric already had. */
export function metricOfForm(form: MetricFormDraft, id: number, previous?: IndicatorMetric): IndicatorMetric {
  const sameType = previous?.type === form.type;
  const value =
    form.type === 'indicator'
      ? form.indicator_uid === ''
        ? undefined
        : { indicator_uid: form.indicator_uid }
      : sameType
        ? previous?.value
        : undefined;
  return {
    id,
    name: form.name,
    description: form.description,
    weight: parseNumeric(form.weight) ?? DEFAULT_METRIC_WEIGHT,
    type: (form.type || 'number') as MetricType,
    metric_config: configOf(form) as IndicatorMetric['metric_config'],
    ...(value === undefined ? {} : { value }),
  };
}

/** Where a problem shows in the modal: a named input, or `category.<row>`. */
export type MetricFormErrors = Record<string, FieldError[]>;

const required: FieldError = { code: FIELD_MESSAGES.required };

function push(errors: MetricFormErrors, at: string, error: FieldError): void {
  errors[at] = [...(errors[at] ?? []), error];
}

/** Rows are the modal's own: blank, too long and repeated names, and each percentage. */
function checkCategoryRows(rows: readonly CategoryRowDraft[], errors: MetricFormErrors): void {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = `category.${index}`;
    const name = row.name.trim();
    if (name === '') push(errors, `${at}.name`, required);
    else if (row.name.length > METRIC_NAME_MAX) {
      push(errors, `${at}.name`, { code: FIELD_MESSAGES.invalidValue, params: { max_length: METRIC_NAME_MAX } });
    } else if (seen.has(name)) push(errors, `${at}.name`, { code: FIELD_MESSAGES.invalidValue });
    seen.add(name);
    const percentage = checkPercentage(row.percentage);
    if (percentage) push(errors, `${at}.percentage`, percentage);
  });
}

const PATH_INPUT: Record<string, string> = {
  name: 'name',
  description: 'description',
  weight: 'weight',
  type: 'type',
  metric_config: 'type',
  'metric_config.number_type': 'number_type',
  'metric_config.only_positive': 'only_positive',
  'metric_config.units': 'units',
  'metric_config.categories': 'categories',
  'value.indicator_uid': 'indicator_uid',
};

export function checkMetricForm(form: MetricFormDraft): MetricFormErrors {
  const errors: MetricFormErrors = {};
  // Without a kind, the engine reports just that (it cannot check a configuration).
  for (const problem of validateMetric({ ...metricOfForm(form, 1), type: form.type || undefined })) {
    if (problem.path.startsWith('metric_config.categories.')) continue; // checked per row below
    push(errors, PATH_INPUT[problem.path] ?? 'type', problem.error);
  }
  // The spec's modal requires the weight (and every configuration), which the stored metric may omit.
  if (form.weight.trim() === '') push(errors, 'weight', required);
  if (form.type === 'category') checkCategoryRows(form.categories, errors);
  if (form.type === 'indicator' && form.indicator_uid === '') push(errors, 'indicator_uid', required);
  return errors;
}

export function addMetric(list: readonly IndicatorMetric[], metric: IndicatorMetric): IndicatorMetric[] {
  return renumberMetrics([...list, metric]);
}

export function replaceMetric(
  list: readonly IndicatorMetric[],
  index: number,
  metric: IndicatorMetric,
): IndicatorMetric[] {
  return renumberMetrics(list.map((m, i) => (i === index ? metric : m)));
}

/** Ids are 1..n in list order, so a delete renumbers the ones after it (records-explorer §3). */
export function removeMetric(list: readonly IndicatorMetric[], index: number): IndicatorMetric[] {
  return renumberMetrics(list.filter((_, i) => i !== index));
}

/** Problems of the whole list (validateFieldValue) grouped by the metric they belong to. */
export function errorsByMetric(errors: readonly FieldError[]): Map<number, FieldError[]> {
  const out = new Map<number, FieldError[]>();
  for (const error of errors) {
    const index = error.params?.metric;
    if (typeof index !== 'number') continue;
    out.set(index, [...(out.get(index) ?? []), error]);
  }
  return out;
}
