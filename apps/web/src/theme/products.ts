import type { Product } from '@qualium/contracts';
import bgConstruction from './assets/login-bg-construction.svg';
import bgDefault from './assets/login-bg-default.svg';
import bgFood from './assets/login-bg-food.svg';
import bgHealth from './assets/login-bg-health.svg';
import logoConstruction from './assets/logo-construction.svg';
import logoDefault from './assets/logo-default.svg';
import logoFood from './assets/logo-food.svg';
import logoHealth from './assets/logo-health.svg';

/** The themed variants of shell-and-admin §1: each has a name, a logo, a login background and a palette. */
export interface ProductTheme {
  key: Product;
  name: string;
  logo: string;
  loginBackground: string;
  palette: { primary: string; secondary: string; primaryDark: string; background: string };
}

export const PRODUCT_THEMES: Record<Product, ProductTheme> = {
  default: {
    key: 'default',
    name: 'Qualium',
    logo: logoDefault,
    loginBackground: bgDefault,
    palette: { primary: '#1f5fa8', secondary: '#2bb3a3', primaryDark: '#15345c', background: '#f4f6fa' },
  },
  food: {
    key: 'food',
    name: 'Qualium Food',
    logo: logoFood,
    loginBackground: bgFood,
    palette: { primary: '#2e7d32', secondary: '#f9a825', primaryDark: '#1b4d1f', background: '#f5f8f3' },
  },
  health: {
    key: 'health',
    name: 'Qualium Health',
    logo: logoHealth,
    loginBackground: bgHealth,
    palette: { primary: '#00838f', secondary: '#e5536b', primaryDark: '#0b4a52', background: '#f2f8f9' },
  },
  construction: {
    key: 'construction',
    name: 'Qualium Build',
    logo: logoConstruction,
    loginBackground: bgConstruction,
    palette: { primary: '#e65100', secondary: '#455a64', primaryDark: '#4a2a12', background: '#f8f6f3' },
  },
};

export function productTheme(product: Product | null | undefined): ProductTheme {
  return PRODUCT_THEMES[product ?? 'default'] ?? PRODUCT_THEMES.default;
}
