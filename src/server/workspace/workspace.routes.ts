import type { PlanId } from '../../shared/plans.ts';
import {
  eventDtoSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventPatchSchema,
  exampleResultSchema,
  guidedStartSchema,
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
import type { Db } from '../db/client.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent } from '../http/contract.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { dismissGuidedStart, guidedStartState, loadExample, removeExample } from './example.service.ts';
import type { WorkspaceService } from './workspace.service.ts';

export interface WorkspaceRouteDeps {
  db: Db;
  limits: RateLimits;
  workspace: WorkspaceService;
  /** The user's plan (billing decides; the Gratuit plan allows 1 personal project). */
  planOf(userId: string): Promise<PlanId>;
}

const projectId = { params: idParam('Identifiant de projet invalide.') };
const taskId = { params: idParam('Identifiant de tâche invalide.') };
const eventId = { params: idParam('Identifiant d’événement invalide.') };

const route = {
  guidedStart: declareRoute(
    { access: 'session', label: 'Démarrage guidé et exemple' },
    { method: 'get', path: '/workspace/start', responses: jsonResponse(guidedStartSchema) },
  ),
  dismissGuidedStart: declareRoute(
    { access: 'session', label: 'Masquer le démarrage guidé' },
    { method: 'post', path: '/workspace/start/dismiss', responses: noContent },
  ),
  loadExample: declareRoute(
    { access: 'session', label: 'Chargement de l’exemple', limits: ['example:user'] },
    { method: 'post', path: '/workspace/example', responses: jsonResponse(exampleResultSchema) },
  ),
  removeExample: declareRoute(
    { access: 'session', label: 'Retrait de l’exemple', limits: ['example:user'] },
    { method: 'delete', path: '/workspace/example', responses: jsonResponse(exampleResultSchema) },
  ),
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

/**
 * /api/projects, /api/tasks and /api/events: the user's own rows only (a new account's are none);
 * /api/workspace/start and /api/workspace/example: the guided start and the example (decision 059).
 */
export function workspaceRoutes(deps: WorkspaceRouteDeps) {
  // The service announces every write (webhooks); a route only parses, calls and answers.
  const { workspace } = deps;

  return apiRouter()
    .openapi(route.guidedStart, async (c) =>
      c.json(await guidedStartState(deps.db, c.get('workspace').id), 200),
    )
    .openapi(route.dismissGuidedStart, async (c) => {
      await dismissGuidedStart(deps.db, c.get('workspace').id);
      return c.body(null, 204);
    })
    .openapi(route.loadExample, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('example:user', userId));
      return c.json(await loadExample(deps.db, userId), 200);
    })
    .openapi(route.removeExample, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('example:user', userId));
      return c.json(await removeExample(deps.db, userId), 200);
    })
    .openapi(route.listProjects, async (c) =>
      c.json(await workspace.projects.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createProject, async (c) => {
      const userId = c.get('workspace').id;
      return c.json(
        await workspace.projects.create(userId, await deps.planOf(userId), c.req.valid('json')),
        201,
      );
    })
    .openapi(route.getProject, async (c) =>
      c.json(await workspace.projects.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.updateProject, async (c) =>
      c.json(
        await workspace.projects.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteProject, async (c) => {
      await workspace.projects.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.listTasks, async (c) =>
      c.json(await workspace.tasks.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createTask, async (c) =>
      c.json(await workspace.tasks.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.getTask, async (c) =>
      c.json(await workspace.tasks.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.updateTask, async (c) =>
      c.json(
        await workspace.tasks.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteTask, async (c) => {
      await workspace.tasks.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(route.listEvents, async (c) =>
      c.json(await workspace.events.list(c.get('workspace').id, c.req.valid('query')), 200),
    )
    .openapi(route.createEvent, async (c) =>
      c.json(await workspace.events.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.getEvent, async (c) =>
      c.json(await workspace.events.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.updateEvent, async (c) =>
      c.json(
        await workspace.events.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.deleteEvent, async (c) => {
      await workspace.events.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
