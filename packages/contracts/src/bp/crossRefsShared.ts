import type { Localized, MessageText } from '../messages/catalog.js';
import { BP_CHECK_MESSAGES } from './checkMessages.js';
import type { FieldKind } from './fieldKinds.js';
import type { BpField } from './fields.js';
import { UNIT_COLUMNS } from './views.js';

/** Helpers the cross-reference checks share. */
export type Path = ReadonlyArray<string | number>;
export type Report = (path: Path, message: MessageText) => void;
/** Reports a missing field or one of the wrong kind; returns the field when fine. */
export type FieldRef = (path: Path, id: string, kinds?: readonly FieldKind[]) => BpField | undefined;
/** Accepts one of `columns` (unit columns), or a field of the given kinds. */
export type ColumnRef = (path: Path, id: string, columns: readonly string[], kinds?: readonly FieldKind[]) => void;

export function isUnitColumn(id: string): boolean {
  return (UNIT_COLUMNS as readonly string[]).includes(id);
}

/** Reports each later occurrence of an id already seen. */
export function checkUnique(ids: ReadonlyArray<string>, what: Localized, pathOf: (i: number) => Path, report: Report) {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) report(pathOf(i), BP_CHECK_MESSAGES.duplicateId(what, id));
    seen.add(id);
  });
}

export function kindsText(kinds: readonly string[]): string {
  return kinds.join(', ');
}
