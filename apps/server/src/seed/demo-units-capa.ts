import { dayAfter, isoDay, later } from './demo-clock.js';
import type { Random } from './demo-random.js';
import type { StoryUnit } from './demo-runner.js';
import { choose, type Filler, holders, newUnit, type StoryContext } from './demo-story.js';
import type { ActionText } from './demo-units-data.js';
import type { WorldCentro } from './demo-world.js';

/**
 * CAPA story: opened from an NC by its responsible (the NC's `abrir_capa`), planned with an owner
 * and a date, started, implemented, then verified by a quality editor: effective, or not
 * effective and re-planned (back to En curso) before a second verification. Some actions stall
 * on the way and stay open, late.
 */

export interface CapaOutcome {
  /** When the action was (last) implemented; null if it never got there. */
  implementedAt: Date | null;
  /** When it was verified effective; null if never. */
  verifiedAt: Date | null;
}

/** The open states a CAPA story can be left in. */
export type CapaState = 'planificada' | 'en_curso' | 'implementada' | 'no_eficaz';

export interface CapaOptions {
  /** The NC responsible opening the action. */
  opener: number;
  action: ActionText;
  filler: Filler;
  /** Stop in this state (left open). */
  stallAt?: CapaState;
}

export function planCapa(
  sc: StoryContext,
  centro: WorldCentro,
  rnd: Random,
  nc: StoryUnit,
  at: Date,
  opts: CapaOptions,
): CapaOutcome {
  const texts = sc.texts(centro);
  const unit = newUnit('CAPA', centro);
  const none: CapaOutcome = { implementedAt: null, verifiedAt: null };
  const owner = choose(sc, rnd, holders(sc, centro, 'CAPA', ['responsible']), texts.people.capaOwner);
  const verifier = choose(sc, rnd, holders(sc, centro, 'CAPA', ['editor']), texts.people.verifier, [owner]);
  const f = opts.filler;
  const planned = dayAfter(at, rnd.int(14, 60));
  const values: Record<string, unknown> = {
    subject: sc.title(centro, 'CAPA', f.fill(opts.action.subject), at),
    action_type: opts.action.type ?? rnd.weighted({ correctiva: 8, preventiva: 1, mejora: 1 }),
    action_owner: owner,
    description: f.fill(opts.action.description),
    planned_date: planned,
    verification_method: f.fill(opts.action.verification),
  };
  if (opts.action.resources) values.resources = f.fill(opts.action.resources);
  if (rnd.chance(0.45)) values.estimated_cost = String(rnd.money(80, 4500));

  const add = (when: Date, step: string, run: () => Promise<void>) =>
    sc.timeline.add(when, `CAPA ${step} (${centro.key})`, run);
  if (!add(at, 'planificar', () => sc.runner.create(unit, opts.opener, at, values, { parent: nc }))) return none;
  sc.notify(unit, owner, opts.opener, at);
  if (opts.stallAt === 'planificada') return none;

  const started = later(rnd, at, rnd.int(1, 12));
  if (!add(started, 'iniciar', () => sc.runner.transition(unit, 'iniciar', owner, started))) return none;
  if (opts.stallAt === 'en_curso') return none;

  // Most actions are done around the planned date; some late.
  let implemented = later(rnd, started, rnd.int(7, 55));
  const implement = (when: Date) =>
    add(when, 'implementar', () =>
      sc.runner.transition(
        unit,
        'implementar',
        owner,
        when,
        { implementation_notes: f.fill(rnd.pick(texts.implemented)), implemented_on: isoDay(when) },
        { responsibleId: verifier },
      ),
    );
  if (!implement(implemented)) return none;
  sc.notify(unit, verifier, owner, implemented);
  if (opts.stallAt === 'implementada') return none;

  const failsFirst = opts.stallAt === 'no_eficaz' || rnd.chance(0.12);
  if (failsFirst) {
    const checked = later(rnd, implemented, rnd.int(10, 35));
    const ok = add(checked, 'verificar_no_eficaz', () =>
      sc.runner.transition(unit, 'verificar_no_eficaz', verifier, checked, {
        verification_result: f.fill(rnd.pick(texts.verifiedKo)),
        verified_on: isoDay(checked),
      }),
    );
    if (!ok) return { implementedAt: implemented, verifiedAt: null };
    sc.notify(unit, owner, verifier, checked);
    if (opts.stallAt === 'no_eficaz') return { implementedAt: implemented, verifiedAt: null };
    const replanned = later(rnd, checked, rnd.int(1, 15));
    const ok2 = add(replanned, 'replanificar', () =>
      sc.runner.transition(unit, 'replanificar', owner, replanned, {
        description: `${f.fill(opts.action.description)} ${f.fill(rnd.pick(texts.replan))}`,
        planned_date: dayAfter(replanned, rnd.int(14, 45)),
      }),
    );
    if (!ok2) return { implementedAt: implemented, verifiedAt: null };
    implemented = later(rnd, replanned, rnd.int(7, 40));
    if (!implement(implemented)) return { implementedAt: null, verifiedAt: null };
    sc.notify(unit, verifier, owner, implemented);
  }

  const verified = later(rnd, implemented, rnd.int(10, 45));
  const ok = add(verified, 'verificar_eficaz', () =>
    sc.runner.transition(unit, 'verificar_eficaz', verifier, verified, {
      verification_result: f.fill(rnd.pick(texts.verifiedOk)),
      verified_on: isoDay(verified),
    }),
  );
  return { implementedAt: implemented, verifiedAt: ok ? verified : null };
}
