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

/**
 * Every name a list may show as a column, labelled: the unit columns, then the fields of the given
 * definitions (the first definition naming a field wins).
 */
export function columnLabels(definitions: readonly BpDefinition[], lang: string): Record<string, string> {
  const labels: Record<string, string> = { ...unitColumnLabels(lang) };
  for (const definition of definitions) {
    for (const field of definition.business_process.model.fields) {
      labels[field.id] ??= localizedText(field.label, lang);
    }
  }
  return labels;
}
