// For vitest files only (it registers hooks): eval/ and bench/ start servers with test-server.ts.
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database.ts';
import { startTestServer } from './test-server.ts';

/**
 * A test database of `kind` and a real server over it for one describe block: created before its
 * tests, closed after. Read `running.database` and `running.server` inside the tests.
 */
export function serveOn(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): { readonly database: TestDatabase; readonly server: RunningServer } {
  const running = {} as { database: TestDatabase; server: RunningServer };
  beforeAll(async () => {
    running.database = await createTestDatabase(kind);
    running.server = await startTestServer(running.database, env);
  });
  afterAll(async () => {
    await running.server?.close();
    await running.database?.dispose();
  });
  return running;
}
