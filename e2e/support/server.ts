// The server the Playwright suite drives: the real app on a fresh PGlite directory under the OS temp dir.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { runDunning } from '../../src/server/billing/dunning.ts';
import { configuredBillingEvents } from '../../src/server/billing/invoice-mail.ts';
import { loadConfig } from '../../src/server/config.ts';
import { subscription, user } from '../../src/server/db/schema.ts';
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

// The tests' clock, outside the app: ends a user's paid period now and runs the billing checks once,
// as the hourly tick would at the renewal date (e2e/invoices.spec.ts, the failed renewal). Listens on
// loopback; its address is written where the specs find it by the app's port.
const control = createServer((req, res) => {
  const email = new URL(req.url ?? '/', 'http://control').searchParams.get('renew') ?? '';
  void (async () => {
    const db = server.database.db;
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!account) return res.writeHead(404).end();
    await db
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.userId, account.id));
    const events = configuredBillingEvents(server.config, db, server.services);
    const counts = await runDunning({ db, events, provider: server.services.payments.provider });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts));
  })().catch((err: unknown) => res.writeHead(500).end(String(err)));
});
control.listen(0, '127.0.0.1', () => {
  const { port } = control.address() as AddressInfo;
  writeFileSync(join(tmpdir(), `septime-e2e-clock-${config.port}`), `http://127.0.0.1:${port}`);
});
const stop = async () => {
  control.close();
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
