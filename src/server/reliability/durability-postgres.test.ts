import { durabilitySuite } from './durability-suite.ts';

// Listed in vitest.config.ts as needing TEST_DATABASE_URL (`.ci/run` sets it).
durabilitySuite('postgres');
