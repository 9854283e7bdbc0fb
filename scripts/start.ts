// `npm start`: build the client when it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// Written last by the build: its date is the build's.
const builtShell = join(root, 'dist/client/landing.html');
const sources = [
  'src/client',
  'src/shared',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/build-landing.ts',
  'scripts/preact-for-react.ts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(builtShell) ? statSync(builtShell).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Client modifié : reconstruction…' : 'Construction du client…');
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts/build.ts'), '--quiet', '--client-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../src/server/index.ts');
