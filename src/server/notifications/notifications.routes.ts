import { markReadSchema, notificationListSchema } from '../../shared/notifications.ts';
import { apiRouter, declareRoute, jsonBody, jsonResponse } from '../http/contract.ts';
import type { NotificationsService } from './notifications.service.ts';

const route = {
  list: declareRoute(
    { access: 'session', label: 'Notifications (la cloche)' },
    {
      method: 'get',
      path: '/notifications',
      responses: jsonResponse(notificationListSchema, 'Ce qui attend l’utilisateur, le plus récent d’abord'),
    },
  ),
  markRead: declareRoute(
    { access: 'session', label: 'Marquer des notifications comme lues' },
    {
      method: 'post',
      path: '/notifications/read',
      request: { body: jsonBody(markReadSchema) },
      responses: jsonResponse(notificationListSchema, 'Les notifications après lecture'),
    },
  ),
};

export function notificationRoutes(deps: { notifications: NotificationsService }) {
  return apiRouter()
    .openapi(route.list, async (c) =>
      c.json(await deps.notifications.list(c.get('workspace').id, c.get('user').id), 200),
    )
    .openapi(route.markRead, async (c) => {
      await deps.notifications.markRead(c.get('user').id, c.req.valid('json').keys);
      return c.json(await deps.notifications.list(c.get('workspace').id, c.get('user').id), 200);
    });
}
