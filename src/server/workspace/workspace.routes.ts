import type { Context } from 'hono';
import type { PlanId } from '../../shared/plans.ts';
import {
  eventDtoSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventPatchSchema,
  pageSchemaOf,
  projectDtoSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectPatchSchema,
  taskDtoSchema,
  taskInputSchema,
  taskListQuerySchema,
  taskPatchSchema,
} from '../../shared/workspace.ts';
import type { AuthEnv } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import { ensureSeeded } from './seed.ts';
import type { WorkspaceService } from './workspace.service.ts';

export interface WorkspaceRouteDeps {
  db: Db;
  workspace: WorkspaceService;
  /** The user's plan (billing decides; the Gratuit plan allows 1 personal project). */
  planOf(userId: string): Promise<PlanId>;
}

const projectId = { params: idParam('Identifiant de projet invalide.') };
const taskId = { params: idParam('Identifiant de tâche invalide.') };
const eventId = { params: idParam('Identifiant d’événement invalide.') };

const route = {
  listProjects: declareRoute(
    { access: 'session', label: 'Liste des projets' },
    {
      method: 'get',
      path: '/projects',
      request: { query: projectListQuerySchema },
      responses: jsonResponse(pageSchemaOf(projectDtoSchema)),
    },
  ),
  createProject: declareRoute(
    { access: 'session', label: 'Création d’un projet' },
    {
      method: 'post',
      path: '/projects',
      request: { body: jsonBody(projectInputSchema) },
      responses: jsonResponse(projectDtoSchema, 'Projet créé', 201),
    },
  ),
  getProject: declareRoute(
    { access: 'session', label: 'Lecture d’un projet' },
    { method: 'get', path: '/projects/{id}', request: projectId, responses: jsonResponse(projectDtoSchema) },
  ),
  updateProject: declareRoute(
    { access: 'session', label: 'Modification d’un projet' },
    {
      method: 'patch',
      path: '/projects/{id}',
      request: { ...projectId, body: jsonBody(projectPatchSchema) },
      responses: jsonResponse(projectDtoSchema),
    },
  ),
  deleteProject: declareRoute(
    { access: 'session', label: 'Suppression d’un projet' },
    { method: 'delete', path: '/projects/{id}', request: projectId, responses: noContent },
  ),
  listTasks: declareRoute(
    { access: 'session', label: 'Liste des tâches' },
    {
      method: 'get',
      path: '/tasks',
      request: { query: taskListQuerySchema },
      responses: jsonResponse(pageSchemaOf(taskDtoSchema)),
    },
  ),
  createTask: declareRoute(
    { access: 'session', label: 'Création d’une tâche' },
    {
      method: 'post',
      path: '/tasks',
      request: { body: jsonBody(taskInputSchema) },
      responses: jsonResponse(taskDtoSchema, 'Tâche créée', 201),
    },
  ),
  getTask: declareRoute(
    { access: 'session', label: 'Lecture d’une tâche' },
    { method: 'get', path: '/tasks/{id}', request: taskId, responses: jsonResponse(taskDtoSchema) },
  ),
  updateTask: declareRoute(
    { access: 'session', label: 'Modification d’une tâche' },
    {
      method: 'patch',
      path: '/tasks/{id}',
      request: { ...taskId, body: jsonBody(taskPatchSchema) },
      responses: jsonResponse(taskDtoSchema),
    },
  ),
  deleteTask: declareRoute(
    { access: 'session', label: 'Suppression d’une tâche' },
    { method: 'delete', path: '/tasks/{id}', request: taskId, responses: noContent },
  ),
  listEvents: declareRoute(
    { access: 'session', label: 'Liste des événements du planning' },
    {
      method: 'get',
      path: '/events',
      request: { query: eventListQuerySchema },
      responses: jsonResponse(pageSchemaOf(eventDtoSchema)),
    },
  ),
  createEvent: declareRoute(
    { access: 'session', label: 'Création d’un événement' },
    {
      method: 'post',
      path: '/events',
      request: { body: jsonBody(eventInputSchema) },
      responses: jsonResponse(eventDtoSchema, 'Événement créé', 201),
    },
  ),
  getEvent: declareRoute(
    { access: 'session', label: 'Lecture d’un événement' },
    { method: 'get', path: '/events/{id}', request: eventId, responses: jsonResponse(eventDtoSchema) },
  ),
  updateEvent: declareRoute(
    { access: 'session', label: 'Modification d’un événement' },
    {
      method: 'patch',
      path: '/events/{id}',
      request: { ...eventId, body: jsonBody(eventPatchSchema) },
      responses: jsonResponse(eventDtoSchema),
    },
  ),
  deleteEvent: declareRoute(
    { access: 'session', label: 'Suppression d’un événement' },
    { method: 'delete', path: '/events/{id}', request: eventId, responses: noContent },
  ),
};

/** /api/projects, /api/tasks and /api/events: the user's own rows only, the sample seeded on first use. */
export function workspaceRoutes(deps: WorkspaceRouteDeps) {
  // The service announces every write (webhooks); a route only parses, calls and answers.
  const { workspace } = deps;
  /** The signed-in user's id, once their sample workspace exists. */
  const seeded = async (c: Context<AuthEnv>) => {
    const userId = c.get('user').id;
    await ensureSeeded(deps.db, userId);
    return userId;
  };

  return apiRouter()
    .openapi(route.listProjects, async (c) =>
      c.json(await workspace.projects.list(await seeded(c), c.req.valid('query')), 200),
    )
    .openapi(route.createProject, async (c) => {
      const userId = await seeded(c);
      return c.json(
        await workspace.projects.create(userId, await deps.planOf(userId), c.req.valid('json')),
        201,
      );
    })
    .openapi(route.getProject, async (c) =>
      c.json(await workspace.projects.get(await seeded(c), c.req.valid('param').id), 200),
    )
    .openapi(route.updateProject, async (c) =>
      c.json(
        await workspace.projects.update(await seeded(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteProject, async (c) => {
      await workspace.projects.remove(await seeded(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.listTasks, async (c) =>
      c.json(await workspace.tasks.list(await seeded(c), c.req.valid('query')), 200),
    )
    .openapi(route.createTask, async (c) =>
      c.json(await workspace.tasks.create(await seeded(c), c.req.valid('json')), 201),
    )
    .openapi(route.getTask, async (c) =>
      c.json(await workspace.tasks.get(await seeded(c), c.req.valid('param').id), 200),
    )
    .openapi(route.updateTask, async (c) =>
      c.json(
        await workspace.tasks.update(await seeded(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteTask, async (c) => {
      await workspace.tasks.remove(await seeded(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.listEvents, async (c) =>
      c.json(await workspace.events.list(await seeded(c), c.req.valid('query')), 200),
    )
    .openapi(route.createEvent, async (c) =>
      c.json(await workspace.events.create(await seeded(c), c.req.valid('json')), 201),
    )
    .openapi(route.getEvent, async (c) =>
      c.json(await workspace.events.get(await seeded(c), c.req.valid('param').id), 200),
    )
    .openapi(route.updateEvent, async (c) =>
      c.json(
        await workspace.events.update(await seeded(c), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteEvent, async (c) => {
      await workspace.events.remove(await seeded(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
