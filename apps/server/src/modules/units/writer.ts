import { type BpDefinition, type BpTransition, QUNIT_UID_PREFIX } from '@qualium/contracts';
import { formatReference, type HistoryChange } from '@qualium/workflow';
import type { Kysely } from 'kysely';
import type { DbKind } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { sentTogether } from '../../db/sent-together.js';
import type { Scope } from '../../http/context.js';
import { assertAuditTurn, auditEntryInsert, recordAudit } from '../audit/write.js';
import { applyStateToVersions } from '../files/versions.js';
import { recordSignature } from '../signatures/record.js';
import type { Signing } from '../signatures/signer.js';
import { claimAtReadVersion, refuseUnclaimed, updateAtReadVersion } from './concurrency.js';
import { knownRelationRows, syncFieldRelations } from './references.js';
import type { UnitRow } from './repo.js';
import { type FieldIndexRow, fieldIndexRows, indexRowsToRewrite, searchTextOf, titleOf } from './stored-fields.js';
import { storeFileVersions, type UnitUploads } from './stored-files.js';
import { historyRowInsert, insertHistoryRow, takeUnitNumber } from './unit-rows.js';

/**
 * The one unit writer (a "command"): every write of a unit — a creation through its BP's initial
 * transition, or a transition of an existing unit — goes through `create` or `transition` here,
 * inside the caller's transaction, which began with the company's audit turn
 * (audit/write.ts `auditedTransaction`: one lock order for every write). It writes the unit row (numbering and uid on creation, the
 * optimistic version check on a transition), the uploads, the field index, the field relations,
 * the history row and the audit entry, and then runs the hooks it was built with, in the same
 * transaction. Deciding what the write is (the workflow plan, permissions, the responsible) is
 * the caller's; this module only writes what was decided. The request flow is in
 * docs/ARCHITECTURE.md ("Request flow").
 */

/** Where a unit write runs: its transaction, the site it belongs to, its clock. */
export interface UnitWriteEnv {
  trx: Kysely<Database>;
  kind: DbKind;
  /** The site (and the signed-in user) the write is made in. */
  scope: Scope;
  now: Date;
}

/** What the workflow decided for the unit: where it goes and what it holds afterwards. */
export interface UnitOutcome {
  state: string;
  responsibleId: number | null;
  limit: string | null;
  closedAt: string | null;
  diff: readonly HistoryChange[];
}

export interface NewUnit {
  /** With its update time as read with the definition: a replacement since is 409 (units/rederive.ts). */
  bp: { id: number; reference: string; updated_at?: string };
  definition: BpDefinition;
  /** The BP's initial transition. */
  transition: BpTransition;
  centroId: number;
  processId: number | null;
  directoryId: number | null;
  /** Who the unit, its history row and its audit entry are by; null: the system (a scheduled job). */
  authorId: number | null;
  /** `YYYY-MM-DD` in the centro's calendar: dates the reference's numbering. */
  today: string;
  outcome: UnitOutcome & { fields: Record<string, unknown> };
  uploads?: UnitUploads;
  /**
   * The unit a related transition opens this one from: claimed at the version read (of two
   * concurrent openings one wins), given a history row of that transition and a relation to the child.
   */
  parent?: { unit: UnitRow; transitionId: string };
  /** A retried request with this key answers this unit (units/service.ts). */
  idempotencyKey?: string | null;
  /**
   * Units the fields point at whose ids the caller knows (by uid, of the unit's own company): when
   * they are all of them, the relation rows go with the unit's other rows, nothing looked up.
   */
  relatedIds?: ReadonlyMap<string, number>;
}

export interface UnitChange {
  /** The unit as the request read it: the write applies only at that version, else 409. */
  unit: UnitRow;
  definition: BpDefinition;
  transition: BpTransition;
  /** Null: the system (a scheduled job, modules/document-control/review-job.ts). */
  authorId: number | null;
  /**
   * `fields` absent: the transition leaves the fields as they are (a notification's `read`), so
   * neither they, the field index nor the relations are rewritten.
   */
  outcome: UnitOutcome & { fields?: Record<string, unknown>; directoryId?: number | null };
  uploads?: UnitUploads;
  /** The transition's signature, checked (signatures/signer.ts): written with it, bound to the version it writes. */
  signature?: Signing;
  /** The reason for change the BP asked for; kept in the history row and the audit entry. */
  reasonForChange?: string | null;
  /**
   * The unit's field index rows as stored, read with the unit before the transaction
   * (`readStoredIndexRows`); absent: read inside it. They belong to the version read: any write
   * of the unit since moves its version, and then this one stops at its conditional UPDATE.
   */
  storedIndexRows?: readonly FieldIndexRow[];
  /**
   * The BP's update time as read with `definition`: the write applies only while the BP still has
   * it, else 409 (a replacement since derives the stored title, search text and index rows
   * otherwise: units/rederive.ts). Absent: not checked.
   */
  definitionReadAt?: string;
}

/** What a hook is told: the unit as written and the transition that wrote it. */
export interface UnitWritten {
  kind: 'create' | 'transition';
  unit: {
    id: number;
    uid: string;
    reference: string;
    title: string;
    centroId: number;
    businessProcessId: number;
    bpReference: string;
    limit: string | null;
  };
  definition: BpDefinition;
  transition: BpTransition;
  /** Null for a creation. */
  from: string | null;
  to: string;
  responsibleId: number | null;
  /** Null for a creation. */
  previousResponsibleId: number | null;
  /** Null: the system. */
  authorId: number | null;
  /** The history row's diff (stored uploads in their stored shape). */
  diff: readonly HistoryChange[];
  /** ISO time of the write: every row it made carries it. */
  at: string;
}

/**
 * A feature's part of every unit write (a notification, a signature, an outbox event, a counter).
 * `afterWrite` runs inside the write's transaction once all of its rows are in place, before the
 * commit; hooks run one after another in the order the writer was given them. It writes with
 * `env.trx` only (on SQLite the one connection is held by the transaction). Throwing rolls the whole
 * write back, the unit included, and the error reaches the caller as it was thrown.
 */
export interface UnitWriteHook {
  /** Names the hook in errors and docs. */
  readonly name: string;
  afterWrite(env: UnitWriteEnv, write: UnitWritten): Promise<void>;
}

/** The unit write with the hooks it runs; built by units/write-hooks.ts (`unitWriter`). */
export class UnitWriter {
  constructor(private readonly hooks: readonly UnitWriteHook[]) {}

  /** Creates the unit in its initial state; answers its id and uid. */
  async create(env: UnitWriteEnv, n: NewUnit): Promise<{ id: number; uid: string }> {
    const { trx, scope } = env;
    const at = env.now.toISOString();
    const siteId = scope.site.id;
    // Before any row: the caller's transaction began with the company's audit turn (audit/write.ts).
    assertAuditTurn(trx, siteId);
    // Opening a child changes the parent: two concurrent openings of the same transition make one child.
    if (n.parent) await updateAtReadVersion(trx, n.parent.unit, undefined, { updated_at: at });
    const number = await takeUnitNumber(trx, n.bp);
    const reference = formatReference(n.definition.business_process.info.numbering, {
      reference: n.bp.reference,
      number,
      date: n.today,
    });
    const uid = `${QUNIT_UID_PREFIX}${n.bp.reference}#${siteId}#${number}`;
    const { outcome, definition } = n;
    const fields = { ...outcome.fields };
    const title = titleOf(definition, fields, reference);
    const { id } = await trx
      .insertInto('units')
      .values({
        site_id: siteId,
        centro_id: n.centroId,
        business_process_id: n.bp.id,
        bp_reference: n.bp.reference,
        number,
        uid,
        reference,
        title,
        process_id: n.processId,
        directory_id: n.directoryId,
        parent_unit_id: n.parent?.unit.id ?? null,
        creator_id: n.authorId,
        current_state: outcome.state,
        current_responsible_id: outcome.responsibleId,
        current_limit: outcome.limit,
        fecha_cierre: outcome.closedAt,
        is_closed: outcome.closedAt ? 1 : 0,
        fields: JSON.stringify(fields),
        search_text: searchTextOf(definition, fields, reference, title),
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const who = { siteId, userId: n.authorId };
    const stored = n.uploads
      ? await storeFileVersions(trx, who, id, definition, fields, outcome.diff, n.uploads, at)
      : null;
    if (stored) {
      // Only files uploaded with the creation have versions for the state to act on.
      await applyStateToVersions(trx, { siteId, unitId: id }, definition, outcome.state, at);
      await trx
        .updateTable('units')
        .set({ fields: JSON.stringify(fields), search_text: searchTextOf(definition, fields, reference, title) })
        .where('id', '=', id)
        .execute();
    }
    const diff = stored ?? outcome.diff;
    const after = { state: outcome.state, responsible: outcome.responsibleId, limit: outcome.limit, fields };
    const indexRows = fieldIndexRows(definition, fields).map((r) => ({ ...r, site_id: siteId, unit_id: id }));
    const relations = n.relatedIds
      ? knownRelationRows(definition, fields, n.relatedIds, { siteId, unitId: id, at })
      : null;
    // The unit's field index, history row, idempotency key, audit entry and known relations need
    // none of each other's answers: sent together, one round trip on PostgreSQL while the audit
    // turn is held.
    await sentTogether(
      trx,
      ...(indexRows.length > 0 ? [trx.insertInto('unit_field_values').values(indexRows)] : []),
      historyRowInsert(trx, {
        ...who,
        unitId: id,
        transitionId: n.transition.id,
        from: null,
        to: outcome.state,
        responsibleId: outcome.responsibleId,
        limit: outcome.limit,
        diff: [...diff],
        at,
      }),
      ...(n.idempotencyKey && n.authorId !== null
        ? [
            trx
              .insertInto('idempotency_keys')
              .values({ site_id: siteId, user_id: n.authorId, key: n.idempotencyKey, unit_id: id, created_at: at }),
          ]
        : []),
      auditEntryInsert(
        trx,
        { site: { id: siteId }, user: { id: n.authorId } },
        { entity: 'unit', entityId: uid, action: 'create', before: null, after },
      ),
      ...(relations && relations.length > 0 ? [trx.insertInto('unit_relations').values(relations)] : []),
    );
    if (!relations) await syncFieldRelations(trx, siteId, id, definition, fields, at, null);
    if (n.parent) await traceOnParent(trx, { ...who, at }, n.parent, id);
    await this.runHooks(env, {
      kind: 'create',
      unit: {
        id,
        uid,
        reference,
        title,
        centroId: n.centroId,
        businessProcessId: n.bp.id,
        bpReference: n.bp.reference,
        limit: outcome.limit,
      },
      definition,
      transition: n.transition,
      from: null,
      to: outcome.state,
      responsibleId: outcome.responsibleId,
      previousResponsibleId: null,
      authorId: n.authorId,
      diff,
      at,
    });
    return { id, uid };
  }

  /**
   * Runs a transition on a unit as read: state, responsible, due and closing dates, fields,
   * history and audit. The unit is claimed at the version read: a concurrent loser answers 409
   * and its transaction rolls back whole.
   */
  async transition(env: UnitWriteEnv, c: UnitChange): Promise<void> {
    const { trx } = env;
    const { unit, definition, outcome } = c;
    const at = env.now.toISOString();
    const siteId = env.scope.site.id;
    assertAuditTurn(trx, siteId);
    const fields = outcome.fields ? { ...outcome.fields } : null;
    // The search text is set only when it changes: setting it makes SQLite's search index take the
    // unit's every trigram out and in again, the dearest part of a write whose fields were not
    // searched (a state moved, a date or a choice set).
    let searchText = unit.search_text;
    const textsOf = (values: Record<string, unknown>) => {
      const title = titleOf(definition, values, unit.reference);
      const next = searchTextOf(definition, values, unit.reference, title);
      const changed = next !== searchText;
      searchText = next;
      return { fields: JSON.stringify(values), title, ...(changed ? { search_text: next } : {}) };
    };
    const claim = {
      // A new value of the folder field files the unit there.
      ...(outcome.directoryId !== undefined ? { directory_id: outcome.directoryId } : {}),
      current_state: outcome.state,
      current_responsible_id: outcome.responsibleId,
      current_limit: outcome.limit,
      fecha_cierre: outcome.closedAt,
      is_closed: outcome.closedAt ? 1 : 0,
      ...(fields ? textsOf(fields) : {}),
      updated_at: at,
    };
    const who = { siteId, userId: c.authorId };
    const reason = c.reasonForChange ?? null;
    const historyRow = (diff: readonly unknown[]) => ({
      ...who,
      unitId: unit.id,
      transitionId: c.transition.id,
      from: unit.current_state,
      to: outcome.state,
      responsibleId: outcome.responsibleId,
      limit: outcome.limit,
      diff: [...diff],
      at,
      reason,
    });
    const author = { site: { id: siteId }, user: { id: c.authorId } };
    const audited = (diff: readonly unknown[]) => ({
      entity: 'unit',
      entityId: unit.uid,
      action: `transition:${c.transition.id}`,
      before: { state: unit.current_state, responsible: unit.current_responsible_id, limit: unit.current_limit },
      after: {
        state: outcome.state,
        responsible: outcome.responsibleId,
        limit: outcome.limit,
        diff,
        ...(reason ? { reason_for_change: reason } : {}),
      },
    });
    let diff = outcome.diff;
    if ((fields && c.uploads) || c.signature) {
      // Files stored first, which the history and the audit entry name; a signature's own audit
      // entry comes before the transition's. The claim goes first, so a loser stops before the rest.
      await updateAtReadVersion(trx, unit, c.definitionReadAt, claim);
      if (fields) {
        const stored = c.uploads
          ? await storeFileVersions(trx, who, unit.id, definition, fields, outcome.diff, c.uploads, at)
          : null;
        if (stored) await trx.updateTable('units').set(textsOf(fields)).where('id', '=', unit.id).execute();
        diff = stored ?? outcome.diff;
        await this.writeFieldRows(trx, c, fields, at);
      }
      const historyId = await insertHistoryRow(trx, historyRow(diff));
      if (c.signature) {
        await recordSignature(trx, c.signature, {
          siteId,
          unit,
          version: unit.version + 1,
          historyId,
          transitionId: c.transition.id,
          fields: fields ?? previousFields(unit),
          now: env.now,
        });
      }
      await recordAudit(trx, author, audited(diff));
    } else {
      // The claim, the history row and the audit entry need none of each other's answers: sent
      // together, one round trip on PostgreSQL instead of three while the company's audit turn is
      // held. A loser's claim changes nothing and its transaction rolls back whole.
      const [claimed] = await sentTogether(
        trx,
        claimAtReadVersion(trx, unit, c.definitionReadAt, claim),
        historyRowInsert(trx, historyRow(diff)),
        auditEntryInsert(trx, author, audited(diff)),
      );
      await refuseUnclaimed(trx, unit, c.definitionReadAt, claimed.numAffectedRows);
      if (fields) await this.writeFieldRows(trx, c, fields, at);
    }
    await this.runHooks(env, {
      kind: 'transition',
      unit: {
        id: unit.id,
        uid: unit.uid,
        reference: unit.reference,
        title: fields ? titleOf(definition, fields, unit.reference) : unit.title,
        centroId: unit.centro_id,
        businessProcessId: unit.business_process_id,
        bpReference: unit.bp_reference,
        limit: outcome.limit,
      },
      definition,
      transition: c.transition,
      from: unit.current_state,
      to: outcome.state,
      responsibleId: outcome.responsibleId,
      previousResponsibleId: unit.current_responsible_id,
      authorId: c.authorId,
      diff,
      at,
    });
  }

  /** The rows derived from a transition's fields: its files' state, the field index, the relations. */
  private async writeFieldRows(trx: Kysely<Database>, c: UnitChange, fields: Record<string, unknown>, at: string) {
    const { unit, definition, outcome } = c;
    const siteId = unit.site_id;
    await applyStateToVersions(trx, { siteId, unitId: unit.id }, definition, outcome.state, at);
    await writeFieldIndex(trx, siteId, unit.id, definition, fields, c.storedIndexRows ?? null);
    await syncFieldRelations(trx, siteId, unit.id, definition, fields, at, unit.fields);
  }

  private async runHooks(env: UnitWriteEnv, write: UnitWritten): Promise<void> {
    for (const hook of this.hooks) await hook.afterWrite(env, write);
  }
}

/** The fields a unit held as read, before the write. */
const previousFields = (unit: UnitRow) => JSON.parse(unit.fields) as Record<string, unknown>;

/**
 * A unit's field index rows as stored. A transition's request reads them before its transaction
 * (`UnitChange.storedIndexRows`), which then holds its company's audit turn one statement less.
 */
export function readStoredIndexRows(k: Kysely<Database>, unitId: number): Promise<FieldIndexRow[]> {
  return k
    .selectFrom('unit_field_values')
    .select(['field', 'text_value', 'number_value', 'date_value'])
    .where('unit_id', '=', unitId)
    .execute();
}

/** The changed fields' rows of an existing unit's field index (explorer filters and sorts); a new unit's are all inserted with its history. */
async function writeFieldIndex(
  trx: Kysely<Database>,
  siteId: number,
  unitId: number,
  definition: BpDefinition,
  fields: Record<string, unknown>,
  /** The rows as stored (the request read them before its transaction); null: to be read here. */
  given: readonly FieldIndexRow[] | null,
) {
  // Rewrite only the fields whose rows changed: each row is four index entries (the unit's and
  // one per typed column), and a transition changes a few fields of many. Compared with the rows
  // as stored, not as the old fields would give them: a definition replaced since may have
  // changed a field's kind, and the write brings those rows to the definition too.
  const stored = given ?? (await readStoredIndexRows(trx, unitId));
  const { fields: changed, rows } = indexRowsToRewrite(stored, fieldIndexRows(definition, fields));
  if (changed.length === 0) return;
  if (stored.length > 0) {
    await trx.deleteFrom('unit_field_values').where('unit_id', '=', unitId).where('field', 'in', changed).execute();
  }
  if (rows.length > 0) {
    await trx
      .insertInto('unit_field_values')
      .values(rows.map((r) => ({ ...r, site_id: siteId, unit_id: unitId })))
      .execute();
  }
}

/** The parent keeps a trace of the transition that opened the child; its state does not move. */
async function traceOnParent(
  trx: Kysely<Database>,
  who: { siteId: number; userId: number | null; at: string },
  parent: NonNullable<NewUnit['parent']>,
  childId: number,
) {
  const { unit } = parent;
  await insertHistoryRow(trx, {
    ...who,
    unitId: unit.id,
    transitionId: parent.transitionId,
    from: unit.current_state,
    to: unit.current_state,
    responsibleId: unit.current_responsible_id,
    limit: unit.current_limit,
    diff: [],
  });
  await trx
    .insertInto('unit_relations')
    .values({ site_id: who.siteId, from_unit_id: unit.id, to_unit_id: childId, field: null, created_at: who.at })
    .execute();
}
