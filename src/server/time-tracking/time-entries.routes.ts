import {
  entryListQuerySchema,
  manualEntrySchema,
  runningEntrySchema,
  startTimerSchema,
  timeEntryListSchema,
  timeEntryOptionsSchema,
  timeEntrySchema,
  timeSummarySchema,
  updateEntrySchema,
} from '../../shared/time-tracking.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { TimeEntriesService } from './time-entries.service.ts';

export interface TimeEntryRouteDeps {
  limits: RateLimits;
  timeEntries: TimeEntriesService;
}

const entryId = { params: idParam('Identifiant d’entrée invalide.') };

// Declared in the order the router tries them: the fixed paths before `/time-entries/{id}`.
const route = {
  list: declareRoute(
    { access: 'session', label: 'Entrées de temps' },
    {
      method: 'get',
      path: '/time-entries',
      request: { query: entryListQuerySchema },
      responses: jsonResponse(timeEntryListSchema),
    },
  ),
  options: declareRoute(
    { access: 'session', label: 'Tâches et projets pour le suivi du temps' },
    { method: 'get', path: '/time-entries/options', responses: jsonResponse(timeEntryOptionsSchema) },
  ),
  running: declareRoute(
    { access: 'session', label: 'Minuteur en cours' },
    { method: 'get', path: '/time-entries/running', responses: jsonResponse(runningEntrySchema) },
  ),
  summary: declareRoute(
    { access: 'session', label: 'Totaux de temps par jour, semaine et projet' },
    { method: 'get', path: '/time-entries/summary', responses: jsonResponse(timeSummarySchema) },
  ),
  exportCsv: declareRoute(
    { access: 'session', label: 'Export CSV du suivi du temps', limits: ['time-export:user'] },
    {
      method: 'get',
      path: '/time-entries/export.csv',
      responses: {
        200: {
          description: 'Toutes les entrées en CSV (séparateur « ; », UTF-8 avec BOM)',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
    },
  ),
  get: declareRoute(
    { access: 'session', label: 'Lecture d’une entrée de temps' },
    { method: 'get', path: '/time-entries/{id}', request: entryId, responses: jsonResponse(timeEntrySchema) },
  ),
  start: declareRoute(
    { access: 'session', label: 'Démarrer le minuteur' },
    {
      method: 'post',
      path: '/time-entries/start',
      request: { body: jsonBody(startTimerSchema) },
      responses: jsonResponse(timeEntrySchema, 'Minuteur démarré', 201),
    },
  ),
  stop: declareRoute(
    { access: 'session', label: 'Arrêter le minuteur' },
    {
      method: 'post',
      path: '/time-entries/{id}/stop',
      request: entryId,
      responses: jsonResponse(timeEntrySchema, 'Minuteur arrêté'),
    },
  ),
  create: declareRoute(
    { access: 'session', label: 'Saisie manuelle de temps' },
    {
      method: 'post',
      path: '/time-entries',
      request: { body: jsonBody(manualEntrySchema) },
      responses: jsonResponse(timeEntrySchema, 'Entrée créée', 201),
    },
  ),
  update: declareRoute(
    { access: 'session', label: 'Modifier une entrée de temps' },
    {
      method: 'patch',
      path: '/time-entries/{id}',
      request: { ...entryId, body: jsonBody(updateEntrySchema) },
      responses: jsonResponse(timeEntrySchema),
    },
  ),
  remove: declareRoute(
    { access: 'session', label: 'Supprimer une entrée de temps' },
    { method: 'delete', path: '/time-entries/{id}', request: entryId, responses: noContent },
  ),
};

/** /api/time-entries: the user's own entries; the logic and the queries live in the service. */
export function timeEntryRoutes(deps: TimeEntryRouteDeps) {
  const { timeEntries } = deps;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json({ entries: await timeEntries.list(c.get('workspace').id, c.req.valid('query')) }, 200),
    )
    .openapi(route.options, async (c) => c.json(await timeEntries.options(c.get('workspace').id), 200))
    .openapi(route.running, async (c) =>
      c.json({ entry: await timeEntries.running(c.get('workspace').id) }, 200),
    )
    .openapi(route.summary, async (c) => c.json(await timeEntries.summary(c.get('workspace').id), 200))
    .openapi(route.exportCsv, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('time-export:user', userId));
      const file = await timeEntries.exportCsv(userId);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body, 200);
    })
    .openapi(route.get, async (c) =>
      c.json(await timeEntries.get(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.start, async (c) =>
      c.json(await timeEntries.start(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.stop, async (c) =>
      c.json(await timeEntries.stop(c.get('workspace').id, c.req.valid('param').id), 200),
    )
    .openapi(route.create, async (c) =>
      c.json(await timeEntries.create(c.get('workspace').id, c.req.valid('json')), 201),
    )
    .openapi(route.update, async (c) =>
      c.json(
        await timeEntries.update(c.get('workspace').id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(route.remove, async (c) => {
      await timeEntries.remove(c.get('workspace').id, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
