import { Hono } from 'hono';
import { z } from 'zod';
import { companyProfileSchema, memoryFactSchema } from '../../shared/memory.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import type { MemoryService } from './memory.service.ts';

export interface MemoryRouteDeps {
  auth: Auth;
  memory: MemoryService;
}

const factId = z.uuid({ error: 'Identifiant de fait invalide.' });

/** /api/memory: the company profile and the facts the employees remember, the user's own only. */
export function memoryRoutes({ auth, memory }: MemoryRouteDeps) {
  return new Hono<AuthEnv>()
    .use(requireUser(auth))
    .get('/profile', async (c) => c.json(await memory.profile.get(c.get('user').id)))
    .put('/profile', async (c) =>
      c.json(await memory.profile.put(c.get('user').id, await parseJsonBody(c, companyProfileSchema))),
    )
    .get('/facts', async (c) => c.json({ facts: await memory.facts.list(c.get('user').id) }))
    .post('/facts', async (c) => {
      const body = await parseJsonBody(c, memoryFactSchema);
      return c.json(await memory.remember(c.get('user').id, body.text), 201);
    })
    .patch('/facts/:id', async (c) => {
      const id = parseParam(factId, c.req.param('id'));
      const body = await parseJsonBody(c, memoryFactSchema);
      return c.json(await memory.facts.update(c.get('user').id, id, body.text));
    })
    .delete('/facts/:id', async (c) => {
      await memory.facts.remove(c.get('user').id, parseParam(factId, c.req.param('id')));
      return c.body(null, 204);
    });
}
