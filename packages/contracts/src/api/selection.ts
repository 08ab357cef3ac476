import { z } from 'zod';
import { QUNIT_UID_PREFIX } from '../constants.js';
import { defineMessages } from '../messages/catalog.js';

/**
 * The explorer's selection sent to the server (records-explorer §4): the units ticked one by one,
 * or every unit the filters select minus those unticked since ("all matching"). Always read
 * together with the explorer's filters, so a selection never reaches past what the list shows.
 */
/** Most uids a selection may name, ticked or unticked: a user ticks them by hand, page by page. */
export const SELECTION_MAX_UIDS = 1000;
/**
 * Most units one bulk transition runs on: each is its own transaction, one after another, within
 * one request.
 */
export const BULK_TRANSITION_MAX_UNITS = 100;

const selectedUid = z.string().startsWith(QUNIT_UID_PREFIX).max(200);
export const unitSelection = z.union([
  z.strictObject({ uids: z.array(selectedUid).min(1).max(SELECTION_MAX_UIDS) }),
  z.strictObject({ except: z.array(selectedUid).max(SELECTION_MAX_UIDS) }),
]);
export type UnitSelection = z.infer<typeof unitSelection>;

/** POST {centro}/report/get_list_report/ and bulk_transition_candidates/: the selection. */
export const selectionBody = z.strictObject({ selection: unitSelection });

/** POST {centro}/unit/bulk_execute_transition/: one transition on every selected unit. */
export const bulkTransitionBody = z.strictObject({
  selection: unitSelection,
  transition_id: z.string().trim().min(1).max(64),
});

/** A transition offered to one selected unit; `runs_in_bulk` false when it needs its form. */
export const bulkCandidate = z.object({ id: z.string(), label: z.string(), runs_in_bulk: z.boolean() });
export type BulkCandidate = z.infer<typeof bulkCandidate>;

export const bulkCandidates = z.object({
  units: z.array(
    z.object({ uid: z.string(), reference: z.string(), title: z.string(), transitions: z.array(bulkCandidate) }),
  ),
});
export type BulkCandidates = z.infer<typeof bulkCandidates>;

/** One line per unit: done, or refused with the server's message (the unit is left as it was). */
export const bulkTransitionResult = z.object({
  results: z.array(
    z.object({ uid: z.string(), reference: z.string(), ok: z.boolean(), message: z.string().nullable() }),
  ),
});
export type BulkTransitionResult = z.infer<typeof bulkTransitionResult>;

export const SELECTION_MESSAGES = defineMessages('selection', {
  tooManyForTransition: {
    es: `Selecciona como máximo ${BULK_TRANSITION_MAX_UNITS} registros para ejecutar una transición sobre ellos.`,
    ca: `Selecciona com a màxim ${BULK_TRANSITION_MAX_UNITS} registres per executar-hi una transició.`,
    en: `Select at most ${BULK_TRANSITION_MAX_UNITS} units to run a transition on them.`,
  },
  needsForm: {
    es: 'Esta transición pide datos: ejecútala desde el registro.',
    ca: 'Aquesta transició demana dades: executa-la des del registre.',
    en: 'This transition asks for data: run it from the unit.',
  },
});
