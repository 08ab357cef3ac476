import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstWave } from './build/first-wave';
import { precompress } from './build/precompress';
import { prerenderLogin } from './build/prerender-login';
import pkg from './package.json' with { type: 'json' };

// The API server (apps/server) serves /api and /media; in dev we forward to it so the SPA keeps same-origin URLs.
const API_TARGET = 'http://localhost:3000';

// The footer shows the product version; read it at build time rather than hard-coding it twice.
const define = { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version) };

export default defineConfig({
  plugins: [
    react(),
    // The first screen's code in one wave: the shell's texts in the two languages it does not
    // bundle (Spanish is in the entry) come with it.
    firstWave(/\/src\/i18n\/(?:ca|en)\.json$/),
    precompress(),
    // The plain /login page as HTML in each language, on screen before any script runs.
    prerenderLogin(define),
  ],
  base: '/',
  define,
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/media': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The products' logos and login backgrounds are files of their own (cached for good, fetched
    // only for the product shown) rather than text inside the JavaScript every page loads.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React is on every page and changes least: its own chunk keeps browser caches warm across
        // deploys. What every page runs at start (the entry's static imports, `$initial`) is one
        // chunk beside it rather than dozens of small ones. Every other library is split with the
        // code that uses it, so a route loads only the MUI components it shows, and the calendar,
        // charts and PDF viewer stay lazy.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
