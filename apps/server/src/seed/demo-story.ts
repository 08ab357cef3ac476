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
  /** Tells the new responsible (a NOTIF_DEFAULT unit) that `unit` now waits for them, sometimes. */
  notify(unit: StoryUnit, recipient: number | null, from: number, at: Date): void;
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

/**
 * Fills `{slot}` placeholders from the sector's slot lists, `{n:3-40}` with an integer and
 * `{d:1.5-9.5}` with a one-decimal number written with a comma. A slot used twice in one unit's
 * texts keeps its first value, so subject and description tell the same story.
 */
export class Filler {
  private readonly bound = new Map<string, string>();

  constructor(
    private readonly rnd: Random,
    private readonly slots: Readonly<Record<string, readonly string[]>>,
  ) {}

  fill(template: string): string {
    return template.replace(/\{(\w+)(?::([\d.]+)-([\d.]+))?\}/g, (whole, name: string, min?: string, max?: string) => {
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
        const list = this.slots[name];
        if (!list) throw new Error(`Demo texts: unknown slot {${name}} in "${template}"`);
        value = this.rnd.pick(list);
      }
      this.bound.set(key, value);
      return value;
    });
  }
}
