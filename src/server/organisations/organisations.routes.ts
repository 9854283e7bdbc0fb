import { seatPreviewSchema } from '../../shared/billing.ts';
import {
  allowanceInputSchema,
  approversInputSchema,
  invitationCreatedSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationTokenSchema,
  memberIdParam,
  organisationIdParam,
  organisationListSchema,
  organisationNameSchema,
  organisationSummarySchema,
  roleInputSchema,
  teamSchema,
} from '../../shared/organisations.ts';
import { twoFactorRequirementSchema } from '../../shared/two-factor.ts';
import type { Db } from '../db/client.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { OrganisationsService } from './organisations.service.ts';
import { setTwoFactorRequirement } from './two-factor-requirement.ts';
import { secondFactorMissing, secondFactorRequired } from './workspace-guard.ts';

// « Paramètres → Équipe » and the invitation links (issue 39, decision 072). The roles each route
// needs are declared here and enforced by the session guard (http/contract.ts).

const route = {
  list: declareRoute(
    { access: 'session', label: 'Mes organisations' },
    { method: 'get', path: '/organisations', responses: jsonResponse(organisationListSchema) },
  ),
  switchTo: declareRoute(
    { access: 'session', label: 'Changer d’organisation', sample: '/api/organisations/autre/switch' },
    {
      method: 'post',
      path: '/organisations/{id}/switch',
      request: { params: organisationIdParam },
      responses: noContent,
    },
  ),
  team: declareRoute(
    { access: 'session', label: 'Équipe : membres, invitations et places' },
    { method: 'get', path: '/team', responses: jsonResponse(teamSchema) },
  ),
  rename: declareRoute(
    { access: 'session', role: 'owner', label: 'Renommer l’organisation' },
    {
      method: 'patch',
      path: '/team',
      request: { body: jsonBody(organisationNameSchema) },
      responses: noContent,
    },
  ),
  approvers: declareRoute(
    { access: 'session', role: 'admin', label: 'Qui approuve les propositions des employés' },
    {
      method: 'put',
      path: '/team/approvers',
      request: { body: jsonBody(approversInputSchema) },
      responses: noContent,
    },
  ),
  twoFactor: declareRoute(
    {
      access: 'session',
      role: 'owner',
      label: 'Exiger la double authentification des propriétaires et administrateurs',
    },
    {
      method: 'put',
      path: '/team/two-factor',
      request: { body: jsonBody(twoFactorRequirementSchema) },
      responses: noContent,
    },
  ),
  invite: declareRoute(
    { access: 'session', role: 'admin', label: 'Inviter un membre par email', limits: ['team-invite:user'] },
    {
      method: 'post',
      path: '/team/invitations',
      request: { body: jsonBody(invitationInputSchema) },
      responses: jsonResponse(invitationCreatedSchema, 'Invitation envoyée', 201),
    },
  ),
  seats: declareRoute(
    { access: 'session', role: 'admin', label: 'Prix d’un membre de plus (forfait Pro)' },
    { method: 'get', path: '/team/seats', responses: jsonResponse(seatPreviewSchema) },
  ),
  revoke: declareRoute(
    { access: 'session', role: 'admin', label: 'Annuler une invitation' },
    {
      method: 'delete',
      path: '/team/invitations/{id}',
      request: { params: idParam('Invitation introuvable.') },
      responses: noContent,
    },
  ),
  changeRole: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Changer le rôle d’un membre',
      sample: '/api/team/members/autre',
    },
    {
      method: 'patch',
      path: '/team/members/{userId}',
      request: { params: memberIdParam, body: jsonBody(roleInputSchema) },
      responses: noContent,
    },
  ),
  allowance: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Allocation de tâches IA par jour d’un membre',
      sample: '/api/team/members/autre/allowance',
    },
    {
      method: 'put',
      path: '/team/members/{userId}/allowance',
      request: { params: memberIdParam, body: jsonBody(allowanceInputSchema) },
      responses: noContent,
    },
  ),
  remove: declareRoute(
    // A member may leave; removing someone else is checked (administrators) by the service.
    {
      access: 'session',
      label: 'Retirer un membre (ou quitter l’organisation)',
      sample: '/api/team/members/autre',
    },
    {
      method: 'delete',
      path: '/team/members/{userId}',
      request: { params: memberIdParam },
      responses: noContent,
    },
  ),
  preview: declareRoute(
    { access: 'public', label: 'Lire une invitation (lien reçu par email)', limits: ['invitation:ip'] },
    {
      method: 'post',
      path: '/invitations/preview',
      request: { body: jsonBody(invitationTokenSchema) },
      responses: jsonResponse(invitationPreviewSchema),
    },
  ),
  accept: declareRoute(
    { access: 'session', label: 'Accepter une invitation', limits: ['invitation:ip'] },
    {
      method: 'post',
      path: '/invitations/accept',
      request: { body: jsonBody(invitationTokenSchema) },
      responses: jsonResponse(organisationSummarySchema),
    },
  ),
};

export function organisationRoutes(deps: {
  organisations: OrganisationsService;
  limits: RateLimits;
  origin: (request: Request) => string;
}) {
  const { organisations, limits } = deps;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json({ organisations: await organisations.list(c.get('user').id) }, 200),
    )
    .openapi(route.switchTo, async (c) => {
      await organisations.switchTo(c.get('user').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.team, async (c) =>
      c.json(await organisations.team(c.get('workspace'), c.get('user').id), 200),
    )
    .openapi(route.rename, async (c) => {
      await organisations.rename(c.get('workspace'), c.req.valid('json').name);
      return c.body(null, 204);
    })
    .openapi(route.approvers, async (c) => {
      const body = c.req.valid('json');
      await organisations.setApprovers(c.get('workspace'), body.approvers, body.memberIds);
      return c.body(null, 204);
    })
    .openapi(route.twoFactor, async (c) => {
      await setTwoFactorRequirement(
        // The database the session guards read (http/contract.ts's apiContext).
        c.get('db' as never) as Db,
        c.get('workspace'),
        c.get('user').id,
        c.req.valid('json').required,
      );
      return c.body(null, 204);
    })
    .openapi(route.invite, async (c) => {
      const user = c.get('user');
      await limits.enforce(c, limitCheck('team-invite:user', user.id));
      const invitation = await organisations.invite(
        c.get('workspace'),
        user,
        c.req.valid('json'),
        deps.origin(c.req.raw),
      );
      return c.json({ invitation }, 201);
    })
    .openapi(route.seats, async (c) => {
      const preview = await organisations.seatPreview(c.get('workspace'));
      if (!preview) throw new ApiError(404, 'not_found');
      return c.json(preview, 200);
    })
    .openapi(route.revoke, async (c) => {
      await organisations.revoke(c.get('workspace'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.changeRole, async (c) => {
      await organisations.changeRole(
        c.get('workspace'),
        c.req.valid('param').userId,
        c.req.valid('json').role,
      );
      return c.body(null, 204);
    })
    .openapi(route.allowance, async (c) => {
      const { aiDailyAllowance } = c.req.valid('json');
      await organisations.setAllowance(c.get('workspace'), c.req.valid('param').userId, aiDailyAllowance);
      return c.body(null, 204);
    })
    .openapi(route.remove, async (c) => {
      const workspace = c.get('workspace');
      const target = c.req.valid('param').userId;
      // Leaving is a member's; removing someone else is an administrator's power (decision 074).
      if (target !== c.get('user').id && secondFactorMissing(workspace, c.get('user')))
        throw secondFactorRequired(workspace);
      await organisations.remove(workspace, c.get('user').id, target);
      return c.body(null, 204);
    })
    .openapi(route.preview, async (c) => {
      await limits.enforce(c, limitCheck('invitation:ip', clientIp(c)));
      return c.json(await organisations.preview(c.req.valid('json').token), 200);
    })
    .openapi(route.accept, async (c) => {
      await limits.enforce(c, limitCheck('invitation:ip', clientIp(c)));
      return c.json(await organisations.accept(c.get('user'), c.req.valid('json').token), 200);
    });
}
