import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { createMuiTheme } from './muiTheme';
import type { ProductTheme } from './products';
import { useReducedMotion } from './reducedMotion';

const ProductThemeContext = createContext<ProductTheme | null>(null);

/** Provides the MUI theme and the product theme (name, logo, login background) to the tree. */
export function ProductThemeProvider({ product, children }: { product: ProductTheme; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createMuiTheme(product, reducedMotion), [product, reducedMotion]);
  useEffect(() => {
    // The browser chrome follows the product colour and the tab title its name; the root
    // element names the product so styles and tests can tell the variants apart.
    document.documentElement.dataset.theme = product.key;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', product.palette.primary);
    document.title = product.name;
  }, [product]);
  return (
    <ProductThemeContext.Provider value={product}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </MuiThemeProvider>
    </ProductThemeContext.Provider>
  );
}

export function useProductTheme(): ProductTheme {
  const value = useContext(ProductThemeContext);
  if (!value) throw new Error('useProductTheme outside ProductThemeProvider');
  return value;
}
