import type { BpDefinitionInput } from '@qualium/contracts';
import { COLORS, l, PROCESS_ITEMS } from './common.js';

/**
 * DOCISODEFAULT — Documento controlado (DOMAIN.md; ISO 9001, 7.5). Procedures,
 * instructions, forms and plans in folders per centro, with a versioned file
 * whose current version readers get as a PDF stamped "copia controlada".
 * Publishing sets the next review from the review period (12 months); each approval numbers
 * the version in force (document_control), and the periodic review opens itself on the due date.
 */
export const DOCISODEFAULT_DEFINITION: BpDefinitionInput = {
  business_process: {
    info: {
      reference: 'DOCISODEFAULT',
      name: l('Documento controlado', 'Document controlat', 'Controlled document'),
      description: l(
        'Control de la información documentada (ISO 9001, 7.5)',
        'Control de la informació documentada (ISO 9001, 7.5)',
        'Control of documented information (ISO 9001, 7.5)',
      ),
      type: 'documental',
      process: 'PS-01',
      title_field: 'doc_title',
      numbering: { pattern: 'DOC-{#####}' },
    },
    model: {
      fields: [
        {
          id: 'code',
          kind: 'text',
          label: l('Código', 'Codi', 'Code'),
          required: true,
          searchable: true,
          cols: 4,
          placeholder: l('PG-07', 'PG-07', 'PG-07'),
          rules: { max_length: 32 },
        },
        {
          id: 'doc_title',
          kind: 'text',
          label: l('Título', 'Títol', 'Title'),
          required: true,
          searchable: true,
          cols: 8,
          rules: { max_length: 200 },
        },
        {
          id: 'document_type',
          kind: 'choice',
          label: l('Tipo de documento', 'Tipus de document', 'Document type'),
          required: true,
          filterable: true,
          cols: 6,
          items: [
            { value: 'manual', label: l('Manual', 'Manual', 'Manual') },
            { value: 'procedimiento', label: l('Procedimiento', 'Procediment', 'Procedure') },
            { value: 'instruccion', label: l('Instrucción técnica', 'Instrucció tècnica', 'Work instruction') },
            { value: 'formato', label: l('Formato', 'Format', 'Form') },
            { value: 'plan', label: l('Plan', 'Pla', 'Plan') },
            { value: 'externo', label: l('Documento externo', 'Document extern', 'External document') },
          ],
        },
        {
          id: 'folder',
          kind: 'directory',
          label: l('Carpeta', 'Carpeta', 'Folder'),
          required: true,
          filterable: true,
          cols: 6,
        },
        {
          id: 'owner_process',
          kind: 'treeview',
          label: l('Proceso propietario', 'Procés propietari', 'Owner process'),
          required: true,
          filterable: true,
          items: PROCESS_ITEMS,
        },
        {
          id: 'owner',
          kind: 'process_user',
          label: l('Propietario del documento', 'Propietari del document', 'Document owner'),
          required: true,
          cols: 6,
          process_role: 'responsible',
        },
        {
          id: 'issuing_centre',
          kind: 'centro',
          label: l('Centro emisor', 'Centre emissor', 'Issuing centre'),
          readonly: true,
          cols: 6,
        },
        {
          id: 'document',
          kind: 'versionable_file',
          label: l('Documento', 'Document', 'Document'),
          required: true,
          convertible_to_pdf: true,
          download_options: ['original', 'pdf', 'controlled_copy', 'uncontrolled_copy'],
          // Approval publishes the newest version (earlier ones become obsolete); withdrawal obsoletes all.
          publish_states: ['vigente'],
          withdraw_states: ['obsoleto'],
        },
        {
          id: 'review_period',
          kind: 'time_event',
          label: l('Periodo de revisión', 'Període de revisió', 'Review period'),
          required: true,
          cols: 6,
          time_event: {
            min_days: 30,
            max_days: 1096,
            default_period: 'm',
            default_amount: 12,
            includes_weekends: true,
          },
        },
        {
          id: 'keywords',
          kind: 'tag',
          label: l('Palabras clave', 'Paraules clau', 'Keywords'),
          searchable: true,
          cols: 6,
        },
        {
          id: 'change_summary',
          kind: 'textarea',
          label: l('Descripción del cambio', 'Descripció del canvi', 'Change summary'),
          searchable: true,
        },
        {
          id: 'review_comments',
          kind: 'textarea',
          label: l('Comentarios de revisión', 'Comentaris de revisió', 'Review comments'),
        },
        {
          id: 'approver',
          kind: 'process_user',
          label: l('Aprobador', 'Aprovador', 'Approver'),
          cols: 6,
          process_role: 'editor',
        },
        {
          id: 'approved_on',
          kind: 'date',
          label: l('Fecha de aprobación', "Data d'aprovació", 'Approval date'),
          cols: 6,
        },
        {
          id: 'doc_version',
          kind: 'text',
          label: l('Versión', 'Versió', 'Version'),
          readonly: true,
          cols: 6,
        },
        {
          id: 'status',
          kind: 'state',
          label: l('Estado', 'Estat', 'Status'),
          readonly: true,
          cols: 6,
        },
        {
          id: 'next_review',
          kind: 'date_limit',
          label: l('Próxima revisión', 'Propera revisió', 'Next review'),
          readonly: true,
          cols: 6,
        },
        {
          id: 'obsolete_reason',
          kind: 'textarea',
          label: l('Motivo de la baja', 'Motiu de la baixa', 'Reason for withdrawal'),
        },
      ],
    },
    workflow: {
      states: [
        { id: 'borrador', label: l('Borrador', 'Esborrany', 'Draft'), color: COLORS.lightGrey },
        { id: 'en_revision', label: l('En revisión', 'En revisió', 'Under review'), color: COLORS.orange },
        {
          id: 'pendiente_aprobacion',
          label: l('Pendiente de aprobación', "Pendent d'aprovació", 'Awaiting approval'),
          color: COLORS.yellow,
        },
        { id: 'vigente', label: l('Vigente', 'Vigent', 'In force'), color: COLORS.green },
        {
          id: 'revision_periodica',
          label: l('Revisión periódica', 'Revisió periòdica', 'Periodic review'),
          color: COLORS.orange,
        },
        { id: 'obsoleto', label: l('Obsoleto', 'Obsolet', 'Obsolete'), color: COLORS.darkGrey, closed: true },
      ],
      transitions: [
        {
          id: 'crear',
          label: l('Crear documento', 'Crear document', 'Create document'),
          initial: true,
          to: 'borrador',
          allowed_roles: ['creator', 'editor'],
          fields: [
            'code',
            'doc_title',
            'document_type',
            'folder',
            'owner_process',
            'owner',
            'document',
            'review_period',
            'keywords',
          ],
          responsible: { rule: 'actor' },
          due: { rule: 'days', days: 15, working_days: true },
        },
        {
          id: 'enviar_revision',
          label: l('Enviar a revisión', 'Enviar a revisió', 'Send for review'),
          from: ['borrador'],
          to: 'en_revision',
          allowed_roles: ['responsible'],
          fields: ['document', { field: 'change_summary', required: true }],
          responsible: { rule: 'process_role', role: 'responsible' },
          due: { rule: 'days', days: 10, working_days: true },
        },
        {
          id: 'solicitar_aprobacion',
          label: l('Solicitar aprobación', 'Sol·licitar aprovació', 'Request approval'),
          from: ['en_revision'],
          to: 'pendiente_aprobacion',
          allowed_roles: ['responsible'],
          fields: [{ field: 'approver', required: true }, 'review_comments'],
          responsible: { rule: 'field', field: 'approver' },
          due: { rule: 'days', days: 5, working_days: true },
        },
        {
          id: 'devolver',
          label: l('Devolver a borrador', 'Retornar a esborrany', 'Return to draft'),
          from: ['en_revision', 'pendiente_aprobacion'],
          to: 'borrador',
          allowed_roles: ['responsible'],
          fields: [{ field: 'review_comments', required: true }],
          responsible: { rule: 'creator' },
          due: { rule: 'days', days: 10, working_days: true },
        },
        {
          id: 'aprobar',
          label: l('Aprobar y publicar', 'Aprovar i publicar', 'Approve and publish'),
          from: ['pendiente_aprobacion'],
          to: 'vigente',
          allowed_roles: ['responsible'],
          fields: [{ field: 'approved_on', required: true }],
          responsible: { rule: 'field', field: 'owner' },
          due: { rule: 'field', field: 'review_period' },
          // The approval is signed; its stamp on the controlled PDF says who and when (docs/compliance.md).
          signature: { meaning: l('Aprobado', 'Aprovat', 'Approved') },
        },
        {
          id: 'confirmar_lectura',
          label: l('Confirmar lectura', 'Confirmar lectura', 'Confirm reading'),
          help_text: l(
            'Deja constancia de que has leído la versión vigente',
            'Deixa constància que has llegit la versió vigent',
            'Records that you have read the version in force',
          ),
          from: ['vigente'],
          to: 'vigente',
          allowed_roles: ['reader', 'original_document_reader', 'visor_pdf_reader'],
          notify_responsible: false,
          // Read and understood: the reader signs it, once per version in force (`acknowledgement` below).
          signature: { meaning: l('Leído y entendido', 'Llegit i entès', 'Read and understood') },
        },
        {
          // Opened by the system on the next review date (document_control.review); the owner may open it earlier.
          id: 'revisar_periodicamente',
          label: l('Iniciar revisión periódica', 'Iniciar revisió periòdica', 'Start periodic review'),
          from: ['vigente'],
          to: 'revision_periodica',
          allowed_roles: ['responsible'],
          notify_responsible: false,
        },
        {
          id: 'confirmar_vigencia',
          label: l('Confirmar vigencia', 'Confirmar vigència', 'Confirm as current'),
          help_text: l(
            'La revisión no necesita cambios: la misma versión sigue vigente hasta la próxima revisión',
            'La revisió no necessita canvis: la mateixa versió continua vigent fins a la propera revisió',
            'The review needs no changes: the same version stays in force until the next review',
          ),
          from: ['revision_periodica'],
          to: 'vigente',
          allowed_roles: ['responsible'],
          responsible: { rule: 'field', field: 'owner' },
          due: { rule: 'field', field: 'review_period' },
        },
        {
          id: 'nueva_version',
          label: l('Iniciar nueva versión', 'Iniciar nova versió', 'Start new version'),
          from: ['vigente', 'revision_periodica'],
          to: 'borrador',
          allowed_roles: ['responsible'],
          fields: [{ field: 'change_summary', required: true }],
          responsible: { rule: 'actor' },
          due: { rule: 'days', days: 30 },
        },
        {
          id: 'obsoletar',
          label: l('Dar de baja (obsoleto)', 'Donar de baixa (obsolet)', 'Withdraw (obsolete)'),
          from: ['vigente', 'revision_periodica', 'borrador'],
          to: 'obsoleto',
          allowed_roles: ['responsible'],
          fields: [{ field: 'obsolete_reason', required: true }],
          responsible: { rule: 'none' },
          due: { rule: 'none' },
        },
      ],
      // Once a document has been in force, every edit of its fields gives a reason for change.
      reason_for_change: { after_states: ['vigente'] },
      // Each version in force asks its readers to confirm they have read and understood it.
      acknowledgement: {
        transition: 'confirmar_lectura',
        effective_state: 'vigente',
        roles: ['reader', 'original_document_reader', 'visor_pdf_reader'],
        // Two weeks to read each new version; then the reader is reminded once and the owner told.
        due_days: 14,
      },
      // Each approval numbers the version in force; the review opens on the next review date, the owner told 30 days before.
      document_control: {
        version_field: 'doc_version',
        approve_transitions: ['aprobar'],
        review: { transition: 'revisar_periodicamente', notice_days: 30 },
      },
    },
    // Kept ten years after it became obsolete, its closing state (docs/bp-definition.md "Retention").
    retention: { years: 10, from: 'closed' },
    views: [
      {
        kind: 'table',
        columns: [
          'code',
          'title',
          'doc_version',
          'document_type',
          'current_workflow_state',
          'current_workflow_responsible',
          'next_review',
        ],
        sort_by: 'code',
      },
      {
        kind: 'cards',
        columns: ['code', 'doc_version', 'document_type', 'current_workflow_state', 'current_workflow_limit'],
      },
      { kind: 'charts' },
    ],
    layout: {
      boxes: [
        {
          kind: 'data',
          sections: [
            {
              label: l('Identificación', 'Identificació', 'Identification'),
              fields: [
                'code',
                'doc_title',
                'document_type',
                'folder',
                'owner_process',
                'owner',
                'issuing_centre',
                'keywords',
              ],
            },
            {
              label: l('Control', 'Control', 'Control'),
              fields: ['status', 'doc_version', 'review_period', 'next_review', 'approver', 'approved_on'],
            },
            {
              label: l('Cambios', 'Canvis', 'Changes'),
              fields: ['change_summary', 'review_comments', 'obsolete_reason'],
              collapsed: true,
            },
          ],
        },
        { kind: 'versions', field: 'document' },
        { kind: 'download-tracker', field: 'document' },
        { kind: 'acknowledgements' },
        { kind: 'related' },
        { kind: 'workflow' },
      ],
    },
    // Reviews by the month they fall due, per state: the months before the current one are overdue reviews.
    charts: {
      charts: [
        {
          id: 'reviews_by_month',
          type: 'datetime_line',
          title: l('Revisiones por mes de vencimiento', 'Revisions per mes de venciment', 'Reviews by month due'),
          date_field: 'current_workflow_limit',
          interval: 'month',
          series_by: 'current_workflow_state',
        },
        {
          id: 'by_state',
          type: 'pie',
          title: l('Por estado', 'Per estat', 'By state'),
          group_by: 'current_workflow_state',
        },
      ],
    },
    reports: {
      list: [
        {
          id: 'lista_documentos',
          title: l('Lista de documentos en vigor', 'Llista de documents en vigor', 'List of documents in force'),
          template: 'Lista de documentos en vigor.xlsx',
        },
      ],
      unit: [
        {
          id: 'hoja_control',
          title: l('Hoja de control de cambios', 'Full de control de canvis', 'Change control sheet'),
          template: 'hoja_control_cambios.docx',
          pdf: true,
        },
      ],
    },
  },
};
