import {
  calendarQuery,
  calendarResponse,
  explorerQuery,
  fieldsByTypeQuery,
  filterFieldsQuery,
  filterFieldsResponse,
  filterUsersResponse,
  relatedQuery,
  unitCollection,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCentroScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { centroContext, requestContext } from '../../http/request-context.js';
import type { ExplorerCaches } from './caches.js';
import { CALENDAR_UNITS_KEPT, CALENDARS_KEPT, calendarEvents } from './calendar.js';
import { KeptCalendars } from './calendar-upkeep.js';
import { dateFields, filterableFields, filterUsers } from './filter-fields.js';
import type { ListRules } from './filters.js';
import { listUnits, relatedUnits } from './service.js';
import { listWindows } from './window.js';

const centro = { access: 'user', scope: 'centro' } as const;
const tags = ['explorer'];

/** The explorer calls of records-explorer §7, all under a centro scope. */
export function explorerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caches: ExplorerCaches = {
    windows: listWindows(),
    calendars: new KeptCalendars(CALENDARS_KEPT, CALENDAR_UNITS_KEPT),
  };

  const lists: Array<[string, ListRules]> = [
    ['explorer/', { businessProcess: 'required', centros: 'scope' }],
    ['global_search/', { businessProcess: 'forbidden', centros: 'scope' }],
    ['explorer_user_todo_list/', { businessProcess: 'optional', centros: 'scope', todo: true }],
  ];
  for (const [path, rules] of lists) {
    r.get(
      `/api/v1/unit/${path}`,
      { config: centro, schema: { tags, querystring: explorerQuery, response: { 200: unitCollection } } },
      (request) => listUnits(requestContext(deps, request), request.query, rules, caches),
    );
  }

  const calendars: Array<[string, ListRules]> = [
    ['explorer_calendar/', { businessProcess: 'optional', centros: 'scope' }],
    ['todo_calendar/', { businessProcess: 'optional', centros: 'scope', todo: true }],
  ];
  for (const [path, rules] of calendars) {
    r.get(
      `/api/v1/unit/${path}`,
      { config: centro, schema: { tags, querystring: calendarQuery, response: { 200: calendarResponse } } },
      async (request, reply) =>
        sendPreparedJson(
          reply,
          await calendarEvents(requestContext(deps, request), request.query, rules, caches.calendars),
        ),
    );
  }

  for (const path of ['related_list/', 'qunit_related_qunits_list/']) {
    r.get(
      `/api/v1/unit/${path}`,
      { config: centro, schema: { tags, querystring: relatedQuery, response: { 200: unitCollection } } },
      (request) => relatedUnits(centroContext(deps, request), request.query),
    );
  }

  r.get(
    '/api/v1/unit/get_fields_definition_to_collect_for_filtering/',
    { config: centro, schema: { tags, querystring: filterFieldsQuery, response: { 200: filterFieldsResponse } } },
    (request) => filterableFields(requestContext(deps, request), request.query.business_process),
  );
  r.get(
    '/api/v1/unit/get_fields_by_type_to_collect_for_filtering/',
    { config: centro, schema: { tags, querystring: fieldsByTypeQuery, response: { 200: filterFieldsResponse } } },
    (request) => dateFields(requestContext(deps, request), request.query.business_process),
  );
  r.get(
    '/api/v1/unit/get_users_to_collect_for_filtering/',
    { config: centro, schema: { tags, response: { 200: filterUsersResponse } } },
    (request) => filterUsers(requestContext(deps, request), requireCentroScope(request).centro.id),
  );
}
