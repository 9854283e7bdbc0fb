import { type AccountSecurity, accountSecuritySchema, revokedSessionsSchema } from '../../shared/security.ts';
import type { Auth } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { apiRouter, declareRoute, jsonResponse, z } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { isOperator, readRecentSignIns } from './security.service.ts';
import { describeDevice } from './user-agent.ts';

export interface AccountSecurityRouteDeps {
  auth: Auth;
  db: Db;
  /** ADMIN_EMAILS, lower-cased. */
  admins: readonly string[];
}

// Under /api/account: app.ts forgets the reused session reads around every change made there.
const route = {
  read: declareRoute(
    { access: 'session', label: 'Sécurité de mon compte (sessions, connexions récentes)' },
    {
      method: 'get',
      path: '/account/security',
      responses: jsonResponse(accountSecuritySchema, 'Les sessions ouvertes et les dernières connexions'),
    },
  ),
  revoke: declareRoute(
    { access: 'session', label: 'Fermer une de mes sessions' },
    {
      method: 'delete',
      path: '/account/sessions/:id',
      request: {
        params: z.object({ id: z.string({ error: 'Session invalide.' }).min(1).max(200) }),
      },
      responses: jsonResponse(revokedSessionsSchema, 'Session fermée'),
    },
  ),
  revokeOthers: declareRoute(
    { access: 'session', label: 'Fermer toutes mes autres sessions' },
    {
      method: 'post',
      path: '/account/sessions/revoke-others',
      responses: jsonResponse(revokedSessionsSchema, 'Autres sessions fermées'),
    },
  ),
};

/** The signed-in user's own sessions and sign-ins; every session is looked up among theirs only. */
export function accountSecurityRoutes({ auth, db, admins }: AccountSecurityRouteDeps) {
  const ownSessions = (headers: Headers) => auth.api.listSessions({ headers });

  return apiRouter()
    .openapi(route.read, async (c) => {
      const user = c.get('user');
      const current = c.get('session');
      const [sessions, signIns] = await Promise.all([
        ownSessions(c.req.raw.headers),
        readRecentSignIns(db, user.email),
      ]);
      const body: AccountSecurity = {
        sessions: sessions
          .map((s) => ({
            id: s.id,
            current: s.id === current.id,
            device: describeDevice(s.userAgent),
            ip: s.ipAddress ?? null,
            createdAt: new Date(s.createdAt).toISOString(),
            lastActiveAt: new Date(s.updatedAt).toISOString(),
            expiresAt: new Date(s.expiresAt).toISOString(),
          }))
          // This device first, then the most recently used.
          .sort(
            (a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
          ),
        signIns,
        operator: isOperator(admins, user.email),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body, 200);
    })
    .openapi(route.revokeOthers, async (c) => {
      const current = c.get('session');
      const others = (await ownSessions(c.req.raw.headers)).filter((s) => s.id !== current.id);
      await auth.api.revokeOtherSessions({ headers: c.req.raw.headers });
      const n = others.length;
      const message =
        n === 0
          ? 'Aucune autre session n’était ouverte.'
          : n === 1
            ? 'Une autre session a été fermée.'
            : `${n} autres sessions ont été fermées.`;
      return c.json({ revoked: n, message }, 200);
    })
    .openapi(route.revoke, async (c) => {
      const { id } = c.req.valid('param');
      const current = c.get('session');
      // Only the caller's own sessions are found: another user's id is simply unknown here.
      const target = (await ownSessions(c.req.raw.headers)).find((s) => s.id === id);
      if (!target) throw new ApiError(404, 'not_found', 'Session introuvable.');
      if (target.id === current.id) {
        throw new ApiError(
          400,
          'validation:param',
          'Pour fermer la session de cet appareil, utilisez « Déconnexion ».',
        );
      }
      await auth.api.revokeSession({ body: { token: target.token }, headers: c.req.raw.headers });
      return c.json({ revoked: 1, message: 'Session fermée.' }, 200);
    });
}
