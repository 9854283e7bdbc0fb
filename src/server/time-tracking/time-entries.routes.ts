import { Hono } from 'hono';
import { z } from 'zod';
import {
  entryListQuerySchema,
  manualEntrySchema,
  startTimerSchema,
  updateEntrySchema,
} from '../../shared/time-tracking.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { TimeEntriesService } from './time-entries.service.ts';

const entryId = z.uuid({ error: 'Identifiant d’entrée invalide.' });

export interface TimeEntryRouteDeps {
  auth: Auth;
  db: Db;
  limits: RateLimits;
  timeEntries: TimeEntriesService;
}

/** /api/time-entries: the user's own entries; the logic and the queries live in the service. */
export function timeEntryRoutes(deps: TimeEntryRouteDeps) {
  const { timeEntries } = deps;
  return new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/', async (c) =>
      c.json({
        entries: await timeEntries.list(c.get('user').id, parseParam(entryListQuerySchema, c.req.query())),
      }),
    )
    .get('/options', async (c) => c.json(await timeEntries.options(c.get('user').id)))
    .get('/running', async (c) => c.json({ entry: await timeEntries.running(c.get('user').id) }))
    .get('/summary', async (c) => c.json(await timeEntries.summary(c.get('user').id)))
    .get('/export.csv', async (c) => {
      const userId = c.get('user').id;
      await deps.limits.enforce(c, limitCheck('time-export:user', userId));
      const file = await timeEntries.exportCsv(userId);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return c.body(file.body);
    })
    .get('/:id', async (c) =>
      c.json(await timeEntries.get(c.get('user').id, parseParam(entryId, c.req.param('id')))),
    )
    .post('/start', async (c) => {
      const body = await parseJsonBody(c, startTimerSchema);
      return c.json(await timeEntries.start(c.get('user').id, body), 201);
    })
    .post('/:id/stop', async (c) =>
      c.json(await timeEntries.stop(c.get('user').id, parseParam(entryId, c.req.param('id')))),
    )
    .post('/', async (c) => {
      const body = await parseJsonBody(c, manualEntrySchema);
      return c.json(await timeEntries.create(c.get('user').id, body), 201);
    })
    .patch('/:id', async (c) => {
      const id = parseParam(entryId, c.req.param('id'));
      const body = await parseJsonBody(c, updateEntrySchema);
      return c.json(await timeEntries.update(c.get('user').id, id, body));
    })
    .delete('/:id', async (c) => {
      await timeEntries.remove(c.get('user').id, parseParam(entryId, c.req.param('id')));
      return c.body(null, 204);
    });
}
