import type { BpDefinition, Language, UnitColumn } from '@qualium/contracts';
import { localizedText } from '@qualium/contracts';

/**
 * Labels the server gives lists and filters in the user's language: the unit columns every BP has
 * (records-explorer §3), and the texts charts and calendars need for values a unit lacks.
 */
const UNIT_COLUMN_LABELS: Readonly<Record<Language, Readonly<Record<UnitColumn, string>>>> = {
  es: {
    reference: 'Referencia',
    title: 'Título',
    current_workflow_state: 'Estado',
    current_workflow_responsible: 'Responsable',
    current_workflow_limit: 'Fecha límite',
    fecha_creacion: 'Fecha de creación',
    fecha_cierre: 'Fecha de cierre',
    centro: 'Centro',
    business_process_name: 'Proceso de negocio',
    creador: 'Creador',
  },
  ca: {
    reference: 'Referència',
    title: 'Títol',
    current_workflow_state: 'Estat',
    current_workflow_responsible: 'Responsable',
    current_workflow_limit: 'Data límit',
    fecha_creacion: 'Data de creació',
    fecha_cierre: 'Data de tancament',
    centro: 'Centre',
    business_process_name: 'Procés de negoci',
    creador: 'Creador',
  },
  en: {
    reference: 'Reference',
    title: 'Title',
    current_workflow_state: 'State',
    current_workflow_responsible: 'Responsible',
    current_workflow_limit: 'Limit date',
    fecha_creacion: 'Creation date',
    fecha_cierre: 'Closing date',
    centro: 'Centre',
    business_process_name: 'Business process',
    creador: 'Creator',
  },
};

/** A chart category for units without a value, and the one series of an unstacked chart. */
const NO_VALUE: Readonly<Record<Language, string>> = { es: '(sin valor)', ca: '(sense valor)', en: '(no value)' };
const UNITS: Readonly<Record<Language, string>> = { es: 'Unidades', ca: 'Unitats', en: 'Units' };

const language = (lang: string): Language => (lang === 'ca' || lang === 'en' ? lang : 'es');

export function unitColumnLabels(lang: string): Readonly<Record<UnitColumn, string>> {
  return UNIT_COLUMN_LABELS[language(lang)];
}

export const noValueLabel = (lang: string) => NO_VALUE[language(lang)];
export const unitsLabel = (lang: string) => UNITS[language(lang)];

/** Each definition's column labels per language, kept while the definition is (parsed definitions are kept per process). */
const labelsKept = new WeakMap<BpDefinition, Map<string, Readonly<Record<string, string>>>>();

/** The unit columns, then the definition's fields, labelled: a field named like a column keeps the column's label. */
function definitionLabels(definition: BpDefinition, lang: string): Readonly<Record<string, string>> {
  const kept = labelsKept.get(definition) ?? new Map<string, Readonly<Record<string, string>>>();
  labelsKept.set(definition, kept);
  let labels = kept.get(lang);
  if (!labels) {
    const made: Record<string, string> = { ...unitColumnLabels(lang) };
    for (const field of definition.business_process.model.fields) made[field.id] ??= localizedText(field.label, lang);
    labels = Object.freeze(made);
    kept.set(lang, labels);
  }
  return labels;
}

/**
 * Every name a list may show as a column, labelled: the unit columns, then the fields of the given
 * definitions (the first definition naming a field wins). One definition's are kept: a list's
 * labels were a fiftieth of the default call's time, every request.
 */
export function columnLabels(definitions: readonly BpDefinition[], lang: string): Readonly<Record<string, string>> {
  if (definitions.length === 1) return definitionLabels(definitions[0]!, lang);
  const labels: Record<string, string> = { ...unitColumnLabels(lang) };
  for (const definition of definitions) {
    for (const [id, label] of Object.entries(definitionLabels(definition, lang))) labels[id] ??= label;
  }
  return labels;
}
