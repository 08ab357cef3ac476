import { type BpDefinition, type BpTransition, localizedText } from '@qualium/contracts';
import { planTransition } from '@qualium/workflow';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AppDeps, type CentroScope, hasCentro } from '../../http/context.js';
import { auditedTransaction } from '../audit/write.js';
import { type BusinessProcessRow, bpDefinition } from '../bp/repo.js';
import { deliverNotification } from '../notifications/deliver.js';
import { findSiteById, urlSitePath } from '../org/repo.js';
import { resolveScope } from '../org/scope.js';
import { centroToday } from '../shared/centro-day.js';
import { unitSnapshot } from '../units/read.js';
import type { UnitRow } from '../units/repo.js';
import { unitWriter } from '../units/write-hooks.js';
import { reviewNoticeText, reviewOpenedText } from './review-texts.js';

/**
 * The periodic review of controlled documents (`workflow.document_control.review`; docs/decisions.md
 * "Periodic review job"). A document waiting in a state its review transition leaves from is due
 * on its limit (DOCISODEFAULT: next_review). `notice_days` before that day its responsible gets a
 * notification; on the day (or at the first run after it) the system runs the review transition
 * through the unit writer, with no author, and tells the responsible. Every step is claimed by a
 * row of `document_review_claims` (unit, due date, step) inserted in the step's own transaction:
 * of several nodes or runs, one inserts and acts, the others find the row and skip; a step that
 * fails rolls its claim back and is tried again at the next run.
 */

/** How often the server runs the job (main.ts); the first run is at start. */
export const REVIEW_EVERY_MS = 60 * 60 * 1000;

export interface ReviewRun {
  notified: number;
  opened: number;
}

type Step = 'notice' | 'open';

interface ReviewedBp {
  row: BusinessProcessRow;
  definition: BpDefinition;
  transition: BpTransition;
  noticeDays: number;
}

const DAY_MS = 86_400_000;
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every BP, of any company, whose definition has a periodic review. */
async function reviewedBusinessProcesses(deps: AppDeps): Promise<ReviewedBp[]> {
  const rows = await deps.db.k
    .selectFrom('business_processes')
    .selectAll()
    .where('definition', 'like', '%"document_control"%')
    .execute();
  return rows.flatMap((row) => {
    const definition = bpDefinition(row);
    const review = definition.business_process.workflow.document_control?.review;
    const transition = definition.business_process.workflow.transitions.find((t) => t.id === review?.transition);
    return review && transition ? [{ row, definition, transition, noticeDays: review.notice_days }] : [];
  });
}

/** Claims one step for a unit's due date; false when another run or node already took it. */
async function claim(trx: Kysely<Database>, unit: UnitRow, due: string, step: Step, at: string): Promise<boolean> {
  const row = await trx
    .insertInto('document_review_claims')
    .values({ site_id: unit.site_id, unit_id: unit.id, due_date: due, step, claimed_at: at })
    .onConflict((oc) => oc.columns(['unit_id', 'due_date', 'step']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The unit's site and centro as its responsible (else its creator) reaches them; null when nobody can. */
export async function scopeOf(deps: AppDeps, unit: UnitRow): Promise<CentroScope | null> {
  const userId = unit.current_responsible_id ?? unit.creator_id;
  if (userId === null) return null;
  const user = await deps.db.k.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const site = await findSiteById(deps.db.k, unit.site_id);
  if (!user || !site) return null;
  const scope = await resolveScope(deps, user, { sitePath: urlSitePath(site.path), centroId: unit.centro_id });
  return scope && hasCentro(scope) ? scope : null;
}

class ReviewStep {
  constructor(
    private readonly deps: AppDeps,
    private readonly bp: ReviewedBp,
    private readonly unit: UnitRow,
    private readonly due: string,
    private readonly now: Date,
  ) {}

  private tell(trx: Kysely<Database>, scope: CentroScope, recipientId: number, step: Step) {
    const { unit, bp, due } = this;
    const text = step === 'notice' ? reviewNoticeText : reviewOpenedText;
    return deliverNotification(
      trx,
      { kind: this.deps.db.kind, scope, now: this.now },
      {
        recipientId,
        authorId: null,
        about: { id: unit.id, centroId: unit.centro_id, uid: unit.uid, limit: due },
        text: (lang) =>
          text(lang, {
            reference: unit.reference,
            title: unit.title,
            businessProcess: localizedText(bp.definition.business_process.info.name, lang),
            due,
          }),
      },
    );
  }

  /** Tells the responsible the review is coming; true when this run did. */
  async notice(): Promise<boolean> {
    const recipientId = this.unit.current_responsible_id;
    const scope = await scopeOf(this.deps, this.unit);
    if (recipientId === null || !scope) return false;
    return auditedTransaction(this.deps.db.k, scope, async (trx) => {
      if (!(await claim(trx, this.unit, this.due, 'notice', this.now.toISOString()))) return false;
      await this.tell(trx, scope, recipientId, 'notice');
      return true;
    });
  }

  /** Runs the review transition as the system and tells its responsible; true when this run did. */
  async open(): Promise<boolean> {
    const { unit, bp } = this;
    const scope = await scopeOf(this.deps, unit);
    if (!scope) return false;
    const plan = planTransition(
      bp.definition,
      unitSnapshot(unit),
      // The system may run the review whoever holds the unit; it brings no values.
      { userId: unit.current_responsible_id ?? 0, processRoles: new Set(['responsible', 'editor']) },
      { transitionId: bp.transition.id, values: {}, today: centroToday(this.now) },
    );
    if (!plan.ok) return false;
    const responsibleId =
      plan.responsible.kind === 'fixed' && plan.responsible.userId !== null
        ? Number(plan.responsible.userId)
        : unit.current_responsible_id;
    return auditedTransaction(this.deps.db.k, scope, async (trx) => {
      if (!(await claim(trx, unit, this.due, 'open', this.now.toISOString()))) return false;
      // The write applies at the version read: a unit changed meanwhile fails it (409) and the claim rolls back.
      await unitWriter({ notifyResponsibles: false }).transition(
        { trx, kind: this.deps.db.kind, scope, now: this.now },
        {
          unit,
          definition: bp.definition,
          transition: plan.transition,
          authorId: null,
          outcome: { ...plan, state: plan.state ?? unit.current_state, responsibleId },
        },
      );
      if (responsibleId !== null) await this.tell(trx, scope, responsibleId, 'open');
      return true;
    });
  }
}

/** One run of the job at `now`: what it notified and opened (other runs' steps are not counted). */
export async function runReviewJob(deps: AppDeps, now: Date): Promise<ReviewRun> {
  const today = centroToday(now);
  const run: ReviewRun = { notified: 0, opened: 0 };
  for (const bp of await reviewedBusinessProcesses(deps)) {
    const units = await deps.db.k
      .selectFrom('units')
      .selectAll()
      .where('business_process_id', '=', bp.row.id)
      .where('is_closed', '=', 0)
      .where('current_state', 'in', bp.transition.from)
      .where('current_limit', 'is not', null)
      .where('current_limit', '<=', daysAfter(today, bp.noticeDays))
      // A step already claimed is not looked at again: each would cost its scope's reads and a
      // transaction holding the company's audit turn, every hour on every node (1,655 documents
      // on the million-unit data set, docs/performance.md). The claim stays the guard in the race.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('document_review_claims as c')
              .select('c.id')
              .whereRef('c.unit_id', '=', 'units.id')
              .whereRef('c.due_date', '=', 'units.current_limit')
              .where('c.step', '=', sql<Step>`case when units.current_limit <= ${today} then 'open' else 'notice' end`),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    for (const unit of units) {
      const due = unit.current_limit ?? today;
      const step = new ReviewStep(deps, bp, unit, due, now);
      try {
        if (due <= today) run.opened += (await step.open()) ? 1 : 0;
        else run.notified += (await step.notice()) ? 1 : 0;
      } catch (error) {
        // One unit's failure (a concurrent change: 409) leaves the others to run; it is tried again next time.
        if (!isConflict(error)) console.error(`Periodic review of ${unit.reference} failed:`, error);
      }
    }
  }
  return run;
}

const isConflict = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 409;
