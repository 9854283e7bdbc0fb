import { readFileSync } from 'node:fs';
import {
  passwordMaxLength,
  passwordMinLength,
  passwordStrength,
  weakPasswordMessage,
} from '../../shared/password-strength.ts';

// The 3,000 most common passwords (OWASP ASVS 6.2.4), lower-cased, from zxcvbn-ts's frequency list (MIT).
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

export const commonPasswordMessage =
  'Ce mot de passe fait partie des plus courants et serait deviné en quelques secondes. Choisissez-en un autre.';
export const passwordLengthMessage = `Le mot de passe doit contenir entre ${passwordMinLength} et ${passwordMaxLength} caractères.`;

/**
 * A listed password, or one with a few digits or symbols tacked on ("Password123!"): the first thing
 * a guessing attack tries, whatever the strength meter says about its character classes.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const base = lower.replace(/[\d\W_]+$/u, '');
  return base.length >= 4 && lower.length - base.length <= 4 && commonPasswords.has(base);
}

/** The server's password rule: SPEC.md §5 length and strength, plus the common-password list. */
export function passwordPolicyError(password: unknown): { code: string; message: string } | null {
  if (typeof password !== 'string') return { code: 'INVALID_PASSWORD', message: passwordLengthMessage };
  const length = [...password].length;
  if (length < passwordMinLength || length > passwordMaxLength) {
    return {
      code: length < passwordMinLength ? 'PASSWORD_TOO_SHORT' : 'PASSWORD_TOO_LONG',
      message: passwordLengthMessage,
    };
  }
  if (passwordStrength(password) === 'weak') return { code: 'WEAK_PASSWORD', message: weakPasswordMessage };
  if (isCommonPassword(password)) return { code: 'COMMON_PASSWORD', message: commonPasswordMessage };
  return null;
}

export const commonPasswordCount = commonPasswords.size;
