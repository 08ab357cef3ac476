import { filterFieldsResponse } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useCentroScope } from '../../../api/useCentroScope';

/** Kinds the inline advanced filter leaves out (records-explorer §5: RelatedSelect fields). */
const NOT_FILTERABLE_INLINE = new Set(['related', 'relationships']);

/**
 * The business process's filterable fields (GET {centro}/unit/get_fields_definition_to_collect_for_filtering/)
 * for the advanced filter.
 */
export function useFilterFields(businessProcess: string | null) {
  const { site, centro, ready, path } = useCentroScope();
  return useQuery({
    queryKey: ['explorer', 'filter-fields', site, centro, businessProcess],
    enabled: ready && businessProcess !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const data = await apiRequest(`${path}/unit/get_fields_definition_to_collect_for_filtering/`, {
        query: { business_process: businessProcess ?? '' },
        signal,
      });
      return filterFieldsResponse.parse(data).fields.filter((f) => !NOT_FILTERABLE_INLINE.has(f.kind));
    },
  });
}

/**
 * The dates a range can apply to (GET {centro}/unit/get_fields_by_type_to_collect_for_filtering/):
 * the unit's limit, creation and closing dates plus the BP's date fields.
 */
export function useDateFields(businessProcess: string | null, enabled = true) {
  const { site, centro, ready, path } = useCentroScope();
  return useQuery({
    queryKey: ['explorer', 'date-fields', site, centro, businessProcess],
    enabled: ready && enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const data = await apiRequest(`${path}/unit/get_fields_by_type_to_collect_for_filtering/`, {
        query: businessProcess ? { business_process: businessProcess } : {},
        signal,
      });
      return filterFieldsResponse.parse(data).fields;
    },
  });
}
