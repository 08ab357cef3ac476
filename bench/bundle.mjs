// Bundle budget: the JavaScript each route downloads from the built SPA, in bytes as the server
// sends them (the brotli copy the build writes beside each file, apps/web/build/precompress.ts;
// files too small for one go as they are). `node bench/bundle.mjs [dist folder]` (default
// apps/web/dist; build it first: npm run build). Every route loads what index.html names (the
// entry's scripts, the shell with the login page, and the modulepreloaded Catalan and English
// shell texts), and the route's lazy page chunk with what it imports; the login route, what the
// heaviest of its prerendered pages (login.<lang>.html, only its own language's texts) names. Exits with 1 when a budget is
// exceeded, so CI-style runs can use it; the figures go to docs/performance.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
const assets = path.join(dist, 'assets');

/** Budgets of issue 16 (KB of JavaScript as sent, compressed). */
const BUDGETS = { login: 200, 'explorer table': 350 };

/** The scripts an HTML page of the build names (its entry and modulepreloads). */
function scriptsOf(page) {
  const html = fs.readFileSync(path.join(dist, page), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (named.length === 0) throw new Error(`No scripts in ${dist}/${page}`);
  return named;
}
const named = scriptsOf('index.html');
// The plain /login is a page of its own per language (apps/web/build/prerender-login.ts), naming
// only its language's texts: the login route is the heaviest of them.
const loginPages = fs.readdirSync(dist).filter((f) => /^login\.\w+\.html$/.test(f));

const source = (file) => fs.readFileSync(path.join(assets, file), 'utf8');
const sentKb = (file) => {
  const br = path.join(assets, `${file}.br`);
  return fs.statSync(fs.existsSync(br) ? br : path.join(assets, file)).size / 1024;
};
const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(assets, file))).length / 1024;
const Q = '["\'`]';
const staticImports = (file) =>
  [...source(file).matchAll(new RegExp(`import\\s*(?:[\\w$*{}\\s,]*?from\\s*)?${Q}\\./([^"'\`]+\\.js)${Q}`, 'g'))].map(
    (m) => m[1],
  );
/** Lazy imports with the chunks Vite preloads with them (`__vite__mapDeps` indexes into its file list). */
function lazyImports(file) {
  const text = source(file);
  const list = text.match(/m\.f=\[([^\]]*)\]/)?.[1].match(/assets\/[^"'`]+\.js/g) ?? [];
  const names = list.map((f) => f.slice('assets/'.length));
  return [
    ...text.matchAll(
      new RegExp(`import\\(${Q}\\./([^"'\`]+\\.js)${Q}\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`, 'g'),
    ),
  ].map((m) => ({ file: m[1], deps: (m[2] ? m[2].split(',') : []).map((i) => names[Number(i)]).filter(Boolean) }));
}

function closure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const next of staticImports(start)) closure(next, seen);
  return seen;
}

const total = (files, size = sentKb) => [...files].reduce((sum, f) => sum + size(f), 0);

/** A lazy page chunk (by name) reachable from the given chunks, with everything it loads. */
function lazyChunk(from, name) {
  for (const f of from) {
    for (const g of closure(f)) {
      const hit = lazyImports(g).find((l) => l.file.startsWith(`${name}-`));
      if (hit) return new Set([hit.file, ...hit.deps].flatMap((d) => [...closure(d)]));
    }
  }
  throw new Error(`No lazy chunk named ${name} reachable`);
}

const firstWave = new Set(named.flatMap((file) => [...closure(file)]));
const wave = (scripts) => new Set(scripts.flatMap((file) => [...closure(file)]));
// The login page is part of the shell chunk: its route is the first wave of its page.
const logins = loginPages.length > 0 ? loginPages.map((page) => wave(scriptsOf(page))) : [firstWave];
const routes = { login: logins.reduce((a, b) => (total(b) > total(a) ? b : a)) };
const explorer = lazyChunk(firstWave, 'ExplorerPage');
routes['explorer table'] = new Set([...firstWave, ...explorer, ...lazyChunk(explorer, 'TableView')]);

let over = false;
const figures = (files) => `${total(files).toFixed(1)} KB brotli, ${total(files, gzipKb).toFixed(1)} KB gzipped`;
console.log(`First wave (index.html): ${figures(firstWave)} in ${firstWave.size} chunks`);
for (const [route, files] of Object.entries(routes)) {
  const kb = total(files);
  const budget = BUDGETS[route];
  if (kb > budget) over = true;
  console.log(
    `${route}: ${figures(files)} in ${files.size} chunks (budget ${budget} KB) ${kb > budget ? 'OVER' : 'ok'}`,
  );
}
const lazy = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js') && !routes['explorer table'].has(f) && !routes.login.has(f))
  .map((f) => ({ f, kb: sentKb(f) }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 12);
console.log('Largest chunks loaded only on demand:');
for (const { f, kb } of lazy) console.log(`  ${f}: ${kb.toFixed(1)} KB`);
process.exit(over ? 1 : 0);
