/**
 * A readable description of a stored definition for the expanded row of the BP explorer
 * (shell-and-admin §2.9: "the expanded row shows a description and a navigation JSON tree"): what the BP is, in
 * the reader's language, and how big each part is. Read defensively: it describes whatever text
 * is stored, even one this client's schema would not accept.
 */
export interface BpDescription {
  name: string | null;
  description: string | null;
  process: string | null;
  shared: boolean;
  numbering: string | null;
  fields: number;
  states: number;
  transitions: number;
  views: string[];
  charts: number;
  /** Top-level keys of `business_process`, in their order (the BP creator's tabs). */
  sections: string[];
}

type Json = Record<string, unknown>;
const objectAt = (value: unknown, key: string): Json | null => {
  const v = value && typeof value === 'object' && !Array.isArray(value) ? (value as Json)[key] : undefined;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null;
};
const listAt = (value: Json | null, key: string): unknown[] => {
  const v = value?.[key];
  return Array.isArray(v) ? v : [];
};
const textAt = (value: Json | null, key: string): string | null => {
  const v = value?.[key];
  return typeof v === 'string' && v.trim() !== '' ? v : null;
};
/** A localized text ({es, ca, en}) in the reader's language, else Spanish, else as it comes. */
const localized = (value: unknown, lang: string): string | null => {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return null;
  const texts = value as Json;
  const text = texts[lang] ?? texts.es;
  return typeof text === 'string' ? text : null;
};

/** Parses the stored text; null when it is no JSON object. */
export function parseDefinition(text: string): Json | null {
  try {
    const json: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Json) : null;
  } catch {
    return null;
  }
}

export function describeDefinition(document: Json | null, lang: string): BpDescription {
  const bp = objectAt(document, 'business_process');
  const info = objectAt(bp, 'info');
  const charts = objectAt(bp, 'charts');
  return {
    name: localized(info?.name, lang),
    description: localized(info?.description, lang),
    process: textAt(info, 'process'),
    shared: info?.shared === true,
    numbering: textAt(objectAt(info, 'numbering'), 'pattern'),
    fields: listAt(objectAt(bp, 'model'), 'fields').length,
    states: listAt(objectAt(bp, 'workflow'), 'states').length,
    transitions: listAt(objectAt(bp, 'workflow'), 'transitions').length,
    views: (Array.isArray(bp?.views) ? bp.views : [])
      .map((v) => textAt(v && typeof v === 'object' ? (v as Json) : null, 'kind'))
      .filter((k): k is string => k !== null),
    charts: listAt(charts, 'charts').length,
    sections: bp ? Object.keys(bp) : [],
  };
}
