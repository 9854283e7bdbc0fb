import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { nonTypeScriptFiles } from '../../scripts/build-server.ts';

// Production runs `npm ci && npm run build`, and may then `npm prune --omit=dev`: every package the
// server loads at run time (at start or lazily, in the bundle or from node_modules, in its workers)
// must be in `dependencies`, or it vanishes there (issue 38: mailparser did, and mail excerpts with it).
const root = new URL('../..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Every package reachable from the server's entry and its workers, static and dynamic imports alike. */
async function runtimePackages(): Promise<Map<string, string>> {
  const entryPoints = [
    join(root, 'src/server/index.ts'),
    ...nonTypeScriptFiles
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => join(root, 'src/server', file)),
  ];
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    outdir: join(root, 'dist/dependencies-test'),
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const found = new Map<string, string>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.external && !imported.path.startsWith('node:'))
        found.set(packageName(imported.path), file);
    }
    // Packages resolved by name for a worker (the document extractors) are loaded without an import.
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(/require\.resolve\(\s*['"]([^'"]+)['"]/g)) {
      found.set(packageName(match[1] ?? ''), file);
    }
  }
  return found;
}

describe('run-time dependencies', () => {
  it('every package the server loads is in dependencies, none only in devDependencies', async () => {
    const packages = await runtimePackages();
    // The graph is the whole server: a bad entry point would find nothing and prove nothing.
    expect(packages.has('hono')).toBe(true);
    expect(packages.has('mailparser')).toBe(true);
    expect(packages.has('unpdf')).toBe(true);
    const misplaced = [...packages]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(
        ([name, file]) =>
          `${name} (${file}${name in pkg.devDependencies ? ', a devDependency' : ', undeclared'})`,
      );
    expect(misplaced).toEqual([]);
  });
});
