import type { IndicatorMetric } from '@qualium/contracts';

/** The category names of a category metric, in their order. */
export function categoryNames(metric: IndicatorMetric): string[] {
  const config = metric.metric_config as { categories?: unknown };
  const categories = config.categories;
  return typeof categories === 'object' && categories !== null ? Object.keys(categories) : [];
}

/** The units of a number metric, for the cells that hold its values. */
export function unitsOf(metric: IndicatorMetric): string {
  const units = (metric.metric_config as { units?: unknown }).units;
  return typeof units === 'string' ? units : '';
}

export function onlyPositive(metric: IndicatorMetric): boolean {
  return (metric.metric_config as { only_positive?: unknown }).only_positive === true;
}
