import { z } from 'zod';
import { defineMessages } from '../messages/catalog.js';

/**
 * Read and understood (issue 15 §3; docs/bp-definition.md "Read and understood"): the refusals of
 * acknowledging and of a transition waiting for acknowledgements, and the viewer's
 * acknowledgements box, `GET {centro}/unit/{uid}/acknowledgements/`.
 */
export const ACKNOWLEDGEMENT_MESSAGES = defineMessages('acknowledgements', {
  alreadyAcknowledged: {
    es: 'Ya has confirmado la lectura de la versión vigente de este documento.',
    ca: 'Ja has confirmat la lectura de la versió vigent d’aquest document.',
    en: 'You have already acknowledged the version in force of this document.',
  },
  notInForce: {
    es: 'Este documento no tiene ninguna versión vigente que confirmar.',
    ca: 'Aquest document no té cap versió vigent per confirmar.',
    en: 'This document has no version in force to acknowledge.',
  },
  notAcknowledged: (references: string) => ({
    es: `Antes de este paso confirma la lectura de la versión vigente de: ${references}.`,
    ca: `Abans d’aquest pas confirma la lectura de la versió vigent de: ${references}.`,
    en: `Before this step, acknowledge the version in force of: ${references}.`,
  }),
  noAcknowledgement: {
    es: 'Este tipo de ficha no pide confirmaciones de lectura.',
    ca: 'Aquest tipus de fitxa no demana confirmacions de lectura.',
    en: 'This kind of unit asks for no acknowledgements.',
  },
});

/** One person of the box: asked to acknowledge (a task), and whether and when they did. */
export const acknowledgementRow = z.object({
  user: z.object({ id: z.number(), name: z.string() }),
  /** Held one of the roles when the version came into force: they got the task. */
  assigned: z.boolean(),
  /** ISO time of the signed acknowledgement; null: not yet. */
  acknowledged_at: z.string().nullable(),
  /** Not acknowledged and past the version's `due_date` (the centro's today). */
  overdue: z.boolean(),
});
export type AcknowledgementRow = z.infer<typeof acknowledgementRow>;

export const acknowledgementList = z.object({
  /** The version in force being acknowledged: when it came into force; null when none is. */
  effective: z
    .object({
      since: z.string(),
      file_version: z.number().nullable(),
      /** `YYYY-MM-DD` the readers asked have until (`acknowledgement.due_days`); null: no limit. */
      due_date: z.string().nullable(),
    })
    .nullable(),
  /** Whether the signed-in user has acknowledged it. */
  mine: z.boolean(),
  /** Those who have not acknowledged first, then by name. */
  people: z.array(acknowledgementRow),
});
export type AcknowledgementList = z.infer<typeof acknowledgementList>;
