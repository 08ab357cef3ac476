import {
  DEFAULT_METRIC_WEIGHT,
  FIELD_MESSAGES,
  type FieldError,
  METRIC_NAME_MAX,
  METRIC_PERCENTAGE_INPUT_MAX,
  METRIC_TYPES,
  METRIC_UNITS_MAX,
  type MetricType,
  QUNIT_UID_PREFIX,
} from '@qualium/contracts';
import { checkNumeric, parseNumeric } from './numeric.js';

/**
 * Indicator metric rules (records-explorer §3 Metric, §5): name and
 * description required, name ≤ 64; weight defaults to 1; category names
 * required ≤ 64 with a percentage 0-100 (typed in at most 12 characters);
 * number units required ≤ 16. Each problem says where it is, e.g.
 * `metric_config.categories.Bueno` or `weight`.
 */
export interface MetricProblem {
  path: string;
  error: FieldError;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const required: FieldError = { code: FIELD_MESSAGES.required };
const invalid: FieldError = { code: FIELD_MESSAGES.invalidValue };
const tooLong = (max: number): FieldError => ({ code: FIELD_MESSAGES.invalidValue, params: { max_length: max } });
const asRecord = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

function checkText(path: string, value: unknown, max: number, out: MetricProblem[]) {
  if (isBlank(value)) out.push({ path, error: required });
  else if (typeof value !== 'string') out.push({ path, error: invalid });
  else if (value.length > max) out.push({ path, error: tooLong(max) });
}

/** A category percentage: required, at most 12 characters, a number 0-100. */
export function checkPercentage(raw: unknown): FieldError | null {
  if (isBlank(raw)) return required;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : null;
  if (text === null || text.length > METRIC_PERCENTAGE_INPUT_MAX) return { code: FIELD_MESSAGES.invalidPercentage };
  const value = parseNumeric(text);
  return value === null || value < 0 || value > 100 ? { code: FIELD_MESSAGES.invalidPercentage } : null;
}

/** The metric's weight: 1 when absent (spec default), else a number ≥ 0. */
export function metricWeight(raw: unknown): number {
  const value = isBlank(raw) ? DEFAULT_METRIC_WEIGHT : parseNumeric(raw);
  return value === null || value < 0 ? DEFAULT_METRIC_WEIGHT : value;
}

function checkConfig(type: MetricType, config: Record<string, unknown>, value: unknown, out: MetricProblem[]) {
  if (type === 'number') {
    const numberType = config.number_type;
    if (numberType !== 'int' && numberType !== 'float') out.push({ path: 'metric_config.number_type', error: invalid });
    if (config.only_positive !== undefined && typeof config.only_positive !== 'boolean') {
      out.push({ path: 'metric_config.only_positive', error: invalid });
    }
    checkText('metric_config.units', config.units, METRIC_UNITS_MAX, out);
    if (!isBlank(value)) {
      const check = checkNumeric(value as string | number, {
        decimals: numberType === 'int' ? 0 : null,
        min: config.only_positive === true ? 0 : undefined,
      });
      if (typeof value !== 'string' && typeof value !== 'number') out.push({ path: 'value', error: invalid });
      else if (!check.ok) out.push({ path: 'value', error: check.errors[0] ?? invalid });
    }
    return;
  }
  if (type === 'category') {
    const categories = asRecord(config.categories);
    if (!categories || Object.keys(categories).length === 0) {
      out.push({ path: 'metric_config.categories', error: required });
      return;
    }
    for (const [name, percentage] of Object.entries(categories)) {
      const at = `metric_config.categories.${name}`;
      if (name.trim() === '') out.push({ path: at, error: required });
      else if (name.length > METRIC_NAME_MAX) out.push({ path: at, error: tooLong(METRIC_NAME_MAX) });
      const problem = checkPercentage(percentage);
      if (problem) out.push({ path: at, error: problem });
    }
    if (!isBlank(value) && (typeof value !== 'string' || !(value in categories))) {
      out.push({ path: 'value', error: invalid });
    }
    return;
  }
  // A sub-indicator's value names the indicator unit it takes its score from.
  const uid = asRecord(value)?.indicator_uid;
  if (!isBlank(value) && (typeof uid !== 'string' || !uid.startsWith(QUNIT_UID_PREFIX))) {
    out.push({ path: 'value.indicator_uid', error: invalid });
  }
}

export function validateMetric(raw: unknown): MetricProblem[] {
  const metric = asRecord(raw);
  if (!metric) return [{ path: '', error: invalid }];
  const out: MetricProblem[] = [];
  checkText('name', metric.name, METRIC_NAME_MAX, out);
  if (isBlank(metric.description)) out.push({ path: 'description', error: required });
  if (!isBlank(metric.weight)) {
    const weight = checkNumeric(metric.weight as string | number, { decimals: null, min: 0 });
    if (typeof metric.weight !== 'string' && typeof metric.weight !== 'number') {
      out.push({ path: 'weight', error: invalid });
    } else if (!weight.ok) out.push({ path: 'weight', error: weight.errors[0] ?? invalid });
  }
  const type = metric.type;
  if (!(METRIC_TYPES as readonly unknown[]).includes(type)) {
    out.push({ path: 'type', error: isBlank(type) ? required : invalid });
    return out;
  }
  const config = asRecord(metric.metric_config);
  if (!config) out.push({ path: 'metric_config', error: required });
  else checkConfig(type as MetricType, config, metric.value, out);
  return out;
}

/** Metric ids are 1..n in list order; the editor renumbers them after a delete. */
export function renumberMetrics<M extends { id: number }>(metrics: readonly M[]): M[] {
  return metrics.map((m, i) => ({ ...m, id: i + 1 }));
}
