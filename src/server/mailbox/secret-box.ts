import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Connector credentials at rest (issue 22): AES-256-GCM, one random 96-bit IV per value, the key id written
// beside the ciphertext so keys can rotate. MAILBOX_KEYS lists `id:base64-of-32-bytes` keys, comma-separated;
// the first encrypts, all decrypt. Without it, one key is derived (HKDF-SHA256) from the auth secret, shared
// by every instance. Rotation: put a new key first, keep the old ones after it until every account has synced
// once (each sync re-encrypts with the first key), then drop them (docs/decisions/026-connectors.md, SECURITY.md).

export class SecretBoxError extends Error {}

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** True when the value was sealed with an older key and should be sealed again. */
  isStale(sealed: string): boolean;
}

interface Key {
  id: string;
  key: Buffer;
}

/** Parses MAILBOX_KEYS; a French message naming the variable on a bad value. */
export function parseKeys(text: string): Key[] {
  const keys = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/=_-]+)$/.exec(entry);
      const key = match ? Buffer.from(match[2]!, 'base64') : Buffer.alloc(0);
      if (!match || key.length !== 32) {
        throw new SecretBoxError(
          'MAILBOX_KEYS : chaque clé s’écrit « identifiant:clé », la clé étant 32 octets en base64 (openssl rand -base64 32).',
        );
      }
      return { id: match[1]!, key };
    });
  if (keys.length === 0) throw new SecretBoxError('MAILBOX_KEYS : au moins une clé est requise.');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) {
    throw new SecretBoxError('MAILBOX_KEYS : deux clés portent le même identifiant.');
  }
  return keys;
}

export function createSecretBox(configured: string | undefined, authSecret: string): SecretBox {
  const derived = {
    id: 'auth',
    key: Buffer.from(hkdfSync('sha256', authSecret, 'septime', 'connector-credentials', 32)),
  };
  const keys = configured ? parseKeys(configured) : [derived];
  const current = keys[0]!;
  // The derived key still opens what it sealed once MAILBOX_KEYS is set: the next sync seals it again.
  const byId = new Map([derived, ...keys].map((k) => [k.id, k.key]));

  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(current.id));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        'v1',
        current.id,
        iv.toString('base64url'),
        tag.toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = id ? byId.get(id) : undefined;
      if (version !== 'v1' || !key || !iv || !tag || data === undefined) {
        throw new SecretBoxError(
          'Identifiants illisibles : la clé qui les a chiffrés n’est plus configurée.',
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(id!));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretBoxError('Identifiants illisibles : ils ont été altérés ou la clé a changé.');
      }
    },
    isStale(sealed) {
      return sealed.split('.')[1] !== current.id;
    },
  };
}
