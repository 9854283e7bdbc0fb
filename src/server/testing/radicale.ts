import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './dovecot.ts';

// A real Radicale CalDAV server on loopback for the calendar tests (/work/shared/RECIPES.md): storage in a
// temp dir, no authentication (any login is accepted), stopped by its pid. Skipped only when absent.

const binary = ['/usr/bin/radicale', '/usr/local/bin/radicale'].find((path) => existsSync(path));
export const hasRadicale = binary !== undefined;

export interface RadicaleServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRadicale(): Promise<RadicaleServer> {
  if (!binary) throw new Error('radicale is not installed (apt-get install radicale)');
  const dir = await mkdtemp(join(tmpdir(), 'septime-radicale-'));
  const port = await freePort();
  const child = spawn(
    binary,
    ['--server-hosts', `127.0.0.1:${port}`, '--storage-filesystem-folder', dir, '--auth-type', 'none'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
