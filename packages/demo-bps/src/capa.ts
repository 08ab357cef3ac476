import type { BpDefinitionInput } from '@qualium/contracts';
import { COLORS, l } from './common.js';

/**
 * CAPA — Acción correctiva / preventiva / de mejora (DOMAIN.md). Usually the
 * child of an NC (opened by its `abrir_capa` transition), an audit finding or
 * a risk. "No eficaz" sends the action back to work.
 */
export const CAPA_DEFINITION: BpDefinitionInput = {
  business_process: {
    info: {
      reference: 'CAPA',
      name: l('Acción correctiva / preventiva', 'Acció correctiva / preventiva', 'Corrective / preventive action'),
      description: l(
        'Acciones para eliminar la causa de una no conformidad o de un riesgo (ISO 9001, 10.2 y 6.1)',
        "Accions per eliminar la causa d'una no conformitat o d'un risc (ISO 9001, 10.2 i 6.1)",
        'Actions removing the cause of a non-conformity or a risk (ISO 9001, 10.2 and 6.1)',
      ),
      type: 'calidad',
      process: 'PS-08',
      title_field: 'subject',
      numbering: { pattern: 'AC-{YYYY}-{####}' },
    },
    model: {
      fields: [
        {
          id: 'subject',
          kind: 'text',
          label: l('Acción', 'Acció', 'Action'),
          required: true,
          searchable: true,
          rules: { max_length: 200 },
        },
        {
          id: 'action_type',
          kind: 'choice',
          label: l('Tipo', 'Tipus', 'Type'),
          required: true,
          filterable: true,
          cols: 6,
          items: [
            { value: 'correctiva', label: l('Correctiva', 'Correctiva', 'Corrective') },
            { value: 'preventiva', label: l('Preventiva', 'Preventiva', 'Preventive') },
            { value: 'mejora', label: l('De mejora', 'De millora', 'Improvement') },
          ],
        },
        {
          id: 'action_owner',
          kind: 'process_user',
          label: l('Responsable de la acción', "Responsable de l'acció", 'Action owner'),
          required: true,
          cols: 6,
          process_role: 'responsible',
        },
        {
          id: 'description',
          kind: 'textarea',
          label: l('Descripción de la acción', "Descripció de l'acció", 'Action description'),
          required: true,
          searchable: true,
        },
        {
          id: 'planned_date',
          kind: 'date',
          label: l('Fecha prevista', 'Data prevista', 'Planned date'),
          required: true,
          filterable: true,
          cols: 6,
        },
        {
          id: 'estimated_cost',
          kind: 'decimal',
          label: l('Coste estimado (€)', 'Cost estimat (€)', 'Estimated cost (€)'),
          cols: 6,
          rules: { min: 0 },
        },
        {
          id: 'resources',
          kind: 'textarea',
          label: l('Recursos necesarios', 'Recursos necessaris', 'Resources needed'),
        },
        {
          id: 'verification_method',
          kind: 'textarea',
          label: l(
            'Método de verificación de eficacia',
            "Mètode de verificació d'eficàcia",
            'Effectiveness verification method',
          ),
          required: true,
          help_text: l(
            'Ej.: sin reclamaciones por la misma causa durante 3 meses',
            'Ex.: sense reclamacions per la mateixa causa durant 3 mesos',
            'E.g. no complaints for the same cause for 3 months',
          ),
        },
        {
          id: 'procedure',
          kind: 'related',
          label: l('Procedimiento aplicable', 'Procediment aplicable', 'Applicable procedure'),
          target_business_process: 'DOCISODEFAULT',
          cols: 6,
        },
        {
          id: 'implementation_notes',
          kind: 'textarea',
          label: l('Descripción de lo realizado', "Descripció del que s'ha fet", 'What was done'),
        },
        {
          id: 'implemented_on',
          kind: 'date',
          label: l('Fecha de implantación', "Data d'implantació", 'Implementation date'),
          cols: 6,
        },
        {
          id: 'implementation_evidence',
          kind: 'file',
          label: l('Evidencias de implantación', "Evidències d'implantació", 'Implementation evidence'),
          multiple: true,
        },
        {
          id: 'verification_result',
          kind: 'textarea',
          label: l('Resultado de la verificación', 'Resultat de la verificació', 'Verification result'),
        },
        {
          id: 'verified_on',
          kind: 'date',
          label: l('Fecha de verificación', 'Data de verificació', 'Verification date'),
          cols: 6,
        },
      ],
    },
    workflow: {
      states: [
        { id: 'planificada', label: l('Planificada', 'Planificada', 'Planned'), color: COLORS.blue },
        { id: 'en_curso', label: l('En curso', 'En curs', 'In progress'), color: COLORS.orange },
        { id: 'implementada', label: l('Implementada', 'Implementada', 'Implemented'), color: COLORS.yellow },
        {
          id: 'verificada',
          label: l('Verificada (eficaz)', 'Verificada (eficaç)', 'Verified (effective)'),
          color: COLORS.green,
          closed: true,
        },
        { id: 'no_eficaz', label: l('No eficaz', 'No eficaç', 'Not effective'), color: COLORS.red },
      ],
      transitions: [
        {
          id: 'planificar',
          label: l('Planificar acción', 'Planificar acció', 'Plan action'),
          initial: true,
          to: 'planificada',
          allowed_roles: ['creator', 'editor'],
          fields: [
            'subject',
            'action_type',
            'action_owner',
            'description',
            'planned_date',
            'estimated_cost',
            'resources',
            'verification_method',
            'procedure',
          ],
          responsible: { rule: 'field', field: 'action_owner' },
          due: { rule: 'field', field: 'planned_date' },
        },
        {
          id: 'iniciar',
          label: l('Iniciar', 'Iniciar', 'Start'),
          from: ['planificada'],
          to: 'en_curso',
          allowed_roles: ['responsible'],
        },
        {
          id: 'implementar',
          label: l('Marcar como implementada', 'Marcar com a implementada', 'Mark as implemented'),
          from: ['en_curso'],
          to: 'implementada',
          allowed_roles: ['responsible'],
          fields: [
            { field: 'implementation_notes', required: true },
            { field: 'implemented_on', required: true },
            'implementation_evidence',
          ],
          responsible: { rule: 'process_role', role: 'editor' },
          due: { rule: 'days', days: 30 },
          // Whoever implements the action has read and understood the procedure it follows.
          requires_acknowledged: { field: 'procedure' },
        },
        {
          id: 'verificar_eficaz',
          label: l('Verificar: eficaz', 'Verificar: eficaç', 'Verify: effective'),
          from: ['implementada'],
          to: 'verificada',
          allowed_roles: ['responsible'],
          fields: [
            { field: 'verification_result', required: true },
            { field: 'verified_on', required: true },
          ],
          responsible: { rule: 'none' },
          due: { rule: 'none' },
          // The effectiveness check is signed (docs/compliance.md).
          signature: { meaning: l('Verificado', 'Verificat', 'Verified') },
        },
        {
          id: 'verificar_no_eficaz',
          label: l('Verificar: no eficaz', 'Verificar: no eficaç', 'Verify: not effective'),
          from: ['implementada'],
          to: 'no_eficaz',
          allowed_roles: ['responsible'],
          fields: [
            { field: 'verification_result', required: true },
            { field: 'verified_on', required: true },
          ],
          responsible: { rule: 'field', field: 'action_owner' },
          due: { rule: 'days', days: 5, working_days: true },
        },
        {
          id: 'replanificar',
          label: l('Replanificar', 'Replanificar', 'Re-plan'),
          from: ['no_eficaz'],
          to: 'en_curso',
          allowed_roles: ['responsible'],
          fields: [{ field: 'description', required: true }, { field: 'planned_date', required: true }, 'resources'],
          responsible: { rule: 'field', field: 'action_owner' },
          due: { rule: 'field', field: 'planned_date' },
        },
      ],
    },
    // Kept five years after closure (docs/bp-definition.md "Retention").
    retention: { years: 5, from: 'closed' },
    views: [
      {
        kind: 'table',
        columns: [
          'reference',
          'title',
          'action_type',
          'planned_date',
          'current_workflow_state',
          'current_workflow_responsible',
          'current_workflow_limit',
        ],
      },
      { kind: 'cards' },
      { kind: 'calendar', date_field: 'planned_date' },
    ],
    layout: {
      boxes: [
        {
          kind: 'data',
          sections: [
            {
              label: l('Planificación', 'Planificació', 'Planning'),
              fields: [
                'subject',
                'action_type',
                'action_owner',
                'description',
                'planned_date',
                'estimated_cost',
                'resources',
                'verification_method',
                'procedure',
              ],
            },
            {
              label: l('Implantación', 'Implantació', 'Implementation'),
              fields: ['implementation_notes', 'implemented_on', 'implementation_evidence'],
            },
            { label: l('Verificación', 'Verificació', 'Verification'), fields: ['verification_result', 'verified_on'] },
          ],
        },
        { kind: 'related', label: l('Origen', 'Origen', 'Origin'), business_processes: ['NC', 'AUDIT'] },
        { kind: 'comunications' },
        { kind: 'workflow' },
      ],
    },
    reports: {
      list: [
        {
          id: 'plan_acciones',
          title: l('Plan de acciones', "Pla d'accions", 'Action plan'),
          template: 'Plan de acciones.xlsx',
        },
      ],
      unit: [],
    },
  },
};
