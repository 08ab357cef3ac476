import {
  adminIdParams,
  centroFields,
  centroRecord,
  centroRolesResponse,
  editInheritanceFields,
  inheritableRoleList,
  managerCandidateList,
  modifyUserRolesFields,
  processIdFields,
  processMatrix,
  setManagerFields,
  siteFields,
  siteRecord,
  userRoleFields,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { withForm } from '../site-admin/form-body.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import { CentroAdmin } from './centros.js';
import { editInheritance, listInheritableRoles, listInheritedRoles } from './inheritance.js';
import { listProcessMatrix, setCentroProcess } from './matrix.js';
import { CentroPeople } from './people.js';
import { assertCentroPeopleAccess } from './policy.js';
import { SiteAdmin } from './sites.js';

const tags = ['sites'];
/** Writes of administrators of the scope's company (or one above it). */
const admin = { access: 'admin', scope: 'site' } as const;
/** Reads and writes whose rule is checked in the service (policy.ts): administrators and managers. */
const checked = { access: 'user', scope: 'site' } as const;

/**
 * The Companies and Centros screens' changes (shell-and-admin §7 "Sites", "Role inheritance and
 * roles", "Centro"). Their lists (`GET {scope}/site/`, `GET {site}/qcentro/`) are in org/routes.ts.
 * Forms come as JSON or multipart; images only as multipart files.
 */
export function orgAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const sites = new SiteAdmin(deps);
  const centros = new CentroAdmin(deps);
  const people = new CentroPeople(db.k, centros);
  const withId = { params: adminIdParams };

  // --- Companies -------------------------------------------------------------------------------
  r.post(
    '/api/v1/site/',
    { config: admin, schema: { tags, response: { 201: siteRecord } } },
    async (request, reply) => {
      const scope = requireScope(request);
      const created = await withForm(request, siteFields, (fields, body) => sites.create(scope, fields, body.files));
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/site/:id/',
    { config: admin, schema: { tags, ...withId, response: { 200: siteRecord } } },
    (request) => {
      const scope = requireScope(request);
      return withForm(request, siteFields, (fields, body) =>
        sites.update(scope, request.params.id, fields, body.files),
      );
    },
  );

  r.delete('/api/v1/site/:id/', { config: admin, schema: { tags, ...withId } }, async (request, reply) => {
    await sites.remove(requireScope(request), request.params.id);
    return reply.status(204).send();
  });

  // --- Roles a company inherits from its parent -------------------------------------------------
  const inheritedList = async (scope: ReturnType<typeof requireScope>, list: typeof listInheritedRoles) => {
    await assertCanReadAdmin(db, scope);
    const results = await list(db.k, scope);
    return { count: results.length, results, can_edit: scope.isSiteAdmin };
  };
  r.get(
    '/api/v1/role/list_inherited_roles/',
    { config: checked, schema: { tags, response: { 200: inheritableRoleList } } },
    (request) => inheritedList(requireScope(request), listInheritedRoles),
  );
  r.get(
    '/api/v1/role/site_participating_inherit_roles/',
    { config: checked, schema: { tags, response: { 200: inheritableRoleList } } },
    (request) => inheritedList(requireScope(request), listInheritableRoles),
  );
  r.post(
    '/api/v1/role/edit_inheritance/',
    { config: admin, schema: { tags, response: { 200: inheritableRoleList } } },
    async (request) => {
      const scope = requireScope(request);
      const results = await withForm(request, editInheritanceFields, ({ roles }) =>
        editInheritance(db.k, scope, roles),
      );
      return { count: results.length, results, can_edit: true };
    },
  );

  // --- Centros -----------------------------------------------------------------------------------
  r.post(
    '/api/v1/qcentro/',
    { config: admin, schema: { tags, response: { 201: centroRecord } } },
    async (request, reply) => {
      const scope = requireScope(request);
      const created = await withForm(request, centroFields, (fields, body) =>
        centros.create(scope, fields, body.files),
      );
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/qcentro/:id/',
    { config: admin, schema: { tags, ...withId, response: { 200: centroRecord } } },
    (request) => {
      const scope = requireScope(request);
      return withForm(request, centroFields, (fields, body) =>
        centros.update(scope, request.params.id, fields, body.files),
      );
    },
  );

  r.delete('/api/v1/qcentro/:id/', { config: admin, schema: { tags, ...withId } }, async (request, reply) => {
    await centros.remove(requireScope(request), request.params.id);
    return reply.status(204).send();
  });

  r.get(
    '/api/v1/qcentro/list_process_matrix',
    { config: checked, schema: { tags, response: { 200: processMatrix } } },
    (request) => listProcessMatrix(db.k, requireScope(request)),
  );

  for (const [action, linked] of [
    ['add_process', true],
    ['remove_process', false],
  ] as const) {
    r.put(
      `/api/v1/qcentro/:id/${action}/`,
      { config: admin, schema: { tags, ...withId, response: { 200: centroRecord } } },
      (request) => {
        const scope = requireScope(request);
        return withForm(request, processIdFields, ({ process_id }) =>
          setCentroProcess(db.k, centros, scope, request.params.id, process_id, linked),
        );
      },
    );
  }

  // --- Who holds which role in a centro, and who manages it ----------------------------------------
  const rolesSchema = { tags, ...withId, response: { 200: centroRolesResponse } };
  r.get('/api/v1/qcentro/:id/centro_roles/', { config: checked, schema: rolesSchema }, (request) =>
    people.roles(requireScope(request), request.params.id),
  );

  // The people of a centro are changed by its company's administrators and its managers: checked
  // before the body is read, so that anyone else gets the 403 without their body being parsed
  // (the service checks again, after it found the centro).
  const peopleOnly = async (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    if (Number.isSafeInteger(id)) await assertCentroPeopleAccess(deps.db.k, requireScope(request), id);
  };
  const peopleWrite = { config: checked, onRequest: peopleOnly, schema: rolesSchema };

  r.put('/api/v1/qcentro/:id/modify_user_roles/', peopleWrite, (request) => {
    const scope = requireScope(request);
    return withForm(request, modifyUserRolesFields, ({ user_id, roles_ids }) =>
      people.setUserRoles(scope, request.params.id, user_id, () => roles_ids),
    );
  });

  r.put('/api/v1/qcentro/:id/add_user_role/', peopleWrite, (request) => {
    const scope = requireScope(request);
    return withForm(request, userRoleFields, ({ user_id, role_id }) =>
      people.setUserRoles(scope, request.params.id, user_id, (current) => [...current, role_id], 'role_id'),
    );
  });

  r.put('/api/v1/qcentro/:id/remove_user_role/', peopleWrite, (request) => {
    const scope = requireScope(request);
    return withForm(request, userRoleFields, ({ user_id, role_id }) =>
      people.setUserRoles(
        scope,
        request.params.id,
        user_id,
        (current) => current.filter((id) => id !== role_id),
        'role_id',
      ),
    );
  });

  const managersSchema = { tags, ...withId, response: { 200: managerCandidateList } };
  r.get('/api/v1/qcentro/:id/list_manager_candidates', { config: checked, schema: managersSchema }, (request) =>
    people.managers(requireScope(request), request.params.id),
  );

  r.put('/api/v1/qcentro/:id/set_user_manager/', { config: admin, schema: managersSchema }, (request) => {
    const scope = requireScope(request);
    return withForm(request, setManagerFields, ({ user_id, manager }) =>
      people.setManager(scope, request.params.id, user_id, manager),
    );
  });
}
