// `npm run build`: the client bundle (dist/client), then the landing's own entry and its prerender
// into dist/client/landing.html, which the server sends for `/` (the shell stays for every other
// route), then the server compiled to JavaScript (dist/server, dist/shared) for `npm run start:prod`.
import { build } from 'vite';
import { buildLanding } from './build-landing.ts';
import { buildServer } from './build-server.ts';

const root = new URL('..', import.meta.url).pathname;
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ root, logLevel });
const landingSize = await buildLanding(root, logLevel);

// `--client-only` skips the server (`npm start` runs its sources through tsx).
if (!process.argv.includes('--client-only')) {
  await buildServer(root);
  if (logLevel === 'info') console.log('server compiled: dist/server (npm run start:prod)');
}
if (logLevel === 'info')
  console.log(`public pages prerendered: ${(landingSize / 1024).toFixed(1)} KB of HTML`);
