import { describe, expect, it } from 'vitest';
import { assignmentText, messageText } from './texts.js';

const facts = {
  actor: 'Javier Morales',
  reference: 'NC-2026-0142',
  title: 'Temperatura fuera de rango',
  businessProcess: 'No conformidad',
  limit: '2026-12-12',
};

describe('notification texts', () => {
  it('says what was assigned and by when, in the recipient’s language', () => {
    expect(assignmentText('es', facts)).toEqual({
      subject: 'Se te ha asignado NC-2026-0142; plazo 12/12/2026',
      message:
        'Javier Morales te ha asignado NC-2026-0142 «Temperatura fuera de rango» (No conformidad). Plazo: 12/12/2026.',
    });
    expect(assignmentText('ca', facts).subject).toBe("Se t'ha assignat NC-2026-0142; termini 12/12/2026");
    expect(assignmentText('en', facts).subject).toBe('NC-2026-0142 has been assigned to you; due 12/12/2026');
    // Unknown languages read Spanish; no limit, no deadline.
    expect(assignmentText('fr', { ...facts, limit: null })).toEqual({
      subject: 'Se te ha asignado NC-2026-0142',
      message: 'Javier Morales te ha asignado NC-2026-0142 «Temperatura fuera de rango» (No conformidad).',
    });
  });

  it('tells of a message sent from a unit', () => {
    expect(messageText('es', { sender: 'Ana', reference: 'CAPA-2026-0007', subject: 'Fotos' }).subject).toBe(
      'Nuevo mensaje sobre CAPA-2026-0007: Fotos',
    );
  });
});
