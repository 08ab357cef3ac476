import { describe, expect, it } from 'vitest';
import { bulkOffers } from './offers';

const t = (id: string, runs_in_bulk = true) => ({ id, label: id.toUpperCase(), runs_in_bulk });
const unit = (uid: string, transitions: ReturnType<typeof t>[]) => ({ uid, reference: uid, title: uid, transitions });

describe('transitions offered on a selection', () => {
  it('lists each transition once with the units offering it, those offered to most first', () => {
    const offers = bulkOffers([
      unit('a', [t('close'), t('start')]),
      unit('b', [t('start')]),
      unit('c', [t('start'), t('close')]),
      unit('d', []),
    ]);
    expect(offers.map((o) => [o.id, o.uids])).toEqual([
      ['start', ['a', 'b', 'c']],
      ['close', ['a', 'c']],
    ]);
  });

  it('does not run in bulk when any unit needs the form for it', () => {
    const [offer] = bulkOffers([unit('a', [t('plan')]), unit('b', [t('plan', false)])]);
    expect(offer).toMatchObject({ id: 'plan', runsInBulk: false, uids: ['a', 'b'] });
  });

  it('offers nothing when no unit offers anything', () => {
    expect(bulkOffers([unit('a', [])])).toEqual([]);
  });
});
