import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// Drives the real built app (`dist/client`, built by `npm run test:e2e`) in Debian's Chromium.
// Chosen once in the main process; workers re-evaluate this file and inherit the variable. The range
// (and e2e/voice.spec.ts's +1000) holds none of the Fetch standard's « bad ports » (4190, 6665–6669…),
// which both Chromium and Node's fetch refuse to connect to.
// A port of the range is taken only when it, and the two e2e/voice.spec.ts derives from it, are free:
// a machine may run its own services there (epmd listens on 4369, NATS on 4222), and the web server
// then failed to start, failing the whole suite. Probed in a child process, since this file is read
// synchronously.
function freeE2ePort(): string {
  const probe = `
    const net = require('node:net');
    const free = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    (async () => {
      for (let tries = 0; tries < 100; tries++) {
        const port = 4200 + Math.floor(Math.random() * 480);
        if ((await free(port)) && (await free(port + 1000)) && (await free(port + 1001))) {
          process.stdout.write(String(port));
          return;
        }
      }
      process.exit(1);
    })();`;
  const found = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  if (found.status !== 0 || !/^\d+$/.test(found.stdout)) throw new Error('no free port for the e2e server');
  return found.stdout;
}
process.env.E2E_PORT ??= freeE2ePort();
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two browsers against the one server: every test makes its own account, and the suite takes about
  // half the time of one worker on two cores (BENCHMARKS.md, « CI time »).
  workers: 2,
  retries: 0,
  // Room for a CI machine three to four times slower than a developer's (measured: the same suite took
  // 6.8 min here and 22.4 min there); a passing test takes no longer for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    // A throw-away in-memory-like data dir per run; the e2e server is the same code `npm start` runs.
    command: `node_modules/.bin/tsx e2e/support/server.ts`,
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), E2E: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
