import type { HistoryEntry } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { diffLines, HISTORY_MAX_ROWS, historyRows } from './historyDiff';

const state = (id: string) => ({ id, label: id, color: '#ffffff' });
const entry = (id: number, date: string, fields: HistoryEntry['fields'] = []): HistoryEntry => ({
  id,
  transition_id: `t${id}`,
  label: `T${id}`,
  from_state: id === 1 ? null : state('a'),
  to_state: state('b'),
  user: { id: 1, name: 'Ana' },
  responsible: null,
  limit: null,
  date,
  reason: null,
  signature: null,
  fields,
});

describe('history rows', () => {
  it('puts the newest transition first, the id breaking ties', () => {
    const rows = historyRows([
      entry(1, '2026-01-01T10:00:00.000Z'),
      entry(3, '2026-01-02T10:00:00.000Z'),
      entry(2, '2026-01-02T10:00:00.000Z'),
    ]);
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('shows at most 1000 rows', () => {
    const many = Array.from({ length: HISTORY_MAX_ROWS + 5 }, (_, i) =>
      entry(i + 1, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
    );
    const rows = historyRows(many);
    expect(rows).toHaveLength(1000);
    expect(rows[0]!.id).toBe(HISTORY_MAX_ROWS + 5);
  });
});

describe('diff lines', () => {
  it('shows new values alone, changed values with the previous one, removed values as the previous one', () => {
    const lines = diffLines(
      entry(2, '2026-01-02T10:00:00.000Z', [
        { field: 'root_cause', label: 'Causa raíz', kind: 'new', old: null, new: 'Proveedor' },
        { field: 'severity', label: 'Gravedad', kind: 'changed', old: 'Menor', new: 'Mayor' },
        { field: 'notes', label: 'Notas', kind: 'removed', old: 'Revisar', new: null },
      ]),
      () => 'text',
      'es-ES',
    );
    expect(lines).toEqual([
      { field: 'root_cause', label: 'Causa raíz', kind: 'new', value: 'Proveedor', previous: null },
      { field: 'severity', label: 'Gravedad', kind: 'changed', value: 'Mayor', previous: 'Menor' },
      { field: 'notes', label: 'Notas', kind: 'removed', value: null, previous: 'Revisar' },
    ]);
  });

  it('shows dates and numbers of the history as the data box does', () => {
    const types: Record<string, string> = { due: 'date', seen: 'date_time', cost: 'decimal', count: 'numeric' };
    const lines = diffLines(
      entry(3, '2026-01-03T10:00:00.000Z', [
        { field: 'due', label: 'Plazo', kind: 'changed', old: '2026-11-20', new: '2026-12-01' },
        { field: 'seen', label: 'Visto', kind: 'new', old: null, new: '2026-11-20 08:15' },
        { field: 'cost', label: 'Coste', kind: 'new', old: null, new: '1250.5' },
        { field: 'count', label: 'Unidades', kind: 'removed', old: '12000', new: null },
        { field: 'gone', label: 'Retirado', kind: 'new', old: null, new: '2026-11-20' },
      ]),
      (id) => types[id],
      'es-ES',
    );
    expect(lines.map((l) => [l.previous, l.value])).toEqual([
      ['20/11/2026', '01/12/2026'],
      [null, '20/11/2026, 08:15'],
      [null, '1250,50'],
      ['12.000', null],
      [null, '2026-11-20'],
    ]);
  });
});
