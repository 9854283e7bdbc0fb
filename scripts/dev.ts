// `npm run dev`: Vite (hot reload) on 5173 with the API (restarted on change) behind it on PORT+1.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const apiPort = String(Number(process.env.PORT ?? 3000) + 1);

const children = [
  spawn(bin('tsx'), ['watch', 'src/server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: 'http://localhost:5173' },
  }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
