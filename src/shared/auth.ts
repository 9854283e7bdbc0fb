// The answers of better-auth's endpoints the app calls (/api/auth/...), minus the session tokens:
// they stay in the httpOnly cookie, out of scripts' reach.

import { z } from './zod.ts';

export const authUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export type AuthUser = Pick<z.output<typeof authUserSchema>, 'id' | 'email' | 'name' | 'emailVerified'>;

/** GET /api/auth/get-session: null for a visitor. */
export const serverSessionSchema = z
  .looseObject({ session: z.looseObject({ id: z.string(), expiresAt: z.string() }), user: authUserSchema })
  .nullable();
export type ServerSession = z.output<typeof serverSessionSchema>;

export const signedInSchema = z.looseObject({ user: authUserSchema });
export type SignedIn = z.output<typeof signedInSchema>;
export const authStatusSchema = z.object({ status: z.boolean() });
export type AuthStatus = z.output<typeof authStatusSchema>;
export const signedOutSchema = z.object({ success: z.boolean() });
export type SignedOut = z.output<typeof signedOutSchema>;
