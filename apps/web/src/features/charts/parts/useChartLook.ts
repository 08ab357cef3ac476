import { alpha, useTheme } from '@mui/material/styles';
import { localeOf } from '@qualium/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import type { ChartLook } from '../logic/options';

/** Widths are rounded to this step, so a window being dragged wider redraws the option now and then, not per pixel. */
const WIDTH_STEP = 24;

/** The chart's surroundings as the option builders take them: the theme's type and colours, the language, the box width. */
export function useChartLook(width: number): ChartLook {
  const theme = useTheme();
  const { t, i18n } = useTranslation();
  const step = Math.round(width / WIDTH_STEP) * WIDTH_STEP;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts change with the language
  return useMemo(
    () => ({
      locale: localeOf(currentLanguage()),
      width: step,
      fontFamily: String(theme.typography.fontFamily),
      text: theme.palette.text.primary,
      mutedText: theme.palette.text.secondary,
      line: theme.palette.divider,
      faint: alpha(theme.palette.primary.main, 0.12),
      accent: theme.palette.primary.main,
      labels: {
        total: t('charts.total'),
        units: t('charts.units'),
        weekOf: (date: string) => t('charts.weekOf', { date }),
      },
    }),
    [theme, step, t, i18n.language],
  );
}
