import { initialTransition } from '@qualium/workflow';
import { unitSnapshot } from '../src/modules/units/read.js';
import { findUnitByUid } from '../src/modules/units/repo.js';
import { loadBusinessProcessForCreation } from '../src/modules/units/service.js';
import type { NewUnit, UnitChange } from '../src/modules/units/writer.js';
import { actingAs, createQx, QX } from './explorer-fixture.js';
import type { TestContext } from './harness.js';

/** Tests that drive the unit writer directly (units/writer.ts): what it takes, as admin in centro 1. */

/** A new unit of `reference` with this subject, as the writer takes it, and the env to write it in. */
export async function newUnitInput(ctx: TestContext, reference: string, subject: string) {
  const acting = await actingAs(ctx, 'admin', 1, new Date('2026-05-04T10:00:00Z'));
  const { bp, definition, processId } = await loadBusinessProcessForCreation(acting, reference);
  const initial = initialTransition(definition);
  const unit: NewUnit = {
    bp,
    definition,
    transition: initial,
    centroId: 1,
    processId,
    directoryId: null,
    authorId: acting.scope.user.id,
    today: '2026-05-04',
    outcome: {
      state: initial.to ?? '',
      responsibleId: acting.scope.user.id,
      limit: null,
      closedAt: null,
      fields: { subject },
      diff: [],
    },
  };
  return { acting, env: { kind: ctx.db.kind, scope: acting.scope, now: acting.now }, unit };
}

/**
 * A QXTEST unit created with this subject, and the change the writer takes to run its first
 * transition (no field changes), with the env to write it in.
 */
export async function firstTransitionInput(ctx: TestContext, subject: string) {
  const acting = await actingAs(ctx, 'admin', 1, new Date('2026-05-05T10:00:00Z'));
  const { uid } = await createQx(ctx, {
    subject,
    at: '2026-05-04T10:00:00Z',
    owner: acting.scope.user.id,
    due_on: '2026-05-20',
  });
  const read = await findUnitByUid(ctx.db, acting.scope, uid);
  if (!read) throw new Error('the unit was not created');
  const { definition } = await loadBusinessProcessForCreation(acting, QX);
  const transition = definition.business_process.workflow.transitions.find(
    (t) => !t.initial && !t.related_business_process && t.from.includes(read.current_state),
  );
  if (!transition) throw new Error('QXTEST offers no transition from its initial state');
  const change: UnitChange = {
    unit: read,
    definition,
    transition,
    authorId: acting.scope.user.id,
    outcome: { ...unitSnapshot(read), state: transition.to ?? read.current_state, diff: [] },
  };
  return { acting, env: { kind: ctx.db.kind, scope: acting.scope, now: acting.now }, read, change };
}
