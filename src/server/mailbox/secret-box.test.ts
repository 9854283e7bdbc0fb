import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseKeys, SecretBoxError } from './secret-box.ts';

const key = () => randomBytes(32).toString('base64');

describe('secret box', () => {
  it('seals with AES-256-GCM: the text is not in the sealed value, each seal differs, open gives it back', () => {
    const box = createSecretBox(undefined, 'x'.repeat(32));
    const a = box.seal('mot-de-passe-application');
    const b = box.seal('mot-de-passe-application');
    expect(a).not.toBe(b);
    expect(a).not.toContain('mot-de-passe');
    expect(box.open(a)).toBe('mot-de-passe-application');
  });

  it('refuses a tampered value or one from another secret', () => {
    const box = createSecretBox(undefined, 'x'.repeat(32));
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[4] = Buffer.from('autre').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow(SecretBoxError);
    expect(() => createSecretBox(undefined, 'y'.repeat(32)).open(sealed)).toThrow(SecretBoxError);
  });

  it('rotates: a new first key encrypts, the old one still decrypts, and old values are marked stale', () => {
    const oldKey = `k1:${key()}`;
    const before = createSecretBox(oldKey, 'unused-auth-secret-unused-auth-secret');
    const sealed = before.seal('ancien');
    const after = createSecretBox(`k2:${key()},${oldKey}`, 'unused-auth-secret-unused-auth-secret');
    expect(after.open(sealed)).toBe('ancien');
    expect(after.isStale(sealed)).toBe(true);
    expect(after.isStale(after.seal('nouveau'))).toBe(false);
    // Once the old key is dropped, values it sealed can no longer be read.
    expect(() => createSecretBox(`k2:${key()}`, 'x').open(sealed)).toThrow('la clé qui les a chiffrés');
  });

  it('opens what the derived key sealed once MAILBOX_KEYS is set, and marks it stale', () => {
    const sealed = createSecretBox(undefined, 'x'.repeat(32)).seal('avant');
    const configured = createSecretBox(`k1:${key()}`, 'x'.repeat(32));
    expect(configured.open(sealed)).toBe('avant');
    expect(configured.isStale(sealed)).toBe(true);
  });

  it.each(['k1', 'k1:court', `k1:${key()},k1:${key()}`, ' , '])(
    'refuses MAILBOX_KEYS=%j in French',
    (text) => {
      expect(() => parseKeys(text)).toThrow(/^MAILBOX_KEYS/);
    },
  );
});
