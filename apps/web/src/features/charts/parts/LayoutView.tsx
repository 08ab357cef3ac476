import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CHART_GAP_PX, type LayoutBox } from '../logic/layout';

/**
 * The layout's boxes as nested flex rows and columns, 10 px apart; each chart box is drawn by
 * `renderChart` with the height the layout gave it. Rows stretch their boxes to the tallest.
 */
export function LayoutView({
  box,
  renderChart,
}: {
  box: LayoutBox;
  renderChart(chartId: string, height: number): ReactNode;
}) {
  const width = box.width ? { flex: `0 0 ${box.width}`, minWidth: 0 } : {};
  if (box.kind === 'chart') {
    return (
      <Box sx={{ ...width, display: 'flex', flexDirection: 'column', '& > *': { flex: '1 0 auto' } }}>
        {renderChart(box.chart, box.height)}
      </Box>
    );
  }
  return (
    <Box
      sx={{
        ...width,
        display: 'flex',
        flexDirection: box.direction,
        gap: `${CHART_GAP_PX}px`,
        alignItems: 'stretch',
      }}
    >
      {box.children.map((child, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a layout's boxes never move
        <LayoutView key={i} box={child} renderChart={renderChart} />
      ))}
    </Box>
  );
}
