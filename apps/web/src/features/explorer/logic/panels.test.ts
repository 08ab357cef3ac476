import { describe, expect, it } from 'vitest';
import { type PanelChoices, panelsFor } from './panels';

const all: PanelChoices = { isShared: true, centros: 3, processes: true, advancedFields: true, users: true };

describe('filter panels of each list (records-explorer §2, §5)', () => {
  it('gives a business process every panel, the centres only when it is shared and there are several', () => {
    expect(panelsFor('explorer', all)).toEqual(['centro', 'process', 'search', 'dates', 'advanced', 'user']);
    expect(panelsFor('explorer', { ...all, isShared: false })).not.toContain('centro');
    expect(panelsFor('explorer', { ...all, centros: 1 })).not.toContain('centro');
  });

  it('filters the global search by centre and text only', () => {
    expect(panelsFor('search', { ...all, isShared: false })).toEqual(['centro', 'search']);
    expect(panelsFor('search', { ...all, centros: 1 })).toEqual(['search']);
  });

  it('gives the to-do list no responsible filter: it is the user’s own', () => {
    expect(panelsFor('todo', { ...all, isShared: false })).toEqual([
      'centro',
      'process',
      'search',
      'dates',
      'advanced',
    ]);
  });

  it('filters related units by process, text search and date range', () => {
    expect(panelsFor('related', all)).toEqual(['process', 'search', 'dates']);
    expect(panelsFor('related', { ...all, processes: false })).toEqual(['search', 'dates']);
  });

  it('leaves out a panel with nothing to choose', () => {
    expect(panelsFor('explorer', { ...all, processes: false, advancedFields: false, users: false })).toEqual([
      'centro',
      'search',
      'dates',
    ]);
  });
});
