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
import {
  type ApiContext,
  apiRouter,
  declareRoute,
  idParam,
  jsonBody,
  jsonResponse,
  noContent,
  z,
} from '../http/contract.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { TimeEntriesService, TimeOwner } from './time-entries.service.ts';

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

/** The member's own time in the active organisation (decision 072). */
const ownerOf = (c: ApiContext): TimeOwner => ({
  workspaceId: c.get('workspace').id,
  userId: c.get('user').id,
});

/** /api/time-entries: the member's own entries; the logic and the queries live in the service. */
export function timeEntryRoutes(deps: TimeEntryRouteDeps) {
  const { timeEntries } = deps;
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json({ entries: await timeEntries.list(ownerOf(c), c.req.valid('query')) }, 200),
    )
    .openapi(route.options, async (c) => c.json(await timeEntries.options(ownerOf(c)), 200))
    .openapi(route.running, async (c) => c.json({ entry: await timeEntries.running(ownerOf(c)) }, 200))
    .openapi(route.summary, async (c) => c.json(await timeEntries.summary(ownerOf(c)), 200))
    .openapi(route.exportCsv, async (c) => {
      await deps.limits.enforce(c, limitCheck('time-export:user', c.get('user').id));
      const file = await timeEntries.exportCsv(ownerOf(c));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body, 200);
    })
    .openapi(route.get, async (c) => c.json(await timeEntries.get(ownerOf(c), c.req.valid('param').id), 200))
    .openapi(route.start, async (c) => c.json(await timeEntries.start(ownerOf(c), c.req.valid('json')), 201))
    .openapi(route.stop, async (c) =>
      c.json(await timeEntries.stop(ownerOf(c), c.req.valid('param').id), 200),
    )
    .openapi(route.create, async (c) =>
      c.json(await timeEntries.create(ownerOf(c), c.req.valid('json')), 201),
    )
    .openapi(route.update, async (c) =>
      c.json(await timeEntries.update(ownerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(route.remove, async (c) => {
      await timeEntries.remove(ownerOf(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
