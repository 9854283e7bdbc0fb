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

export const landingPageModule = 'src/client/features/landing/landing-page.tsx';

const feature = (path: string) => `src/client/features/${path}`;

/**
 * Every client route and the page module it lazily loads (src/client/router.tsx). A route that shows
 * a placeholder frame loads no page chunk of its own. e2e/budget.spec.ts checks that every lazy page
 * of the router is listed here, so a new page cannot escape its budget.
 */
export const routePages: Record<string, string | null> = {
  '/': landingPageModule,
  '/auth': feature('auth/auth-page.tsx'),
  '/auth/reset': feature('auth/reset-password-page.tsx'),
  '/dashboard': feature('dashboard/dashboard-page.tsx'),
  '/team': feature('team/team-page.tsx'),
  '/demo': feature('demo/demo-page.tsx'),
  '/demo-examples': feature('demo/demo-examples-page.tsx'),
  '/connectors': feature('connectors/connectors-page.tsx'),
  '/blog': feature('blog/blog-page.tsx'),
  '/legal': feature('legal/legal-page.tsx'),
  '/security': feature('security/security-page.tsx'),
  '/not-found': 'src/client/components/layout/not-found-page.tsx',
  '/test': feature('billing/payment-test-page.tsx'),
  '/checkout/sandbox/:id': feature('billing/sandbox-checkout-page.tsx'),
  '/projects': feature('workspace/projects-page.tsx'),
  '/projects/:id': feature('workspace/project-page.tsx'),
  '/tasks': feature('workspace/tasks-page.tsx'),
  '/calendar': feature('workspace/calendar-page.tsx'),
  '/time-tracking': feature('time-tracking/time-tracking-page.tsx'),
  '/reports': feature('reports/reports-page.tsx'),
  '/integrations': feature('integrations/integrations-page.tsx'),
  '/settings': feature('settings/settings-page.tsx'),
  '/ai/alfred': feature('ai-employee/ai-employee-page.tsx'),
  '/documents': feature('documents/documents-page.tsx'),
  '/automatisations': feature('automations/automations-page.tsx'),
  '/approbations': feature('approvals/approvals-page.tsx'),
};

/** The page modules src/client/router.tsx imports lazily (repo-relative paths). */
export function routerPageModules(): string[] {
  const router = readFileSync(new URL('../src/client/router.tsx', import.meta.url), 'utf8');
  return [...router.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/client/${m[1]}`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
