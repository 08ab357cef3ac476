import {
  type AdminTemplateSlot,
  adminTemplateList,
  adminTemplateSlot,
  type ReportTemplateSlot,
  reportTemplateList,
  type UnitCollection,
  type UnitSelection,
  unitCollection,
} from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { downloadFile } from '../../api/download';
import { siteScope } from '../../api/scope';
import { submitForm } from '../../api/submit';
import { useCentroScope } from '../../api/useCentroScope';

/**
 * The report calls (records-explorer §7) and the administrators' template files. List reports go
 * to the explorer's own scope (its centro), so they hold exactly what the explorer lists.
 */
const KEY = ['reports'] as const;

/** The explorer's list query without its page: a report holds every matching unit. */
export function reportFilters(query: Record<string, string>): Record<string, string> {
  const { items_per_page: _size, offset: _offset, ...filters } = query;
  return filters;
}

/** GET {site}/report/get_list_templates/?bp=: the business process's reports and which can be printed. */
export function useReportTemplates(bp: string | null) {
  const { site, ready } = useCentroScope();
  return useQuery({
    queryKey: [...KEY, 'templates', site, bp],
    enabled: ready && bp !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<ReportTemplateSlot[]> =>
      reportTemplateList.parse(
        await apiRequest(`${siteScope(site)}/report/get_list_templates/`, { query: { bp: bp ?? '' }, signal }),
      ).results,
  });
}

/** GET {site}/report/templates/?bp= (administrators): each template with its stored file. */
export function useAdminTemplates(bp: string, enabled: boolean) {
  const { site, ready } = useCentroScope();
  return useQuery({
    queryKey: [...KEY, 'admin', site, bp],
    enabled: ready && enabled,
    queryFn: async ({ signal }): Promise<AdminTemplateSlot[]> =>
      adminTemplateList.parse(
        await apiRequest(`${siteScope(site)}/report/templates/`, { query: { bp }, signal, silent: true }),
      ).results,
  });
}

/** After a template file changed: both lists read again. */
export function useRefreshTemplates() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

/** POST {site}/report/templates/: this company's file for one template of the definition. */
export async function uploadTemplateFile(site: string | null, bp: string, name: string, file: File) {
  const form = new FormData();
  form.append('business_process', bp);
  form.append('name', name);
  form.append('template', file, file.name);
  return adminTemplateSlot.parse(await submitForm({ path: `${siteScope(site)}/report/templates/`, form }));
}

export async function deleteTemplateFile(site: string | null, id: number): Promise<void> {
  await apiRequest(`${siteScope(site)}/report/templates/${id}/`, { method: 'DELETE', silent: true });
}

export const downloadTemplateFile = (site: string | null, slot: { id: number; name: string }) =>
  downloadFile(`${siteScope(site)}/report/templates/${slot.id}/file/`, {}, slot.name);

/**
 * GET {centro}/report/get_list_report/: the list of the explorer's filters, saved as {template
 * name}.xlsx; POSTed with a selection, the selected units among them.
 */
export const downloadListReport = (
  scopePath: string,
  template: ReportTemplateSlot,
  query: Record<string, string>,
  selection?: UnitSelection,
) =>
  downloadFile(
    `${scopePath}/report/get_list_report/`,
    { ...reportFilters(query), template: template.value },
    template.template,
    selection && { selection },
  );

/** POST {centro}/report/get_list_custom_report/: an uploaded xlsx filled with the filtered units. */
export function downloadCustomList(scopePath: string, query: Record<string, string>, file: File) {
  const form = new FormData();
  form.append('template', file, file.name);
  return downloadFile(`${scopePath}/report/get_list_custom_report/`, reportFilters(query), 'listado.xlsx', form);
}

/** POST {site}/report/{unit}/get_qunit_custom_report/: an uploaded docx filled with one unit. */
export function downloadCustomUnitReport(site: string | null, uid: string, file: File) {
  const form = new FormData();
  form.append('template', file, file.name);
  const path = `${siteScope(site)}/report/${encodeURIComponent(uid)}/get_qunit_custom_report/`;
  return downloadFile(path, {}, 'informe.docx', form);
}

/** The units a docx template can be tried on: the first page of the explorer's current list. */
export function useUnitChoices(query: Record<string, string>, enabled: boolean) {
  const { site, centro, ready, path } = useCentroScope();
  const filters = { ...reportFilters(query), items_per_page: '100', offset: '0' };
  return useQuery({
    queryKey: [...KEY, 'units', site, centro, filters],
    enabled: ready && enabled,
    queryFn: async ({ signal }): Promise<UnitCollection> =>
      unitCollection.parse(await apiRequest(`${path}/unit/explorer/`, { query: filters, signal, silent: true })),
  });
}
