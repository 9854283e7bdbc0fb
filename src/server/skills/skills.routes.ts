import {
  approvalDtoSchema,
  skillDescriptionSchema,
  skillDtoSchema,
  skillInputSchema,
  skillListQuerySchema,
  skillListSchema,
  skillPatchSchema,
  skillRunDtoSchema,
  skillRunListSchema,
} from '../../shared/skills.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { Automation } from './automation.ts';
import { describeSkill } from './describe-skill.ts';

const skillId = { params: idParam('Identifiant d’automatisation invalide.') };

const route = {
  list: declareRoute(
    { access: 'session', label: 'Liste des automatisations' },
    {
      method: 'get',
      path: '/skills',
      request: { query: skillListQuerySchema },
      responses: jsonResponse(skillListSchema),
    },
  ),
  create: declareRoute(
    { access: 'session', label: 'Activation d’une automatisation' },
    {
      method: 'post',
      path: '/skills',
      request: { body: jsonBody(skillInputSchema) },
      responses: jsonResponse(skillDtoSchema, 'Automatisation créée', 201),
    },
  ),
  describe: declareRoute(
    {
      access: 'session',
      label: 'Automatisation décrite en français (proposée pour approbation)',
      limits: ['skill-run:user'],
    },
    {
      method: 'post',
      path: '/skills/describe',
      request: { body: jsonBody(skillDescriptionSchema) },
      responses: jsonResponse(approvalDtoSchema, 'Configuration proposée', 201),
    },
  ),
  update: declareRoute(
    { access: 'session', label: 'Modification d’une automatisation' },
    {
      method: 'patch',
      path: '/skills/{id}',
      request: { ...skillId, body: jsonBody(skillPatchSchema) },
      responses: jsonResponse(skillDtoSchema),
    },
  ),
  remove: declareRoute(
    { access: 'session', label: 'Suppression d’une automatisation' },
    { method: 'delete', path: '/skills/{id}', request: skillId, responses: noContent },
  ),
  runNow: declareRoute(
    { access: 'session', label: 'Lancer une automatisation maintenant', limits: ['skill-run:user'] },
    {
      method: 'post',
      path: '/skills/{id}/run',
      request: skillId,
      responses: jsonResponse(skillRunDtoSchema),
    },
  ),
  runs: declareRoute(
    { access: 'session', label: 'Historique des exécutions d’une automatisation' },
    {
      method: 'get',
      path: '/skills/{id}/runs',
      request: skillId,
      responses: jsonResponse(skillRunListSchema),
    },
  ),
  hook: declareRoute(
    {
      access: 'public',
      label: 'Webhook entrant d’une automatisation (secret dans X-Septime-Secret)',
      limits: ['skill-hook:ip'],
    },
    {
      method: 'post',
      path: '/skill-hooks/{id}',
      request: { params: idParam('Identifiant d’automatisation invalide.') },
      responses: jsonResponse(skillRunDtoSchema, 'Exécution en file', 202),
    },
  ),
};

/** /api/skills: the user's skills, their runs, « Lancer maintenant »; /api/skill-hooks: inbound webhooks. */
export function skillRoutes(deps: { automation: Automation; limits: RateLimits }) {
  const { skills, approvals } = deps.automation;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json({ skills: await skills.list(c.get('workspace').id, c.req.valid('query')) }, 200),
    )
    .openapi(route.create, async (c) =>
      c.json(await skills.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.describe, async (c) => {
      const body = c.req.valid('json');
      await deps.limits.enforce(c, limitCheck('skill-run:user', c.get('user').id));
      const proposal = describeSkill(body.employee, body.text, new Date());
      const added = await approvals.propose({ userId: c.get('workspace').id, ...proposal });
      if (!added) throw new ApiError(409, 'conflict:action', 'Cette automatisation est déjà proposée.');
      return c.json(added, 201);
    })
    .openapi(route.update, async (c) =>
      c.json(await skills.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(route.remove, async (c) => {
      await skills.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.runNow, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('skill-run:user', userId));
      return c.json(await skills.runNow(userId, c.req.valid('param').id), 200);
    })
    .openapi(route.runs, async (c) =>
      c.json({ runs: await skills.runs(c.get('workspace').id, c.req.valid('param').id) }, 200),
    )
    .openapi(route.hook, async (c) => {
      await deps.limits.enforce(c, limitCheck('skill-hook:ip', clientIp(c)));
      const secret = c.req.header('x-septime-secret') ?? '';
      const text = await c.req.text();
      if (text.length > 16_384) throw new ApiError(413, 'payload_too_large');
      let payload: Record<string, unknown> = {};
      if (text.trim()) {
        try {
          const parsed: unknown = JSON.parse(text);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            payload = parsed as Record<string, unknown>;
        } catch {
          throw new ApiError(400, 'validation:json');
        }
      }
      return c.json(await skills.receiveHook(c.req.valid('param').id, secret, payload), 202);
    });
}
