import type { FormInput, IndicatorMetric } from '@qualium/contracts';
import { parseNumeric } from '@qualium/workflow';
import { type Draft, type Drafts, draftAs, isCollected, shapeOf, type TrackingRowDraft } from './drafts';

/**
 * From drafts to what the server reads (docs/decisions.md "Multipart values"): the value the
 * engine checks (also what the client checks, see validate.ts), and the multipart body with
 * control fields, plain texts, structured values as JSON text and files as files.
 */
export interface SerializeContext {
  /** The indicator's metrics, so tracking cells of number metrics travel as numbers. */
  metrics?: readonly IndicatorMetric[];
}

const WEEKLY = new Set(['s', 'w']);

function trackingValue(rows: readonly TrackingRowDraft[], metrics: readonly IndicatorMetric[]) {
  const typeOf = new Map(metrics.map((m) => [String(m.id), m.type]));
  return rows.map((row) => ({
    period: row.period,
    values: Object.fromEntries(
      Object.entries(row.values).map(([id, text]) => {
        if (text.trim() === '') return [id, null];
        // Category cells hold a category name; the others a number (a bad one is sent as typed, to be refused).
        return [id, typeOf.get(id) === 'category' ? text : (parseNumeric(text) ?? text)];
      }),
    ),
  }));
}

/** A number metric's value is typed as text in the form and stored as a number. */
function typedMetricValue(metric: IndicatorMetric): IndicatorMetric {
  if (metric.type !== 'number' || typeof metric.value !== 'string') return metric;
  const { value, ...rest } = metric;
  if (value.trim() === '') return rest;
  return { ...rest, value: parseNumeric(value) ?? value };
}

/** A file as the engine's file check sees it (name, size, type), before any byte is sent. */
export function fileDescriptor(file: File) {
  return { filename: file.name, size: file.size, mimetype: file.type };
}

/** The value the engine reads for this input: the server's view of the draft after parsing the form. */
export function rawValue(input: FormInput, draft: Draft | undefined, context: SerializeContext = {}): unknown {
  const shape = shapeOf(input);
  switch (shape) {
    case 'text':
    case 'list':
    case 'dateTime':
      return draftAs(shape, draft);
    case 'metrics':
      return draftAs('metrics', draft).map(typedMetricValue);
    case 'timeEvent': {
      const event = draftAs('timeEvent', draft);
      if (event.amount.trim() === '') return null;
      const weekly = WEEKLY.has(event.tipo_periodo) && event.weekdays.length > 0;
      return {
        amount: event.amount,
        tipo_periodo: event.tipo_periodo,
        incluye_findes: event.incluye_findes,
        ...(weekly ? { weekdays: [...event.weekdays].sort((a, b) => a - b) } : {}),
      };
    }
    case 'files':
      return draftAs('files', draft).map(fileDescriptor);
    case 'tracking':
      return trackingValue(draftAs('tracking', draft), context.metrics ?? []);
  }
}

/** One input's entries of the multipart body. */
function appendInput(form: FormData, input: FormInput, draft: Draft | undefined, context: SerializeContext): void {
  const shape = shapeOf(input);
  if (shape === 'files') {
    // No new file: nothing is sent and the stored one stays.
    for (const file of draftAs('files', draft)) form.append(input.id, file, file.name);
    return;
  }
  if (shape === 'text') {
    form.append(input.id, draftAs('text', draft));
    return;
  }
  if (shape === 'dateTime') {
    const { date, time } = draftAs('dateTime', draft);
    // Both empty is "no value"; one alone is sent as it is, for the server to name the missing part.
    form.append(input.id, date === '' && time === '' ? '' : JSON.stringify({ date, time }));
    return;
  }
  const value = rawValue(input, draft, context);
  // Lists travel as one JSON array: unambiguous even for a single value that looks like JSON.
  form.append(input.id, value === null ? '' : JSON.stringify(value));
}

/** Control fields of the two writes (docs/api.md "Units"); empty ones are left out. */
export interface ControlFields {
  business_process?: string;
  transition_id?: string;
  responsible?: string;
  origin_qunit?: string;
  directory?: string;
  version?: string;
  /** A signed transition's `{username?, password, reason?}` as JSON. */
  signature?: string;
  reason_for_change?: string;
}

export function buildFormData(
  control: ControlFields,
  inputs: readonly FormInput[],
  drafts: Drafts,
  context: SerializeContext = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(control)) {
    if (value !== undefined && value !== '') form.append(name, value);
  }
  for (const input of inputs) {
    if (isCollected(input)) appendInput(form, input, drafts[input.id], context);
  }
  return form;
}
