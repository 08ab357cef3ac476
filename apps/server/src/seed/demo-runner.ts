import type { BpDefinitionInput } from '@qualium/contracts';
import { DEMO_BP_DEFINITIONS } from '@qualium/demo-bps';
import { type AppDeps, type CentroContext, type CentroScope, hasCentro } from '../http/context.js';
import { stageBuffer } from '../modules/files/blobs.js';
import { resolveScope } from '../modules/org/scope.js';
import type { UserRow } from '../modules/session/repo.js';
import { createUnit, executeTransition } from '../modules/units/service.js';
import type { WorldCentro } from './demo-world.js';

/**
 * Runs the demo stories' steps through the real units service, as the signed-in actor in the
 * unit's centro, at the step's moment: history rows, due dates, closing dates, numbering, search
 * text and file versions are exactly what the app writes.
 */

/** One unit of a story, as the story knows it. */
export interface StoryUnit {
  bp: string;
  centro: WorldCentro;
  /** Set once the creation step ran. */
  uid: string | null;
  /**
   * The values submitted so far, as the forms sent them. A transition that collects a field again
   * gets its current value unless the step gives a new one, as the web form pre-fills it (a field
   * collected but left out would be emptied).
   */
  values: Record<string, unknown>;
  /** Never created: the run's unit budget was spent (`--units N`); its later steps do nothing. */
  skipped?: boolean;
}

/** A real file the step uploads (see demo-pdf.ts). */
export interface DemoFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface StepOptions {
  responsibleId?: number | null;
  files?: Record<string, DemoFile>;
  /** The reason for change of an approved unit's edit (docs/bp-definition.md "Reason for change"). */
  reason?: string;
}

/** Field ids each transition collects (files excepted: a stored file stays when none is sent). */
function collectedFields(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [bp, def] of Object.entries(DEMO_BP_DEFINITIONS) as Array<[string, BpDefinitionInput]>) {
    const kinds = new Map(def.business_process.model.fields.map((f) => [f.id, f.kind as string]));
    for (const t of def.business_process.workflow.transitions) {
      const ids = (t.fields ?? []).map((f) => (typeof f === 'string' ? f : f.field));
      out.set(
        `${bp}|${t.id}`,
        ids.filter((id) => !['file', 'image', 'versionable_file'].includes(kinds.get(id) ?? '')),
      );
    }
  }
  return out;
}

/** The story tells people about their assignments itself (demo-units-notif.ts), at its own rate. */
const STORY_NOTIFIES = false;

export class DemoRunner {
  private readonly scopes = new Map<string, CentroScope>();
  private readonly userRows = new Map<number, UserRow>();
  private readonly collected = collectedFields();
  /** Units created, by site key and BP. */
  readonly created = new Map<string, number>();
  /** Units created in all. */
  total = 0;
  /** Create no more than this many units (`--units N`); null: no limit. */
  budget: number | null = null;

  constructor(private readonly deps: AppDeps) {}

  private async context(userId: number, centro: WorldCentro, now: Date): Promise<CentroContext> {
    const key = `${userId}|${centro.id}`;
    let scope = this.scopes.get(key);
    if (!scope) {
      let user = this.userRows.get(userId);
      if (!user) {
        user = await this.deps.db.k.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
        this.userRows.set(userId, user);
      }
      const resolved = await resolveScope(this.deps, user, { sitePath: centro.site.urlPath, centroId: centro.id });
      if (!resolved || !hasCentro(resolved)) throw new Error(`Demo user ${userId} cannot reach centro ${centro.id}`);
      scope = resolved;
      this.scopes.set(key, scope);
    }
    return { deps: this.deps, scope, now };
  }

  private staged(files: Record<string, DemoFile> | undefined) {
    if (!files) return undefined;
    const out: Record<string, ReturnType<typeof stageBuffer>[]> = {};
    for (const [field, f] of Object.entries(files)) {
      out[field] = [stageBuffer(this.deps.config.dataDir, f.bytes, { filename: f.filename, mimetype: f.mimetype })];
    }
    return out;
  }

  /** The initial transition; `parent` makes it the child of a related-BP transition of that unit. */
  async create(
    unit: StoryUnit,
    actor: number,
    at: Date,
    values: Record<string, unknown>,
    opts: StepOptions & { parent?: StoryUnit; directoryId?: number } = {},
  ): Promise<void> {
    if (opts.parent?.skipped || (this.budget !== null && this.total >= this.budget)) {
      unit.skipped = true;
      return;
    }
    if (opts.parent && !opts.parent.uid) throw new Error(`the parent ${opts.parent.bp} unit was never created`);
    const ctx = await this.context(actor, unit.centro, at);
    Object.assign(unit.values, values);
    const result = await createUnit(ctx, {
      businessProcess: unit.bp,
      values: { ...unit.values },
      responsibleId: opts.responsibleId ?? null,
      parentUid: opts.parent?.uid ?? null,
      directoryId: opts.directoryId ?? null,
      files: this.staged(opts.files),
      notifyResponsibles: STORY_NOTIFIES,
    });
    unit.uid = result.uid;
    this.total++;
    const key = `${unit.centro.site.seed.key}|${unit.bp}`;
    this.created.set(key, (this.created.get(key) ?? 0) + 1);
  }

  /** A transition of the unit's own workflow (not a related-BP one: those are `create` with a parent). */
  async transition(
    unit: StoryUnit,
    transitionId: string,
    actor: number,
    at: Date,
    values: Record<string, unknown> = {},
    opts: StepOptions = {},
  ): Promise<void> {
    if (unit.skipped) return;
    if (!unit.uid) throw new Error(`the ${unit.bp} unit was never created`);
    const fields = this.collected.get(`${unit.bp}|${transitionId}`);
    if (!fields) throw new Error(`${unit.bp} has no transition '${transitionId}'`);
    Object.assign(unit.values, values);
    const sent: Record<string, unknown> = {};
    for (const id of fields) if (unit.values[id] !== undefined) sent[id] = unit.values[id];
    const ctx = await this.context(actor, unit.centro, at);
    await executeTransition(ctx, {
      uid: unit.uid,
      transitionId,
      values: sent,
      responsibleId: opts.responsibleId ?? null,
      files: this.staged(opts.files),
      notifyResponsibles: STORY_NOTIFIES,
      // The story is the server's own code: a signed step is signed by its actor without a password.
      signature: { proof: 'story' },
      reasonForChange: opts.reason ?? null,
    });
  }

  /** What the app shows of a unit now: its reference and due date (for notification texts); null if skipped. */
  async summary(unit: StoryUnit): Promise<{ reference: string; title: string; limit: string | null } | null> {
    if (unit.skipped) return null;
    if (!unit.uid) throw new Error(`the ${unit.bp} unit was never created`);
    const row = await this.deps.db.k
      .selectFrom('units')
      .select(['reference', 'title', 'current_limit'])
      .where('uid', '=', unit.uid)
      .executeTakeFirstOrThrow();
    return { reference: row.reference, title: row.title, limit: row.current_limit };
  }
}
