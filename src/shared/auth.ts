// The answers of better-auth's endpoints the app calls (/api/auth/...), minus the session tokens:
// they stay in the httpOnly cookie, out of scripts' reach.

import { z } from './zod.ts';

export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  /** A second factor (TOTP) is asked at each sign-in (decision 074). */
  twoFactorEnabled: z.boolean().nullish(),
});
export type AuthUser = Pick<
  z.output<typeof authUserSchema>,
  'id' | 'email' | 'name' | 'emailVerified' | 'twoFactorEnabled'
>;

/** GET /api/auth/get-session: null for a visitor. */
export const serverSessionSchema = z
  .looseObject({ session: z.looseObject({ id: z.string(), expiresAt: z.string() }), user: authUserSchema })
  .nullable();
export type ServerSession = z.output<typeof serverSessionSchema>;

export const signedInSchema = z.looseObject({ user: authUserSchema });
export type SignedIn = z.output<typeof signedInSchema>;
/** The password was right but the account has a second factor: no session yet, the code step comes. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});
/** POST /api/auth/sign-in/email: signed in, or asked for the second factor. */
export const signInAnswerSchema = z.union([signedInSchema, twoFactorChallengeSchema]);
/** POST /api/auth/two-factor/enable: the secret to scan and the backup codes, shown once. */
export const twoFactorSetupSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
/** POST /api/auth/two-factor/generate-backup-codes: the new codes (the old ones no longer work). */
export const backupCodesSchema = z.looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) });
export const authStatusSchema = z.object({ status: z.boolean() });
export type AuthStatus = z.output<typeof authStatusSchema>;
export const signedOutSchema = z.object({ success: z.boolean() });
export type SignedOut = z.output<typeof signedOutSchema>;
