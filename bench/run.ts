// `npm run bench`: prints the figures recorded in BENCHMARKS.md. Run on an idle machine.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { measureChatLatency, printChatLatency } from './chat-latency.ts';
import { clientDir, kb, routePages, routeWeight } from './route-weight.ts';
import { measureSpeech, printSpeech } from './speech.ts';
import { measureThroughput } from './throughput.ts';

if (!existsSync(join(clientDir, '.vite/manifest.json'))) {
  console.error("Construisez d'abord le client : npm run build");
  process.exit(1);
}

console.log('## Front-end weight (first visit)\n');
console.log('| route | JS raw | JS gzip | CSS raw | CSS gzip | files |');
console.log('|---|---|---|---|---|---|');
for (const [route, page] of Object.entries(routePages)) {
  const weight = routeWeight(page ? [page] : []);
  console.log(
    `| ${route} | ${kb(weight.js.raw)} | ${kb(weight.js.gzip)} | ${kb(weight.css.raw)} | ${kb(weight.css.gzip)} | ${weight.files.length} |`,
  );
}

const duration = Number(process.argv[2] ?? 5);
console.log(`\n## Throughput (autocannon, 50 connections, ${duration} s each)\n`);
const rows = await measureThroughput(['/', '/api/health'], duration);
console.log(
  '| path | ours req/s | bare node req/s | ratio | ours p50 / p99 ms | bare p50 / p99 ms | errors (ours/bare) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const { path, ours, bare } of rows) {
  const ratio = ours.requests.average / bare.requests.average;
  console.log(
    `| GET ${path} | ${ours.requests.average.toFixed(0)} | ${bare.requests.average.toFixed(0)} | ${ratio.toFixed(2)}× | ${ours.latency.p50} / ${ours.latency.p99} | ${bare.latency.p50} / ${bare.latency.p99} | ${ours.errors + ours.non2xx}/${bare.errors + bare.non2xx} |`,
  );
}

for (const streams of [50]) printChatLatency(await measureChatLatency(streams), streams);
printSpeech(await measureSpeech());
process.exit(0);
