// The server compiled to JavaScript for `npm run start:prod` (plain node, no tsx): tsc emits src/server
// and src/shared into dist/server and dist/shared with the same layout, so every path resolved from
// import.meta.url (the migrations, the built client) stays right; the files that are not TypeScript
// are copied beside the code that reads them.
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const nonTypeScriptFiles = [
  'auth/common-passwords.txt',
  'speech/espeak-worker.mjs',
  'db/pglite-worker.mjs',
  'db/pglite-create.mjs',
  'ai/local/understanding/classifier-worker.mjs',
];

export function buildServer(root: string): void {
  for (const dir of ['dist/server', 'dist/shared']) rmSync(join(root, dir), { recursive: true, force: true });
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json'],
    { cwd: root, stdio: 'inherit' },
  );
  if (tsc.status !== 0) throw new Error('the server did not compile (tsc -p tsconfig.server.json)');
  for (const file of nonTypeScriptFiles) {
    copyFileSync(join(root, 'src/server', file), join(root, 'dist/server', file));
  }
}
