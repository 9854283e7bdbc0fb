// The server the Playwright suite drives: the real app on a fresh PGlite directory under the OS temp dir.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { startServer } from '../../src/server/server.ts';
import { withDeterministicAi } from '../../src/server/testing/deterministic-ai.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'septime-e2e-'));
// The local engine unless the environment names a provider: an Ollama running here is not probed.
const config = loadConfig(
  withDeterministicAi({
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    // Every test browser shares 127.0.0.1: per-IP limits are raised, per-email limits stay as in production.
    RATE_LIMIT_IP_MULTIPLIER: '50',
    // The mailbox journey connects a Dovecot the test starts on loopback (e2e/mailbox.spec.ts); the
    // webhooks' guard stays on (webhooks to 127.0.0.1 are still refused).
    CONNECTORS_ALLOW_PRIVATE: '1',
    // The operators who see the platform-wide figures and the requests on /security (security.spec.ts
    // and custom-ai-request.spec.ts each sign up as one).
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? 'operatrice.e2e@example.fr,operateur.demandes@example.fr',
  }),
);
// E2E_CLIENT_DIR lets a second build (another checkout's work in progress) be tested without clobbering dist/.
const server = await startServer(config, { clientDir: process.env.E2E_CLIENT_DIR || undefined });
console.log(`e2e server on ${server.url} (${dataDir})`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
