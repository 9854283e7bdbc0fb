// Hostile and huge uploads against the real server (issue 38, decision 056): how long the issue's
// 8-million-paragraph DOCX takes to be refused, and how long another user's task list waits while
// the largest document the caps allow (5,000 passages, about 95,000 distinct words) is indexed, on
// PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
//
//   npx tsx bench/documents-hostile.ts

import { buildRepeatedDocx } from '../src/server/documents/test-files.ts';
import type { RunningServer } from '../src/server/server.ts';
import { signedInClient, type TestClient } from '../src/server/testing/auth-helpers.ts';
import { createTestDatabase, testDatabaseKinds } from '../src/server/testing/test-database.ts';
import { startTestServer } from '../src/server/testing/test-server.ts';
import type { DocumentDto } from '../src/shared/documents.ts';

function upload(client: TestClient, name: string, bytes: Uint8Array) {
  return client.request(`/api/documents?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

/** A French-looking text at the caps: every sentence holds one rare word among 95,000. */
function largestText(): Uint8Array {
  const common =
    'le la les de des du un une et en pour avec sur dans par au aux client commande livraison délai'.split(
      ' ',
    );
  let text = '';
  for (let n = 0; text.length < 4_000_000; n++) {
    const words = Array.from({ length: 12 }, (_, i) => common[(n + i) % common.length]!);
    words.push(`terme${(n % 95_000).toString(36)}`);
    text += `${words.join(' ')}.${n % 6 === 5 ? '\n\n' : ' '}`;
  }
  return new TextEncoder().encode(text);
}

/**
 * Uploads while the other user reads their tasks again and again: the upload's time and the worst
 * wait; then, for a document indexed in the background, the scheduler's ticks until it is ready
 * (the time to ready, and the worst wait meanwhile).
 */
async function whileOtherWorks(
  server: RunningServer,
  uploader: TestClient,
  other: TestClient,
  name: string,
  bytes: Uint8Array,
) {
  const started = Date.now();
  let done = false;
  let answered = 0;
  let worstDuringUpload = 0;
  let worstWhileIndexing = 0;
  const probe = (async () => {
    while (!done) {
      const t = Date.now();
      await other.request('/api/tasks');
      // A read that began before the upload's answer waited for the upload, not for the indexing.
      if (answered && t >= answered) worstWhileIndexing = Math.max(worstWhileIndexing, Date.now() - t);
      else worstDuringUpload = Math.max(worstDuringUpload, Date.now() - t);
    }
  })();
  const res = await upload(uploader, name, bytes);
  answered = Date.now();
  const ms = answered - started;
  const doc = res.status === 201 ? ((await res.json()) as DocumentDto) : null;
  let readyMs: number | null = null;
  if (doc?.status === 'indexing') {
    for (;;) {
      await server.automation.scheduler.tick();
      const now = (await (await uploader.request(`/api/documents/${doc.id}`)).json()) as DocumentDto;
      if (now.status !== 'indexing') break;
    }
    readyMs = Date.now() - started;
  }
  done = true;
  await probe;
  return {
    status: res.status,
    documentStatus: doc?.status,
    ms,
    worstTasksMsDuringUpload: worstDuringUpload,
    readyMs,
    worstTasksMsWhileIndexing: worstWhileIndexing,
  };
}

for (const kind of testDatabaseKinds()) {
  const database = await createTestDatabase(kind);
  // The scheduler is ticked by hand (whileOtherWorks), to time the background indexing.
  const server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1000' }, undefined, {
    skillScheduler: false,
  });
  const alice = (await signedInClient(server.url, database.db)).client;
  const bob = (await signedInClient(server.url, database.db)).client;
  // The tick a real server runs at start (its first one loads the steps' modules), not timed.
  await server.automation.scheduler.tick();
  const bomb = await buildRepeatedDocx('<w:p><w:r><w:t>mot</w:t></w:r></w:p>', 8_000_000);
  console.log(
    kind,
    'paragraph bomb',
    JSON.stringify(await whileOtherWorks(server, alice, bob, 'bombe.docx', bomb)),
  );
  console.log(
    kind,
    'largest text',
    JSON.stringify(await whileOtherWorks(server, alice, bob, 'gros.txt', largestText())),
  );
  await server.close();
  await database.dispose();
}
