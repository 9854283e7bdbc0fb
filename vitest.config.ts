import { defineConfig } from 'vitest/config';
import SkipReporter from './src/server/testing/skip-reporter.ts';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'bench/**/*.test.ts',
      'eval/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most API tests wait on sockets and the database: two files at once on a 2-core machine (the
    // default would be one) keeps `npm test` within CI's 15 minutes.
    maxWorkers: 2,
    // Every skipped suite printed with its reason, and counted by `npm test` (decision 061).
    reporters: ['default', new SkipReporter()],
  },
});
