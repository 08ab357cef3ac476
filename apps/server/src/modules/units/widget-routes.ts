import {
  type DependingValueQuery,
  dependingChoicesResponse,
  dependingValueQuery,
  dependingValueResponse,
  MESSAGES,
  personName,
  processDependingUsersQuery,
  QUNIT_UID_PREFIX,
  subindicatorsQuery,
  subindicatorsResponse,
  widgetUsersResponse,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCentroScope, requireScope } from '../../http/auth.js';
import type { AppDeps, CentroScope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { processRolesInCentro, usersWithProcessRole } from '../access/policy.js';
import { bpDefinition, findBusinessProcess } from '../bp/repo.js';
import { listBrowsableCentrosOfSite } from '../org/repo.js';
import { loadLookups, readableValue } from '../shared/readable.js';
import { actorForUnit, canRead } from './policy.js';
import { findUnitByUid } from './repo.js';

/**
 * The unitwidget calls (records-explorer §7): data the dialog's inputs fetch while the user fills
 * them in: users of a process role, choices and values that depend on another field's unit, and
 * the indicators a metric may point at.
 */
const tags = ['unitwidget'];

export function unitWidgetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/v1/unitwidget/get_process_depending_users/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags, querystring: processDependingUsersQuery, response: { 200: widgetUsersResponse } },
    },
    async (request) => {
      const scope = requireCentroScope(request);
      const q = request.query;
      // Another centro only where the user holds a role too; else the scope's own.
      const centros = await listBrowsableCentrosOfSite(db.k, scope);
      const centroId = q.centro && centros.some((c) => c.id === q.centro) ? q.centro : scope.centro.id;
      const users = await usersWithProcessRole(db, scope, centroId, q.process_id, q.permission_id);
      return { data: users.map((u) => ({ value: u.id, text: personName(u) })) };
    },
  );

  // People of the centro for plain user fields (NC "Detectada por", an audit's lead auditor…):
  // active users holding any role in it.
  r.get(
    '/api/v1/unitwidget/get_centro_users/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags, response: { 200: widgetUsersResponse } },
    },
    async (request) => {
      const scope = requireCentroScope(request);
      const users = await db.k
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name'])
        .where('is_active', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('user_centro_roles')
              .select('user_id')
              .whereRef('user_centro_roles.user_id', '=', 'users.id')
              .where('user_centro_roles.centro_id', '=', scope.centro.id),
          ),
        )
        .orderBy('last_name')
        .orderBy('first_name')
        .execute();
      return { data: users.map((u) => ({ value: u.id, text: personName(u) })) };
    },
  );

  /** The unit a dependent input points at (its root field's value), and the source field's definition. */
  async function dependingSource(scope: CentroScope, q: DependingValueQuery) {
    const bp = await findBusinessProcess(db, scope, q.bp_reference);
    if (!bp) throw badRequest({ bp_reference: [MESSAGES.unknownBusinessProcess(q.bp_reference)] });
    const definition = bpDefinition(bp);
    const field = definition.business_process.model.fields.find((f) => f.id === q.field_id);
    if (!field) throw badRequest({ field_id: [`Invalid property ${q.field_id}`] });
    if (!q.reference_value.startsWith(QUNIT_UID_PREFIX)) return { definition, field, unit: null };
    const unit = await findUnitByUid(db, scope, q.reference_value);
    if (!unit || unit.business_process_id !== bp.id || !canRead(await actorForUnit(db, scope, unit))) {
      return { definition, field, unit: null };
    }
    return { definition, field, unit };
  }

  r.get(
    '/api/v1/unitwidget/get_depending_select_choices/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags, querystring: dependingValueQuery, response: { 200: dependingChoicesResponse } },
    },
    async (request) => {
      const scope = requireCentroScope(request);
      const { definition, field, unit } = await dependingSource(scope, request.query);
      if (!unit) return { data: [] };
      const stored = (JSON.parse(unit.fields) as Record<string, unknown>)[field.id];
      const values = (Array.isArray(stored) ? stored : stored === undefined || stored === null ? [] : [stored]).map(
        String,
      );
      const lookups = await loadLookups(db, scope, definition, [{ [field.id]: stored }]);
      return {
        data: values.map((v): [string, string] => [v, readableValue(field, v, scope.lang, lookups, definition) || v]),
      };
    },
  );

  r.get(
    '/api/v1/unitwidget/get_depending_input_value/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags, querystring: dependingValueQuery, response: { 200: dependingValueResponse } },
    },
    async (request) => {
      const scope = requireCentroScope(request);
      const { definition, field, unit } = await dependingSource(scope, request.query);
      if (!unit) return { data: null, readable: '' };
      const stored = (JSON.parse(unit.fields) as Record<string, unknown>)[field.id] ?? null;
      const lookups = await loadLookups(db, scope, definition, [{ [field.id]: stored }]);
      return { data: stored, readable: readableValue(field, stored, scope.lang, lookups, definition) };
    },
  );

  r.get(
    '/api/v1/unitwidget/subindicators/',
    {
      config: { access: 'user', scope: 'site' },
      schema: { tags, querystring: subindicatorsQuery, response: { 200: subindicatorsResponse } },
    },
    async (request) => {
      const scope = requireScope(request);
      // Indicators of the processes the user takes part in, in each of their centros of this site.
      const centros = await listBrowsableCentrosOfSite(db.k, scope);
      const readable: Array<{ centro: number; processes: number[] }> = [];
      for (const c of centros) {
        readable.push({ centro: c.id, processes: [...(await processRolesInCentro(db, scope, c.id)).keys()] });
      }
      const pairs = readable.filter((x) => x.processes.length > 0);
      if (pairs.length === 0) return { units: [] };
      const units = await db.k
        .selectFrom('units')
        .select(['uid', 'reference', 'title'])
        .where('site_id', '=', scope.site.id)
        .where('bp_reference', '=', request.query.business_process)
        .where('is_closed', '=', 0)
        .where((eb) =>
          eb.or(pairs.map((p) => eb.and([eb('centro_id', '=', p.centro), eb('process_id', 'in', p.processes)]))),
        )
        .$if(request.query.exclude !== undefined, (q) => q.where('uid', '!=', request.query.exclude!))
        .orderBy('reference')
        .limit(500)
        .execute();
      return { units };
    },
  );
}
