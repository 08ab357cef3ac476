import { deepEqual } from '@qualium/workflow';
import type { JsonObject, JsonValue, PropertyType } from '../property-editor';
import { addToDictionary, removeKey, replaceKey } from '../property-editor';

/**
 * The BP creator's working copy: the `business_process` object as stored and as edited. Tabs are
 * its top-level keys; every change returns a new copy, so Cancel simply goes back to `stored`.
 */
export interface Draft {
  reference: string;
  stored: JsonObject;
  edited: JsonObject;
}

/** The stored text's `business_process` object; null when the text holds none. */
export function draftOf(reference: string, text: string): Draft | null {
  try {
    const json = JSON.parse(text.replace(/^\uFEFF/, '')) as { business_process?: unknown };
    const bp = json?.business_process;
    if (!bp || typeof bp !== 'object' || Array.isArray(bp)) return null;
    return { reference, stored: bp as JsonObject, edited: bp as JsonObject };
  } catch {
    return null;
  }
}

export const setSection = (draft: Draft, key: string, value: JsonValue): Draft => ({
  ...draft,
  edited: replaceKey(draft.edited, key, value),
});
export const removeSection = (draft: Draft, key: string): Draft => ({ ...draft, edited: removeKey(draft.edited, key) });
/** A new tab: a new top-level key with the type's default value (text '', dictionary {}, list [], 0, false). */
export const addSection = (draft: Draft, name: string, type: PropertyType): Draft => ({
  ...draft,
  edited: addToDictionary(draft.edited, { name, type }),
});
export const discardEdits = (draft: Draft): Draft => ({ ...draft, edited: draft.stored });
export const isEdited = (draft: Draft): boolean => !deepEqual(draft.stored, draft.edited);

/** What "save to file" and "upload as new version" send: the whole definition document. */
export const definitionText = (draft: Draft): string =>
  `${JSON.stringify({ business_process: draft.edited }, null, 2)}\n`;

/** The file name: the name field (".json" added when missing), else the reference. */
export function fileNameOf(name: string, reference: string): string {
  const base = name.trim() || reference;
  return /\.json$/i.test(base) ? base : `${base}.json`;
}
