import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { PlanId } from '../../shared/plans.ts';
import {
  eventInputSchema,
  eventListQuerySchema,
  eventPatchSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPatchSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskPatchSchema,
  type WorkspaceEventType,
} from '../../shared/workspace.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { loggableError, logger } from '../http/logger.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import { ensureSeeded } from './seed.ts';
import type { WorkspaceService } from './workspace.service.ts';

export interface WorkspaceRouteDeps {
  auth: Auth;
  db: Db;
  workspace: WorkspaceService;
  /** The user's plan (billing decides; the Gratuit plan allows 1 personal project). */
  planOf(userId: string): Promise<PlanId>;
  /** Called after each successful write (webhooks). */
  onEvent?: (userId: string, event: { type: WorkspaceEventType; data: unknown }) => void;
}

const projectId = z.uuid({ error: 'Identifiant de projet invalide.' });
const taskId = z.uuid({ error: 'Identifiant de tâche invalide.' });
const eventId = z.uuid({ error: 'Identifiant d’événement invalide.' });

/** /api/projects, /api/tasks and /api/events: the user's own rows only, the sample seeded on first use. */
export function workspaceRoutes(deps: WorkspaceRouteDeps) {
  const { workspace } = deps;
  const emit = (userId: string, type: WorkspaceEventType, data: unknown) => {
    try {
      deps.onEvent?.(userId, { type, data });
    } catch (err) {
      logger().error({ type, err: loggableError(err) }, 'workspace event listener failed');
    }
  };
  const seedOnFirstUse = createMiddleware<AuthEnv>(async (c, next) => {
    await ensureSeeded(deps.db, c.get('user').id);
    await next();
  });
  const base = () => new Hono<AuthEnv>().use(requireUser(deps.auth)).use(seedOnFirstUse);
  const query = (c: { req: { query(): Record<string, string> } }) => c.req.query();

  const projects = base()
    .get('/', async (c) =>
      c.json(await workspace.projects.list(c.get('user').id, parseParam(projectListQuerySchema, query(c)))),
    )
    .post('/', async (c) => {
      const user = c.get('user');
      const body = await parseJsonBody(c, projectInputSchema);
      const created = await workspace.projects.create(user.id, await deps.planOf(user.id), body);
      emit(user.id, 'project.created', created);
      return c.json(created, 201);
    })
    .get('/:id', async (c) =>
      c.json(await workspace.projects.get(c.get('user').id, parseParam(projectId, c.req.param('id')))),
    )
    .patch('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(projectId, c.req.param('id'));
      const updated = await workspace.projects.update(
        user.id,
        id,
        await parseJsonBody(c, projectPatchSchema),
      );
      emit(user.id, 'project.updated', updated);
      return c.json(updated);
    })
    .delete('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(projectId, c.req.param('id'));
      await workspace.projects.remove(user.id, id);
      emit(user.id, 'project.deleted', { id });
      return c.body(null, 204);
    });

  const tasks = base()
    .get('/', async (c) =>
      c.json(await workspace.tasks.list(c.get('user').id, parseParam(taskListQuerySchema, query(c)))),
    )
    .post('/', async (c) => {
      const user = c.get('user');
      const created = await workspace.tasks.create(user.id, await parseJsonBody(c, taskInputSchema));
      emit(user.id, 'task.created', created);
      return c.json(created, 201);
    })
    .get('/:id', async (c) =>
      c.json(await workspace.tasks.get(c.get('user').id, parseParam(taskId, c.req.param('id')))),
    )
    .patch('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(taskId, c.req.param('id'));
      const updated = await workspace.tasks.update(user.id, id, await parseJsonBody(c, taskPatchSchema));
      emit(user.id, 'task.updated', updated);
      return c.json(updated);
    })
    .delete('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(taskId, c.req.param('id'));
      await workspace.tasks.remove(user.id, id);
      emit(user.id, 'task.deleted', { id });
      return c.body(null, 204);
    });

  const events = base()
    .get('/', async (c) =>
      c.json(await workspace.events.list(c.get('user').id, parseParam(eventListQuerySchema, query(c)))),
    )
    .post('/', async (c) => {
      const created = await workspace.events.create(
        c.get('user').id,
        await parseJsonBody(c, eventInputSchema),
      );
      return c.json(created, 201);
    })
    .get('/:id', async (c) =>
      c.json(await workspace.events.get(c.get('user').id, parseParam(eventId, c.req.param('id')))),
    )
    .patch('/:id', async (c) => {
      const id = parseParam(eventId, c.req.param('id'));
      return c.json(
        await workspace.events.update(c.get('user').id, id, await parseJsonBody(c, eventPatchSchema)),
      );
    })
    .delete('/:id', async (c) => {
      await workspace.events.remove(c.get('user').id, parseParam(eventId, c.req.param('id')));
      return c.body(null, 204);
    });

  return { projects, tasks, events };
}
