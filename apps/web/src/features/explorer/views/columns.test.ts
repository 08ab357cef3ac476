import type { UnitListItem } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { cellPicture, columnText, displayText } from './columns';

const unit: UnitListItem = {
  uid: 'QUnit#NC#1#7',
  instance_id: 7,
  reference: 'NC-2026-0007',
  title: 'Etiquetado incorrecto de muestras',
  business_process: 'NC',
  business_process_name: 'No conformidad',
  centro: { id: 1, name: 'Hospital Universitario Demo', logo: null },
  current_workflow_state: { id: 'open', label: 'Abierta', color: '#e53935', closed: false },
  current_workflow_responsible: { id: 4, name: 'Marta López' },
  current_workflow_limit: '2026-03-09',
  is_overdue: true,
  fecha_creacion: '2026-02-20T09:15:00.000Z',
  fecha_cierre: null,
  creador: null,
  values: { severity: 'Grave', detected_at: '2026-02-19 10:30', photo: 'fuga.jpg' },
  pictures: { photo: { kind: 'image', name: 'fuga.jpg', version: 1, drawable: true } },
};

describe('list columns', () => {
  it('reads unit attributes and field values by column name', () => {
    expect(columnText(unit, 'current_workflow_state')).toBe('Abierta');
    expect(columnText(unit, 'current_workflow_responsible')).toBe('Marta López');
    expect(columnText(unit, 'fecha_creacion')).toBe('2026-02-20');
    expect(columnText(unit, 'fecha_cierre')).toBe('');
    expect(columnText(unit, 'creador')).toBe('');
    expect(columnText(unit, 'severity')).toBe('Grave');
    expect(columnText(unit, 'unknown_column')).toBe('');
  });

  it('shows days and date-times in the interface locale and leaves other text alone', () => {
    expect(displayText('2026-03-09', 'es-ES')).toBe('09/03/2026');
    expect(displayText('2026-02-19 10:30', 'es-ES')).toBe('19/02/2026, 10:30');
    expect(displayText('NC-2026-0007', 'es-ES')).toBe('NC-2026-0007');
  });
});

describe('pictures in cells', () => {
  it("draws the unit's centro logo, an image field's thumbnail, and nothing for other columns", () => {
    expect(cellPicture(unit, 'centro')).toEqual({ kind: 'logo', logo: null });
    expect(cellPicture({ ...unit, centro: { ...unit.centro, logo: '/media/h.png' } }, 'centro')).toEqual({
      kind: 'logo',
      logo: '/media/h.png',
    });
    expect(cellPicture(unit, 'photo')).toEqual({ kind: 'image', name: 'fuga.jpg', version: 1, drawable: true });
    expect(cellPicture(unit, 'severity')).toBeNull();
    expect(cellPicture(unit, 'title')).toBeNull();
  });
});
