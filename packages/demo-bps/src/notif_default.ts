import type { BpDefinitionInput } from '@qualium/contracts';
import { COLORS, l } from './common.js';

/**
 * NOTIF_DEFAULT — Notificación (DOMAIN.md, records-explorer §2 Notifications
 * dialog). A message to one person about a unit that needs them, open until
 * read. Created by the server (the add button is hidden); the recipient reads
 * it through the `read` transition (execute_read_notifications).
 */
export const NOTIF_DEFAULT_DEFINITION: BpDefinitionInput = {
  business_process: {
    info: {
      reference: 'NOTIF_DEFAULT',
      name: l('Notificación', 'Notificació', 'Notification'),
      type: 'sistema',
      process: null,
      title_field: 'subject',
      numbering: { pattern: 'NOT-{YYYY}-{######}' },
      hide_add_button: true,
    },
    model: {
      fields: [
        {
          id: 'subject',
          kind: 'text',
          label: l('Asunto', 'Assumpte', 'Subject'),
          required: true,
          searchable: true,
        },
        {
          id: 'recipient',
          kind: 'user',
          label: l('Destinatario', 'Destinatari', 'Recipient'),
          required: true,
        },
        {
          id: 'message',
          kind: 'textarea',
          label: l('Mensaje', 'Missatge', 'Message'),
          searchable: true,
        },
        {
          id: 'parent_unit',
          kind: 'related',
          label: l('Registro', 'Registre', 'Record'),
        },
        {
          id: 'deadline',
          kind: 'date',
          label: l('Plazo', 'Termini', 'Deadline'),
        },
      ],
    },
    workflow: {
      states: [
        { id: 'open', label: l('Abierta', 'Oberta', 'Open'), color: COLORS.blue },
        { id: 'read', label: l('Leída', 'Llegida', 'Read'), color: COLORS.grey, closed: true },
      ],
      transitions: [
        {
          id: 'create',
          label: l('Notificar', 'Notificar', 'Notify'),
          initial: true,
          to: 'open',
          allowed_roles: ['editor'],
          fields: ['subject', 'recipient', 'message', 'parent_unit', 'deadline'],
          responsible: { rule: 'field', field: 'recipient' },
          due: { rule: 'field', field: 'deadline' },
          notify_responsible: false,
        },
        {
          id: 'read',
          label: l('Marcar como leída', 'Marcar com a llegida', 'Mark as read'),
          from: ['open'],
          to: 'read',
          allowed_roles: ['responsible'],
          notify_responsible: false,
        },
      ],
    },
    // The notifications dialog's columns: subject, author, date, state (shell-and-admin §2.8); the
    // cards (mobile) and a table row's expansion also show the message and the record it is about.
    // Kept one year after it was read (docs/bp-definition.md "Retention").
    retention: { years: 1, from: 'closed' },
    views: [
      {
        kind: 'table',
        columns: [
          { field: 'title', label: l('Asunto', 'Assumpte', 'Subject') },
          { field: 'creador', label: l('Autor', 'Autor', 'Author') },
          { field: 'fecha_creacion', label: l('Fecha', 'Data', 'Date') },
          { field: 'current_workflow_state', label: l('Estado', 'Estat', 'State') },
        ],
        sort_by: 'fecha_creacion',
        sort_desc: true,
      },
      {
        kind: 'cards',
        columns: [
          { field: 'creador', label: l('Autor', 'Autor', 'Author') },
          { field: 'fecha_creacion', label: l('Fecha', 'Data', 'Date') },
          { field: 'current_workflow_state', label: l('Estado', 'Estat', 'State') },
          'message',
          'parent_unit',
        ],
      },
    ],
    layout: {
      boxes: [
        {
          kind: 'data',
          sections: [
            { label: l('Mensaje', 'Missatge', 'Message'), fields: ['subject', 'message', 'parent_unit', 'deadline'] },
          ],
        },
        { kind: 'workflow' },
      ],
    },
  },
};
