import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer } from '../../../scripts/build-server.ts';

const root = new URL('../../..', import.meta.url).pathname;

/**
 * The server as `npm run start:prod` runs it (decision 050's bundle), built for one test file into a
 * folder of its own under dist/ (a second or two; no tsc): test files running side by side never
 * rebuild each other's files, and a stale dist/server is never what is tested.
 */
export async function bundledServer(): Promise<{ entry: string; dispose(): void }> {
  const outdir = join(root, 'dist', `test-server-${randomUUID().slice(0, 8)}`);
  await bundleServer(root, outdir);
  return { entry: join(outdir, 'index.js'), dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}
