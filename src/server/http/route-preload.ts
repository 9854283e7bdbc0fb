import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { landingPageModule, pageModuleFor, routePages } from '../../shared/route-pages.ts';

// Without help, an app route's chunks are found one level at a time: the entry runs, the router asks
// for the page chunk, which then asks for its own imports (issue 25: a six-step chain before
// /dashboard could draw). The HTML of each route names them all up front with modulepreload, read
// from Vite's build manifest once at start. The landing keeps its prerendered HTML as it is.

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The chunk files a page module needs beyond the entry's own (which the shell already loads). */
export function pageChunks(manifest: Record<string, ManifestChunk>, pageModule: string): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>, skip: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file) || skip.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into, skip);
  };
  collect('index.html', entryFiles, new Set());
  const files = new Set<string>();
  collect(pageModule, files, entryFiles);
  return [...files];
}

/** Returns, for a path, the `<link rel="modulepreload">` tags of its page ('' when none apply). */
export function routePreloads(clientDir: string): (path: string) => string {
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const tags = new Map<string, string>();
  for (const module of new Set(Object.values(routePages))) {
    if (module === landingPageModule || !manifest[module]) continue;
    const links = pageChunks(manifest, module).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
    tags.set(module, links.join('\n    '));
  }
  return (path) => tags.get(pageModuleFor(path)) ?? '';
}

/** Adds the tags at the end of <head>, after the entry's own script and preloads. */
export function withPreloads(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;
}
