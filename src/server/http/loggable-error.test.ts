import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { task, user } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { loggableError } from './logger.ts';

const describeError = (err: unknown) => JSON.stringify(loggableError(err));

const secret = 'Texte-privé-de-l’utilisateur';

describe.each(testDatabaseKinds())('loggableError on a real database error on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.dispose());

  it('keeps the SQLSTATE and drops the parameters drizzle puts in its message', async () => {
    const err = await database.db
      .insert(task)
      .values({ userId: 'nobody', workspaceId: 'nobody', title: `${secret}\u0000` })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    // drizzle's own message carries the user's text: the reason it must never be logged as is.
    expect(String((err as Error).message)).toContain(secret);
    const line = describeError(err);
    expect(line).not.toContain(secret);
    expect(line).toMatch(/"code":"(22021|22P05)"/);
  });

  it('keeps the constraint name of a unique violation, not the duplicated value', async () => {
    const row = { id: `id-${kind}`, name: 'x', email: `${secret}@example.fr`, emailVerified: false };
    await database.db.insert(user).values(row);
    const err = await database.db
      .insert(user)
      .values({ ...row, id: `id2-${kind}` })
      .catch((e: unknown) => e);
    const line = describeError(err);
    expect(line).not.toContain(secret);
    expect(line).toContain('"code":"23505"');
  });
});

describe('loggableError on anything', () => {
  it('never prints a message, a string or an object', () => {
    expect(describeError(new TypeError(secret))).not.toContain(secret);
    expect(describeError(secret)).toBe('{"type":"string"}');
    expect(describeError({ secret })).toBe('{"type":"object"}');
  });
});
