// Two-factor authentication (decision 074): the figures the server configures better-auth's twoFactor
// plugin with, and that the pages and /legal state.

export const twoFactorSettings = {
  /** The name authenticator apps show beside the account. */
  issuer: 'Septime',
  /** Single-use backup codes given at activation and at each regeneration. */
  backupCodes: 10,
  /** « Faire confiance à cet appareil »: no code asked on this browser for this long. */
  trustDeviceDays: 30,
  /** How long the code step of a sign-in stays valid after the password. */
  challengeMinutes: 10,
  /** Wrong codes in a row (any challenge) before the account's second factor is locked… */
  lockoutFailures: 10,
  /** …for this long. */
  lockoutMinutes: 15,
} as const;

/**
 * A code as typed: spaces and dashes a user copies along are dropped from an app's 6 digits, and a
 * backup code typed without its middle dash gets it back (better-auth compares them exactly).
 */
export function normaliseTwoFactorCode(typed: string, kind: 'totp' | 'backup'): string {
  const compact = typed.replace(/[\s\u00a0\u202f-]/g, '');
  if (kind === 'totp') return compact;
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : typed.trim();
}
