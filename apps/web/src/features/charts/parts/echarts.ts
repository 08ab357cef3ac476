import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  CalendarComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken: only the chart types and components the charts view draws (docs/design.md §3,
 * `echarts/core`, never the full bundle). SVG draws crisp text at any zoom and keeps the charts'
 * labels in the page, where a screen reader and a test can find them.
 */
use([
  BarChart,
  PieChart,
  LineChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CalendarComponent,
  VisualMapContinuousComponent,
  LabelLayout,
  SVGRenderer,
]);

export { init };
