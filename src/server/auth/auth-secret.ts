import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appSecret } from '../db/schema.ts';

const secretName = 'auth_secret';

/**
 * AUTH_SECRET, or one generated once and kept in the database, so every instance on it signs sessions
 * and checkout tokens alike. The first instance to write it wins (insert … on conflict do nothing) and
 * every instance, that one included, then reads the stored value. Production requires AUTH_SECRET.
 */
export async function resolveAuthSecret(config: Config, db: Db): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const stored = () =>
    db.select({ value: appSecret.value }).from(appSecret).where(eq(appSecret.name, secretName));
  // Read first: once the secret exists, a start never writes (nor waits on a lock held by an
  // instance killed in the middle of its own first start).
  const [existing] = await stored();
  if (existing) return existing.value;
  await db
    .insert(appSecret)
    .values({ name: secretName, value: legacySecret(config) ?? randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecret.name });
  const [row] = await stored();
  if (!row) throw new Error('auth secret missing after insert');
  return row.value;
}

/** The secret earlier versions kept in DATA_DIR: adopted once, so existing sessions survive the upgrade. */
function legacySecret(config: Config): string | undefined {
  const file = join(config.dataDir, 'auth-secret');
  if (!existsSync(file)) return undefined;
  const secret = readFileSync(file, 'utf8').trim();
  return secret.length >= 32 ? secret : undefined;
}
