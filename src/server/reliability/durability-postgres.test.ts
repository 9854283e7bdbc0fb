import { describe, it } from 'vitest';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { durabilitySuite } from './durability-suite.ts';

if (testDatabaseKinds().includes('postgres')) durabilitySuite('postgres');
else describe('durability on postgres', () => it.skip('needs TEST_DATABASE_URL', () => {}));
