import type { BpCharts } from './charts.js';
import { DUPLICATE_OF, BP_CHECK_MESSAGES as M } from './checkMessages.js';
import { type ColumnRef, checkUnique, type FieldRef, type Path, type Report } from './crossRefsShared.js';
import { DATE_FIELD_KINDS, FILE_FIELD_KINDS, type FieldKind, NUMBER_FIELD_KINDS } from './fieldKinds.js';
import type { BpLayout } from './layout.js';
import { type BpViews, DATE_UNIT_COLUMNS, UNIT_COLUMNS } from './views.js';

/** Cross-reference checks of the presentation sections: views, layout boxes and charts. */

const CALENDAR_FIELD_KINDS = ['date', 'date_time'] as const satisfies FieldKind[];

export function checkViews(views: BpViews, hasCharts: boolean, report: Report, columnRef: ColumnRef) {
  checkUnique(
    views.map((v) => v.kind),
    DUPLICATE_OF.view,
    (i) => ['views', i, 'kind'],
    report,
  );
  const all = UNIT_COLUMNS as readonly string[];
  views.forEach((v, i) => {
    const at = (...rest: Array<string | number>): Path => ['views', i, ...rest];
    switch (v.kind) {
      case 'table':
      case 'cards':
        v.columns.forEach((c, j) => {
          columnRef(at('columns', j), c.field, all);
        });
        if (v.kind === 'table' && v.sort_by !== undefined) columnRef(at('sort_by'), v.sort_by, all);
        break;
      case 'calendar':
        columnRef(at('date_field'), v.date_field, DATE_UNIT_COLUMNS, CALENDAR_FIELD_KINDS);
        if (v.end_date_field !== undefined) {
          columnRef(at('end_date_field'), v.end_date_field, DATE_UNIT_COLUMNS, CALENDAR_FIELD_KINDS);
        }
        break;
      case 'charts':
        if (!hasCharts) report(at('kind'), M.chartsViewNeedsCharts);
        break;
    }
  });
}

export function checkLayout(layout: BpLayout, report: Report, fieldRef: FieldRef) {
  checkUnique(
    layout.boxes.map((b) => b.id ?? b.kind),
    DUPLICATE_OF.box,
    (i) => ['layout', 'boxes', i, 'id'],
    report,
  );
  layout.boxes.forEach((b, i) => {
    const at = (...rest: Array<string | number>): Path => ['layout', 'boxes', i, ...rest];
    switch (b.kind) {
      case 'data':
        b.sections?.forEach((s, j) => {
          s.fields.forEach((id, k) => {
            fieldRef(at('sections', j, 'fields', k), id);
          });
        });
        break;
      case 'simple-layout':
        b.fields.forEach((id, k) => {
          fieldRef(at('fields', k), id);
        });
        break;
      case 'indicator':
        fieldRef(at('field'), b.field, ['metrics']);
        break;
      case 'indicator-tracking':
        fieldRef(at('field'), b.field, ['indicator_tracking']);
        break;
      case 'versions':
      case 'download-tracker':
        fieldRef(at('field'), b.field, ['versionable_file']);
        break;
      case 'documents':
        b.fields?.forEach((id, k) => {
          fieldRef(at('fields', k), id, FILE_FIELD_KINDS);
        });
        break;
      default:
        break;
    }
  });
}

export function checkCharts(charts: BpCharts, report: Report, columnRef: ColumnRef, fieldRef: FieldRef) {
  const ids = charts.charts.map((c) => c.id);
  checkUnique(ids, DUPLICATE_OF.chart, (i) => ['charts', 'charts', i, 'id'], report);
  const all = UNIT_COLUMNS as readonly string[];
  const dateKinds = DATE_FIELD_KINDS.filter((k) => k !== 'date_limit');
  charts.charts.forEach((c, i) => {
    const at = (...rest: Array<string | number>): Path => ['charts', 'charts', i, ...rest];
    const value = (path: Path, aggregate: string, valueField: string | undefined) => {
      if (aggregate !== 'count' && valueField === undefined) report(path, M.needsValueField(aggregate));
      if (valueField !== undefined) fieldRef(path, valueField, NUMBER_FIELD_KINDS);
    };
    switch (c.type) {
      case 'bar':
      case 'pie':
      case 'line':
        columnRef(at('group_by'), c.group_by, all);
        if (c.type === 'bar' && c.stack_by !== undefined) columnRef(at('stack_by'), c.stack_by, all);
        value(at('value_field'), c.aggregate, c.value_field);
        break;
      case 'datetime_line':
        columnRef(at('date_field'), c.date_field, DATE_UNIT_COLUMNS, dateKinds);
        if (c.series_by !== undefined) columnRef(at('series_by'), c.series_by, all);
        value(at('value_field'), c.aggregate, c.value_field);
        break;
      case 'date_heatmap':
        columnRef(at('date_field'), c.date_field, DATE_UNIT_COLUMNS, dateKinds);
        break;
      case 'multi':
        columnRef(at('date_field'), c.date_field, DATE_UNIT_COLUMNS, dateKinds);
        c.series.forEach((s, j) => {
          value(at('series', j, 'value_field'), s.aggregate, s.value_field);
        });
        break;
      case 'table':
        columnRef(at('rows'), c.rows, all);
        if (c.columns !== undefined) columnRef(at('columns'), c.columns, all);
        value(at('value_field'), c.aggregate, c.value_field);
        break;
    }
  });
  if (!charts.layout) return;
  const placed = new Set<string>();
  const walk = (node: NonNullable<BpCharts['layout']>, path: Path) => {
    if ('chart' in node) {
      if (!ids.includes(node.chart)) report([...path, 'chart'], M.unknownChart(node.chart));
      placed.add(node.chart);
      return;
    }
    node.children.forEach((child, i) => {
      walk(child, [...path, 'children', i]);
    });
  };
  walk(charts.layout, ['charts', 'layout']);
  charts.charts.forEach((c, i) => {
    if (!placed.has(c.id)) report(['charts', 'charts', i, 'id'], M.chartNotPlaced(c.id));
  });
}
