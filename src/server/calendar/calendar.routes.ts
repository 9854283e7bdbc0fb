import {
  caldavConnectSchema,
  caldavStateSchema,
  caldavSyncResultSchema,
  calendarFeedViewSchema,
  calendarImportResultSchema,
  calendarImportSchema,
  calendarStateSchema,
} from '../../shared/connections.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { CaldavService } from './caldav.service.ts';
import type { CalendarService } from './calendar.service.ts';
import { fetchIcs } from './fetch-ics.ts';

export interface CalendarRouteDeps {
  calendar: CalendarService;
  caldav: CaldavService;
  limits: RateLimits;
  /** WEBHOOK_ALLOW_PRIVATE: tests import from 127.0.0.1; never in production. */
  allowPrivate: boolean;
}

const feedFile = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Flux de calendrier inconnu.' }),
});

const route = {
  state: declareRoute(
    { access: 'session', label: 'État de l’agenda connecté' },
    { method: 'get', path: '/calendar', responses: jsonResponse(calendarStateSchema) },
  ),
  createFeed: declareRoute(
    { access: 'session', role: 'admin', label: 'Création ou régénération du flux ICS privé' },
    {
      method: 'post',
      path: '/calendar/feed',
      responses: jsonResponse(calendarFeedViewSchema, 'Flux créé (son URL n’est montrée qu’ici)', 201),
    },
  ),
  removeFeed: declareRoute(
    { access: 'session', role: 'admin', label: 'Suppression du flux ICS privé' },
    { method: 'delete', path: '/calendar/feed', responses: noContent },
  ),
  importIcs: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Import d’un calendrier ICS (fichier ou URL)',
      limits: ['calendar-import:user', 'outgoing:user'],
    },
    {
      method: 'post',
      path: '/calendar/import',
      request: { body: jsonBody(calendarImportSchema) },
      responses: jsonResponse(calendarImportResultSchema),
    },
  ),
  disconnect: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Déconnexion de l’agenda (flux et événements importés supprimés)',
    },
    { method: 'delete', path: '/calendar', responses: noContent },
  ),
  caldavState: declareRoute(
    { access: 'session', label: 'État de l’agenda CalDAV connecté' },
    { method: 'get', path: '/calendar/caldav', responses: jsonResponse(caldavStateSchema) },
  ),
  caldavConnect: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Connexion d’un agenda CalDAV',
      limits: ['caldav:user', 'outgoing:user'],
    },
    {
      method: 'put',
      path: '/calendar/caldav',
      request: { body: jsonBody(caldavConnectSchema) },
      responses: jsonResponse(caldavStateSchema),
    },
  ),
  caldavSync: declareRoute(
    {
      access: 'session',
      label: 'Synchronisation de l’agenda CalDAV (dans les deux sens)',
      limits: ['caldav:user', 'outgoing:user'],
    },
    { method: 'post', path: '/calendar/caldav/sync', responses: jsonResponse(caldavSyncResultSchema) },
  ),
  caldavDisconnect: declareRoute(
    {
      access: 'session',
      role: 'admin',
      label: 'Déconnexion de l’agenda CalDAV (événements reçus supprimés)',
    },
    { method: 'delete', path: '/calendar/caldav', responses: noContent },
  ),
  feed: declareRoute(
    {
      access: 'public',
      label: 'Flux ICS privé du planning (URL secrète)',
      limits: ['calendar-feed:ip'],
      sample: '/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    },
    {
      method: 'get',
      path: '/calendar/feed/{file}',
      request: { params: feedFile },
      responses: {
        200: {
          description: 'Le planning en iCalendar',
          content: { 'text/calendar': { schema: z.string() } },
        },
      },
    },
  ),
};

/** /api/calendar: the private ICS feed of the planning and ICS imports (docs/decisions/026-connectors.md). */
export function calendarRoutes(deps: CalendarRouteDeps) {
  const { calendar } = deps;
  return apiRouter()
    .openapi(route.state, async (c) => c.json(await calendar.state(c.get('workspace').id), 200))
    .openapi(route.createFeed, async (c) => c.json(await calendar.createFeed(c.get('workspace').id), 201))
    .openapi(route.removeFeed, async (c) => {
      await calendar.removeFeed(c.get('workspace').id);
      return c.body(null, 204);
    })
    .openapi(route.importIcs, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('calendar-import:user', userId));
      const body = c.req.valid('json');
      if ('url' in body) {
        const text = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
          fetchIcs(body.url, { allowPrivate: deps.allowPrivate }),
        );
        const origin = new URL(body.url);
        return c.json(await calendar.importIcs(userId, text, `${origin.origin}${origin.pathname}`), 200);
      }
      return c.json(await calendar.importIcs(userId, body.ics, body.fileName), 200);
    })
    .openapi(route.disconnect, async (c) => {
      await calendar.disconnect(c.get('workspace').id);
      return c.body(null, 204);
    })
    .openapi(route.caldavState, async (c) => c.json(await deps.caldav.state(c.get('workspace').id), 200))
    .openapi(route.caldavConnect, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('caldav:user', userId));
      const state = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
        deps.caldav.connect(userId, c.req.valid('json')),
      );
      return c.json(state, 200);
    })
    .openapi(route.caldavSync, async (c) => {
      const userId = c.get('workspace').id;
      await deps.limits.enforce(c, limitCheck('caldav:user', userId));
      const result = await deps.limits.concurrently(c, limitCheck('outgoing:user', userId), () =>
        deps.caldav.sync(userId),
      );
      return c.json(result, 200);
    })
    .openapi(route.caldavDisconnect, async (c) => {
      await deps.caldav.disconnect(c.get('workspace').id);
      return c.body(null, 204);
    })
    .openapi(route.feed, async (c) => {
      await deps.limits.enforce(c, limitCheck('calendar-feed:ip', clientIp(c)));
      const token = c.req.valid('param').file.slice(0, -'.ics'.length);
      const text = await calendar.renderFeed(token);
      if (text === null) throw new ApiError(404, 'not_found', 'Flux de calendrier inconnu.');
      return c.body(text, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, max-age=300',
      });
    });
}
