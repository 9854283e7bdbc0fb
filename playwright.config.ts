import { defineConfig, devices } from '@playwright/test';

// Drives the real built app (`dist/client`, built by `npm run test:e2e`) in Debian's Chromium.
// Chosen once in the main process; workers re-evaluate this file and inherit the variable. The range
// (and e2e/voice.spec.ts's +1000) holds none of the Fetch standard's « bad ports » (4190, 6665–6669…),
// which both Chromium and Node's fetch refuse to connect to.
process.env.E2E_PORT ??= String(4200 + Math.floor(Math.random() * 480));
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
