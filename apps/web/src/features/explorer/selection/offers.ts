import type { BulkCandidates } from '@qualium/contracts';

/** A transition offered on the selection: to which units, and whether it can run on them in bulk. */
export interface BulkOffer {
  id: string;
  label: string;
  /** The selected units that offer it, in the list's order. */
  uids: string[];
  /** False when it needs its form (fields, a responsible to choose, a child unit) on any of them. */
  runsInBulk: boolean;
}

/**
 * The transitions offered to all or some of the selected units (the server decides per unit),
 * those offered to the most units first, then by label.
 */
export function bulkOffers(units: BulkCandidates['units']): BulkOffer[] {
  const offers = new Map<string, BulkOffer>();
  for (const unit of units) {
    for (const t of unit.transitions) {
      const offer = offers.get(t.id) ?? { id: t.id, label: t.label, uids: [], runsInBulk: true };
      offer.uids.push(unit.uid);
      offer.runsInBulk &&= t.runs_in_bulk;
      offers.set(t.id, offer);
    }
  }
  return [...offers.values()].sort((a, b) => b.uids.length - a.uids.length || a.label.localeCompare(b.label));
}
