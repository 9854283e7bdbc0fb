// `npm run bench`: prints the figures recorded in BENCHMARKS.md. Run on an idle machine, after
// `npm run build`. `npm run bench -- 10` runs each throughput measurement for 10 s (default 5).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { argon2Options } from '../src/server/auth/auth.ts';
import { testDatabaseUrl } from '../src/server/config.ts';
import { cookieHeader, createAccount, signedIn, strongPassword } from './accounts.ts';
import { measureChatLatency, printChatLatency } from './chat-latency.ts';
import { measureMemory, printMemory } from './memory.ts';
import {
  appEntryFile,
  clientDir,
  kb,
  landingPageModule,
  landingWeight,
  routePages,
  routeWeight,
} from './route-weight.ts';
import { measureSpeech, printSpeech } from './speech.ts';
import { measureSignIn, measureThroughput, startOurServer } from './throughput.ts';

if (!existsSync(join(clientDir, '.vite/manifest.json'))) {
  console.error("Construisez d'abord le client : npm run build");
  process.exit(1);
}

console.log('## Front-end weight (first visit)\n');
console.log('| route | JS raw | JS gzip | CSS raw | CSS gzip | files |');
console.log('|---|---|---|---|---|---|');
for (const [route, page] of Object.entries(routePages)) {
  const weight = page === landingPageModule ? landingWeight() : routeWeight(page ? [page] : []);
  console.log(
    `| ${route} | ${kb(weight.js.raw)} | ${kb(weight.js.gzip)} | ${kb(weight.css.raw)} | ${kb(weight.css.gzip)} | ${weight.files.length} |`,
  );
}

const duration = Number(process.argv[2] ?? 5);
const server = await startOurServer({ RATE_LIMIT_IP_MULTIPLIER: '1000', NODE_ENV: 'development' });
try {
  // The app's entry, as before the landing had its own (decision 043): the figures stay comparable.
  const asset = `/${appEntryFile()}`;
  const email = `banc.${Date.now()}@example.fr`;
  const client = await signedIn(server.url, email);
  for (const employee of ['alfred', 'chip', 'suki']) await client.post('/api/conversations', { employee });

  console.log(`\n## Throughput (autocannon, 50 connections, ${duration} s each, PGlite)\n`);
  console.log(
    '| request | ours req/s | bare node req/s | ratio | ours p50 / p99 ms | bare p50 / p99 ms | errors (ours/bare) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const rows = await measureThroughput(
    server,
    [
      { label: 'GET / (SPA shell)', path: '/' },
      { label: 'GET hashed asset', path: asset },
      { label: 'GET /api/health', path: '/api/health' },
      {
        label: 'GET /api/conversations (signed in)',
        path: '/api/conversations',
        headers: { cookie: cookieHeader(client) },
      },
    ],
    duration,
  );
  for (const { label, ours, bare } of rows) {
    const ratio = ours.requests.average / bare.requests.average;
    console.log(
      `| ${label} | ${ours.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio.toFixed(2)}× | ${ours.latency.p50} / ${ours.latency.p99} | ${bare.latency.p50} / ${bare.latency.p99} | ${ours.errors + ours.non2xx}/${bare.errors + bare.non2xx} |`,
    );
  }

  // Sign-in costs one argon2id verification: compare with verifications alone, in this process.
  const signInEmails = [];
  for (let i = 0; i < 24; i++) {
    signInEmails.push(`banc.connexion.${Date.now()}.${i}@example.fr`);
    await createAccount(server.url, signInEmails.at(-1)!);
  }
  const signIn = await measureSignIn(server, signInEmails, strongPassword, duration);
  const stored = await hash(strongPassword, argon2Options);
  let verified = 0;
  const until = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (Date.now() < until) {
        await verify(stored, strongPassword);
        verified++;
      }
    }),
  );
  console.log(
    `\n## Sign-in (argon2id m=${argon2Options.memoryCost} KiB, t=${argon2Options.timeCost}, p=${argon2Options.parallelism}; 8 connections, ${duration} s)\n`,
  );
  console.log('| measure | req/s | p50 / p99 ms | errors |');
  console.log('|---|---|---|---|');
  console.log(
    `| POST /api/auth/sign-in/email | ${signIn.perSecond.toFixed(1)} | ${signIn.latency.p50.toFixed(0)} / ${signIn.latency.p99.toFixed(0)} | ${signIn.errors} |`,
  );
  console.log(`| argon2id verify alone (8 in flight) | ${(verified / duration).toFixed(1)} | – | 0 |`);
} finally {
  server.stop();
}

for (const streams of [50, 500]) printChatLatency(await measureChatLatency(streams), streams);
printSpeech(await measureSpeech());
printMemory(await measureMemory(testDatabaseUrl()));
process.exit(0);
