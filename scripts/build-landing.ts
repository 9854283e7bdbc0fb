// The landing's own builds (docs/decisions/043-landing-on-preact.md): its browser entry and its
// prerender, both with React resolved to Preact, then dist/client/landing.html, which the server
// sends for `/`: the app's shell (its head, its stylesheet) with the page prerendered inside #root
// and the landing's entry in place of the app's.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type LogLevel } from 'vite';
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

/** The entry's file and the files of its static imports, which the HTML preloads. */
function entryFiles(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const files: string[] = [];
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/** Builds the landing into dist/client (after the app's build) and returns the prerendered HTML's size. */
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
  const { prerenderLanding } = (await import(join(ssrDir, 'prerender.js'))) as {
    prerenderLanding: () => string;
  };
  const html = prerenderLanding();
  rmSync(ssrDir, { recursive: true, force: true });
  if (/<script/i.test(html))
    throw new Error('the prerendered landing holds a script (CSP forbids inline scripts)');

  const manifest = JSON.parse(readFileSync(join(clientDir, landingManifest), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (manifest[landingEntry]?.css?.length)
    throw new Error('the landing entry emitted CSS: landing.html links only the app stylesheet');
  const [entry, ...preloads] = entryFiles(manifest, landingEntry);
  const tags = [
    `<script type="module" crossorigin src="/${entry}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];

  const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const appScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  const marker = '<div id="root"></div>';
  if (!appScript.test(shell)) throw new Error('index.html has no module script to replace');
  if (!shell.includes(marker)) throw new Error(`index.html has no ${marker}`);
  const landingFile = join(clientDir, 'landing.html');
  // Replacer functions: the HTML may hold `$&`-like sequences that a replacement string would expand.
  writeFileSync(
    landingFile,
    shell
      .replace(/\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '') // the app entry's imports
      .replace(appScript, () => tags.join('\n    '))
      .replace(marker, () => `<div id="root">${html}</div>`),
  );
  precompressFile(landingFile);
  return html.length;
}
