/**
 * What the inherit-roles dialog sends (shell-and-admin §7 "edit_inheritance with roles = ids to toggle"): the
 * ids selected now but not before, and those selected before but not now.
 */
export function symmetricDifference(selected: Iterable<number>, current: Iterable<number>): number[] {
  const a = new Set(selected);
  const b = new Set(current);
  return [...[...a].filter((id) => !b.has(id)), ...[...b].filter((id) => !a.has(id))].sort((x, y) => x - y);
}

/** A set with `id` switched. */
export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
