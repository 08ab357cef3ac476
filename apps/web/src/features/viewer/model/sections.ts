import { type BpBox, FILE_FIELD_KINDS, localizedText, type UnitField } from '@qualium/contracts';

type Fields = Readonly<Record<string, UnitField>>;

/** The unit's fields named by a box, in the box's order; ids the unit does not carry are skipped. */
export function pickFields(fields: Fields, ids: readonly string[]): UnitField[] {
  return ids.map((id) => fields[id]).filter((f): f is UnitField => f !== undefined);
}

export interface DataSection {
  key: string;
  /** Null: the one section of a data box without sections (shown with the box's generic title). */
  label: string | null;
  collapsed: boolean;
  fields: UnitField[];
}

/** The collapsible sections of a data box; all fields in one when the layout gives none (layout.ts). */
export function dataSections(box: Extract<BpBox, { kind: 'data' }>, fields: Fields, lang: string): DataSection[] {
  if (!box.sections) return [{ key: 'all', label: null, collapsed: false, fields: Object.values(fields) }];
  return box.sections.map((s, i) => ({
    key: `section-${i}`,
    label: localizedText(s.label, lang),
    collapsed: s.collapsed,
    fields: pickFields(fields, s.fields),
  }));
}

const isFileKind = (type: string) => (FILE_FIELD_KINDS as readonly string[]).includes(type);

/** The documents box's fields: those it names, or every file field of the unit. */
export function documentFields(box: Extract<BpBox, { kind: 'documents' }>, fields: Fields): UnitField[] {
  return box.fields ? pickFields(fields, box.fields) : Object.values(fields).filter((f) => isFileKind(f.type));
}
