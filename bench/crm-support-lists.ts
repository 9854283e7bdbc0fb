// `npx tsx bench/crm-support-lists.ts` (issue 40): the CRM's and the support desk's lists as they grow.
// One account gets 1,000 then 100,000 opportunities (on 1,000 companies) and as many tickets; another
// account's rows sit beside them. p50/p99 of the pipeline board, the opportunity list (first page,
// a search, a stage), the forecast, the ticket list (first page, overdue, a search); then the query
// plans on PostgreSQL. PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise.
import { testDatabaseUrl } from '../src/server/config.ts';
import type { TestClient } from '../src/server/testing/auth-helpers.ts';
import { signedIn } from './accounts.ts';
import { fmt, startSeededServer, timeRequests } from './seeded-server.ts';

const sizes = [1_000, 100_000];
const samples = 30;

const seed = (owner: string, n: number) => `
  DELETE FROM crm_opportunity WHERE workspace_id = '${owner}';
  DELETE FROM crm_company WHERE workspace_id = '${owner}';
  DELETE FROM support_ticket WHERE workspace_id = '${owner}';
  INSERT INTO crm_company (workspace_id, user_id, name, search_text)
  SELECT '${owner}', '${owner}', 'Entreprise ' || g, 'entreprise ' || g FROM generate_series(1, 1000) g;
  INSERT INTO crm_opportunity (workspace_id, user_id, company_id, title, amount_cents, probability, stage,
                               expected_close_date, next_step, next_step_date, search_text, updated_at)
  SELECT '${owner}', '${owner}', c.id, 'Contrat de maintenance ' || g, (g % 500) * 10000 + 50000,
         (ARRAY[10, 30, 50, 70, 100, 0])[1 + g % 6],
         (ARRAY['new','qualified','proposal','negotiation','won','lost'])[1 + g % 6],
         CURRENT_DATE + (g % 365), 'Relancer', CURRENT_DATE + (g % 30) - 10,
         'contrat de maintenance ' || g || ' entreprise ' || (1 + g % 1000), now() - g * interval '1 minute'
  FROM generate_series(1, ${n}) g
  JOIN (SELECT id, row_number() OVER () AS r FROM crm_company WHERE workspace_id = '${owner}') c
    ON c.r = 1 + g % 1000;
  INSERT INTO support_ticket (workspace_id, user_id, requester_name, requester_email, subject, status,
                              priority, category, source, first_response_due_at, resolution_due_at,
                              first_responded_at, last_message_at)
  SELECT '${owner}', '${owner}', 'Client ' || g, 'client' || g || '@exemple.fr', 'Demande numéro ' || g,
         (ARRAY['new','open','waiting','resolved','closed'])[1 + g % 5],
         (ARRAY['low','medium','high','urgent'])[1 + g % 4], 'question', 'mail',
         now() + (g % 200 - 100) * interval '1 hour', now() + (g % 400 - 100) * interval '1 hour',
         CASE WHEN g % 3 = 0 THEN now() - interval '1 hour' END, now() - g * interval '1 minute'
  FROM generate_series(1, ${n}) g;
  ANALYZE crm_company; ANALYZE crm_opportunity; ANALYZE support_ticket;`;

async function measure(label: string, kind: 'postgres' | 'pglite') {
  const server = await startSeededServer(kind, 'crm-support');
  try {
    const idOf = async (client: TestClient) =>
      ((await (await client.request('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
    const client = await signedIn(server.url, `crm.${Date.now()}@example.fr`);
    const other = await signedIn(server.url, `autre.${Date.now()}@example.fr`);
    const [owner, otherOwner] = [await idOf(client), await idOf(other)];
    console.log(`\n### ${label} (ms, p50 / p99 of ${samples})\n`);
    console.log(
      '| rows each | pipeline board | opportunities (50) | search « maintenance 4242 » | stage « négociation » | forecast | tickets (50) | overdue tickets | ticket search « client42 » |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const size of sizes) {
      await server.withSeeder(async (s) => {
        await s.exec(seed(owner, size));
        await s.exec(seed(otherOwner, size));
      });
      const t = (path: string) => timeRequests(() => client.request(path), samples);
      const row = [
        await t('/api/crm/pipeline'),
        await t('/api/crm/opportunities?limit=50'),
        await t(`/api/crm/opportunities?limit=50&q=${encodeURIComponent('maintenance 4242')}`),
        await t('/api/crm/opportunities?limit=50&stage=negotiation'),
        await t('/api/crm/forecast'),
        await t('/api/support/tickets?limit=50'),
        await t('/api/support/tickets?limit=50&overdue=true'),
        await t('/api/support/tickets?limit=50&q=client42'),
      ];
      console.log(`| ${size.toLocaleString('en')} | ${row.map(fmt).join(' | ')} |`);
    }
    if (kind === 'postgres') {
      await server.withSeeder(async (s) => {
        const plans: Array<[string, string]> = [
          [
            'pipeline column (50 most recent of a stage)',
            `SELECT * FROM crm_opportunity WHERE workspace_id = '${owner}' AND stage = 'proposal' ORDER BY updated_at DESC LIMIT 50`,
          ],
          [
            'opportunity search',
            `SELECT * FROM crm_opportunity WHERE workspace_id = '${owner}' AND search_text LIKE '%maintenance 4242%' ORDER BY updated_at DESC, id LIMIT 50`,
          ],
          [
            'ticket list',
            `SELECT * FROM support_ticket WHERE workspace_id = '${owner}' ORDER BY last_message_at DESC, id DESC LIMIT 50`,
          ],
        ];
        console.log('\n#### Query plans at 100,000 rows (EXPLAIN ANALYZE)\n');
        for (const [name, sql] of plans) {
          const rows = await s.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`);
          console.log(`${name}:\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
        }
      });
    }
  } finally {
    await server.stop();
  }
}

if (testDatabaseUrl()) await measure('PostgreSQL', 'postgres');
await measure('PGlite', 'pglite');
