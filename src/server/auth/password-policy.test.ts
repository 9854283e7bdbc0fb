import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, passwordPolicyError } from './password-policy.ts';

describe('the server password policy', () => {
  it('ships the 3,000 most common passwords', () => {
    expect(commonPasswordCount).toBe(3000);
  });

  it.each(['password123', 'Password123!', 'Sunshine2024', 'QWERTY1!', 'iloveyou7'])(
    'refuses %s as common',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Septime-Test-2026!', 'Correct-Horse-Battery-9', 'Tr0ub4dor&3x'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(passwordPolicyError(password)).toBeNull();
  });

  it('answers each refusal with its French message', () => {
    expect(passwordPolicyError('Ab1!')?.code).toBe('PASSWORD_TOO_SHORT');
    expect(passwordPolicyError('abcdefgh')?.code).toBe('WEAK_PASSWORD');
    expect(passwordPolicyError('Password123!')).toEqual({
      code: 'COMMON_PASSWORD',
      message:
        'Ce mot de passe fait partie des plus courants et serait deviné en quelques secondes. Choisissez-en un autre.',
    });
  });
});
