import { durabilitySuite } from './durability-suite.ts';

// Needs TEST_DATABASE_URL (`npm test` sets it when PostgreSQL is installed); skipped saying so otherwise.
durabilitySuite('postgres');
