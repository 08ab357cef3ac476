import { createTheme, type Theme } from '@mui/material/styles';
import type { ProductTheme } from './products';

/** The MUI theme for one product variant; everything else (shape, type scale) is shared. */
export function createMuiTheme(product: ProductTheme): Theme {
  const { primary, secondary, background } = product.palette;
  return createTheme({
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
    },
  });
}
