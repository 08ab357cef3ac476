import type { UnitDetail, UnitDossier } from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { formatMoment, formatValue, valueKindOf } from '../reports/values.js';
import { presentSignature } from '../signatures/present.js';
import { listSignatures } from '../signatures/repo.js';
import { presentUnit } from '../units/present.js';
import { loadReadableUnit } from '../units/read.js';
import { GENESIS_HASH } from './chain.js';

/**
 * A unit's dossier (issue 15 §2): the unit as its viewer shows it (readable values in the
 * reader's language), every version with its field changes, signatures, files with their sha256,
 * related units and the unit's audit entries with their chain links, and the company's chain head.
 * The unit is read exactly as the viewer reads it (scoped by site and centro).
 */
export async function buildDossier(ctx: CentroContext, uid: string): Promise<UnitDossier> {
  const { db } = ctx.deps;
  const { scope } = ctx;
  const lang = scope.lang;
  const loaded = await loadReadableUnit(ctx, uid);
  const detail = await presentUnit(db, scope, loaded, ctx.now);
  const { unit, definition } = loaded;
  const shown = (field: string, value: unknown, readable: string) =>
    formatValue(valueKindOf(field, definition), value, lang, readable);
  const when = (iso: string | null) => (iso === null ? null : formatMoment(iso, lang));

  const [signatures, files, related, audit, head] = await Promise.all([
    listSignatures(db, scope, unit.id),
    db.k
      .selectFrom('file_versions')
      .select(['id', 'attribute', 'version', 'filename', 'mimetype', 'size', 'status', 'created_at', 'sha256'])
      .where('site_id', '=', scope.site.id)
      .where('unit_id', '=', unit.id)
      .orderBy('attribute')
      .orderBy('version')
      .execute(),
    fieldRelations(ctx, unit.id),
    db.k
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.user_id')
      .select([
        'audit_log.id',
        'audit_log.seq',
        'audit_log.created_at',
        'audit_log.entity',
        'audit_log.action',
        'audit_log.prev_hash',
        'audit_log.hash',
        'users.username',
      ])
      .where('audit_log.site_id', '=', scope.site.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('audit_log.entity', '=', 'unit'), eb('audit_log.entity_id', '=', unit.uid)]),
          eb.and([
            eb('audit_log.entity', '=', 'file'),
            eb(
              'audit_log.entity_id',
              'in',
              eb
                .selectFrom('file_versions')
                .select((f) => f.cast<string>('id', 'text').as('id'))
                .where('unit_id', '=', unit.id),
            ),
          ]),
        ]),
      )
      .orderBy('audit_log.id')
      .execute(),
    db.k
      .selectFrom('audit_chain_heads')
      .select(['seq', 'hash'])
      .where('site_id', '=', scope.site.id)
      .executeTakeFirst(),
  ]);

  return {
    generated_at: ctx.now.toISOString(),
    lang,
    company: { id: scope.site.id, name: scope.site.name },
    chain_head: head ? { seq: Number(head.seq), hash: head.hash } : { seq: 0, hash: GENESIS_HASH },
    unit: {
      uid: detail.uid,
      reference: detail.reference,
      title: detail.title,
      business_process: detail.business_process_name,
      centro: detail.centro.name,
      state: detail.current_workflow_state.label,
      responsible: detail.current_workflow_responsible?.name ?? null,
      limit: detail.current_workflow_limit && shown('current_workflow_limit', detail.current_workflow_limit, ''),
      created: when(detail.fecha_creacion) ?? '',
      closed: when(detail.fecha_cierre),
      creator: detail.creador?.name ?? null,
      fields: definition.business_process.model.fields.flatMap((f) => {
        const field = detail.fields[f.id];
        return field ? [{ id: f.id, label: field.label, value: shown(f.id, field.value, field.readable) }] : [];
      }),
    },
    versions: detail.workflow.map((h) => ({
      date: formatMoment(h.date, lang),
      transition: h.label,
      from_state: h.from_state?.label ?? null,
      to_state: h.to_state.label,
      user: h.user?.name ?? null,
      responsible: h.responsible?.name ?? null,
      changes: h.fields.map((c) => ({
        ...c,
        old: c.old === null ? null : shown(c.field, c.old, c.old),
        new: c.new === null ? null : shown(c.field, c.new, c.new),
      })),
    })),
    // Each signature with its hash checked against this unit: a copied or altered one shows as not intact.
    signatures: signatures.map((row) => presentSignature(row, { siteId: scope.site.id, uid: unit.uid }, lang)),
    files: files.map(({ id: _id, ...f }) => ({ ...f, size: Number(f.size), version: Number(f.version) })),
    related: [...familyOf(detail), ...related],
    audit: audit.map((a) => ({
      id: Number(a.id),
      seq: a.seq === null ? null : Number(a.seq),
      created_at: a.created_at,
      user: a.username ?? null,
      entity: a.entity,
      action: a.action,
      prev_hash: a.prev_hash,
      hash: a.hash,
    })),
  };
}

function familyOf(detail: UnitDetail): UnitDossier['related'] {
  const { parent, children } = detail.relations;
  const ref = (relation: 'parent' | 'child', u: { uid: string; reference: string; title: string }) => ({
    relation,
    uid: u.uid,
    reference: u.reference,
    title: u.title,
  });
  return [...(parent ? [ref('parent', parent)] : []), ...children.map((c) => ref('child', c))];
}

/** Units the unit's fields point to, and units whose fields point to it, within the company. */
async function fieldRelations(ctx: CentroContext, unitId: number): Promise<UnitDossier['related']> {
  const k = ctx.deps.db.k;
  const site = ctx.scope.site.id;
  const [to, from] = await Promise.all([
    k
      .selectFrom('unit_relations')
      .innerJoin('units', 'units.id', 'unit_relations.to_unit_id')
      .select(['units.uid', 'units.reference', 'units.title'])
      .where('unit_relations.site_id', '=', site)
      .where('unit_relations.from_unit_id', '=', unitId)
      .execute(),
    k
      .selectFrom('unit_relations')
      .innerJoin('units', 'units.id', 'unit_relations.from_unit_id')
      .select(['units.uid', 'units.reference', 'units.title'])
      .where('unit_relations.site_id', '=', site)
      .where('unit_relations.to_unit_id', '=', unitId)
      .execute(),
  ]);
  return [
    ...to.map((u) => ({ relation: 'references' as const, ...u })),
    ...from.map((u) => ({ relation: 'referenced_by' as const, ...u })),
  ];
}
