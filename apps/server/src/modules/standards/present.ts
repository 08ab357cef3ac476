import type { StandardRecord } from '@qualium/contracts';
import { pathIds } from '../processes/tree.js';
import type { StandardRow } from './repo.js';

export function presentStandard(row: StandardRow): StandardRecord {
  const path = pathIds(row.path);
  return { id: row.id, name: row.name, code: row.code, parent: row.parent_id, path, level: path.length };
}
