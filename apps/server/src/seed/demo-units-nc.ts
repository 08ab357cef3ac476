import { addDays, dayAfter, isoDay, later } from './demo-clock.js';
import type { Random } from './demo-random.js';
import type { StoryUnit } from './demo-runner.js';
import { choose, Filler, holders, newUnit, type StoryContext, slotsOf } from './demo-story.js';
import { type CapaOutcome, type CapaState, planCapa } from './demo-units-capa.js';
import type { NcOrigin, NcText } from './demo-units-data.js';
import type { WorldCentro } from './demo-world.js';

/**
 * NC story (DOMAIN.md): raised by someone of the centro (or from an audit or an indicator),
 * assigned to a process owner, contained and analysed, corrected through one to three CAPA
 * children, checked for effectiveness by a quality editor and closed — or cancelled early, or
 * found not effective once and sent back to actions with a new CAPA. Some stall in a state and
 * stay open past their due date, as in any real list.
 */

export type NcState = 'abierta' | 'en_analisis' | 'acciones_en_curso' | 'verificacion_eficacia';

export interface NcOptions {
  /** Opened through a related-BP transition of this unit (an audit's finding, an indicator's miss). */
  parent?: { unit: StoryUnit; actor: number };
  origin?: NcOrigin;
  /** The source audit (`audit` field) and the standards it audits (`requirement` choices). */
  audit?: { unit: StoryUnit; standards: string[] };
  /** A text of its own instead of one of the centro's topics. */
  text?: NcText;
  severity?: 'leve' | 'grave' | 'critica';
  /** Leave the NC open in this state. */
  stallAt?: NcState;
  /** Leave its last action open in this state (the NC then waits in Acciones en curso). */
  capaStallAt?: CapaState;
  /** Force the ending: cancelled, or closed after one failed effectiveness check. */
  fate?: 'cancel' | 'reopen';
}

const ORIGINS: Record<NcOrigin, number> = {
  incidencia: 30,
  control_proceso: 22,
  auditoria_interna: 14,
  reclamacion_cliente: 14,
  proveedor: 12,
  auditoria_externa: 8,
};

export function ncTopics(sc: StoryContext, centro: WorldCentro): NcText[] {
  const topics = sc.texts(centro).ncs.filter((t) => t.where.includes(centro.key));
  if (topics.length === 0) throw new Error(`Demo texts: no NC topics for centro ${centro.key}`);
  return topics;
}

/** Plans one NC story starting at `t0`; returns the unit (its uid is set once the steps ran). */
export function planNc(sc: StoryContext, centro: WorldCentro, rnd: Random, t0: Date, opts: NcOptions = {}): StoryUnit {
  const texts = sc.texts(centro);
  const unit = newUnit('NC', centro);
  const topic = opts.text ?? sc.deck(`nc|${centro.key}`, ncTopics(sc, centro)).draw();
  const f = new Filler(rnd, slotsOf(texts, centro), texts.suppliers);
  const owners = holders(sc, centro, 'NC', ['responsible']).filter((id) =>
    holders(sc, centro, 'NC', ['creator', 'editor']).includes(id),
  );
  const owner = choose(sc, rnd, owners, texts.people.ncOwner);
  const creator =
    opts.parent?.actor ?? choose(sc, rnd, holders(sc, centro, 'NC', ['creator', 'editor']), texts.people.ncCreator);
  const verifier = choose(sc, rnd, holders(sc, centro, 'NC', ['editor']), texts.people.verifier, [owner]);
  const origin = opts.origin ?? (rnd.chance(0.75) ? topic.origin : rnd.weighted(ORIGINS));
  const severity = opts.severity ?? rnd.weighted({ leve: 55, grave: 35, critica: 10 });
  // Found on the spot by an auditor or the indicator's owner; otherwise reported a few days late.
  const detectedOn = isoDay(opts.parent ? t0 : addDays(t0, -rnd.int(0, 3)));

  const values: Record<string, unknown> = {
    subject: sc.title(centro, 'NC', f.fill(topic.subject), t0),
    origin,
    severity,
    description: f.fill(topic.description),
    detected_by: rnd.chance(0.65) ? creator : rnd.pick(sc.world.staff(centro)),
    // biome-ignore lint/complexity/useMathMinMax: the earlier of two ISO day strings, not numbers
    detected_on: detectedOn < isoDay(t0) ? detectedOn : isoDay(t0),
    affected_process: topic.process,
  };
  // The `audit` field gets the audit's uid when the step runs: the audit exists by then.
  if (opts.audit) values.requirement = rnd.pick(opts.audit.standards);
  if (topic.lot) values.product_lot = f.fill(topic.lot);
  if (topic.quantity) values.quantity_affected = String(rnd.int(topic.quantity[0], topic.quantity[1]));
  const containedAtOnce = rnd.chance(0.4);
  if (containedAtOnce) values.immediate_action = f.fill(topic.immediate);

  const add = (when: Date, step: string, run: () => Promise<void>) =>
    sc.timeline.add(when, `NC ${step} (${centro.key})`, run);
  const opened = add(t0, 'abrir', () => {
    if (opts.audit) values.audit = opts.audit.unit.uid;
    return sc.runner.create(unit, creator, t0, values, {
      responsibleId: owner,
      ...(opts.parent ? { parent: opts.parent.unit } : {}),
    });
  });
  if (!opened) return unit;
  sc.notify(unit, owner, creator, t0);

  const fate = opts.fate ?? rnd.weighted({ close: 80, cancel: 6, reopen: 14 });
  const cancel = (from: Date) => {
    const at = later(rnd, from, rnd.int(1, 6));
    add(at, 'anular', () =>
      sc.runner.transition(unit, 'anular', owner, at, { cancel_reason: f.fill(rnd.pick(texts.cancelReasons)) }),
    );
  };
  if (fate === 'cancel' && rnd.chance(0.5)) {
    cancel(t0);
    return unit;
  }
  if (opts.stallAt === 'abierta') return unit;

  const analysed = later(rnd, t0, rnd.chance(0.15) ? 0 : rnd.int(1, 8));
  const started = add(analysed, 'iniciar_analisis', () =>
    sc.runner.transition(unit, 'iniciar_analisis', owner, analysed, {
      immediate_action: containedAtOnce ? values.immediate_action : f.fill(topic.immediate),
    }),
  );
  if (!started) return unit;
  if (fate === 'cancel') {
    cancel(analysed);
    return unit;
  }

  // The first action is often opened while analysing; the rest once the cause is recorded.
  const actions = rnd.sample(topic.actions, Number(rnd.weighted({ 1: 6, 2: 3, 3: 1 })));
  const outcomes: CapaOutcome[] = [];
  const capaStall =
    opts.capaStallAt ??
    (opts.stallAt === 'acciones_en_curso' || rnd.chance(0.08)
      ? rnd.pick(['planificada', 'en_curso', 'implementada', 'no_eficaz'] as const)
      : undefined);
  const openCapa = (at: Date, index: number) => {
    const action = actions[index] ?? rnd.pick(topic.actions);
    const stallAt = index === actions.length - 1 ? capaStall : undefined;
    outcomes.push(
      planCapa(sc, centro, rnd, unit, at, { opener: owner, action, filler: f, ...(stallAt ? { stallAt } : {}) }),
    );
  };
  const firstEarly = rnd.chance(0.4);
  if (firstEarly) openCapa(later(rnd, analysed, rnd.int(1, 4)), 0);
  if (opts.stallAt === 'en_analisis') return unit;

  const planned = later(rnd, analysed, rnd.int(5, 21));
  const plan = add(planned, 'planificar_acciones', () =>
    sc.runner.transition(unit, 'planificar_acciones', owner, planned, {
      root_cause_category: topic.cause,
      root_cause: f.fill(topic.rootCause),
      actions_due: dayAfter(planned, rnd.int(25, 75)),
      ...(rnd.chance(0.55) ? { cost: String(rnd.money(...(topic.cost ?? [60, 2400]))) } : {}),
    }),
  );
  if (!plan) return unit;
  let capaAt = planned;
  for (let i = firstEarly ? 1 : 0; i < actions.length; i++) {
    capaAt = later(rnd, capaAt, rnd.int(0, 3));
    openCapa(capaAt, i);
  }
  if (opts.stallAt === 'acciones_en_curso' || capaStall) return unit;

  // The check is asked once every action is implemented, never before the actions were planned.
  const requestCheck = (outs: CapaOutcome[], notBefore: Date): Date | null => {
    if (outs.some((o) => o.implementedAt === null)) return null;
    const lastDone = Math.max(notBefore.getTime(), ...outs.map((o) => (o.implementedAt as Date).getTime()));
    const at = later(rnd, new Date(lastDone), rnd.int(1, 12));
    const ok = add(at, 'solicitar_verificacion', () =>
      sc.runner.transition(unit, 'solicitar_verificacion', owner, at, {}, { responsibleId: verifier }),
    );
    if (!ok) return null;
    sc.notify(unit, verifier, owner, at);
    return at;
  };
  const checkAt = requestCheck(outcomes, planned);
  if (!checkAt || opts.stallAt === 'verificacion_eficacia') return unit;

  let closeAfter = checkAt;
  if (fate === 'reopen') {
    // The problem came back: the check fails, a new action is opened, and checked again later.
    const failed = later(rnd, checkAt, rnd.int(15, 40));
    const ok = add(failed, 'no_eficaz', () =>
      sc.runner.transition(
        unit,
        'no_eficaz',
        verifier,
        failed,
        {
          effectiveness_result: 'no_eficaz',
          verified_on: isoDay(failed),
          effectiveness_notes: f.fill(rnd.pick(texts.notEffective)),
        },
        { responsibleId: owner },
      ),
    );
    if (!ok) return unit;
    sc.notify(unit, owner, verifier, failed);
    const again = planCapa(sc, centro, rnd, unit, later(rnd, failed, rnd.int(1, 6)), {
      opener: owner,
      action: rnd.pick(topic.actions),
      filler: f,
    });
    outcomes.push(again);
    const second = requestCheck([again], failed);
    if (!second) return unit;
    closeAfter = second;
  }

  // Closed once every action was verified effective (a check still to come keeps the NC waiting).
  if (outcomes.some((o) => o.verifiedAt === null)) return unit;
  const verifiedTimes = outcomes.map((o) => (o.verifiedAt as Date).getTime());
  const closing = later(rnd, new Date(Math.max(closeAfter.getTime(), ...verifiedTimes)), rnd.int(3, 30));
  add(closing, 'cerrar', () =>
    sc.runner.transition(unit, 'cerrar', verifier, closing, {
      effectiveness_result: 'eficaz',
      verified_on: isoDay(closing),
      effectiveness_notes: f.fill(rnd.pick(texts.effective)),
    }),
  );
  return unit;
}
