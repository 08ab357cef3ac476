import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { AppDeps } from '../http/context.js';
import { BatchedDb } from './demo-batch.js';
import { addDays, DAY_MS, officeTime } from './demo-clock.js';
import { Deck, Random } from './demo-random.js';
import { DemoRunner, type StoryUnit } from './demo-runner.js';
import { type StoryContext, uniqueTitles } from './demo-story.js';
import { Timeline } from './demo-timeline.js';
import { planAudit, programmeDate } from './demo-units-audit.js';
import { SECTOR_TEXTS } from './demo-units-data.js';
import { planDocument } from './demo-units-doc.js';
import { planIndicator } from './demo-units-indicator.js';
import { type NcState, planNc } from './demo-units-nc.js';
import { makeNotifier } from './demo-units-notif.js';
import { DemoWorld, type WorldCentro } from './demo-world.js';

/**
 * The demo units: a few thousand NCs, CAPAs, audits, documents, indicators and notifications with
 * their history, written by the real units service as each story's people would have written them
 * over the last eighteen months. Everything derives from one constant seed, so two runs on the
 * same day give the same units; dates follow the day the seed runs, so the demo always looks
 * current (recent units open, old ones closed, some overdue, some due this week).
 */

export const DEMO_UNITS_SEED = 0x51a1;
/** How far back the stories start. */
export const HISTORY_DAYS = 540;

/** NC stories per centro key in the default seed; CAPAs and notifications follow from them. */
/**
 * Per centro key: NC stories in the default seed (CAPAs and notifications follow from them), and
 * whether the centro gets the showcase stories left in every open state. Documents, audits and
 * indicators come from the texts of each centro.
 */
const VOLUMES: Record<string, { nc: number; showcase: boolean }> = {
  hud: { nc: 200, showcase: true },
  bq: { nc: 110, showcase: false },
  lab: { nc: 140, showcase: true },
  ces: { nc: 80, showcase: false },
  bilbao: { nc: 60, showcase: true },
  basauri: { nc: 25, showcase: false },
  madrid: { nc: 20, showcase: false },
  valdebebas: { nc: 55, showcase: true },
};
/** Document stories start this many days back at most (documents outlive the other records). */
const DOCUMENT_DAYS = 720;
/** Units per batch of `--units N`. */
const EXTRA_BATCH = 4000;

/** The states every centro's list shows at least once, whatever the day the seed runs. */
const SHOWCASE: Array<{ stallAt?: NcState; capaStallAt?: 'planificada' | 'en_curso' | 'implementada' | 'no_eficaz' }> =
  [
    { stallAt: 'abierta' },
    { stallAt: 'en_analisis' },
    { stallAt: 'acciones_en_curso', capaStallAt: 'planificada' },
    { stallAt: 'acciones_en_curso', capaStallAt: 'en_curso' },
    { stallAt: 'acciones_en_curso', capaStallAt: 'implementada' },
    { stallAt: 'acciones_en_curso', capaStallAt: 'no_eficaz' },
    { stallAt: 'verificacion_eficacia' },
  ];

export interface DemoUnitsOptions {
  dataDir: string;
  /** The clock the stories run up to (default: the current time). */
  now?: Date;
  onProgress?: (message: string) => void;
}

export interface DemoUnitsResult {
  /** Units created, by `site|BP`. */
  created: Record<string, number>;
  total: number;
  steps: number;
}

/** Builds the stories' shared context on the seeded database. */
async function storyContext(db: Db, writer: Db, opts: DemoUnitsOptions, rnd: Random) {
  const world = await DemoWorld.load(db);
  const deps: AppDeps = { db: writer, config: loadConfig({ DATA_DIR: opts.dataDir, LOG_LEVEL: 'silent' }) };
  const now = opts.now ?? new Date();
  const timeline = new Timeline(now);
  const runner = new DemoRunner(deps);
  const decks = new Map<string, Deck<unknown>>();
  const base: Omit<StoryContext, 'notify'> = {
    world,
    timeline,
    runner,
    now,
    texts: (centro) => {
      const texts = SECTOR_TEXTS[centro.site.seed.key];
      if (!texts) throw new Error(`Demo units: no texts for ${centro.site.seed.key}`);
      return texts;
    },
    title: uniqueTitles(),
    deck: <T>(key: string, items: readonly T[]) => {
      let deck = decks.get(key) as Deck<T> | undefined;
      if (!deck) {
        deck = new Deck(items, rnd.fork(decks.size + 1));
        decks.set(key, deck as Deck<unknown>);
      }
      return deck;
    },
  };
  const notify = makeNotifier(base, rnd.fork(7), { byUser: { admin: 0.3, manager: 0.6, user: 0.8 }, others: 0.1 });
  return { ...base, notify } satisfies StoryContext;
}

/** A story start in the last HISTORY_DAYS days, more of them recent (activity grows). */
function storyStart(rnd: Random, now: Date, days = HISTORY_DAYS): Date {
  const back = Math.floor(days * (1 - Math.sqrt(rnd.next())));
  return officeTime(rnd, addDays(now, -Math.max(back, 1)));
}

/** A stable number for a text (a centro key), to derive each centro's own random stream. */
function salt(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** NC stories (each with its CAPAs and notifications), plus recent ones left in each open state. */
function planNcs(sc: StoryContext, centro: WorldCentro, rnd: Random, count: number, showcase: boolean): void {
  for (let i = 0; i < count; i++) planNc(sc, centro, rnd.fork(i + 1), storyStart(rnd, sc.now));
  if (!showcase) return;
  SHOWCASE.forEach((show, i) => {
    const t0 = officeTime(rnd, new Date(sc.now.getTime() - rnd.int(25, 60) * DAY_MS));
    planNc(sc, centro, rnd.fork(10_000 + i), t0, show);
  });
}

/** Every document of the centro's folders; a few withdrawn, the newest ones still in their cycle. */
function planDocuments(sc: StoryContext, centro: WorldCentro, rnd: Random, showcase: boolean): void {
  const folders = sc.texts(centro).documents[centro.key] ?? {};
  const all = Object.entries(folders).flatMap(([folder, docs]) => docs.map((doc) => ({ folder, doc })));
  const waiting = ['borrador', 'en_revision', 'pendiente_aprobacion'] as const;
  // The showcase's first two documents: a periodic review overdue by 20 days, and one due in 12.
  const reviewDue = [-20, 12];
  all.forEach(({ folder, doc }, i) => {
    const stallAt = showcase ? waiting[all.length - 1 - i] : undefined;
    const review = showcase && !stallAt ? reviewDue[i] : undefined;
    const t0 = stallAt
      ? officeTime(rnd, addDays(sc.now, -rnd.int(15, 30)))
      : officeTime(rnd, addDays(sc.now, review !== undefined ? -120 : -rnd.int(20, DOCUMENT_DAYS)));
    planDocument(sc, centro, rnd.fork(i + 1), doc, {
      t0,
      folder,
      ...(stallAt ? { stallAt } : {}),
      ...(review !== undefined ? { reviewDueInDays: review } : {}),
      obsolete: review === undefined && rnd.chance(0.06),
    });
  });
}

/**
 * The centre's indicators: the global one first (about fifteen months ago), then the others
 * feeding it; two of them become its sub-indicator metrics at its yearly review.
 */
function planIndicators(sc: StoryContext, centro: WorldCentro, rnd: Random, showcase: boolean): void {
  const list = sc.texts(centro).indicators.filter((t) => t.where.includes(centro.key));
  const global = list.find((t) => t.global);
  const others = list.filter((t) => !t.global);
  const start = officeTime(rnd, addDays(sc.now, -rnd.int(440, 480)));
  const subIndicators: Array<{ unit: StoryUnit; name: string }> = [];
  let parent: StoryUnit | undefined;
  if (global) parent = planIndicator(sc, centro, rnd.fork(1), global, { t0: start, subIndicators });
  others.forEach((text, i) => {
    const unit = planIndicator(sc, centro, rnd.fork(i + 2), text, {
      t0: officeTime(rnd, addDays(start, rnd.int(1, 25))),
      ...(parent ? { parent } : {}),
      late: rnd.chance(0.3),
      withdraw: showcase && i === others.length - 1,
      underReview: showcase && i === 0,
    });
    if (subIndicators.length < 2) subIndicators.push({ unit, name: text.subject });
  });
}

/**
 * The audit programmes of last year, this year and (once approved in November) next year. In a
 * showcase centro, the audits of this year nearest today are on site now and in reporting, and
 * one later in the year is cancelled.
 */
function planAudits(sc: StoryContext, centro: WorldCentro, rnd: Random, showcase: boolean): void {
  const list = sc.texts(centro).audits.filter((a) => a.where.includes(centro.key));
  if (list.length === 0) return;
  const year = sc.now.getUTCFullYear();
  const month = sc.now.getUTCMonth() + 1;
  const nearest = [...list].sort((a, b) => Math.abs(a.month - month) - Math.abs(b.month - month));
  const onSite = showcase ? nearest[0] : undefined;
  const reporting = showcase ? nearest[1] : undefined;
  const cancelled = showcase ? nearest.findLast((a) => a.month > month && a !== onSite && a !== reporting) : undefined;
  for (const y of [year - 1, year, year + 1]) {
    const programmed =
      y === year + 1 ? officeTime(rnd, new Date(Date.UTC(year, 10, rnd.int(3, 14)))) : programmeDate(rnd, y);
    if (programmed.getTime() >= sc.timeline.cutoff.getTime()) continue;
    list.forEach((audit, i) => {
      const r = rnd.fork(y * 100 + i);
      let start = officeTime(r, new Date(Date.UTC(y, audit.month - 1, r.int(3, 24))));
      let stopAt: 'en_ejecucion' | 'informe' | undefined;
      if (y === year && audit === onSite) {
        start = lastWorkingDayBefore(sc.now, 0);
        stopAt = 'en_ejecucion';
      } else if (y === year && audit === reporting) {
        start = lastWorkingDayBefore(sc.now, 7);
        stopAt = 'informe';
      }
      const show = y === year && (audit === onSite || audit === reporting);
      planAudit(sc, centro, r, show && audit.days < 2 && stopAt === 'en_ejecucion' ? { ...audit, days: 2 } : audit, {
        programmed,
        start,
        ...(stopAt ? { stopAt } : {}),
        cancel: y === year && audit === cancelled ? true : !show && r.chance(0.05),
        reschedule: !show && r.chance(0.15),
      });
    });
  }
}

/** The working day `daysBack` working days before `now` (0: the last one before now). */
function lastWorkingDayBefore(now: Date, daysBack: number): Date {
  let day = addDays(now, now.getUTCHours() >= 8 ? 0 : -1);
  let left = daysBack;
  for (;;) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      if (left === 0) break;
      left--;
    }
    day = addDays(day, -1);
  }
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

/** Seeds the default demo units on a database holding the demo organisation and its BPs. */
export async function seedDemoUnits(db: Db, opts: DemoUnitsOptions): Promise<DemoUnitsResult> {
  const rnd = new Random(DEMO_UNITS_SEED);
  const batched = new BatchedDb(db);
  const sc = await storyContext(db, batched.db, opts, rnd);
  for (const [key, volume] of Object.entries(VOLUMES)) {
    const centro = sc.world.centro(key);
    const r = rnd.fork(salt(key));
    planAudits(sc, centro, r.fork(1), volume.showcase);
    planIndicators(sc, centro, r.fork(2), volume.showcase);
    planDocuments(sc, centro, r.fork(3), volume.showcase);
    planNcs(sc, centro, r.fork(4), volume.nc, volume.showcase);
  }
  return runPlanned(sc, batched, opts);
}

async function runPlanned(sc: StoryContext, batched: BatchedDb, opts: DemoUnitsOptions): Promise<DemoUnitsResult> {
  const steps = sc.timeline.size;
  opts.onProgress?.(`Demo units: ${steps} steps planned`);
  await batched.run(() =>
    sc.timeline.run(
      () => batched.checkpoint(),
      (done, total) => opts.onProgress?.(`Demo units: ${done}/${total} steps`),
    ),
  );
  return { created: Object.fromEntries(sc.runner.created), total: sc.runner.total, steps };
}

/**
 * `npm run seed -- --units N`: N more units for benchmarks, in the demo company's four centros:
 * NC stories (with their CAPAs and notifications) and documents, from the same generator, with a
 * seed drawn from the number of units already there (so a second run adds different units).
 * Planned and run in batches to bound memory; unit numbers follow creation dates within a batch.
 */
export async function seedExtraUnits(db: Db, count: number, opts: DemoUnitsOptions): Promise<DemoUnitsResult> {
  const existing = await db.k
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rnd = new Random(DEMO_UNITS_SEED ^ salt(String(existing.n)));
  const result: DemoUnitsResult = { created: {}, total: 0, steps: 0 };
  const centros = ['hud', 'bq', 'lab', 'ces'];
  let batch = 0;
  while (result.total < count) {
    const batched = new BatchedDb(db);
    const sc = await storyContext(db, batched.db, opts, rnd.fork(++batch));
    const want = Math.min(count - result.total, EXTRA_BATCH);
    sc.runner.budget = want;
    // About 2.4 units per NC story (CAPAs, notifications) and one per document story.
    for (let planned = 0; planned < want * 1.2; ) {
      const centro = sc.world.centro(rnd.pick(centros));
      const r = rnd.fork(batch * 1_000_003 + planned);
      if (r.chance(0.2)) {
        const folders = Object.entries(sc.texts(centro).documents[centro.key] ?? {});
        const [folder, docs] = r.pick(folders);
        const doc = r.pick(docs);
        const copy = { ...doc, code: `${doc.code}-${r.int(100, 999)}` };
        planDocument(sc, centro, r, copy, { t0: storyStart(r, sc.now), folder });
        planned += 1;
      } else {
        planNc(sc, centro, r, storyStart(r, sc.now));
        planned += 2.4;
      }
    }
    const done = await runPlanned(sc, batched, opts);
    if (done.total === 0) break;
    result.total += done.total;
    result.steps += done.steps;
    for (const [key, n] of Object.entries(done.created)) result.created[key] = (result.created[key] ?? 0) + n;
    opts.onProgress?.(`Demo units: ${result.total}/${count} units`);
  }
  return result;
}
