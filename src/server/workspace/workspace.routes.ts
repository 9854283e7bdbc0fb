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
} from '../../shared/workspace.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import { ensureSeeded } from './seed.ts';
import type { WorkspaceService } from './workspace.service.ts';

export interface WorkspaceRouteDeps {
  auth: Auth;
  db: Db;
  workspace: WorkspaceService;
  /** The user's plan (billing decides; the Gratuit plan allows 1 personal project). */
  planOf(userId: string): Promise<PlanId>;
}

const projectId = z.uuid({ error: 'Identifiant de projet invalide.' });
const taskId = z.uuid({ error: 'Identifiant de tâche invalide.' });
const eventId = z.uuid({ error: 'Identifiant d’événement invalide.' });

/** /api/projects, /api/tasks and /api/events: the user's own rows only, the sample seeded on first use. */
export function workspaceRoutes(deps: WorkspaceRouteDeps) {
  // The service announces every write (webhooks); a route only parses, calls and answers.
  const { workspace } = deps;
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
      return c.json(await workspace.projects.create(user.id, await deps.planOf(user.id), body), 201);
    })
    .get('/:id', async (c) =>
      c.json(await workspace.projects.get(c.get('user').id, parseParam(projectId, c.req.param('id')))),
    )
    .patch('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(projectId, c.req.param('id'));
      return c.json(await workspace.projects.update(user.id, id, await parseJsonBody(c, projectPatchSchema)));
    })
    .delete('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(projectId, c.req.param('id'));
      await workspace.projects.remove(user.id, id);
      return c.body(null, 204);
    });

  const tasks = base()
    .get('/', async (c) =>
      c.json(await workspace.tasks.list(c.get('user').id, parseParam(taskListQuerySchema, query(c)))),
    )
    .post('/', async (c) => {
      const user = c.get('user');
      return c.json(await workspace.tasks.create(user.id, await parseJsonBody(c, taskInputSchema)), 201);
    })
    .get('/:id', async (c) =>
      c.json(await workspace.tasks.get(c.get('user').id, parseParam(taskId, c.req.param('id')))),
    )
    .patch('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(taskId, c.req.param('id'));
      return c.json(await workspace.tasks.update(user.id, id, await parseJsonBody(c, taskPatchSchema)));
    })
    .delete('/:id', async (c) => {
      const user = c.get('user');
      const id = parseParam(taskId, c.req.param('id'));
      await workspace.tasks.remove(user.id, id);
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
