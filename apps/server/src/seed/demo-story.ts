import type { ProcessRole } from '@qualium/contracts';
import type { Deck, Random } from './demo-random.js';
import type { DemoRunner, StoryUnit } from './demo-runner.js';
import type { Timeline } from './demo-timeline.js';
import type { SectorTexts } from './demo-units-data.js';
import type { DemoWorld, WorldCentro } from './demo-world.js';

/**
 * What every story planner works with, and the small helpers they share: who may act, template
 * texts, and the notification hook.
 */
export interface StoryContext {
  world: DemoWorld;
  timeline: Timeline;
  runner: DemoRunner;
  now: Date;
  texts(centro: WorldCentro): SectorTexts;
  /** A shared deck per key (e.g. NC topics of one centro): draws without repeats until exhausted. */
  deck<T>(key: string, items: readonly T[]): Deck<T>;
  /**
   * `text` as the title of a new `bp` unit of the centro, made unique there: a title already used
   * gets the month it was raised in ("… (marzo de 2026)"), then a number, as people tell apart
   * the same action taken again.
   */
  title(centro: WorldCentro, bp: string, text: string, at: Date): string;
  /** Tells the new responsible (a NOTIF_DEFAULT unit) that `unit` now waits for them, sometimes. */
  notify(unit: StoryUnit, recipient: number | null, from: number, at: Date): void;
}

const MONTH = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });

/** The title registry behind StoryContext.title: titles used so far per centro and BP. */
export function uniqueTitles(): StoryContext['title'] {
  const used = new Map<string, Set<string>>();
  return (centro, bp, text, at) => {
    const key = `${centro.key}|${bp}`;
    const titles = used.get(key) ?? new Set<string>();
    used.set(key, titles);
    const month = MONTH.format(at);
    let title = text;
    for (let n = 1; titles.has(title); n++) title = n === 1 ? `${text} (${month})` : `${text} (${month}, ${n})`;
    titles.add(title);
    return title;
  };
}

export function newUnit(bp: string, centro: WorldCentro): StoryUnit {
  return { bp, centro, uid: null, values: {} };
}

/**
 * One of `ids`, favouring people by username (`weights`, default 2): the demo's logins and the
 * process owners of each area show up more than the quality director, who is everywhere.
 */
export function choose(
  sc: StoryContext,
  rnd: Random,
  ids: readonly number[],
  weights: Readonly<Record<string, number>> = {},
  exclude: readonly (number | null)[] = [],
): number {
  const pool = ids.filter((id) => !exclude.includes(id));
  const from = pool.length > 0 ? pool : ids;
  if (from.length === 0) throw new Error('Demo units: nobody to choose from');
  const table: Record<string, number> = {};
  for (const id of from) table[String(id)] = weights[sc.world.user(id).username] ?? 2;
  return Number(rnd.weighted(table));
}

/** Users holding any of `roles` on the BP's process in the centro. */
export function holders(sc: StoryContext, centro: WorldCentro, bp: string, roles: ProcessRole[]): number[] {
  const ids = new Set<number>();
  for (const role of roles) for (const id of sc.world.holdersOf(centro, bp, role)) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** The slot that names a supplier: chosen among the suppliers of an item the unit's texts already named. */
const SUPPLIER_SLOT = 'proveedor';

/** The slot values a centro's units draw from: the sector's, with the centro's own where it has them. */
export function slotsOf(texts: SectorTexts, centro: WorldCentro): Record<string, readonly string[]> {
  return { ...texts.slots, ...texts.centroSlots?.[centro.key] };
}

/**
 * Fills `{slot}` placeholders from the sector's slot lists, `{n:3-40}` with an integer and
 * `{d:1.5-9.5}` with a one-decimal number written with a comma. A slot used twice in one unit's
 * texts keeps its first value, so subject and description tell the same story; a supplier named
 * after an item is one that supplies it. Every text starts with a capital, as people write them.
 */
export class Filler {
  private readonly bound = new Map<string, string>();

  constructor(
    private readonly rnd: Random,
    private readonly slots: Readonly<Record<string, readonly string[]>>,
    private readonly suppliers: Readonly<Record<string, readonly string[]>> = {},
  ) {}

  fill(template: string): string {
    const text = template.replace(
      /\{(\w+)(?::([\d.]+)-([\d.]+))?\}/g,
      (whole, name: string, min?: string, max?: string) => {
        const key = min === undefined ? name : whole;
        const seen = this.bound.get(key);
        if (seen !== undefined) return seen;
        let value: string;
        if (name === 'n' && min !== undefined && max !== undefined)
          value = String(this.rnd.int(Number(min), Number(max)));
        else if (name === 'd' && min !== undefined && max !== undefined) {
          const x = Number(min) + this.rnd.next() * (Number(max) - Number(min));
          value = x.toFixed(1).replace('.', ',');
        } else {
          const list = (name === SUPPLIER_SLOT ? this.suppliersOfNamedItem() : undefined) ?? this.slots[name];
          if (!list) throw new Error(`Demo texts: unknown slot {${name}} in "${template}"`);
          value = this.rnd.pick(list);
        }
        this.bound.set(key, value);
        return value;
      },
    );
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  /** The suppliers of the first item the texts named so far that has any. */
  private suppliersOfNamedItem(): readonly string[] | undefined {
    for (const value of this.bound.values()) {
      const list = this.suppliers[value];
      if (list) return list;
    }
    return undefined;
  }
}
