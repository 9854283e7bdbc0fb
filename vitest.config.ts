import { defineConfig } from 'vitest/config';
import { testDatabaseUrl } from './src/server/config.ts';

// Suites about PostgreSQL itself (its outage, its durability) run only when a server is given:
// without TEST_DATABASE_URL there is nothing for them to test, rather than a skipped test.
const postgresOnly = [
  'src/server/reliability/database-outage.test.ts',
  'src/server/reliability/durability-postgres.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'eval/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(testDatabaseUrl() ? [] : postgresOnly)],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most API tests wait on sockets and the database: two files at once on a 2-core machine (the
    // default would be one) keeps `npm test` within CI's 15 minutes.
    maxWorkers: 2,
  },
});
