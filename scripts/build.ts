// `npm run build`: the client bundle (dist/client), then the landing prerendered into
// dist/client/landing.html, which the server sends for `/` (the shell stays for every other route),
// then the server compiled to JavaScript (dist/server, dist/shared) for `npm run start:prod`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { buildServer } from './build-server.ts';
import { precompressFile } from './precompress-plugin.ts';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist/client');
const ssrDir = join(root, 'dist/ssr');
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ root, logLevel });
// The same config, as a Node module: asset URLs come out identical to the client's.
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/client/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
});

const { prerenderLanding } = (await import(join(ssrDir, 'prerender.js'))) as {
  prerenderLanding: () => Promise<string>;
};
const shell = readFileSync(join(clientDir, 'index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!shell.includes(marker)) throw new Error(`index.html has no ${marker}`);
const html = await prerenderLanding();
if (/<script/i.test(html))
  throw new Error('the prerendered landing holds a script (CSP forbids inline scripts)');
const landingFile = join(clientDir, 'landing.html');
// Replacer functions: the HTML may hold `$&`-like sequences that a replacement string would expand.
writeFileSync(
  landingFile,
  shell.replace(marker, () => `<div id="root">${html}</div>`),
);
precompressFile(landingFile);
rmSync(ssrDir, { recursive: true, force: true });

// `--client-only` skips the server (`npm start` runs its sources through tsx).
if (!process.argv.includes('--client-only')) {
  buildServer(root);
  if (logLevel === 'info') console.log('server compiled: dist/server (npm run start:prod)');
}
if (logLevel === 'info') console.log(`landing prerendered: ${(html.length / 1024).toFixed(1)} KB of HTML`);
