import { Hono } from 'hono';
import { employeeSchema } from '../../shared/chat.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { parseParam } from '../http/validate.ts';
import { listTasks } from '../workspace/workspace.queries.ts';

/** /ai/{employee}: the user's tasks assigned to that AI employee. */
export function employeeTaskRoutes(deps: { auth: Auth; db: Db }) {
  return new Hono<AuthEnv>().use(requireUser(deps.auth)).get('/:employee/tasks', async (c) => {
    const employee = parseParam(employeeSchema, c.req.param('employee'));
    const tasks = await listTasks(deps.db, c.get('user').id);
    return c.json({
      tasks: tasks
        .filter((t) => t.assignee === employee)
        .map((t) => ({
          id: t.id,
          title: t.title,
          status: t.status,
          priority: t.priority,
          dueDate: t.dueDate,
          projectId: t.projectId,
        })),
    });
  });
}
