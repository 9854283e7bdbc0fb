import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import {
  accountDeletionSchema,
  accountExportSchema,
  accountSchema,
  deletionConfirmed,
  deletionWord,
  messageSchema,
  passwordChangeSchema,
  profileSchema,
} from '../../shared/account.ts';
import type { Auth } from '../auth/auth.ts';
import { authMessages } from '../auth/auth-messages.ts';
import { passwordPolicyError } from '../auth/password-policy.ts';
import type { Db } from '../db/client.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { membersBesidesFounder } from '../organisations/organisations.service.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { deleteUserData, exportUserData } from './account-data.ts';

export interface AccountRouteDeps {
  auth: Auth;
  db: Db;
  limits: RateLimits;
}

/** Copies better-auth's Set-Cookie headers (a renewed or cleared session) onto our answer. */
function forwardCookies(c: Context, from: Headers) {
  for (const cookie of from.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

const route = {
  profile: declareRoute(
    { access: 'session', label: 'Profil du compte' },
    { method: 'get', path: '/account', responses: jsonResponse(accountSchema) },
  ),
  rename: declareRoute(
    { access: 'session', label: 'Modifier le nom affiché' },
    {
      method: 'patch',
      path: '/account',
      request: { body: jsonBody(profileSchema) },
      responses: jsonResponse(accountSchema),
    },
  ),
  changePassword: declareRoute(
    { access: 'session', label: 'Changer de mot de passe', limits: ['password-change:user'] },
    {
      method: 'post',
      path: '/account/password',
      request: { body: jsonBody(passwordChangeSchema) },
      responses: jsonResponse(messageSchema, 'Mot de passe modifié'),
    },
  ),
  exportData: declareRoute(
    { access: 'session', label: 'Export de toutes mes données (JSON)', limits: ['account-export:user'] },
    {
      method: 'get',
      path: '/account/export',
      responses: jsonResponse(accountExportSchema, 'Toutes les données du compte (pièce jointe)'),
    },
  ),
  remove: declareRoute(
    { access: 'session', label: 'Suppression du compte et de toutes ses données' },
    {
      method: 'delete',
      path: '/account',
      request: { body: jsonBody(accountDeletionSchema) },
      responses: jsonResponse(messageSchema, 'Compte supprimé'),
    },
  ),
};

/** The signed-in user's own profile, password, data export and account deletion (/settings). */
export function accountRoutes(deps: AccountRouteDeps) {
  const { auth, db } = deps;
  return apiRouter()
    .openapi(route.profile, (c) => {
      const user = c.get('user');
      return c.json(
        {
          user: { id: user.id, email: user.email, name: user.name, createdAt: user.createdAt.toISOString() },
        },
        200,
      );
    })
    .openapi(route.rename, async (c) => {
      const { name } = c.req.valid('json');
      await auth.api.updateUser({ body: { name }, headers: c.req.raw.headers });
      const user = c.get('user');
      return c.json(
        { user: { id: user.id, email: user.email, name, createdAt: user.createdAt.toISOString() } },
        200,
      );
    })
    .openapi(route.changePassword, async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('password-change:user', user.id));
      // SPEC.md §5's strength rule and the common-password list, as at sign-up.
      const problem = passwordPolicyError(body.newPassword);
      if (problem) throw new ApiError(400, 'validation:body', problem.message);
      if (body.newPassword === body.currentPassword) {
        throw new ApiError(
          400,
          'validation:body',
          'Le nouveau mot de passe doit être différent de l’actuel.',
        );
      }
      try {
        const response = await auth.api.changePassword({
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: true,
          },
          headers: c.req.raw.headers,
          asResponse: true,
        });
        if (!response.ok) {
          const failure = (await response.json().catch(() => null)) as { code?: string } | null;
          const code = failure?.code ?? '';
          if (code === 'INVALID_PASSWORD' || response.status === 400) {
            throw new ApiError(400, 'validation:body', 'Mot de passe actuel incorrect.');
          }
          throw new ApiError(
            response.status === 401 ? 401 : 400,
            'auth',
            authMessages[code] ?? 'Le changement a échoué.',
          );
        }
        // Other sessions are signed out; this one gets a fresh cookie.
        forwardCookies(c, response.headers);
        return c.json({ message: 'Mot de passe modifié.' }, 200);
      } catch (err) {
        if (err instanceof APIError)
          throw new ApiError(400, 'validation:body', 'Mot de passe actuel incorrect.');
        throw err;
      }
    })
    .openapi(route.exportData, async (c) => {
      const user = c.get('user');
      await deps.limits.enforce(c, limitCheck('account-export:user', user.id));
      const data = await exportUserData(db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="septime-export-${day}.json"`);
      return c.json({ exportedAt: new Date().toISOString(), ...data }, 200);
    })
    .openapi(route.remove, async (c) => {
      const { confirmation } = c.req.valid('json');
      const user = c.get('user');
      if (!deletionConfirmed(confirmation, user.email)) {
        throw new ApiError(
          400,
          'validation:body',
          `Tapez votre email ou « ${deletionWord} » pour confirmer.`,
        );
      }
      // The founder's account carries its organisation's data (decision 072): not while others work in it.
      const others = await membersBesidesFounder(db, user.id);
      if (others > 0) {
        throw new ApiError(
          409,
          'conflict',
          `Votre compte porte votre organisation et ses données, où travaillent encore ${others === 1 ? 'un autre membre' : `${others} autres membres`}\u00a0: retirez-les dans Paramètres → Équipe avant de supprimer votre compte.`,
        );
      }
      // Signed out first, for the headers that clear the browser's cookie; the rows go next.
      const signOut = await auth.api
        .signOut({ headers: c.req.raw.headers, asResponse: true })
        .catch(() => null);
      await deleteUserData(db, user.id);
      if (signOut) forwardCookies(c, signOut.headers);
      return c.json({ message: 'Votre compte et toutes vos données ont été supprimés.' }, 200);
    });
}
