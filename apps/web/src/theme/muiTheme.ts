import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ProductTheme } from './products';
import { REDUCED_MOTION_QUERY } from './reducedMotion';

/**
 * Reduced motion (reducedMotion.ts): MUI's transitions take no time and draw no frames; the CSS
 * animations (a spinner, a ripple, the calendar's own) end on their first frame.
 */
const STILL: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};
const STILL_CSS = {
  [`@media ${REDUCED_MOTION_QUERY}`]: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
};

/** The MUI theme for one product variant; everything else (shape, type scale) is shared. */
export function createMuiTheme(product: ProductTheme, reducedMotion = false): Theme {
  const { primary, secondary, background } = product.palette;
  return createTheme({
    ...(reducedMotion ? STILL : {}),
    palette: {
      primary: { main: primary },
      secondary: { main: secondary },
      background: { default: background, paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiCssBaseline: { styleOverrides: STILL_CSS },
      ...(reducedMotion ? { MuiSkeleton: { defaultProps: { animation: false } } } : {}),
    },
  });
}
