// The prerendered pages' own builds (docs/decisions/043-landing-on-preact.md, 047): their browser
// entry and their prerender, both with React resolved to Preact, then one HTML file per page
// (dist/client/landing.html for `/`, src/shared/prerendered-pages.ts), which the server sends for its
// path: the app's shell (its head, its stylesheet) with the page prerendered inside #root and the
// pages' entry and the page's chunk in place of the app's entry.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type LogLevel } from 'vite';
import { type PrerenderedPath, prerenderedFile } from '../src/shared/prerendered-pages.ts';
import { routePages } from '../src/shared/route-pages.ts';
import { preactForReact } from './preact-for-react.ts';
import { precompressFile } from './precompress-plugin.ts';

export const landingEntry = 'src/client/landing-main.tsx';
/** Beside the app's manifest (.vite/manifest.json), which the server reads for its preloads. */
export const landingManifest = '.vite/landing-manifest.json';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The chunks' files and the files of their static imports, which the HTML loads or preloads. */
function entryFiles(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Builds the prerendered pages into dist/client (after the app's build); returns their HTML's size. */
export async function buildLanding(root: string, logLevel: LogLevel): Promise<number> {
  const clientDir = join(root, 'dist/client');
  const ssrDir = join(root, 'dist/ssr');
  await build({
    root,
    logLevel,
    resolve: { alias: preactForReact },
    build: {
      emptyOutDir: false, // the app's build is already there
      copyPublicDir: false,
      manifest: landingManifest,
      rolldownOptions: { input: { landing: landingEntry } },
    },
  });
  // The same config as a Node module, everything bundled so that wouter and lucide get Preact too.
  await build({
    root,
    logLevel: 'warn',
    resolve: { alias: preactForReact },
    ssr: { noExternal: true },
    build: { ssr: 'src/client/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
  });
  const { prerenderPages } = (await import(join(ssrDir, 'prerender.js'))) as {
    prerenderPages: () => Promise<Map<PrerenderedPath, string>>;
  };
  const pages = await prerenderPages();
  rmSync(ssrDir, { recursive: true, force: true });

  const manifest = JSON.parse(readFileSync(join(clientDir, landingManifest), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const appScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  const marker = '<div id="root"></div>';
  if (!appScript.test(shell)) throw new Error('index.html has no module script to replace');
  if (!shell.includes(marker)) throw new Error(`index.html has no ${marker}`);
  let size = 0;
  for (const [path, html] of pages) {
    if (/<script/i.test(html))
      throw new Error(`the prerendered ${path} holds a script (CSP forbids inline scripts)`);
    const pageModule = routePages[path];
    if (!pageModule || !manifest[pageModule]) throw new Error(`no chunk of ${path} in the manifest`);
    const modules = [landingEntry, pageModule];
    for (const module of modules)
      if (manifest[module]?.css?.length)
        throw new Error(`${module} emitted CSS: the prerendered pages link only the app stylesheet`);
    const [entry, ...preloads] = entryFiles(manifest, modules);
    const tags = [
      `<script type="module" crossorigin src="/${entry}"></script>`,
      ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const file = join(clientDir, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    // Replacer functions: the HTML may hold `$&`-like sequences that a replacement string would expand.
    writeFileSync(
      file,
      shell
        .replace(/\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '') // the app entry's imports
        .replace(appScript, () => tags.join('\n    '))
        .replace(marker, () => `<div id="root">${html}</div>`),
    );
    precompressFile(file);
    size += html.length;
  }
  return size;
}
