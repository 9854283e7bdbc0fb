import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A real Dovecot IMAP server on loopback for the mailbox tests (/work/shared/RECIPES.md "Real servers for
// connector tests"): its own config, users and maildirs in a temp dir, started without systemd and stopped
// by its master's pid. `npm test` installs dovecot-imapd; a suite is skipped (saying so) only when it is absent.

const binary = ['/usr/sbin/dovecot', '/usr/bin/dovecot'].find((path) => existsSync(path));

/** True when Dovecot is installed: the tests that need it use `onlyWith(missing.dovecot)` (prerequisites.ts). */
export const hasDovecot = binary !== undefined;

export interface DovecotServer {
  host: string;
  port: number;
  /** Users made at start: address → password. */
  users: Record<string, string>;
  /**
   * Writes messages straight into a user's maildir (new/), before that user's first login: far faster than
   * IMAP APPEND for the large mailboxes of the fault tests and the bench. `message(i)` gives the i-th one.
   */
  fill(user: string, count: number, message: (i: number) => string | Buffer): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startDovecot(users: Record<string, string>): Promise<DovecotServer> {
  if (!binary) throw new Error('dovecot is not installed (apt-get install dovecot-imapd)');
  const dir = await mkdtemp(join(tmpdir(), 'septime-dovecot-'));
  const port = await freePort();
  await mkdir(join(dir, 'run'), { recursive: true });
  await mkdir(join(dir, 'state'), { recursive: true });
  await mkdir(join(dir, 'mail'), { recursive: true });
  await chmod(dir, 0o755);
  await chmod(join(dir, 'mail'), 0o777);
  await writeFile(
    join(dir, 'users'),
    Object.entries(users)
      .map(([user, password]) => `${user}:{PLAIN}${password}`)
      .join('\n'),
  );
  const config = join(dir, 'dovecot.conf');
  await writeFile(
    config,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${dir}/mail/%u
}
namespace inbox {
  inbox = yes
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
`,
  );
  // The master daemonises: its start command exits once it runs (its output not kept, so nothing waits on it).
  await new Promise<void>((resolve, reject) => {
    const start = spawn(binary, ['-c', config], { stdio: 'ignore' });
    start.once('error', reject);
    start.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`dovecot exited with ${code}`))));
  });
  await waitForPort(port);
  return {
    host: '127.0.0.1',
    port,
    users,
    async fill(user, count, message) {
      const root = join(dir, 'mail', user);
      for (const sub of ['cur', 'new', 'tmp']) {
        await mkdir(join(root, sub), { recursive: true });
        await chmod(join(root, sub), 0o777);
      }
      await chmod(root, 0o777);
      const base = Math.floor(Date.now() / 1000) - count;
      for (let i = 0; i < count; i += 500) {
        await Promise.all(
          Array.from({ length: Math.min(500, count - i) }, (_, j) =>
            // Maildir names sort by their time: the messages get UIDs in the order given.
            writeFile(join(root, 'new', `${base + i + j}.M${i + j}P1.septime`), message(i + j), {
              mode: 0o666,
            }),
          ),
        );
      }
    },
    async stop() {
      const pid = Number((await readFile(join(dir, 'run', 'master.pid'), 'utf8').catch(() => '')).trim());
      if (pid) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
        for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net');
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dovecot did not listen on ${port}`);
}
