import type { BpDefinitionInput } from '@qualium/contracts';
import type { Db } from '../src/db/database.js';
import { installTestBusinessProcess } from './notifications-fixture.js';

/**
 * SGTEST, a business process made for the signature tests: a draft is reviewed (signed "Revisado",
 * not by its creator), then approved (signed "Aprobado" with a reason, not by whoever reviewed it);
 * once approved, changing its notes needs a reason for change. Its responsible is whoever `owner` names.
 */
export const SG = 'SGTEST';

const l = (es: string, ca = es, en = es) => ({ es, ca, en });
const anyone = ['responsible', 'creator'] as const;

export const sgDefinition = (process: string): BpDefinitionInput => ({
  business_process: {
    info: {
      reference: SG,
      name: l('Prueba de firmas'),
      process,
      title_field: 'subject',
      numbering: { pattern: 'SG-{#####}' },
    },
    model: {
      fields: [
        { id: 'subject', kind: 'text', label: l('Asunto'), required: true },
        { id: 'owner', kind: 'user', label: l('Responsable'), required: true },
        { id: 'notes', kind: 'textarea', label: l('Notas') },
      ],
    },
    workflow: {
      states: [
        { id: 'borrador', label: l('Borrador') },
        { id: 'revisado', label: l('Revisado') },
        { id: 'aprobado', label: l('Aprobado') },
      ],
      transitions: [
        {
          id: 'crear',
          label: l('Crear'),
          initial: true,
          to: 'borrador',
          fields: ['subject', 'owner', 'notes'],
          responsible: { rule: 'field', field: 'owner' },
        },
        {
          id: 'revisar',
          label: l('Revisar', 'Revisar', 'Review'),
          from: ['borrador'],
          to: 'revisado',
          allowed_roles: [...anyone],
          fields: ['notes'],
          signature: { meaning: l('Revisado', 'Revisat', 'Reviewed'), not_creator: true },
        },
        {
          id: 'reasignar',
          label: l('Reasignar'),
          from: ['borrador', 'revisado'],
          to: 'revisado',
          allowed_roles: [...anyone],
          fields: ['owner'],
          responsible: { rule: 'field', field: 'owner' },
        },
        {
          id: 'aprobar',
          label: l('Aprobar', 'Aprovar', 'Approve'),
          from: ['revisado'],
          to: 'aprobado',
          allowed_roles: [...anyone],
          signature: {
            meaning: l('Aprobado', 'Aprovat', 'Approved'),
            reason_required: true,
            not_previous_signer: true,
          },
        },
        {
          id: 'editar',
          label: l('Editar'),
          from: ['aprobado'],
          to: 'aprobado',
          allowed_roles: [...anyone],
          fields: ['notes'],
        },
      ],
      reason_for_change: { after_states: ['aprobado'] },
    },
    views: [{ kind: 'table' }],
  },
});

/** Stores SGTEST for the demo company (site 1) under the process of the demo's NC. */
export function installSgBusinessProcess(db: Db): Promise<void> {
  return installTestBusinessProcess(db, sgDefinition);
}
