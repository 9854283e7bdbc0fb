import { employeeSchema } from '../../shared/chat.ts';
import { taskDtoSchema } from '../../shared/workspace.ts';
import type { Db } from '../db/client.ts';
import { apiRouter, declareRoute, jsonResponse, z } from '../http/contract.ts';
import { listTasks } from '../workspace/workspace.queries.ts';

/** A task as an employee's page lists it. */
const assignedTaskSchema = taskDtoSchema.pick({
  id: true,
  title: true,
  status: true,
  priority: true,
  dueDate: true,
  projectId: true,
  sample: true,
});

const route = {
  tasks: declareRoute(
    {
      access: 'session',
      label: 'Tâches assignées à un employé IA',
      sample: '/api/employees/alfred/tasks',
    },
    {
      method: 'get',
      path: '/employees/{employee}/tasks',
      request: { params: z.object({ employee: employeeSchema }) },
      responses: jsonResponse(z.object({ tasks: z.array(assignedTaskSchema) })),
    },
  ),
};

/** /employees/{employee}/tasks: the user's tasks assigned to that AI employee. */
export function employeeTaskRoutes(deps: { db: Db }) {
  return apiRouter().openapi(route.tasks, async (c) => {
    const { employee } = c.req.valid('param');
    const tasks = await listTasks(deps.db, c.get('workspace').id);
    return c.json(
      {
        tasks: tasks
          .filter((t) => t.assignee === employee)
          .map((t) => ({
            id: t.id,
            title: t.title,
            status: t.status,
            priority: t.priority,
            dueDate: t.dueDate,
            projectId: t.projectId,
            sample: t.sample,
          })),
      },
      200,
    );
  });
}
