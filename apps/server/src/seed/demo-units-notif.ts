import { later, spanishDate } from './demo-clock.js';
import type { Random } from './demo-random.js';
import type { StoryUnit } from './demo-runner.js';
import { choose, holders, newUnit, type StoryContext } from './demo-story.js';

/**
 * NOTIF_DEFAULT story: when a unit lands on someone's desk, a notification tells them ("NC-2026-0142
 * te ha sido asignada; plazo 12/12/2026"); they open it a little later (read), unless it arrived
 * in the last days. Sent by a quality editor of the centro, as the BP's process roles require.
 * Not every assignment is notified: the demo's logins get about half of theirs, others a few.
 */

const WHAT: Record<string, { noun: string; verb: string }> = {
  NC: { noun: 'la no conformidad', verb: 'te ha sido asignada' },
  CAPA: { noun: 'la acción', verb: 'te ha sido asignada' },
  AUDIT: { noun: 'la auditoría', verb: 'te ha sido asignada como auditor jefe' },
  DOCISODEFAULT: { noun: 'el documento', verb: 'está pendiente de ti' },
  INDICATOR: { noun: 'el indicador', verb: 'espera tu seguimiento' },
};

/** Share of assignments notified, by username; the rest get `others`. */
export interface NotifyRates {
  byUser: Record<string, number>;
  others: number;
}

export function makeNotifier(sc: Omit<StoryContext, 'notify'>, rnd: Random, rates: NotifyRates) {
  return (unit: StoryUnit, recipient: number | null, from: number, at: Date): void => {
    if (recipient === null || recipient === from || !WHAT[unit.bp]) return;
    const username = sc.world.user(recipient).username;
    if (!rnd.chance(rates.byUser[username] ?? rates.others)) return;
    const centro = unit.centro;
    const sender = choose(
      sc as StoryContext,
      rnd,
      holders(sc as StoryContext, centro, 'NOTIF_DEFAULT', ['editor']),
      {},
      [recipient],
    );
    const notif = newUnit('NOTIF_DEFAULT', centro);
    const sentAt = new Date(at.getTime() + rnd.int(1, 4) * 60_000);
    const what = WHAT[unit.bp] as { noun: string; verb: string };
    const sent = sc.timeline.add(sentAt, `NOTIF_DEFAULT create (${centro.key})`, async () => {
      const summary = await sc.runner.summary(unit);
      if (!summary) {
        // The unit itself was never made (the run's budget was spent): nothing to tell, nor to read.
        notif.skipped = true;
        return;
      }
      const { reference, title, limit } = summary;
      const deadline = limit ? `; plazo ${spanishDate(limit)}` : '';
      const who = sc.world.user(from).name;
      await sc.runner.create(notif, sender, sentAt, {
        subject: `${reference} ${what.verb}${deadline}`,
        recipient,
        message: `${who} te ha asignado ${what.noun} ${reference} «${title}».${limit ? ` Plazo: ${spanishDate(limit)}.` : ''}`,
        parent_unit: unit.uid,
        ...(limit ? { deadline: limit } : {}),
      });
    });
    if (!sent || !rnd.chance(0.85)) return;
    // Most are opened the same day; some after a few days away.
    const readAt = later(rnd, sentAt, rnd.chance(0.5) ? 0 : rnd.int(1, 8));
    sc.timeline.add(readAt, `NOTIF_DEFAULT read (${centro.key})`, () =>
      sc.runner.transition(notif, 'read', recipient, readAt),
    );
  };
}
