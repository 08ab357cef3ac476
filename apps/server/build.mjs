// Bundles the server with esbuild: workspace packages (TypeScript sources) are
// inlined, npm dependencies stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@qualium/'));

// `node build.mjs --outdir /tmp/x` builds a private copy (parallel work must not overwrite dist/).
const outIndex = process.argv.indexOf('--outdir');
const outdir = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';

await build({
  entryPoints: ['src/main.ts', 'src/seed-cli.ts', 'src/audit-verify-cli.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
