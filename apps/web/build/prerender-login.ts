import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type UserConfig } from 'vite';
import { compressBeside } from './precompress';
import { installBrowserGlobals } from './ssr-globals';

const ENTRY = 'src/prerender/loginPage.tsx';
/**
 * The prerendered page's buttons (language menu, show password, SSO) do nothing until the app
 * runs: they take no clicks meanwhile, rather than swallowing one. Its submit button is disabled
 * (empty fields), so Enter cannot send the static form either. The app's render replaces the
 * element carrying the attribute, and these rules with it.
 */
const UNTIL_THE_APP_RUNS = '[data-prerendered] button{pointer-events:none}';

/**
 * After the client build: builds src/prerender/loginPage.tsx for Node, renders the login page in
 * every language with it, and writes each into a copy of the built index.html (its scripts and
 * preloads included) as `login.<lang>.html`, with brotli and gzip copies. The server answers plain
 * /login with the one in the visitor's language (apps/server/src/http/spa.ts), so the form is on
 * screen, and takes typing, before the app's JavaScript has run (docs/performance.md, "First screen").
 */
export function prerenderLogin(define: UserConfig['define']): Plugin {
  let root = '';
  let outDir = '';
  /** The chunk of each language's shell texts (src/i18n/<lang>.json), by language. */
  const textChunks = new Map<string, string>();
  return {
    name: 'qualium:prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const lang = chunk.type === 'chunk' ? /\/src\/i18n\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '')?.[1] : null;
        if (lang) textChunks.set(lang, chunk.fileName);
      }
    },
    async closeBundle() {
      const ssrDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qualium-prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          define,
          plugins: [react()],
          ssr: { noExternal: true },
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, minify: false },
        });
        const restore = installBrowserGlobals();
        try {
          const entry = pathToFileURL(path.join(ssrDir, 'loginPage.js')).href;
          const { renderLoginPage, loginPageFile } = await import(entry);
          const pages: Record<string, string> = await renderLoginPage();
          const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
          for (const [lang, body] of Object.entries(pages)) {
            const html = withoutOtherLanguages(index, lang, textChunks)
              .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
              .replace('</head>', `<style>${UNTIL_THE_APP_RUNS}</style></head>`)
              .replace('<div id="root"></div>', `<div id="root"><div data-prerendered="login">${body}</div></div>`);
            if (html === index) throw new Error('index.html has no empty #root to prerender into');
            const file = path.join(outDir, loginPageFile(lang));
            await fs.writeFile(file, html);
            await compressBeside(file);
          }
        } finally {
          restore();
        }
      } finally {
        await fs.rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * index.html preloads the shell texts of every language the entry does not bundle, since it cannot
 * know the visitor's; a login page is in one language, so it keeps only its own.
 */
function withoutOtherLanguages(index: string, lang: string, textChunks: Map<string, string>): string {
  let html = index;
  for (const [other, file] of textChunks) {
    if (other === lang) continue;
    html = html.replace(
      new RegExp(`\\s*<link rel="modulepreload"[^>]*href="[^"]*/${file.replace(/[.]/g, '\\.')}"[^>]*>`),
      '',
    );
  }
  return html;
}
