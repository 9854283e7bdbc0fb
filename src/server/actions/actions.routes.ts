import { aiActionSummarySchema, employeeSchema } from '../../shared/chat.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, z } from '../http/contract.ts';
import { approvingMember } from '../organisations/workspace-guard.ts';
import type { ActionsService } from './actions.service.ts';

const actionId = { params: idParam('Identifiant d’action invalide.') };
const preferenceSchema = z.object({
  autoApprove: z.boolean({ error: '« autoApprove » doit valoir true ou false.' }),
});
const decided = jsonResponse(z.object({ action: aiActionSummarySchema }));

const route = {
  list: declareRoute(
    { access: 'session', label: 'Journal d’activité des employés IA' },
    {
      method: 'get',
      path: '/actions',
      request: {
        query: z.object({
          employee: employeeSchema.optional(),
          taskId: z.uuid({ error: 'Identifiant de tâche invalide.' }).optional(),
        }),
      },
      responses: jsonResponse(
        z.object({
          actions: z.array(aiActionSummarySchema.extend({ messageId: z.string().nullable() })),
        }),
      ),
    },
  ),
  approve: declareRoute(
    { access: 'session', label: 'Approuver une action proposée' },
    { method: 'post', path: '/actions/{id}/approve', request: actionId, responses: decided },
  ),
  reject: declareRoute(
    { access: 'session', label: 'Refuser une action proposée' },
    { method: 'post', path: '/actions/{id}/reject', request: actionId, responses: decided },
  ),
  preferences: declareRoute(
    { access: 'session', label: 'Autorisations des employés IA' },
    {
      method: 'get',
      path: '/employees/preferences',
      responses: jsonResponse(z.object({ autoApprove: z.record(z.string(), z.boolean()) })),
    },
  ),
  setPreference: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Autoriser un employé IA à agir sans demander',
      sample: '/api/employees/alfred/preference',
    },
    {
      method: 'put',
      path: '/employees/{employee}/preference',
      request: { params: z.object({ employee: employeeSchema }), body: jsonBody(preferenceSchema) },
      responses: jsonResponse(z.object({ employee: employeeSchema, autoApprove: z.boolean() })),
    },
  ),
};

/**
 * The activity log, the approval of proposed actions, and each employee's permission to act alone.
 * A decision goes through the approvals service, which writes it to the audit log like the inbox.
 */
export function actionRoutes(deps: {
  actions: ActionsService;
  approvals: Pick<ApprovalsService, 'approveChatAction' | 'rejectChatAction'>;
}) {
  const { actions, approvals } = deps;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json({ actions: await actions.list(c.get('workspace').id, c.req.valid('query')) }, 200),
    )
    .openapi(route.approve, async (c) =>
      c.json(
        {
          action: await approvals.approveChatAction(
            c.get('workspace').id,
            c.req.valid('param').id,
            approvingMember(c),
          ),
        },
        200,
      ),
    )
    .openapi(route.reject, async (c) =>
      c.json(
        {
          action: await approvals.rejectChatAction(
            c.get('workspace').id,
            c.req.valid('param').id,
            approvingMember(c),
          ),
        },
        200,
      ),
    )
    .openapi(route.preferences, async (c) =>
      c.json({ autoApprove: await actions.preferences(c.get('workspace').id) }, 200),
    )
    .openapi(route.setPreference, async (c) => {
      const { employee } = c.req.valid('param');
      const { autoApprove } = c.req.valid('json');
      await actions.setAutoApprove(c.get('workspace').id, employee, autoApprove);
      return c.json({ employee, autoApprove }, 200);
    });
}
