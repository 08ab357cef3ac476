import type { ProcessTreeNode } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { detailsOf, groupRoots, participatingCount, unitsLink } from './groups';

const node = (
  id: number,
  type: ProcessTreeNode['process_type'],
  extra: Partial<ProcessTreeNode> = {},
): ProcessTreeNode => ({
  id,
  name: `P${id}`,
  reference: `P-${id}`,
  path: [id],
  level: 1,
  parent: null,
  standard: null,
  standard_name: null,
  process_type: type,
  get_process_type_display: type,
  internal_type: 'public',
  inherit_permissions: false,
  description: '',
  entries: '',
  outputs: '',
  activities: '',
  objective: '',
  scope: '',
  bp_reference: [],
  participating: true,
  children: [],
  ...extra,
});

describe('process map groups', () => {
  it('puts each root, with its whole branch, under its own type', () => {
    const child = node(3, 'support', { participating: false });
    const groups = groupRoots([node(1, 'core', { children: [child] }), node(2, 'strategic')]);
    expect(groups.strategic.map((n) => n.id)).toEqual([2]);
    expect(groups.core.map((n) => n.id)).toEqual([1]);
    expect(groups.core[0]!.children).toEqual([child]);
    expect(groups.support).toEqual([]);
  });

  it('counts the processes the user takes part in, at every depth', () => {
    const tree = [node(1, 'core', { participating: false, children: [node(2, 'core'), node(3, 'core')] })];
    expect(participatingCount(tree)).toBe(2);
  });

  it('links a BP to its explorer and lists only the texts a process has', () => {
    expect(unitsLink('NC')).toBe('/explorer?business_process=NC');
    expect(unitsLink('A&B')).toBe('/explorer?business_process=A%26B');
    expect(detailsOf(node(1, 'core', { objective: ' Reducir ', scope: '  ' }))).toEqual([
      { key: 'objective', text: 'Reducir' },
    ]);
  });
});
