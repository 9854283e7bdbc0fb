import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/** AUTH_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
