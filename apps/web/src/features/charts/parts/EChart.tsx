import Box from '@mui/material/Box';
import type { ECharts } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../../../theme/reducedMotion';
import type { ChartOption } from '../logic/options';
import { init } from './echarts';

/**
 * One ECharts instance in a box that it fills. The instance lives as long as the box; a new option
 * replaces the old one whole (a filter may remove series), and a ResizeObserver redraws the chart
 * whenever its box changes size. With reduced motion (theme/reducedMotion.ts) it is drawn finished.
 */
export function EChart({ option, label }: { option: ChartOption; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = box.current!;
    const instance = init(element, null, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(reducedMotion ? { ...option, animation: false } : option, { notMerge: true });
  }, [option, reducedMotion]);

  return <Box ref={box} role="img" aria-label={label} sx={{ position: 'absolute', inset: 0 }} data-testid="echart" />;
}
