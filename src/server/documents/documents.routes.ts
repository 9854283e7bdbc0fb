import { Hono } from 'hono';
import { z } from 'zod';
import {
  type DocumentListDto,
  documentLimits,
  documentNameSchema,
  documentPatchSchema,
  documentSearchSchema,
  pastedDocumentSchema,
} from '../../shared/documents.ts';
import type { PlanId } from '../../shared/plans.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import { type DocumentsService, tooLarge } from './documents.service.ts';

export interface DocumentRouteDeps {
  auth: Auth;
  limits: RateLimits;
  documents: DocumentsService;
  planOf(userId: string): Promise<PlanId>;
  /** The provider that receives passages with the questions, or null when only the local engine reads them. */
  providerName: string | null;
}

const documentId = z.uuid({ error: 'Identifiant de document invalide.' });
const passageId = z.uuid({ error: 'Identifiant de passage invalide.' });

/** `attachment; filename*=UTF-8''…` so accented names survive, with an ASCII fallback. */
function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** /api/documents: the user's own documents only (404 for anyone else's). */
export function documentRoutes(deps: DocumentRouteDeps) {
  const { documents } = deps;
  return (
    new Hono<AuthEnv>()
      .use(requireUser(deps.auth))
      .get('/', async (c) => {
        const userId = c.get('user').id;
        const [list, plan] = await Promise.all([documents.list(userId), deps.planOf(userId)]);
        return c.json({
          documents: list,
          limits: documentLimits[plan],
          sentTo: deps.providerName,
        } satisfies DocumentListDto);
      })
      // The body is the file itself (app.ts lets this route past the 1 MB limit, up to the largest plan's).
      .post('/', async (c) => {
        const user = c.get('user');
        await deps.limits.enforce(c, limitCheck('documents:upload', user.id));
        const name = parseParam(documentNameSchema, c.req.query('name'));
        const plan = await deps.planOf(user.id);
        const declared = Number(c.req.header('content-length') ?? 0);
        if (declared > documentLimits[plan].maxBytes) throw tooLarge(plan);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        return c.json(await documents.upload(user.id, plan, { name, bytes }), 201);
      })
      .post('/text', async (c) => {
        const user = c.get('user');
        await deps.limits.enforce(c, limitCheck('documents:upload', user.id));
        const body = await parseJsonBody(c, pastedDocumentSchema);
        return c.json(await documents.paste(user.id, await deps.planOf(user.id), body), 201);
      })
      .get('/search', async (c) => {
        const query = parseParam(documentSearchSchema, c.req.query());
        return c.json({ passages: await documents.search(c.get('user').id, query.q, query.limit) });
      })
      .get('/passages/:id', async (c) =>
        c.json(await documents.passage(c.get('user').id, parseParam(passageId, c.req.param('id')))),
      )
      .get('/:id', async (c) =>
        c.json(await documents.get(c.get('user').id, parseParam(documentId, c.req.param('id')))),
      )
      .get('/:id/download', async (c) => {
        const file = await documents.download(c.get('user').id, parseParam(documentId, c.req.param('id')));
        c.header('Content-Type', file.mimeType);
        c.header('Content-Disposition', attachment(file.name));
        c.header('Cache-Control', 'private, no-store');
        c.header('X-Content-Type-Options', 'nosniff');
        return c.body(file.content as Uint8Array<ArrayBuffer>);
      })
      .patch('/:id', async (c) => {
        const id = parseParam(documentId, c.req.param('id'));
        const body = await parseJsonBody(c, documentPatchSchema);
        return c.json(await documents.rename(c.get('user').id, id, body.name));
      })
      .delete('/:id', async (c) => {
        await documents.remove(c.get('user').id, parseParam(documentId, c.req.param('id')));
        return c.body(null, 204);
      })
  );
}
