// What a route loads on first visit, read from Vite's build manifest: the entry, its static imports,
// the page's own lazy chunk and its imports, and their CSS. Bytes are deterministic, so budgets are tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const clientDir = new URL('../dist/client', import.meta.url).pathname;

export interface Weight {
  files: string[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
}

function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files loaded for the entry plus the given lazily imported page modules (paths from the repo root). */
export function routeWeight(pageModules: string[]): Weight {
  const manifest = readManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const page of pageModules) visit(page);

  const weight: Weight = { files: [...files], js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
  for (const file of files) {
    const data = readFileSync(join(clientDir, file));
    const bucket = file.endsWith('.css') ? weight.css : weight.js;
    bucket.raw += data.length;
    bucket.gzip += gzipSync(data, { level: 9 }).length;
  }
  return weight;
}

// The route → page module table lives with the routes: the server preloads the same chunks.
export { landingPageModule, routePages } from '../src/shared/route-pages.ts';

/** The page modules src/client/router.tsx imports lazily (repo-relative paths). */
export function routerPageModules(): string[] {
  const router = readFileSync(new URL('../src/client/router.tsx', import.meta.url), 'utf8');
  return [...router.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/client/${m[1]}`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
