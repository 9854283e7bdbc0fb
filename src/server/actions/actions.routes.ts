import { Hono } from 'hono';
import { z } from 'zod';
import { employeeSchema } from '../../shared/chat.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import type { ActionsService } from './actions.service.ts';

const actionId = z.uuid({ error: 'Identifiant d’action invalide.' });
const taskId = z.uuid({ error: 'Identifiant de tâche invalide.' });
const preferenceSchema = z.object({
  autoApprove: z.boolean({ error: '« autoApprove » doit valoir true ou false.' }),
});

/** The activity log, the approval of proposed actions, and each employee's permission to act alone. */
export function actionRoutes(deps: { auth: Auth; actions: ActionsService }) {
  const { actions } = deps;
  const log = new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      const employee = c.req.query('employee');
      const task = c.req.query('taskId');
      const list = await actions.list(c.get('user').id, {
        employee: employee === undefined ? undefined : parseParam(employeeSchema, employee),
        taskId: task === undefined ? undefined : parseParam(taskId, task),
      });
      return c.json({ actions: list });
    })
    .post('/:id/approve', async (c) => {
      const id = parseParam(actionId, c.req.param('id'));
      return c.json({ action: await actions.approve(c.get('user').id, id) });
    })
    .post('/:id/reject', async (c) => {
      const id = parseParam(actionId, c.req.param('id'));
      return c.json({ action: await actions.reject(c.get('user').id, id) });
    });

  const preferences = new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/preferences', async (c) => c.json({ autoApprove: await actions.preferences(c.get('user').id) }))
    .put('/:employee/preference', async (c) => {
      const employee = parseParam(employeeSchema, c.req.param('employee'));
      const body = await parseJsonBody(c, preferenceSchema);
      await actions.setAutoApprove(c.get('user').id, employee, body.autoApprove);
      return c.json({ employee, autoApprove: body.autoApprove });
    });

  return { log, preferences };
}
