import { describe, expect, it } from 'vitest';
import { activeTabKey, viewerTabs } from './boxes';

// As presentUnit sends them: the layout's boxes with `id` filled in and `label` already localised.
const NC_BOXES = [
  {
    kind: 'data',
    id: 'data',
    label: null,
    sections: [{ label: { es: 'Identificación' }, fields: ['subject'] }],
  },
  { kind: 'related', id: 'related', label: 'Acciones', business_processes: ['CAPA'] },
  { kind: 'documents', id: 'documents', label: null, fields: ['evidence', 'photo'] },
  { kind: 'comunications', id: 'comunications', label: null },
  { kind: 'workflow', id: 'workflow', label: null },
];

describe('inline boxes → tabs', () => {
  it('gives one tab per box in layout order, with the definition label or none', () => {
    const tabs = viewerTabs(NC_BOXES);
    expect(tabs.map((t) => [t.key, t.kind, t.label])).toEqual([
      ['data', 'data', null],
      ['related', 'related', 'Acciones'],
      ['documents', 'documents', null],
      ['comunications', 'comunications', null],
      ['workflow', 'workflow', null],
    ]);
  });

  it('reads each box with the definition schema, defaults included', () => {
    const [data] = viewerTabs(NC_BOXES);
    expect(data!.box).toEqual({
      kind: 'data',
      sections: [{ label: { es: 'Identificación' }, fields: ['subject'], collapsed: false }],
    });
  });

  it('leaves out boxes of unknown kinds or with missing options', () => {
    const tabs = viewerTabs([
      { kind: 'hologram', id: 'h', label: null },
      { kind: 'versions', id: 'versions', label: null },
      { kind: 'workflow', id: 'workflow', label: '  ' },
    ]);
    expect(tabs.map((t) => t.key)).toEqual(['workflow']);
    expect(tabs[0]!.label).toBeNull();
  });

  it('keeps keys unique when a definition repeats a box id', () => {
    const tabs = viewerTabs([
      { kind: 'simple-layout', id: 'summary', label: 'A', fields: ['a'] },
      { kind: 'simple-layout', id: 'summary', label: 'B', fields: ['b'] },
      { kind: 'indicator-tracking', label: null, field: 'tracking' },
    ]);
    expect(tabs.map((t) => t.key)).toEqual(['summary', 'summary-2', 'indicator-tracking']);
  });

  it('shows the tab asked for when it exists, else the first', () => {
    const tabs = viewerTabs(NC_BOXES);
    expect(activeTabKey(tabs, 'workflow')).toBe('workflow');
    expect(activeTabKey(tabs, 'versions')).toBe('data');
    expect(activeTabKey(tabs, null)).toBe('data');
    expect(activeTabKey([], 'data')).toBeNull();
  });
});
