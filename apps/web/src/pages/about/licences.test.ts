import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LICENCES } from './licences';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const require = createRequire(path.join(root, 'package.json'));

/** What the app and the server depend on directly (the workspace's own packages left out). */
function dependencies(): string[] {
  const names = new Set<string>();
  for (const app of ['apps/web', 'apps/server']) {
    const pkg = require(`./${app}/package.json`) as { dependencies?: Record<string, string> };
    for (const name of Object.keys(pkg.dependencies ?? {})) if (!name.startsWith('@qualium/')) names.add(name);
  }
  return [...names].sort();
}

/** Read from the file itself: some packages' `exports` hide their package.json from require. */
function installedLicence(name: string): string {
  for (const base of [root, path.join(root, 'apps/server'), path.join(root, 'apps/web')]) {
    const file = path.join(base, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { license: string }).license;
  }
  throw new Error(`${name} is not installed`);
}

describe('the licences /about lists', () => {
  it('name every direct dependency of the app and the server, with its installed licence', () => {
    expect(LICENCES.map((l) => l.name)).toEqual(dependencies());
    for (const { name, licence } of LICENCES) expect(licence, name).toBe(installedLicence(name));
  });
});
