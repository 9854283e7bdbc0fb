import { Hono } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';

/** The signed-in user's own profile. */
export function accountRoutes(auth: Auth) {
  return new Hono<AuthEnv>().use(requireUser(auth)).get('/', (c) => {
    const user = c.get('user');
    return c.json({
      user: { id: user.id, email: user.email, name: user.name, createdAt: user.createdAt.toISOString() },
    });
  });
}
