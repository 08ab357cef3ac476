import { addDays, officeTime } from './demo-clock.js';
import type { Random } from './demo-random.js';
import type { StoryUnit } from './demo-runner.js';
import { choose, holders, newUnit, type StoryContext } from './demo-story.js';
import type { IndicatorText, MetricText } from './demo-units-data.js';
import { planNc } from './demo-units-nc.js';
import type { WorldCentro } from './demo-world.js';

/**
 * INDICATOR story: a process KPI set up with weighted metrics (numeric and categorical; a centre's
 * global indicator gains sub-indicator metrics at its yearly review), tracked every month (or
 * quarter) by its owner, reviewed once a year by a quality editor; a month that misses the target
 * sometimes opens an NC. Some owners are late with last month's figure; one indicator per company
 * is withdrawn, and one is under review.
 */

export interface IndicatorOptions {
  t0: Date;
  /** The centre's global indicator this one feeds (`parent_indicator`). */
  parent?: StoryUnit;
  /** Indicators that become sub-indicator metrics of this one at its first yearly review. */
  subIndicators?: Array<{ unit: StoryUnit; name: string }>;
  /** Last month's figure not recorded yet. */
  late?: boolean;
  /** Withdrawn after about half a year. */
  withdraw?: boolean;
  /** Its yearly review started a few days ago and waits for approval. */
  underReview?: boolean;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

function metricConfig(m: MetricText) {
  return m.type === 'number'
    ? { number_type: m.numberType ?? 'float', only_positive: true, units: m.units ?? '%' }
    : { categories: m.categories ?? {} };
}

/** One month's value of a metric: numbers wander around their usual value, categories are mostly good. */
function monthValue(rnd: Random, m: MetricText): number | string {
  if (m.type === 'category') {
    const names = Object.keys(m.categories ?? {});
    const roll = rnd.next();
    return names[roll < 0.7 ? 0 : roll < 0.92 ? Math.min(1, names.length - 1) : names.length - 1] as string;
  }
  const base = m.base ?? 0;
  const spread = m.spread ?? 1;
  let v = base + (rnd.next() + rnd.next() + rnd.next() - 1.5) * 2 * spread;
  v = Math.max(0, m.units === '%' ? Math.min(100, v) : v);
  return m.numberType === 'int' ? Math.round(v) : Math.round(v * 10) / 10;
}

export function planIndicator(
  sc: StoryContext,
  centro: WorldCentro,
  rnd: Random,
  text: IndicatorText,
  opts: IndicatorOptions,
): StoryUnit {
  const texts = sc.texts(centro);
  const unit = newUnit('INDICATOR', centro);
  // Indicators are set up by quality (the editors), owned by the area heads.
  const creator = choose(sc, rnd, holders(sc, centro, 'INDICATOR', ['editor']), texts.people.verifier);
  const owner = choose(sc, rnd, holders(sc, centro, 'INDICATOR', ['responsible']), texts.people.ncOwner);
  const reviewer = choose(sc, rnd, holders(sc, centro, 'INDICATOR', ['editor']), texts.people.verifier, [owner]);
  const ncCreators = holders(sc, centro, 'NC', ['creator', 'editor']);
  const add = (when: Date, step: string, run: () => Promise<void>) =>
    sc.timeline.add(when, `INDICATOR ${step} (${centro.key})`, run);

  const baseMetrics = text.metrics.map((m, i) => ({
    id: i + 1,
    name: m.name,
    description: m.description,
    weight: m.weight,
    type: m.type,
    metric_config: metricConfig(m),
    value: monthValue(rnd, m),
  }));
  const t0 = opts.t0;
  const created = add(t0, 'alta', () =>
    sc.runner.create(unit, creator, t0, {
      subject: text.subject,
      process: text.process,
      indicator_owner: owner,
      frequency: text.frequency,
      formula: text.formula,
      unit_of_measure: text.unit,
      target: String(text.target),
      alert_threshold: String(text.alert),
      data_source: text.source,
      ...(opts.parent?.uid ? { parent_indicator: opts.parent.uid } : {}),
      metrics: baseMetrics,
      review_period: { amount: 1, tipo_periodo: 'y' },
    }),
  );
  if (!created) return unit;
  sc.notify(unit, owner, creator, t0);

  const tracking: Array<{ period: string; values: Record<string, number | string | null> }> = [];
  let metrics: Array<Record<string, unknown>> = baseMetrics;
  let subs: Array<{ unit: StoryUnit; name: string }> = [];
  let reviewed = false;
  let ncs = 0;
  const first = new Date(Date.UTC(t0.getUTCFullYear(), t0.getUTCMonth(), 1));
  for (let month = first; ; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) {
    const y = month.getUTCFullYear();
    const m = month.getUTCMonth();
    if (text.frequency === 'trimestral' && m % 3 !== 2) continue;
    const nextMonth = new Date(Date.UTC(y, m + 1, 1));
    const late = rnd.chance(0.1);
    const recordAt = officeTime(rnd, addDays(nextMonth, late ? rnd.int(14, 27) : rnd.int(2, 11)));
    const isLastDue = addDays(recordAt, 31).getTime() > sc.now.getTime();
    if (recordAt.getTime() >= sc.timeline.cutoff.getTime() || (opts.late && isLastDue)) break;
    if (opts.withdraw && recordAt.getTime() > t0.getTime() + 200 * 86_400_000) {
      add(recordAt, 'dar_baja', () =>
        sc.runner.transition(unit, 'dar_baja', owner, recordAt, {
          withdrawal_reason: `Se sustituye por un indicador integrado en el cuadro de mando de ${centro.name}.`,
        }),
      );
      return unit;
    }

    const values: Record<string, number | string | null> = {};
    text.metrics.forEach((metric, i) => {
      values[String(i + 1)] = monthValue(rnd, metric);
    });
    subs.forEach((_, i) => {
      values[String(text.metrics.length + i + 1)] = Math.round((70 + rnd.next() * 30) * 10) / 10;
    });
    const main = values['1'];
    const missed =
      typeof main === 'number' && (text.higherIsBetter ? main < text.target : main > text.target) && rnd.chance(0.8);
    const period = `${y}-${String(m + 1).padStart(2, '0')}`;
    tracking.push({ period, values });
    const row = [...tracking];
    const analysis = missed
      ? `${MONTHS[m]} ${y}: ${text.missed}`
      : `${MONTHS[m]} ${y}: resultado dentro de la meta; se mantiene el seguimiento.`;
    const recorded = add(recordAt, 'registrar_seguimiento', () =>
      sc.runner.transition(unit, 'registrar_seguimiento', owner, recordAt, { tracking: row, analysis }),
    );
    if (!recorded) break;

    if (missed && ncs < 2 && rnd.chance(0.35) && ncCreators.includes(owner)) {
      ncs++;
      const shown = String(main).replace('.', ',');
      planNc(sc, centro, rnd.fork(100 + tracking.length), shortlyAfter(recordAt), {
        parent: { unit, actor: owner },
        origin: 'control_proceso',
        text: {
          where: [centro.key],
          process: text.process,
          origin: 'control_proceso',
          subject: `Incumplimiento de meta: ${text.subject} (${MONTHS[m]} ${y})`,
          description: `${text.missed} Valor de ${MONTHS[m]} de ${y}: ${shown} frente a una meta de ${String(text.target).replace('.', ',')}.`,
          ...text.nc,
        },
      });
    }

    // The yearly review, in the middle of a month, between two recordings.
    const age = recordAt.getTime() - t0.getTime();
    const reviewNow = opts.underReview && addDays(recordAt, 40).getTime() > sc.now.getTime();
    if ((!reviewed && !late && age > 330 * 86_400_000) || (reviewNow && !late)) {
      reviewed = true;
      const started = officeTime(rnd, addDays(recordAt, rnd.int(2, 5)));
      const ok = add(started, 'revisar', () =>
        sc.runner.transition(
          unit,
          'revisar',
          owner,
          started,
          {
            analysis:
              'Revisión anual: se revisan la meta, las métricas y su ponderación con los resultados de los últimos doce meses.',
          },
          { responsibleId: reviewer },
        ),
      );
      if (!ok) break;
      sc.notify(unit, reviewer, owner, started);
      if (reviewNow) return unit;
      subs = opts.subIndicators ?? [];
      const approved = officeTime(rnd, addDays(started, rnd.int(3, 9)));
      const newMetrics = () => [
        ...metrics,
        ...subs.map((s, i) => ({
          id: text.metrics.length + i + 1,
          name: s.name.slice(0, 64),
          description: `Puntuación del indicador ${s.name}`,
          weight: 1,
          type: 'indicator',
          metric_config: {},
          value: { indicator_uid: s.unit.uid },
        })),
      ];
      const ok2 = add(approved, 'aprobar_revision', () => {
        metrics = newMetrics();
        return sc.runner.transition(unit, 'aprobar_revision', reviewer, approved, {
          metrics,
          target: String(text.target),
          alert_threshold: String(text.alert),
          review_period: { amount: 1, tipo_periodo: 'y' },
        });
      });
      if (!ok2) break;
    }
  }
  return unit;
}

/** The NC is opened right after recording the month that missed. */
function shortlyAfter(at: Date): Date {
  return new Date(at.getTime() + 25 * 60_000);
}
