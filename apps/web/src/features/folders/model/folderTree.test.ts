import type { DirectoryRecord } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkState,
  cutPath,
  folderTree,
  inTreeOrder,
  parentChoices,
  searchTree,
  subtreeHeight,
  toggleFolder,
} from './folderTree';

/** A folder as the API answers it, from its name and its ancestors. */
function folder(id: number, name: string, ancestors: DirectoryRecord[] = []): DirectoryRecord {
  const parent = ancestors[ancestors.length - 1] ?? null;
  return {
    id,
    name,
    color: '#1565c0',
    parent_id: parent?.id ?? null,
    parent_name: parent?.name ?? null,
    centro_id: 1,
    path: ancestors.map((a) => a.id),
    readable_path: [...ancestors.map((a) => a.name), name].join('/'),
    level: ancestors.length + 1,
    children: [],
  };
}

const manual = folder(1, 'Manual de calidad');
const proc = folder(2, 'Procedimientos');
const general = folder(3, 'Procedimientos generales', [proc]);
const specific = folder(4, 'Procedimientos específicos', [proc]);
const deep = folder(5, 'Compras', [proc, specific]);
const ALL = [specific, manual, deep, general, proc];

const names = (ids: number[]) => ids.map((id) => ALL.find((f) => f.id === id)?.name);

describe('folder tree', () => {
  it('nests folders under their parents, siblings by name', () => {
    const tree = folderTree(ALL);
    expect(tree.map((n) => n.folder.name)).toEqual(['Manual de calidad', 'Procedimientos']);
    expect(tree[1]?.nodes.map((n) => n.folder.name)).toEqual([
      'Procedimientos específicos',
      'Procedimientos generales',
    ]);
    expect(names(inTreeOrder(ALL).map((f) => f.id))).toEqual([
      'Manual de calidad',
      'Procedimientos',
      'Procedimientos específicos',
      'Compras',
      'Procedimientos generales',
    ]);
  });

  it('stops at 5 levels', () => {
    const chain: DirectoryRecord[] = [];
    for (let i = 1; i <= 6; i++) chain.push(folder(100 + i, `L${i}`, [...chain]));
    let depth = 0;
    for (let nodes = folderTree(chain); nodes.length > 0; nodes = nodes[0]?.nodes ?? []) depth++;
    expect(depth).toBe(5);
  });

  it('searches without case or accents, keeping each match’s ancestors open', () => {
    const { nodes, open } = searchTree(folderTree(ALL), 'especificos');
    expect(nodes.map((n) => n.folder.name)).toEqual(['Procedimientos']);
    expect(nodes[0]?.nodes.map((n) => n.folder.name)).toEqual(['Procedimientos específicos']);
    expect(open).toEqual([2]);
    expect(searchTree(folderTree(ALL), 'COMPRAS').open.sort()).toEqual([2, 4]);
    expect(searchTree(folderTree(ALL), 'nada').nodes).toEqual([]);
    expect(searchTree(folderTree(ALL), '  ').nodes).toHaveLength(2);
  });
});

describe('folder selection', () => {
  it('ticks and unticks a folder with everything below it, leaving other centros’ folders alone', () => {
    const ticked = toggleFolder(ALL, [99], proc.id);
    expect(ticked).toEqual([2, 3, 4, 5, 99]);
    expect(toggleFolder(ALL, ticked, proc.id)).toEqual([99]);
    expect(toggleFolder(ALL, [], deep.id)).toEqual([5]);
  });

  it('says ticked, partly ticked or not', () => {
    expect(checkState(ALL, new Set([3, 4, 5, 2]), proc.id)).toBe('checked');
    expect(checkState(ALL, new Set([5]), proc.id)).toBe('partial');
    expect(checkState(ALL, new Set([5]), manual.id)).toBe('none');
    // A parent ticked alone is partial: ticking it again takes the whole branch.
    expect(checkState(ALL, new Set([2]), proc.id)).toBe('partial');
    expect(toggleFolder(ALL, [2], proc.id)).toEqual([2, 3, 4, 5]);
  });
});

describe('where a folder may go', () => {
  it('never under itself or below it, and marks parents too deep for what it holds', () => {
    expect(subtreeHeight(ALL, proc)).toBe(3);
    const choices = parentChoices(ALL, proc);
    expect(choices.map((c) => c.folder.name)).toEqual(['Manual de calidad']);
    const forSpecific = parentChoices(ALL, specific);
    expect(forSpecific.map((c) => c.folder.id)).toEqual([1, 2, 3]);
    const chain: DirectoryRecord[] = [];
    for (let i = 1; i <= 4; i++) chain.push(folder(200 + i, `C${i}`, [...chain]));
    const tooDeep = parentChoices([...ALL, ...chain], specific).filter((c) => c.tooDeep);
    expect(tooDeep.map((c) => c.folder.name)).toEqual(['C4']);
    expect(parentChoices(ALL, null)).toHaveLength(5);
  });
});

describe('path display', () => {
  it('cuts a path longer than 60 characters with an ellipsis', () => {
    expect(cutPath('Procedimientos/Procedimientos generales')).toBe('Procedimientos/Procedimientos generales');
    const long = `${'a'.repeat(50)}/${'b'.repeat(30)}`;
    const cut = cutPath(long);
    expect(Array.from(cut)).toHaveLength(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('a'.repeat(50))).toBe(true);
    expect(cutPath('x'.repeat(60))).toBe('x'.repeat(60));
  });
});
