import { leanPost } from '../../lib/lean-api.ts';

// « Paramètres → Sécurité » (decision 074): better-auth's two-factor endpoints, declared with their
// bodies and answers in server/auth/auth.routes.ts. Each asks the password again, except the code that
// confirms the activation.

/** Starts the activation: the otpauth:// URI to scan and the backup codes (valid once confirmed). */
export const startTwoFactor = (password: string) => leanPost('/auth/two-factor/enable', { password });
/** Confirms the activation with a code of the app: the second factor is asked from the next sign-in. */
export const confirmTwoFactor = (code: string) => leanPost('/auth/two-factor/verify-totp', { code });
export const disableTwoFactor = (password: string) => leanPost('/auth/two-factor/disable', { password });
/** New backup codes: the previous ones stop working. */
export const regenerateBackupCodes = (password: string) =>
  leanPost('/auth/two-factor/generate-backup-codes', { password });

/** The secret of an otpauth:// URI, in groups of 4 for typing it into an app by hand. */
export function manualEntryKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The URI as a QR code (an SVG data URL), drawn in the browser: the secret never leaves the page. */
export async function qrCodeOf(totpURI: string): Promise<string> {
  // Loaded only when someone enables the second factor.
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(totpURI, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
